/**
 * PUT /api/v1/schedules/{id}: what it may change and what it does to the timeslots, and that it means
 * what a POST of the same data means.
 */
import fc from 'fast-check'
import t from 'tap'
import type { App } from '../../../src/app.ts'
import { formatLocalDate, parseLocalDate } from '../../../src/domain/time/civil-dates.ts'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeSchedule, makeShow, snapshot } from '../../helpers/factories.ts'
import {
  insertSlot,
  postSchedule,
  programme,
  putSchedule,
  type ScheduleFields,
  weekly,
} from '../../helpers/schedules.ts'

const RUNS_PER_RULE = Number(process.env.PROPERTY_RUNS ?? 3)

/** The schedule's timeslots in 2027 as `start-end` in station time, read through the API. */
async function slotsOf(app: App, scheduleId: number): Promise<string[]> {
  const res = await injectAs(app, 'programme-manager', {
    url: `/api/v1/timeslots?start=2027-01-01+00:00:00&end=2028-01-01+00:00:00&scheduleIds=${scheduleId}&limit=500`,
  })
  return res.json().items.map((slot: { start: string; end: string }) => `${slot.start}-${slot.end.slice(11)}`)
}

const day = (offset: number) => formatLocalDate((parseLocalDate('2027-01-04') as number) + offset)

