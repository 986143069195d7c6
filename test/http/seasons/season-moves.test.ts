import t from 'tap'
import { extendHorizon } from '../../../src/services/schedules/horizon-extension.ts'
import { buildTestApp, injectAs, TEST_NOW } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeShow } from '../../helpers/factories.ts'
import { postSchedule, weekly } from '../../helpers/schedules.ts'
import { SUMMER, timeslotRows } from '../../helpers/seasons.ts'
import { printedWeek } from '../../helpers/week.ts'

const SUMMER_MONTHS = ['2027-07-01 00:00:00', '2027-09-01 00:00:00'] as const

for (const database of testDatabases()) {
  t.test(`regular broadcasts moved into a replace season, on ${database}`, async (t) => {
    t.test('one broadcast moved into the season is refused (409), naming the season; nothing changes', async (t) => {
      const app = await buildTestApp(t, { database })
      const show = await makeShow(app.db, { name: 'Evening Jazz' })
      const created = await postSchedule(app, weekly(show.id, { firstDate: '2027-06-01', lastDate: '2027-06-29' }))
      t.equal(created.statusCode, 201, created.body)
      t.equal(
        (await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/seasons', payload: SUMMER }))
          .statusCode,
        201,
      )
      const last = await app.db.client.timeslot.findFirst({ orderBy: { start: 'desc' } })
      const before = await timeslotRows(app)
      const moved = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: `/api/v1/timeslots/${last!.id}/move`,
        payload: { start: '2027-07-01 20:00:00', end: '2027-07-01 21:00:00' },
      })
      t.equal(moved.statusCode, 409, moved.body)
      t.equal(moved.json().code, 'ONAIR_TIMESLOT_MOVE_NO_AIR')
      t.match(moved.json().message, /season \d+ \("Summer 2027"\)/)
      t.match(moved.json().fields, [{ path: 'start' }])
      t.same(await timeslotRows(app), before, 'nothing changed')
      const outside = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: `/api/v1/timeslots/${last!.id}/move`,
        payload: { start: '2027-06-30 20:00:00', end: '2027-06-30 21:00:00' },
      })
      t.equal(outside.statusCode, 200, 'outside the season the move goes ahead')
    })

    t.test('a series moved from June on skips the season as a POST would, and airs there once it goes', async (t) => {
      const app = await buildTestApp(t, { database })
      const show = await makeShow(app.db, { name: 'Evening Jazz' })
      const created = await postSchedule(app, weekly(show.id, { firstDate: '2027-06-01', lastDate: '2027-09-28' }))
      t.equal(created.statusCode, 201, created.body)
      const season = (
        await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/seasons', payload: SUMMER })
      ).json()
      const moved = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: `/api/v1/schedules/${created.json().id}/move`,
        payload: { from: '2027-06-15', schedule: { byWeekday: 2, startTime: '21:00:00', endTime: '22:00:00' } },
      })
      t.ok([200, 201].includes(moved.statusCode), moved.body)
      t.equal(
        moved.json().successor.skipped.filter((skip: { reason: string }) => skip.reason === 'season').length,
        8,
        'the eight summer Wednesdays listed as skipped with the reason season',
      )
      t.same(await printedWeek(app, ...SUMMER_MONTHS), [], 'no Wednesday inside the season')
      t.equal(
        (await printedWeek(app, '2027-09-01 00:00:00', '2027-10-01 00:00:00')).length,
        5,
        'the five September Wednesdays air',
      )
      const deleted = await injectAs(app, 'programme-manager', {
        method: 'DELETE',
        url: `/api/v1/seasons/${season.id}`,
      })
      t.equal(deleted.statusCode, 200, deleted.body)
      const summer = await printedWeek(app, ...SUMMER_MONTHS)
      t.equal(summer.length, 8, 'the eight Wednesdays of July and August once the season goes')
      t.ok(summer.every((line) => / 21:00-22:00 /.test(line)))
    })

    t.test("a season's series moved stays the season's, inside its dates", async (t) => {
      const app = await buildTestApp(t, { database })
      const jazz = await makeShow(app.db, { name: 'Evening Jazz' })
      const sounds = await makeShow(app.db, { name: 'Summer Sounds' })
      const regular = await postSchedule(app, weekly(jazz.id, { firstDate: '2027-06-01', lastDate: '2027-09-28' }))
      t.equal(regular.statusCode, 201, regular.body)
      const season = (
        await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/seasons', payload: SUMMER })
      ).json()
      const summer = await postSchedule(app, {
        ...weekly(sounds.id, { firstDate: '2027-07-06', lastDate: '2027-08-31' }),
        startTime: '19:00:00',
        endTime: '21:00:00',
        season: season.id,
      })
      t.equal(summer.statusCode, 201, summer.body)
      const moved = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: `/api/v1/schedules/${summer.json().id}/move`,
        payload: { from: '2027-08-01', schedule: { startTime: '18:00:00', endTime: '20:00:00' } },
      })
      t.equal(moved.statusCode, 201, moved.body)
      const successor = moved.json().successor
      t.equal(successor.season, season.id, 'the successor belongs to the season')
      const august = await app.db.client.timeslot.findMany({
        where: { scheduleId: successor.id },
        orderBy: { start: 'asc' },
      })
      t.equal(august.length, 5, "the five August Tuesdays at the new time, the regular programme's place taken")
      const beyond = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: `/api/v1/schedules/${successor.id}/move`,
        payload: { from: '2027-08-10', schedule: { lastDate: '2027-09-14' } },
      })
      t.equal(beyond.statusCode, 400, beyond.body)
      t.equal(beyond.json().code, 'ONAIR_SCHEDULE_OUTSIDE_SEASON')
    })

    t.test('the daily horizon extension of an open-ended regular schedule skips a replace season', async (t) => {
      let clock = TEST_NOW
      const app = await buildTestApp(t, { database, env: { PROGRAMME_HORIZON_DAYS: '30' }, now: () => clock })
      const show = await makeShow(app.db, { name: 'Morning Jazz' })
      const daily = { show: show.id, rrule: 2, firstDate: '2027-01-01', lastDate: null, startTime: '20:00:00' }
      const created = await postSchedule(app, { ...daily, endTime: '21:00:00' })
      t.equal(created.statusCode, 201, created.body)
      const season = { name: 'Winter break', firstDate: '2027-02-01', lastDate: '2027-02-07', mode: 'replace' }
      t.equal(
        (await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/seasons', payload: season }))
          .statusCode,
        201,
      )
      clock = TEST_NOW + 10 * 86_400_000
      t.match(await extendHorizon(app.ctx), { horizon: '2027-02-10', schedules: 1 })
      t.same(
        (await printedWeek(app, '2027-02-01 00:00:00', '2027-02-11 00:00:00')).map((line) => line.split(' ')[1]),
        ['2027-02-08', '2027-02-09', '2027-02-10'],
        'nothing inside the season; the days after it extended',
      )
    })
  })
}
