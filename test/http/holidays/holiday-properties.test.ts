/**
 * Holidays in zones with daylight saving (issue 31 point 5): for random holidays around the spring
 * changes of Vienna, Santiago and Lord Howe, adding them and removing them again (one by one, in any
 * order) leaves the timeslots table equal row for row; while they are holidays, no schedule that skips
 * them has a timeslot on one, no business-day repetition lands on one or on a weekend, and no two
 * timeslots overlap.
 */
import fc from 'fast-check'
import t from 'tap'
import type { App } from '../../../src/app.ts'
import { addLocalDays, parseLocalDate, weekdayOf } from '../../../src/domain/time/civil-dates.ts'
import { instantToLocal } from '../../../src/domain/time/station-time.ts'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeShow } from '../../helpers/factories.ts'
import { overlappingPairs, postSchedule } from '../../helpers/schedules.ts'

const ZONES = ['Europe/Vienna', 'America/Santiago', 'Australia/Lord_Howe']
const RUNS = Number(process.env.PROPERTY_RUNS ?? 5)
// 15 March to 20 April 2027: Vienna's change on 28 March, Santiago's and Lord Howe's on 4 April.
const FIRST = '2027-03-15'
const DAYS = 37

async function timeslotRows(app: App) {
  const rows = await app.db.client.timeslot.findMany({ orderBy: { id: 'asc' } })
  return JSON.parse(JSON.stringify(rows.map(({ updatedAt: _at, updatedBy: _by, ...row }) => row))) as unknown
}

for (const database of testDatabases()) {
  for (const zone of ZONES) {
    t.test(`random holidays added and removed in ${zone} on ${database}`, async (t) => {
      const app = await buildTestApp(t, { database, env: { STATION_TIME_ZONE: zone } })
      const show = (name: string) => makeShow(app.db, { name })
      const window = { firstDate: FIRST, lastDate: addLocalDays(FIRST, DAYS) }
      const plan = async (schedule: Record<string, unknown>) => {
        const res = await postSchedule(app, { ...window, ...schedule })
        t.equal(res.statusCode, 201, res.body)
        return res.json() as { id: number }
      }
      // Business days 06:00-09:00 skipping holidays; a daily 02:00-03:00 that skips them (inside the
      // night of the changes); a Friday 23:00-01:00 and its repetition one and two business days later.
      const morning = await plan({
        show: (await show('Morning')).id,
        rrule: 3,
        startTime: '06:00:00',
        endTime: '09:00:00',
        holidays: 'skip',
      })
      const night = await plan({
        show: (await show('Night')).id,
        rrule: 2,
        startTime: '02:00:00',
        endTime: '03:00:00',
        holidays: 'skip',
      })
      const friday = {
        show: (await show('Friday Late')).id,
        rrule: 4,
        byWeekday: 4,
        startTime: '23:00:00',
        endTime: '01:00:00',
      }
      await plan(friday)
      const repeats = [
        await plan({
          ...friday,
          startTime: '12:00:00',
          endTime: '13:00:00',
          addDaysNo: 1,
          addBusinessDaysOnly: true,
          isRepetition: true,
        }),
        await plan({
          ...friday,
          startTime: '14:00:00',
          endTime: '15:00:00',
          addDaysNo: 2,
          addBusinessDaysOnly: true,
          isRepetition: true,
        }),
      ]
      const skipping = new Set([morning.id, night.id])
      const businessDays = new Set(repeats.map((schedule) => schedule.id))
      const before = await timeslotRows(app)
      let runs = 0

      await fc.assert(
        fc.asyncProperty(
          fc.uniqueArray(fc.integer({ min: 0, max: DAYS }), { minLength: 1, maxLength: 4 }),
          fc.boolean(),
          async (offsets, reversed) => {
            runs++
            const dates = offsets.map((offset) => addLocalDays(FIRST, offset))
            const added = await injectAs(app, 'programme-manager', {
              method: 'POST',
              url: '/api/v1/holidays',
              payload: { holidays: dates.map((date) => ({ date, name: `Holiday ${date}` })) },
            })
            if (added.statusCode !== 201) throw new Error(added.body)
            const holidays = new Set(dates)
            for (const row of await app.db.client.timeslot.findMany()) {
              const day = instantToLocal(row.start.getTime(), zone).slice(0, 10)
              if (skipping.has(row.scheduleId) && holidays.has(day))
                throw new Error(`schedule ${row.scheduleId} airs on the holiday ${day}`)
              if (businessDays.has(row.scheduleId) && (holidays.has(day) || weekdayOf(parseLocalDate(day)!) >= 5)) {
                throw new Error(`repetition ${row.id} of schedule ${row.scheduleId} lands on ${day}, no business day`)
              }
            }
            if ((await overlappingPairs(app.db)) !== 0) throw new Error('two timeslots overlap')
            const ids = (added.json().added as Array<{ id: number }>).map((holiday) => holiday.id)
            for (const id of reversed ? ids.reverse() : ids) {
              const removed = await injectAs(app, 'programme-manager', {
                method: 'DELETE',
                url: `/api/v1/holidays/${id}`,
              })
              if (removed.statusCode !== 200) throw new Error(removed.body)
            }
            t.same(
              await timeslotRows(app),
              before,
              `${dates.join(', ')} added and removed${reversed ? ' (last first)' : ''}: row for row as before`,
            )
          },
        ),
        { numRuns: RUNS },
      )
      t.equal(runs, RUNS, `${RUNS} runs`)
    })
  }
}
