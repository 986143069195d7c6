/**
 * What an import does with what a station's calendar holds (issue 35 point 4): `defaultSolution`
 * answers every collision at once, DESCRIPTIONs are kept (show or memo), a SUMMARY that is no show
 * name is skipped (or refused with `strict`), never made a show.
 */
import t from 'tap'
import type { App } from '../../../src/app.ts'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeShow, snapshot } from '../../helpers/factories.ts'
import { postSchedule, weekly } from '../../helpers/schedules.ts'

const importFile = (app: App, payload: object) =>
  injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/imports', payload })

/** A calendar of the VEVENTs given as their lines (CRLF, as RFC 5545 writes it). */
const calendar = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//onair//EN',
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n')

/** Tuesdays of February 2027, 20:30-21:30 in Vienna. */
const tuesdays = (uid: string, summary: string, extra: string[] = []) => [
  `UID:${uid}`,
  `SUMMARY:${summary}`,
  'DTSTART;TZID=Europe/Vienna:20270202T203000',
  'DTEND;TZID=Europe/Vienna:20270202T213000',
  'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=4',
  ...extra,
]

async function timeslots(app: App): Promise<Array<{ showName: string; start: string; memo?: string }>> {
  const res = await injectAs(app, 'programme-manager', {
    url: '/api/v1/timeslots?start=2027-01-01+00:00:00&end=2028-01-01+00:00:00&limit=500',
  })
  return res.json().items
}

