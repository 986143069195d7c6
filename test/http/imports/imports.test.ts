/**
 * POST /api/v1/imports: an iCalendar file previewed, then committed with solutions in one changeset,
 * idempotent by UID, revertible; onair's own feed imported into an empty database gives the same timeslots.
 */
import { readFileSync } from 'node:fs'
import t from 'tap'
import type { App } from '../../../src/app.ts'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeShow, snapshot } from '../../helpers/factories.ts'
import { postSchedule, weekly } from '../../helpers/schedules.ts'

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), 'utf8')
const importFile = (app: App, payload: object) =>
  injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/imports', payload })

/** Every timeslot of 2027 as `show start-end`. */
async function programme(app: App): Promise<string[]> {
  const res = await injectAs(app, 'programme-manager', {
    url: '/api/v1/timeslots?start=2027-01-01+00:00:00&end=2028-01-01+00:00:00&limit=500',
  })
  return res
    .json()
    .items.map(
      (slot: { showName: string; start: string; end: string }) =>
        `${slot.showName} ${slot.start}-${slot.end.slice(11)}`,
    )
}

for (const database of testDatabases()) {
  t.test(`importing iCalendar files on ${database}`, async (t) => {
    t.test(
      'Google Calendar: preview, 409 without solutions, commit with them, a second import changes nothing, revert',
      async (t) => {
        const app = await buildTestApp(t, { database })
        const talk = await makeShow(app.db, { name: 'Night Talk', slug: 'night-talk' })
        // Night Talk on the Tuesdays of March, 20:30-21:30: collides with Jazz Night (20:00-21:00) and its moved 03-02 (21:00-22:00).
        t.equal(
          (
            await postSchedule(
              app,
              weekly(talk.id, {
                firstDate: '2027-03-02',
                lastDate: '2027-03-30',
                startTime: '20:30:00',
                endTime: '21:30:00',
              }),
            )
          ).statusCode,
          201,
        )
        const before = await snapshot(app.db)
        const calendar = fixture('google-calendar.ics')

        const preview = await importFile(app, { calendar })
        t.equal(preview.statusCode, 200, preview.body)
        t.same(
          preview.json().shows.map((s: { name: string; id: number | null }) => [s.name, s.id]),
          [
            ['Jazz Night', null],
            ['Vinyl Hour', null],
            ['Community Voices', null],
          ],
        )
        const events = preview.json().events as Array<{
          uid: string
          status: string
          rrule: number | null
          recurrence: string | null
          timeslots: number
          collisions: Array<{ key: string; collisions: unknown[] }>
        }>
        t.same(
          events.map((e) => [e.rrule, e.recurrence, e.timeslots]),
          [
            [4, null, 23],
            [1, null, 1],
            [null, 'FREQ=WEEKLY;INTERVAL=8;BYDAY=TH', 7],
            [14, null, 6],
          ],
        )
        const keys = events.flatMap((e) => e.collisions.map((c) => c.key))
        t.equal(keys.length, 5, 'four Tuesdays of March (03-02 is moved) and the moved 03-02 itself')
        t.same(await snapshot(app.db), before, 'a preview changes nothing')

        const refused = await importFile(app, { calendar, commit: true })
        t.equal(refused.statusCode, 409)
        t.same(await snapshot(app.db), before, 'a 409 changes nothing')

        const solutions = Object.fromEntries(keys.map((key) => [key, 'ours']))
        const committed = await importFile(app, { calendar, commit: true, solutions })
        t.equal(committed.statusCode, 201, committed.body)
        t.ok(committed.json().changeset > 0)
        const week = (await programme(app)).filter((s) => s.includes('2027-03-0'))
        t.same(
          week,
          [
            'Jazz Night 2027-03-02 21:00:00-22:00:00',
            'Vinyl Hour 2027-03-04 22:00:00-23:00:00',
            'Jazz Night 2027-03-09 20:00:00-21:00:00',
          ],
          'ours: Night Talk gave way',
        )
        const changes = (await injectAs(app, 'programme-manager', { url: '/api/v1/changes?limit=5' })).json().items
        t.equal(changes.filter((c: { action: string }) => c.action === 'import.calendar').length, 1, 'one changeset')

        const imported = await snapshot(app.db)
        const again = await importFile(app, { calendar, commit: true })
        t.equal(again.statusCode, 201)
        t.same(
          again.json().events.map((e: { status: string }) => e.status),
          ['unchanged', 'unchanged', 'unchanged', 'unchanged'],
        )
        t.same(await snapshot(app.db), imported, 'a second import changes nothing')

        const revert = await injectAs(app, 'programme-manager', {
          method: 'POST',
          url: `/api/v1/changes/${committed.json().changeset}/revert`,
        })
        t.equal(revert.statusCode, 201, revert.body)
        const after = (await snapshot(app.db)) as { timeslots: unknown[]; schedules: unknown[] }
        const start = before as { timeslots: unknown[]; schedules: unknown[] }
        t.equal(
          after.timeslots.length,
          start.timeslots.length,
          'the revert brings Night Talk back and removes the import',
        )
        t.equal(after.schedules.length, start.schedules.length)
      },
    )

    t.test(
      'showMap, events onair cannot place skipped (refused with strict), a mapped show that does not exist',
      async (t) => {
        const app = await buildTestApp(t, { database })
        const studio = await makeShow(app.db, { name: 'Studio B Mornings', slug: 'studio-b' })
        const before = await snapshot(app.db)
        const refused = await importFile(app, {
          calendar: fixture('nextcloud.ics'),
          showMap: { 'Morning Show': studio.id },
          strict: true,
          commit: true,
        })
        t.equal(refused.statusCode, 400)
        t.equal(refused.json().code, 'ONAIR_IMPORT_INVALID')
        t.match(refused.json().message, /strict is true; nothing was imported \(leave strict out/)
        t.match(
          refused.json().fields.map((f: { message: string }) => f.message),
          [/"New Year" .* all-day/, /"Live from New York" .* not in the station's zone/],
        )
        t.same(await snapshot(app.db), before, 'a strict refusal changes nothing')
        const skipping = await importFile(app, {
          calendar: fixture('nextcloud.ics'),
          showMap: { 'Morning Show': studio.id },
        })
        t.equal(skipping.statusCode, 200, skipping.body)
        t.match(skipping.json().skipped, [
          { uid: '0a1b2c3d-4e5f-4061-8273-94a5b6c7d8e9', summary: 'New Year', reason: /^It is an all-day event/ },
          { summary: 'Live from New York', reason: /not in the station's zone/ },
        ])
        t.equal(skipping.json().skipped.length, 2)
        t.notOk(
          skipping
            .json()
            .events.some((e: { summary: string }) => ['New Year', 'Live from New York'].includes(e.summary)),
          'the skipped events are not imported',
        )
        const calendar = fixture('nextcloud.ics')
          .replace(/BEGIN:VEVENT\r\nCREATED:20261110T122000Z[\s\S]*?END:VEVENT\r\n/, '')
          .replace(/BEGIN:VEVENT\r\nCREATED:20261110T123000Z[\s\S]*?END:VEVENT\r\n/, '')
        const missing = await importFile(app, { calendar, showMap: { 'Morning Show': 9999 } })
        t.equal(missing.statusCode, 400, 'a mapped show must exist')
        t.match(missing.json(), { code: 'ONAIR_SHOW_UNKNOWN', message: 'show 9999 does not exist' })
        const committed = await importFile(app, { calendar, showMap: { 'Morning Show': studio.id }, commit: true })
        t.equal(committed.statusCode, 201, committed.body)
        t.same(
          committed.json().shows.map((s: { name: string; created: boolean }) => [s.name, s.created]),
          [
            ['Studio B Mornings', false],
            ['Sunday Brunch', true],
          ],
        )
        t.same(
          (await programme(app)).slice(0, 3),
          [
            'Studio B Mornings 2027-01-03 12:00:00-13:30:00',
            'Studio B Mornings 2027-01-04 07:00:00-09:00:00',
            'Studio B Mornings 2027-01-05 07:00:00-09:00:00',
          ].map((s, i) => (i === 0 ? s.replace('Studio B Mornings', 'Sunday Brunch') : s)),
        )
      },
    )

    t.test("onair's own feed into an empty database: the same timeslots", async (t) => {
      const source = await buildTestApp(t, { database })
      const show = await makeShow(source.db, { name: 'Jazz Night', slug: 'jazz' })
      t.equal(
        (
          await postSchedule(
            source,
            weekly(show.id, {
              rrule: 14,
              byWeekday: 4,
              firstDate: '2027-01-01',
              lastDate: '2027-06-30',
              startTime: '23:00:00',
              endTime: '01:00:00',
            }),
          )
        ).statusCode,
        201,
      )
      t.equal(
        (
          await postSchedule(source, {
            show: show.id,
            recurrence: 'FREQ=WEEKLY;INTERVAL=8;BYDAY=SU',
            firstDate: '2027-01-03',
            lastDate: '2027-06-30',
            startTime: '02:30:00',
            endTime: '04:00:00',
          })
        ).statusCode,
        201,
      )
      const feed = await injectAs(source, 'programme-manager', {
        url: '/api/v1/timeslots.ics?start=2027-01-01+00:00:00&end=2027-07-01+00:00:00',
      })
      t.equal(feed.statusCode, 200, feed.body.slice(0, 300))
      const target = await buildTestApp(t, { database })
      const committed = await importFile(target, { calendar: feed.body, commit: true })
      t.equal(committed.statusCode, 201, committed.body)
      t.same(await programme(target), await programme(source))
      t.ok((await programme(source)).length >= 9)
    })
  })
}
