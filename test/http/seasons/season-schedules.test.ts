import t from 'tap'
import type { App } from '../../../src/app.ts'
import { asRole, buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeShow } from '../../helpers/factories.ts'
import { once, overlappingPairs, postSchedule, weekly } from '../../helpers/schedules.ts'
import { JULY_WEEK, regularYear, SUMMER, timeslotRows } from '../../helpers/seasons.ts'
import { printedWeek } from '../../helpers/week.ts'

const _seasonsRows = (app: App) => app.db.client.season.findMany()

for (const database of testDatabases()) {
  t.test(`season schedules on ${database}`, async (t) => {
    t.test(
      'a summer programme in a replace season: its schedules air, the regular show is back after, row for row',
      async (t) => {
        const app = await buildTestApp(t, { database })
        await regularYear(app)
        const before = await timeslotRows(app)
        const printedBefore = await printedWeek(app, ...JULY_WEEK)
        const season = (
          await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/seasons', payload: SUMMER })
        ).json()
        const summer = await makeShow(app.db, { name: 'Summer Sounds' })
        const res = await postSchedule(
          app,
          weekly(summer.id, {
            byWeekday: 1,
            firstDate: '2027-07-01',
            lastDate: undefined,
            startTime: '19:00:00',
            endTime: '21:00:00',
            season: season.id,
          }),
        )
        t.equal(res.statusCode, 201, res.body)
        t.equal(res.json().season, season.id)
        t.equal(res.json().lastDate, '2027-08-31', "an absent lastDate is the season's last day")
        const during = await printedWeek(app, ...JULY_WEEK)
        t.match(during, [/^#\d+ 2027-07-06 19:00-21:00 Summer Sounds$/])
        const slot = (
          await injectAs(app, 'reader', { url: '/api/v1/timeslots?start=2027-07-06+00:00:00&end=2027-07-07+00:00:00' })
        ).json().items[0]
        t.equal(slot.season, season.id, 'a timeslot says its season')
        const filtered = await injectAs(app, 'reader', {
          url: `/api/v1/timeslots?start=2027-01-01+00:00:00&end=2027-12-31+00:00:00&season=${season.id}&limit=500`,
        })
        t.equal(filtered.json().items.length, 9, 'the programme list filters by season')
        const detail = (await injectAs(app, 'reader', { url: `/api/v1/seasons/${season.id}` })).json()
        t.same(
          detail.schedules.map((s: { id: number }) => s.id),
          [res.json().id],
        )

        const deleted = await injectAs(app, 'programme-manager', {
          method: 'DELETE',
          url: `/api/v1/seasons/${season.id}`,
        })
        t.equal(deleted.statusCode, 200, deleted.body)
        const after = await printedWeek(app, ...JULY_WEEK)
        t.same(after, printedBefore)
        t.same(await timeslotRows(app), before, 'row for row')
        t.equal(
          await app.db.client.schedule.count({ where: { showId: summer.id } }),
          0,
          'the season schedule, never aired, went with it',
        )
        t.comment(
          `a July week, summer season over a weekly show\nbefore:\n  ${printedBefore.join('\n  ')}\nduring:\n  ${during.join('\n  ')}\nafter:\n  ${after.join('\n  ')}`,
        )
      },
    )

    t.test('a season schedule sent open-ended (lastDate null) ends with its season, not at the horizon', async (t) => {
      const app = await buildTestApp(t, { database })
      const season = (
        await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/seasons', payload: SUMMER })
      ).json()
      const summer = await makeShow(app.db, { name: 'Summer Sounds' })
      const res = await postSchedule(
        app,
        weekly(summer.id, {
          byWeekday: 1,
          firstDate: '2027-07-01',
          lastDate: null,
          startTime: '19:00:00',
          endTime: '21:00:00',
          season: season.id,
        }),
      )
      t.equal(res.statusCode, 201, res.body)
      t.equal(res.json().lastDate, '2027-08-31', "the season's last day")
      const slots = await app.db.client.timeslot.findMany({ where: { showId: summer.id }, orderBy: { start: 'asc' } })
      t.equal(slots.length, 9, 'the Tuesdays of July and August, none after')
    })

    t.test('overlay: only what the season timeslots collide with steps aside, and comes back', async (t) => {
      const app = await buildTestApp(t, { database })
      await regularYear(app)
      const thursday = await makeShow(app.db, { name: 'Thursday Talk' })
      t.equal(
        (
          await postSchedule(
            app,
            weekly(thursday.id, { byWeekday: 3, firstDate: '2027-01-07', lastDate: '2027-12-30' }),
          )
        ).statusCode,
        201,
      )
      const before = await timeslotRows(app)
      const season = (
        await injectAs(app, 'programme-manager', {
          method: 'POST',
          url: '/api/v1/seasons',
          payload: { ...SUMMER, mode: 'overlay' },
        })
      ).json()
      t.equal(season.steppedAsideCount, 0, 'an overlay season takes nothing by itself')
      const summer = await makeShow(app.db, { name: 'Summer Sounds' })
      const schedule = weekly(summer.id, {
        byWeekday: 1,
        firstDate: '2027-07-01',
        lastDate: '2027-07-31',
        startTime: '20:30:00',
        endTime: '21:30:00',
        season: season.id,
      })
      const dry = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/schedules',
        payload: { schedule: { ...schedule, dryrun: true } },
      })
      t.equal(dry.statusCode, 202, dry.body)
      t.same(await timeslotRows(app), before, 'a dry run changes nothing')
      const res = await postSchedule(app, schedule)
      t.equal(res.statusCode, 201, res.body)
      const week = await printedWeek(app, ...JULY_WEEK)
      t.match(week, [/2027-07-06 20:30-21:30 Summer Sounds$/, /2027-07-08 20:00-21:00 Thursday Talk$/])
      const detail = (await injectAs(app, 'reader', { url: `/api/v1/seasons/${season.id}` })).json()
      t.equal(detail.steppedAside.length, 4, 'four July Tuesdays stepped aside, each held by a season timeslot')
      t.ok(detail.steppedAside.every((s: { heldBy: number | null }) => s.heldBy !== null))
      t.equal(await overlappingPairs(app.db), 0)
      const deleted = await injectAs(app, 'programme-manager', {
        method: 'DELETE',
        url: `/api/v1/seasons/${season.id}`,
      })
      t.equal(deleted.statusCode, 200, deleted.body)
      t.same(await timeslotRows(app), before, 'row for row')
    })

    t.test('a regular schedule created later skips the season, listed with the reason season', async (t) => {
      const app = await buildTestApp(t, { database })
      await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/seasons', payload: SUMMER })
      const show = await makeShow(app.db, { name: 'Evening Jazz' })
      const res = await postSchedule(app, weekly(show.id, { firstDate: '2027-06-01', lastDate: '2027-09-28' }))
      t.equal(res.statusCode, 201, res.body)
      t.same(
        res.json().skipped.map((s: { date: string; reason: string }) => `${s.date} ${s.reason}`),
        [
          '2027-07-06 season',
          '2027-07-13 season',
          '2027-07-20 season',
          '2027-07-27 season',
          '2027-08-03 season',
          '2027-08-10 season',
          '2027-08-17 season',
          '2027-08-24 season',
          '2027-08-31 season',
        ],
      )
      t.equal(
        (await printedWeek(app, '2027-06-01 00:00:00', '2027-10-01 00:00:00')).length,
        9,
        'June and September air',
      )
      const special = await makeShow(app.db, { name: 'Festival' })
      const oneOff = await postSchedule(app, once(special.id, '2027-07-06', '20:00:00', '23:00:00'))
      t.equal(oneOff.statusCode, 201, 'a special is not regular programme: it airs in the season')
    })

    t.test(
      'a season schedule colliding with a special answers the contract 409; outside the season 400; hosts add their own',
      async (t) => {
        const app = await buildTestApp(t, { database })
        const season = (
          await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/seasons', payload: SUMMER })
        ).json()
        const special = await makeShow(app.db, { name: 'Festival' })
        t.equal((await postSchedule(app, once(special.id, '2027-07-06', '20:00:00', '23:00:00'))).statusCode, 201)
        const summer = await makeShow(app.db, { name: 'Summer Sounds' })
        const before = await timeslotRows(app)
        const schedule = weekly(summer.id, { firstDate: '2027-07-01', lastDate: '2027-07-31', season: season.id })
        const conflict = await postSchedule(app, schedule)
        t.equal(conflict.statusCode, 409, conflict.body)
        t.equal(conflict.json().projected.filter((p: { collisions: unknown[] }) => p.collisions.length > 0).length, 1)
        const outside = await postSchedule(app, { ...schedule, lastDate: '2027-09-30' })
        t.equal(outside.statusCode, 400, outside.body)
        t.equal(outside.json().code, 'ONAIR_SCHEDULE_OUTSIDE_SEASON')
        t.match(outside.json().fields, [{ path: 'body/schedule/lastDate' }])
        const unknown = await postSchedule(app, { ...schedule, season: 999 })
        t.equal(unknown.json().code, 'ONAIR_SEASON_UNKNOWN')
        t.same(await timeslotRows(app), before, 'refusals change nothing')

        const own = await makeShow(app.db, { name: 'Host Hour' })
        const host = await asRole(app, 'host', [own.id])
        const hosted = await host.inject({
          method: 'POST',
          url: '/api/v1/schedules',
          payload: {
            schedule: weekly(own.id, {
              byWeekday: 3,
              firstDate: '2027-07-01',
              lastDate: '2027-07-31',
              season: season.id,
            }),
          },
        })
        t.equal(
          hosted.statusCode,
          201,
          `a host adds its own show's schedule to the season: ${hosted.body.slice(0, 200)}`,
        )
        const foreign = await host.inject({
          method: 'POST',
          url: '/api/v1/schedules',
          payload: {
            schedule: weekly(summer.id, {
              byWeekday: 4,
              firstDate: '2027-07-01',
              lastDate: '2027-07-31',
              season: season.id,
            }),
          },
        })
        t.equal(foreign.statusCode, 403, "but not another show's")
      },
    )
  })
}