for (const database of testDatabases()) {
  t.test(`import options on ${database}`, async (t) => {
    t.test('defaultSolution answers every collision of the file at once, as on a schedule', async (t) => {
      const app = await buildTestApp(t, { database })
      const jazz = await makeShow(app.db, { name: 'Jazz Night', slug: 'jazz' })
      t.equal((await postSchedule(app, weekly(jazz.id))).statusCode, 201)
      const file = calendar(tuesdays('talk@example.org', 'Night Talk'))

      const preview = await importFile(app, { calendar: file })
      t.equal(preview.json().events[0].collisions.length, 4, 'the four Tuesdays collide with Jazz Night')
      const without = await importFile(app, { calendar: file, commit: true })
      t.equal(without.statusCode, 409, 'without solutions the commit is refused')

      const before = await snapshot(app.db)
      const badDefault = await importFile(app, { calendar: file, commit: true, defaultSolution: 'nonsense' })
      t.equal(badDefault.statusCode, 400)
      t.same(await snapshot(app.db), before)

      const committed = await importFile(app, { calendar: file, commit: true, defaultSolution: 'ours' })
      t.equal(committed.statusCode, 201, committed.body)
      const slots = await timeslots(app)
      t.same(
        slots.map((slot) => `${slot.showName} ${slot.start}`),
        ['02', '09', '16', '23'].map((day) => `Night Talk 2027-02-${day} 20:30:00`),
        'ours: every Jazz Night broadcast gave way to the imported one',
      )
    })

    t.test('defaultSolution theirs keeps the programme; a solution of its own wins over it', async (t) => {
      const app = await buildTestApp(t, { database })
      const jazz = await makeShow(app.db, { name: 'Jazz Night', slug: 'jazz' })
      t.equal((await postSchedule(app, weekly(jazz.id))).statusCode, 201)
      const file = calendar(tuesdays('talk@example.org', 'Night Talk'))
      const [first] = (await importFile(app, { calendar: file })).json().events[0].collisions
      const committed = await importFile(app, {
        calendar: file,
        commit: true,
        defaultSolution: 'theirs',
        solutions: { [first.key]: 'ours' },
      })
      t.equal(committed.statusCode, 201, committed.body)
      t.same(
        (await timeslots(app)).map((slot) => `${slot.showName} ${slot.start}`),
        [
          'Night Talk 2027-02-02 20:30:00',
          'Jazz Night 2027-02-09 20:00:00',
          'Jazz Night 2027-02-16 20:00:00',
          'Jazz Night 2027-02-23 20:00:00',
        ],
      )
    })

    t.test('DESCRIPTION: a series describes the show it creates; a one-off or another event its memo', async (t) => {
      const app = await buildTestApp(t, { database })
      const existing = await makeShow(app.db, { name: 'Morning Mix', slug: 'morning-mix' })
      const file = calendar(
        tuesdays('talk@example.org', 'Night Talk', ['DESCRIPTION:Calls from listeners\\, every Tuesday\\nLive.']),
        [
          'UID:special@example.org',
          'SUMMARY:Night Talk',
          'DESCRIPTION:Election special',
          'DTSTART;TZID=Europe/Vienna:20270305T203000',
          'DTEND;TZID=Europe/Vienna:20270305T213000',
        ],
        [
          'UID:mix@example.org',
          'SUMMARY:Morning Mix',
          'DESCRIPTION:Guest DJ',
          'DTSTART;TZID=Europe/Vienna:20270306T080000',
          'DTEND;TZID=Europe/Vienna:20270306T090000',
        ],
      )
      const committed = await importFile(app, { calendar: file, commit: true })
      t.equal(committed.statusCode, 201, committed.body)
      const created = committed.json().shows.find((s: { name: string }) => s.name === 'Night Talk')
      const show = await injectAs(app, 'programme-manager', { url: `/api/v1/shows/${created.id}` })
      t.equal(
        show.json().description,
        'Calls from listeners, every Tuesday\nLive.',
        'the series describes the new show',
      )
      const existingShow = await injectAs(app, 'programme-manager', { url: `/api/v1/shows/${existing.id}` })
      t.equal(existingShow.json().description, existing.description, "an existing show's description is left alone")
      t.same(
        (await timeslots(app)).map((slot) => [slot.showName, slot.start.slice(0, 10), slot.memo]),
        [
          ['Night Talk', '2027-02-02', ''],
          ['Night Talk', '2027-02-09', ''],
          ['Night Talk', '2027-02-16', ''],
          ['Night Talk', '2027-02-23', ''],
          ['Night Talk', '2027-03-05', 'Election special'],
          ['Morning Mix', '2027-03-06', 'Guest DJ'],
        ],
        "the show's own description is not repeated on memos; the other events' are there",
      )
    })

    t.test('a SUMMARY that is no show name is skipped, or refused with strict; never made a show', async (t) => {
      const app = await buildTestApp(t, { database })
      const file = calendar(
        tuesdays('two-lines@example.org', 'Night\\nTalk'),
        [
          'UID:long@example.org',
          `SUMMARY:${'x'.repeat(201)}`,
          'DTSTART;TZID=Europe/Vienna:20270304T203000',
          'DTEND;TZID=Europe/Vienna:20270304T213000',
        ],
        [
          'UID:fine@example.org',
          'SUMMARY:Fine Show',
          'DTSTART;TZID=Europe/Vienna:20270305T203000',
          'DTEND;TZID=Europe/Vienna:20270305T213000',
        ],
      )
      const before = await snapshot(app.db)
      const strict = await importFile(app, { calendar: file, commit: true, strict: true })
      t.equal(strict.statusCode, 400)
      t.match(strict.json().fields, [
        { path: 'body/calendar', message: /"Night\nTalk" .*line break.*showMap/ },
        { path: 'body/calendar', message: /201 characters long; a show name has at most 200/ },
      ])
      t.same(await snapshot(app.db), before, 'a refused import changes nothing')

      const committed = await importFile(app, { calendar: file, commit: true })
      t.equal(committed.statusCode, 201, committed.body)
      t.same(
        committed.json().shows.map((s: { name: string }) => s.name),
        ['Fine Show'],
      )
      t.match(committed.json().skipped, [
        { uid: 'two-lines@example.org', summary: 'Night\nTalk', reason: /line break/ },
        { uid: 'long@example.org', reason: /at most 200/ },
      ])
      const names = (await injectAs(app, 'programme-manager', { url: '/api/v1/shows?limit=100' }))
        .json()
        .items.map((s: { name: string }) => s.name)
      t.same(names, ['Fine Show'])

      const mapped = await importFile(app, {
        calendar: calendar(tuesdays('two-lines@example.org', 'Night\\nTalk')),
        showMap: { 'Night\nTalk': committed.json().shows[0].id },
      })
      t.equal(mapped.statusCode, 200, 'a mapped SUMMARY names no show, so it may be anything')
      t.same(mapped.json().skipped, [])
    })

    t.test('a re-import updates the events whose SEQUENCE or LAST-MODIFIED changed, and says which', async (t) => {
      const app = await buildTestApp(t, { database })
      const talk = (sequence: number, start: string, end: string, modified = '20261110T120000Z') =>
        tuesdays('talk@example.org', 'Night Talk', [`SEQUENCE:${sequence}`, `LAST-MODIFIED:${modified}`]).map((line) =>
          line.startsWith('DTSTART')
            ? `DTSTART;TZID=Europe/Vienna:20270202T${start}`
            : line.startsWith('DTEND')
              ? `DTEND;TZID=Europe/Vienna:20270202T${end}`
              : line,
        )
      const mix = [
        'UID:mix@example.org',
        'SUMMARY:Morning Mix',
        'SEQUENCE:0',
        'DTSTART;TZID=Europe/Vienna:20270306T080000',
        'DTEND;TZID=Europe/Vienna:20270306T090000',
      ]
      const first = await importFile(app, { calendar: calendar(talk(0, '203000', '213000'), mix), commit: true })
      t.equal(first.statusCode, 201, first.body)
      t.same([first.json().created, first.json().updated], [['talk@example.org', 'mix@example.org'], []])

      const same = calendar(talk(0, '203000', '213000'), mix)
      const before = await snapshot(app.db)
      const again = await importFile(app, { calendar: same, commit: true })
      t.equal(again.statusCode, 201, again.body)
      t.same(
        [again.json().created, again.json().updated, again.json().unchanged],
        [[], [], ['talk@example.org', 'mix@example.org']],
      )
      t.same(await snapshot(app.db), before, 'an unchanged re-import changes no show, schedule or timeslot')

      // The station moved Night Talk to 21:00-22:00 and raised its SEQUENCE.
      const moved = calendar(talk(1, '210000', '220000'), mix)
      const preview = await importFile(app, { calendar: moved })
      t.equal(preview.statusCode, 200, preview.body)
      t.same([preview.json().created, preview.json().updated], [[], ['talk@example.org']])
      t.same(
        (await timeslots(app)).map((slot) => slot.start),
        ['02', '09', '16', '23'].map((day) => `2027-02-${day} 20:30:00`).concat('2027-03-06 08:00:00'),
        'a preview changes nothing',
      )
      const updated = await importFile(app, { calendar: moved, commit: true })
      t.equal(updated.statusCode, 201, updated.body)
      t.same([updated.json().updated, updated.json().unchanged], [['talk@example.org'], ['mix@example.org']])
      t.equal(updated.json().events[0].schedule, first.json().events[0].schedule, 'the same schedule, updated')
      t.same(
        (await timeslots(app)).map((slot) => `${slot.showName} ${slot.start}`),
        ['02', '09', '16', '23']
          .map((day) => `Night Talk 2027-02-${day} 21:00:00`)
          .concat('Morning Mix 2027-03-06 08:00:00'),
        'the changed event moved; the other stayed',
      )

      // The update is one changeset: reverting it brings the old times back.
      const reverted = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: `/api/v1/changes/${updated.json().changeset}/revert`,
      })
      t.equal(reverted.statusCode, 201, reverted.body)
      t.same(
        (await timeslots(app)).map((slot) => slot.start),
        ['02', '09', '16', '23'].map((day) => `2027-02-${day} 20:30:00`).concat('2027-03-06 08:00:00'),
        'the revert of an update gives the old broadcasts back',
      )
      t.equal((await importFile(app, { calendar: moved, commit: true })).statusCode, 201, 'and the file applies again')

      // Only LAST-MODIFIED changed (a calendar that keeps SEQUENCE at 0): updated too.
      const later = calendar(talk(1, '210000', '223000', '20261201T090000Z'), mix)
      const lengthened = await importFile(app, { calendar: later, commit: true })
      t.same(lengthened.json().updated, ['talk@example.org'])
      t.same(
        (await timeslots(app)).slice(0, 1).map((slot) => `${slot.start} ${(slot as { end?: string }).end}`),
        ['2027-02-02 21:00:00 2027-02-02 22:30:00'],
      )
    })

    t.test('a file with nothing onair can place is refused, naming each event', async (t) => {
      const app = await buildTestApp(t, { database })
      const res = await importFile(app, {
        calendar: calendar(['UID:ny@example.org', 'SUMMARY:New Year', 'DTSTART;VALUE=DATE:20270101']),
      })
      t.equal(res.statusCode, 400)
      t.match(res.json(), {
        code: 'ONAIR_IMPORT_INVALID',
        message: /None of the calendar's 1 event\(s\) can be imported/,
        fields: [{ message: /"New Year" .*all-day/ }],
      })
    })
  })
}