for (const database of testDatabases()) {
  t.test(`PUT /api/v1/schedules/{id} on ${database}`, async (t) => {
    // "now" is 2027-02-10 12:00 UTC: the 2 and 9 February timeslots have aired.
    const app = await buildTestApp(t, { database, now: () => Date.parse('2027-02-10T12:00:00Z') })
    const show = await makeShow(app.db)
    const other = await makeShow(app.db)
    const otherSchedule = await makeSchedule(app.db, other.id)

    async function createWeekly(overrides: Record<string, unknown> = {}) {
      const schedule = weekly(show.id, { firstDate: '2027-02-02', lastDate: '2027-03-30', ...overrides })
      const res = await postSchedule(app, schedule)
      t.equal(res.statusCode, 201)
      // Past timeslots are listed but never created, so seed the aired ones as history.
      const id = res.json().id as number
      for (const day of ['2027-02-02', '2027-02-09']) {
        await insertSlot(
          app.db,
          { showId: show.id, scheduleId: id },
          `${day} ${schedule.startTime}`,
          `${day} ${schedule.endTime}`,
        )
      }
      return { id, schedule }
    }

    t.test('refuses changes to startTime, endTime, byWeekday, rrule, show and an earlier firstDate', async (t) => {
      const { id, schedule } = await createWeekly({ startTime: '06:00:00', endTime: '07:00:00' })
      const before = await snapshot(app.db)
      for (const change of [
        { startTime: '06:30:00' },
        { endTime: '07:30:00' },
        { byWeekday: 2 },
        { rrule: 5 },
        { show: other.id },
        { firstDate: '2027-01-26' },
      ]) {
        const res = await putSchedule(app, id, { ...schedule, ...change })
        t.equal(res.statusCode, 400, JSON.stringify(change))
        t.equal(res.json().message, 'This change on the timeslot is not allowed.')
        t.equal(res.json().fields[0].path, `body/schedule/${Object.keys(change)[0]}`)
      }
      t.same(await snapshot(app.db), before)
      const missing = await putSchedule(app, 999999, schedule)
      t.equal(missing.statusCode, 404)
    })

    t.test('shortening deletes only the future timeslots no longer projected; extending checks new ones', async (t) => {
      const { id, schedule } = await createWeekly({ startTime: '08:00:00', endTime: '09:00:00' })
      const kept = await app.db.client.timeslot.findFirst({
        where: { scheduleId: id, start: new Date('2027-02-16T07:00:00Z') },
      })
      await app.db.client.timeslot.update({ where: { id: kept!.id }, data: { memo: 'guest: Ada', mediaId: 3 } })

      const shorter = await putSchedule(app, id, { ...schedule, lastDate: '2027-02-23' })
      t.equal(shorter.statusCode, 200)
      t.equal(shorter.json().lastDate, '2027-02-23')
      const lines = (await programme(app.db)).filter((l) => l.startsWith(`${id} `))
      t.same(
        lines,
        [
          `${id} 2027-02-02 08:00:00-09:00:00`,
          `${id} 2027-02-09 08:00:00-09:00:00`,
          `${id} 2027-02-16 08:00:00-09:00:00`,
          `${id} 2027-02-23 08:00:00-09:00:00`,
        ],
        'history untouched, future beyond lastDate removed',
      )
      t.match(
        await app.db.client.timeslot.findUnique({ where: { id: kept!.id } }),
        { memo: 'guest: Ada', mediaId: 3 },
        'kept as it was',
      )

      await insertSlot(
        app.db,
        { showId: other.id, scheduleId: otherSchedule.id },
        '2027-03-09 08:30:00',
        '2027-03-09 10:00:00',
      )
      const longer = { ...schedule, lastDate: '2027-03-16' }
      const conflict = await putSchedule(app, id, longer)
      t.equal(conflict.statusCode, 409)
      const colliding = conflict.json().projected.filter((p: { collisions: unknown[] }) => p.collisions.length > 0)
      t.equal(colliding.length, 1, 'own timeslots are not collisions')
      t.equal(colliding[0].start, '2027-03-09 08:00:00')
      const resolved = await putSchedule(app, id, longer, { [colliding[0].hash]: 'theirs-end' })
      t.equal(resolved.statusCode, 200)
      const after = (await programme(app.db)).filter((l) => l.startsWith(`${id} `)).slice(2)
      t.same(after, [
        `${id} 2027-02-16 08:00:00-09:00:00`,
        `${id} 2027-02-23 08:00:00-09:00:00`,
        `${id} 2027-03-02 08:00:00-09:00:00`,
        `${id} 2027-03-09 08:00:00-08:30:00`,
        `${id} 2027-03-16 08:00:00-09:00:00`,
      ])
    })

    t.test('ending a schedule is an update even though it creates nothing', async (t) => {
      const { id, schedule } = await createWeekly({ startTime: '10:00:00', endTime: '11:00:00' })
      const res = await putSchedule(app, id, { ...schedule, lastDate: '2027-02-10' })
      t.equal(res.statusCode, 200)
      t.equal(
        await app.db.client.timeslot.count({
          where: { scheduleId: id, start: { gte: new Date('2027-02-10T12:00:00Z') } },
        }),
        0,
      )
      t.equal(await app.db.client.timeslot.count({ where: { scheduleId: id } }), 2, 'aired timeslots stay')
    })

    t.test('isRepetition and a later firstDate change the future timeslots', async (t) => {
      const { id, schedule } = await createWeekly({ startTime: '12:00:00', endTime: '13:00:00' })
      const res = await putSchedule(app, id, {
        ...schedule,
        firstDate: '2027-03-01',
        isRepetition: true,
        defaultMediaId: 5,
      })
      t.equal(res.statusCode, 200)
      t.match(res.json(), { firstDate: '2027-03-01', isRepetition: true, defaultMediaId: 5 })
      const future = await app.db.client.timeslot.findMany({
        where: { scheduleId: id, start: { gte: new Date('2027-02-10T12:00:00Z') } },
        orderBy: { start: 'asc' },
      })
      t.same(
        future.map((s) => s.start.toISOString().slice(0, 10)),
        ['2027-03-02', '2027-03-09', '2027-03-16', '2027-03-23', '2027-03-30'],
      )
      t.ok(future.every((s) => s.isRepetition))
      const past = await app.db.client.timeslot.findMany({
        where: { scheduleId: id, start: { lt: new Date('2027-02-10T12:00:00Z') } },
      })
      t.ok(
        past.every((s) => !s.isRepetition),
        'history is not rewritten',
      )
    })

    t.test('a dry run of an update changes nothing', async (t) => {
      const { id, schedule } = await createWeekly({ startTime: '14:00:00', endTime: '15:00:00' })
      const before = await snapshot(app.db)
      const res = await putSchedule(app, id, { ...schedule, lastDate: '2027-02-23', dryrun: true })
      t.equal(res.statusCode, 202)
      t.same(
        res.json().delete.map((d: { start: string }) => d.start),
        [
          '2027-03-02 14:00:00',
          '2027-03-09 14:00:00',
          '2027-03-16 14:00:00',
          '2027-03-23 14:00:00',
          '2027-03-30 14:00:00',
        ],
      )
      t.same(res.json().create, [])
      t.same(await snapshot(app.db), before)
    })
  })

  t.test(`PUT means what POST means on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const show = await makeShow(app.db)

    t.test('a later firstDate filters on the generated date, as a POST does (Monday + addDaysNo 3)', async (t) => {
      const schedule = weekly(show.id, { byWeekday: 0, firstDate: '2027-01-04', lastDate: '2027-01-31', addDaysNo: 3 })
      const id = (await postSchedule(app, schedule)).json().id
      t.equal((await putSchedule(app, id, { ...schedule, firstDate: '2027-01-12' })).statusCode, 200)
      t.same(
        await slotsOf(app, id),
        ['2027-01-21 20:00:00-21:00:00', '2027-01-28 20:00:00-21:00:00'],
        'Thu 01-14 (from Mon 01-11) is gone',
      )
    })

    t.test('a second PUT keeps the bi-weekly phase of the first firstDate', async (t) => {
      const schedule = weekly(show.id, {
        rrule: 5,
        byWeekday: 0,
        firstDate: '2027-02-01',
        lastDate: '2027-03-31',
        startTime: '07:00:00',
        endTime: '08:00:00',
      })
      const id = (await postSchedule(app, schedule)).json().id
      const phase = [
        '2027-02-15 07:00:00-08:00:00',
        '2027-03-01 07:00:00-08:00:00',
        '2027-03-15 07:00:00-08:00:00',
        '2027-03-29 07:00:00-08:00:00',
      ]
      await putSchedule(app, id, { ...schedule, firstDate: '2027-02-08' })
      t.same(await slotsOf(app, id), phase)
      const extended = await putSchedule(app, id, { ...schedule, firstDate: '2027-02-08', lastDate: '2027-04-30' })
      t.equal(extended.json().anchorDate, '2027-02-01')
      t.same(await slotsOf(app, id), [...phase, '2027-04-12 07:00:00-08:00:00', '2027-04-26 07:00:00-08:00:00'])
    })

    t.test('PUT refuses lastDate before firstDate, also when the default horizon would make it so', async (t) => {
      const schedule = weekly(show.id, {
        firstDate: '2027-05-04',
        lastDate: '2027-05-25',
        startTime: '05:00:00',
        endTime: '06:00:00',
      })
      const id = (await postSchedule(app, schedule)).json().id
      const before = await snapshot(app.db)
      const reversed = await putSchedule(app, id, { ...schedule, firstDate: '2027-05-11', lastDate: '2027-05-10' })
      t.equal(reversed.statusCode, 400)
      t.equal(reversed.json().message, "Until date mustn't be before start")
      const { lastDate: _, ...withoutEnd } = schedule
      const beyond = await putSchedule(app, id, { ...withoutEnd, firstDate: '2028-02-01' })
      t.equal(beyond.statusCode, 400)
      t.equal(beyond.json().code, 'ONAIR_SCHEDULE_BEYOND_HORIZON')
      t.match(beyond.json().message, /default horizon, 2027-12-31 .*send a lastDate/)
      t.equal(beyond.json().fields[0].path, 'body/schedule/lastDate')
      t.same(await snapshot(app.db), before)
    })

    t.test(
      'PUT and a fresh POST of the same data on the same anchor make the same timeslots, for all fourteen rules',
      async (t) => {
        // Two programmes of their own: each case is deleted again, so nothing collides across cases.
        const [updated, fresh] = [await buildTestApp(t, { database }), await buildTestApp(t, { database })]
        const [updatedShow, freshShow] = [await makeShow(updated.db), await makeShow(fresh.db)]
        let compared = 0
        for (let rrule = 1; rrule <= 14; rrule++) {
          await fc.assert(
            fc.asyncProperty(
              fc.record({
                byWeekday: fc.integer({ min: 0, max: 6 }),
                first: fc.integer({ min: 0, max: 40 }),
                span: fc.integer({ min: 1, max: 120 }),
                later: fc.integer({ min: 0, max: 50 }),
                span2: fc.integer({ min: 1, max: 150 }),
                times: fc.constantFrom(['20:00:00', '21:00:00'], ['23:30:00', '01:00:00'], ['02:30:00', '03:30:00']),
                addDaysNo: fc.option(fc.integer({ min: 0, max: 3 })),
                addDaysNo2: fc.option(fc.integer({ min: 0, max: 3 })),
                business: fc.boolean(),
                business2: fc.boolean(),
              }),
              async (c) => {
                const common = { rrule, byWeekday: c.byWeekday, startTime: c.times[0], endTime: c.times[1] }
                const original: ScheduleFields = {
                  ...common,
                  show: updatedShow.id,
                  firstDate: day(c.first),
                  lastDate: day(c.first + c.span),
                  addDaysNo: c.addDaysNo,
                  addBusinessDaysOnly: c.business,
                }
                const created = await postSchedule(updated, original)
                if (created.statusCode !== 201) return // nothing to create: no schedule to update
                const id = created.json().id as number
                const changed = {
                  firstDate: day(c.first + c.later),
                  lastDate: day(c.first + c.later + c.span2),
                  addDaysNo: c.addDaysNo2,
                  addBusinessDaysOnly: c.business2,
                }
                const put = await putSchedule(updated, id, { ...original, ...changed })
                const direct = await postSchedule(fresh, {
                  ...common,
                  show: freshShow.id,
                  ...changed,
                  anchorDate: day(c.first),
                })
                compared++
                t.equal(put.statusCode, 200, JSON.stringify({ original, changed }))
                const want = direct.statusCode === 201 ? await slotsOf(fresh, direct.json().id) : []
                t.same(await slotsOf(updated, id), want, JSON.stringify({ original, changed }))
                await injectAs(updated, 'programme-manager', { method: 'DELETE', url: `/api/v1/schedules/${id}` })
                if (direct.statusCode === 201)
                  await injectAs(fresh, 'programme-manager', {
                    method: 'DELETE',
                    url: `/api/v1/schedules/${direct.json().id}`,
                  })
              },
            ),
            { numRuns: RUNS_PER_RULE },
          )
        }
        t.ok(compared >= 14, `compared ${compared} PUTs with fresh POSTs`)
      },
    )
  })

  t.test(`PUT and the spring gap past midnight on ${database} (America/Nuuk)`, async (t) => {
    const app = await buildTestApp(t, { database, env: { STATION_TIME_ZONE: 'America/Nuuk' } })
    const show = await makeShow(app.db)
    // Saturday 23:30 falls into Nuuk's gap on 2027-03-27 and airs at 00:00 on Sunday 03-28.
    const schedule = weekly(show.id, {
      byWeekday: 5,
      firstDate: '2027-03-13',
      lastDate: '2027-04-10',
      startTime: '23:30:00',
      endTime: '00:30:00',
    })
    const id = (await postSchedule(app, schedule)).json().id
    t.equal((await putSchedule(app, id, { ...schedule, firstDate: '2027-03-28' })).statusCode, 200)
    t.same(
      await slotsOf(app, id),
      ['2027-04-03 23:30:00-00:30:00', '2027-04-10 23:30:00-00:30:00'],
      'the occurrence generated on 03-27 is before firstDate',
    )
  })
}
