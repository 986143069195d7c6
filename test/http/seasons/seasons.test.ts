import t from 'tap'
import type { App } from '../../../src/app.ts'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { JULY_WEEK, regularYear, SUMMER, timeslotRows } from '../../helpers/seasons.ts'
import { printedWeek } from '../../helpers/week.ts'

const seasonsRows = (app: App) => app.db.client.season.findMany()

for (const database of testDatabases()) {
  t.test(`seasons on ${database}`, async (t) => {
    t.test(
      'a replace season steps the regular programme aside and its deletion gives it back, row for row',
      async (t) => {
        const app = await buildTestApp(t, { database })
        const { slotId } = await regularYear(app)
        const before = await timeslotRows(app)
        const printedBefore = await printedWeek(app, ...JULY_WEEK)
        t.match(printedBefore, [/^#\d+ 2027-07-06 20:00-21:00 Evening Jazz episode \d+ memo "live from the club"$/])

        const dry = await injectAs(app, 'programme-manager', {
          method: 'POST',
          url: '/api/v1/seasons',
          payload: { ...SUMMER, dryrun: true },
        })
        t.equal(dry.statusCode, 202, dry.body)
        t.equal(dry.json().steppedAsideCount, 9, 'nine Tuesdays in July and August')
        t.same(await timeslotRows(app), before, 'a dry run changes nothing')
        t.same(await seasonsRows(app), [])

        const created = await injectAs(app, 'programme-manager', {
          method: 'POST',
          url: '/api/v1/seasons',
          payload: SUMMER,
        })
        t.equal(created.statusCode, 201, created.body)
        t.equal(created.json().steppedAsideCount, 9)
        t.same(
          created.json().steppedAside.map((s: { start: string }) => s.start.slice(0, 10)),
          [
            '2027-07-06',
            '2027-07-13',
            '2027-07-20',
            '2027-07-27',
            '2027-08-03',
            '2027-08-10',
            '2027-08-17',
            '2027-08-24',
            '2027-08-31',
          ],
        )
        const during = await printedWeek(app, ...JULY_WEEK)
        t.same(during, [], 'the regular Tuesday stepped aside')
        const seasonId = created.json().id as number
        const detail = await injectAs(app, 'reader', { url: `/api/v1/seasons/${seasonId}` })
        t.equal(detail.statusCode, 200, detail.body)
        t.equal(detail.json().steppedAside.length, 9)
        t.equal(detail.json().steppedAside[0].id, slotId)

        const deleted = await injectAs(app, 'programme-manager', {
          method: 'DELETE',
          url: `/api/v1/seasons/${seasonId}`,
        })
        t.equal(deleted.statusCode, 200, deleted.body)
        t.equal(deleted.json().restoration.restored.length, 9)
        t.same(deleted.json().restoration.notRestored, [])
        t.same(await timeslotRows(app), before, 'row for row: ids, episode and memo back')
        t.same(await printedWeek(app, ...JULY_WEEK), printedBefore)
        t.same(await seasonsRows(app), [])
        t.comment(
          `a July week\nbefore:\n  ${printedBefore.join('\n  ')}\nduring the summer season:\n  ${during.join('\n  ') || '(nothing: the regular show stepped aside)'}\nafter:\n  ${printedBefore.join('\n  ')}`,
        )
      },
    )

    t.test('creating a season is one changeset, reverted by one revert', async (t) => {
      const app = await buildTestApp(t, { database })
      await regularYear(app)
      const before = await timeslotRows(app)
      const created = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/seasons',
        payload: SUMMER,
      })
      t.equal(created.statusCode, 201, created.body)
      const changes = await app.db.client.changeset.findMany({ where: { action: 'season.create' } })
      t.equal(changes.length, 1)
      const reverted = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: `/api/v1/changes/${changes[0]!.id}/revert`,
      })
      t.equal(reverted.statusCode, 201, reverted.body)
      t.same(await timeslotRows(app), before)
      t.same(await seasonsRows(app), [])
    })

    t.test('shortening gives back the dates it no longer covers; lengthening takes the new ones', async (t) => {
      const app = await buildTestApp(t, { database })
      await regularYear(app)
      const created = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/seasons',
        payload: SUMMER,
      })
      const id = created.json().id as number
      const shorter = await injectAs(app, 'programme-manager', {
        method: 'PUT',
        url: `/api/v1/seasons/${id}`,
        payload: { ...SUMMER, lastDate: '2027-07-31' },
      })
      t.equal(shorter.statusCode, 200, shorter.body)
      t.equal(shorter.json().restoration.restored.length, 5, 'the five August Tuesdays come back')
      t.equal(shorter.json().steppedAsideCount, 0)
      t.equal((await printedWeek(app, '2027-08-01 00:00:00', '2027-09-01 00:00:00')).length, 5)
      t.equal((await printedWeek(app, '2027-07-01 00:00:00', '2027-08-01 00:00:00')).length, 0)
      const longer = await injectAs(app, 'programme-manager', {
        method: 'PUT',
        url: `/api/v1/seasons/${id}`,
        payload: { ...SUMMER, lastDate: '2027-08-10' },
      })
      t.equal(longer.statusCode, 200, longer.body)
      t.equal(longer.json().steppedAsideCount, 2)
      const mode = await injectAs(app, 'programme-manager', {
        method: 'PUT',
        url: `/api/v1/seasons/${id}`,
        payload: { ...SUMMER, mode: 'overlay' },
      })
      t.equal(mode.statusCode, 400, mode.body)
      t.equal(mode.json().code, 'ONAIR_SEASON_CHANGE_NOT_ALLOWED')
    })

    t.test('refusals change nothing: overlapping seasons, reversed dates, hosts', async (t) => {
      const app = await buildTestApp(t, { database })
      await regularYear(app)
      await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/seasons', payload: SUMMER })
      const before = await timeslotRows(app)
      const overlap = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/seasons',
        payload: { ...SUMMER, firstDate: '2027-08-15', lastDate: '2027-09-15' },
      })
      t.equal(overlap.statusCode, 409, overlap.body)
      t.equal(overlap.json().code, 'ONAIR_SEASON_OVERLAP')
      const reversed = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/seasons',
        payload: { ...SUMMER, firstDate: '2027-10-15', lastDate: '2027-10-01' },
      })
      t.equal(reversed.statusCode, 400, reversed.body)
      t.equal(reversed.json().code, 'ONAIR_SEASON_DATES_INVALID')
      t.match(reversed.json().fields, [{ path: 'body/lastDate' }])
      const host = await injectAs(app, 'host', {
        method: 'POST',
        url: '/api/v1/seasons',
        payload: { ...SUMMER, firstDate: '2027-10-01', lastDate: '2027-10-31' },
      })
      t.equal(host.statusCode, 403, host.body)
      t.same(await timeslotRows(app), before)
      t.equal((await seasonsRows(app)).length, 1)
    })

    t.test('the calendar feed: a stepped-aside slot is CANCELLED, and back with a higher SEQUENCE', async (t) => {
      const app = await buildTestApp(t, { database })
      const { slotId } = await regularYear(app)
      const feed = async () =>
        (
          await injectAs(app, 'reader', {
            url: '/api/v1/timeslots.ics?start=2027-07-05+00:00:00&end=2027-07-12+00:00:00',
          })
        ).body
      const eventOf = (body: string) =>
        body.split('BEGIN:VEVENT').find((event) => event.includes(`UID:timeslot-${slotId}@onair`)) ?? ''
      const sequenceOf = (event: string) => Number(/SEQUENCE:(\d+)/.exec(event)?.[1] ?? -1)
      const before = eventOf(await feed())
      t.notMatch(before, /STATUS:CANCELLED/)
      const created = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/seasons',
        payload: SUMMER,
      })
      const during = eventOf(await feed())
      t.match(during, /STATUS:CANCELLED/, 'the regular Tuesday is cancelled in the feed')
      t.ok(sequenceOf(during) > sequenceOf(before))
      await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/seasons/${created.json().id}` })
      const after = eventOf(await feed())
      t.notMatch(after, /STATUS:CANCELLED/, 'given back, it is no longer cancelled')
      t.ok(sequenceOf(after) > sequenceOf(during), 'with a higher SEQUENCE than the cancellation')
    })
  })
}
