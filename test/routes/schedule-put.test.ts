import fc from 'fast-check'
import t from 'tap'
import type { App } from '../../src/app.ts'
import { formatLocalDate, parseLocalDate } from '../../src/domain/civil-dates.ts'
import { buildTestApp } from '../helpers/app.ts'
import { testDatabases } from '../helpers/databases.ts'
import { makeShow, snapshot } from '../helpers/factories.ts'
import { postSchedule, putSchedule, weekly, type ScheduleFields } from '../helpers/schedules.ts'

const RUNS_PER_RULE = Number(process.env.PROPERTY_RUNS ?? 3)

/** The schedule's timeslots in 2027 as `start-end` in station time, read through the API. */
async function slotsOf(app: App, scheduleId: number): Promise<string[]> {
  const res = await app.inject({ url: `/api/v1/timeslots?start=2027-01-01+00:00:00&end=2028-01-01+00:00:00&scheduleIds=${scheduleId}&limit=500` })
  return res.json().items.map((slot: { start: string; end: string }) => `${slot.start}-${slot.end.slice(11)}`)
}

const day = (offset: number) => formatLocalDate((parseLocalDate('2027-01-04') as number) + offset)

for (const database of testDatabases()) {
  t.test(`PUT means what POST means on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const show = await makeShow(app.db)

    t.test('a later firstDate filters on the generated date, as a POST does (Monday + addDaysNo 3)', async (t) => {
      const schedule = weekly(show.id, { byWeekday: 0, firstDate: '2027-01-04', lastDate: '2027-01-31', addDaysNo: 3 })
      const id = (await postSchedule(app, schedule)).json().id
      t.equal((await putSchedule(app, id, { ...schedule, firstDate: '2027-01-12' })).statusCode, 200)
      t.same(await slotsOf(app, id), ['2027-01-21 20:00:00-21:00:00', '2027-01-28 20:00:00-21:00:00'], 'Thu 01-14 (from Mon 01-11) is gone')
    })

    t.test('a second PUT keeps the bi-weekly phase of the first firstDate', async (t) => {
      const schedule = weekly(show.id, { rrule: 5, byWeekday: 0, firstDate: '2027-02-01', lastDate: '2027-03-31', startTime: '07:00:00', endTime: '08:00:00' })
      const id = (await postSchedule(app, schedule)).json().id
      const phase = ['2027-02-15 07:00:00-08:00:00', '2027-03-01 07:00:00-08:00:00', '2027-03-15 07:00:00-08:00:00', '2027-03-29 07:00:00-08:00:00']
      await putSchedule(app, id, { ...schedule, firstDate: '2027-02-08' })
      t.same(await slotsOf(app, id), phase)
      const extended = await putSchedule(app, id, { ...schedule, firstDate: '2027-02-08', lastDate: '2027-04-30' })
      t.equal(extended.json().anchorDate, '2027-02-01')
      t.same(await slotsOf(app, id), [...phase, '2027-04-12 07:00:00-08:00:00', '2027-04-26 07:00:00-08:00:00'])
    })

    t.test('PUT refuses lastDate before firstDate, also when the default horizon would make it so', async (t) => {
      const schedule = weekly(show.id, { firstDate: '2027-05-04', lastDate: '2027-05-25', startTime: '05:00:00', endTime: '06:00:00' })
      const id = (await postSchedule(app, schedule)).json().id
      const before = await snapshot(app.db)
      const reversed = await putSchedule(app, id, { ...schedule, firstDate: '2027-05-11', lastDate: '2027-05-10' })
      t.equal(reversed.statusCode, 400)
      t.equal(reversed.json().message, "Until date mustn't be before start")
      const beyond = await putSchedule(app, id, { ...schedule, firstDate: '2028-02-01', lastDate: null })
      t.equal(beyond.statusCode, 400)
      t.equal(beyond.json().code, 'ONAIR_SCHEDULE_BEYOND_HORIZON')
      t.match(beyond.json().message, /default horizon, 2027-12-31 .*send a lastDate/)
      t.equal(beyond.json().fields[0].path, 'body/schedule/lastDate')
      t.same(await snapshot(app.db), before)
    })

    t.test('PUT and a fresh POST of the same data on the same anchor make the same timeslots, for all fourteen rules', async (t) => {
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
              const direct = await postSchedule(fresh, { ...common, show: freshShow.id, ...changed, anchorDate: day(c.first) })
              compared++
              t.equal(put.statusCode, 200, JSON.stringify({ original, changed }))
              const want = direct.statusCode === 201 ? await slotsOf(fresh, direct.json().id) : []
              t.same(await slotsOf(updated, id), want, JSON.stringify({ original, changed }))
              await updated.inject({ method: 'DELETE', url: `/api/v1/schedules/${id}` })
              if (direct.statusCode === 201) await fresh.inject({ method: 'DELETE', url: `/api/v1/schedules/${direct.json().id}` })
            },
          ),
          { numRuns: RUNS_PER_RULE },
        )
      }
      t.ok(compared >= 14, `compared ${compared} PUTs with fresh POSTs`)
    })
  })

  t.test(`PUT and the spring gap past midnight on ${database} (America/Nuuk)`, async (t) => {
    const app = await buildTestApp(t, { database, env: { STATION_TIME_ZONE: 'America/Nuuk' } })
    const show = await makeShow(app.db)
    // Saturday 23:30 falls into Nuuk's gap on 2027-03-27 and airs at 00:00 on Sunday 03-28.
    const schedule = weekly(show.id, { byWeekday: 5, firstDate: '2027-03-13', lastDate: '2027-04-10', startTime: '23:30:00', endTime: '00:30:00' })
    const id = (await postSchedule(app, schedule)).json().id
    t.equal((await putSchedule(app, id, { ...schedule, firstDate: '2027-03-28' })).statusCode, 200)
    t.same(await slotsOf(app, id), ['2027-04-03 23:30:00-00:30:00', '2027-04-10 23:30:00-00:30:00'], 'the occurrence generated on 03-27 is before firstDate')
  })
}
