import type { App } from '../../src/app.ts'
import type { Db } from '../../src/db/platform/client.ts'
import { instantToLocal, localToInstant } from '../../src/domain/time/station-time.ts'
import { actingRole, injectAs } from './app.ts'

export const ZONE = 'Europe/Vienna'

export type ScheduleFields = Record<string, unknown>

/** A weekly Tuesday 20:00-21:00 schedule in February 2027 unless overridden. */
export function weekly(show: number, overrides: ScheduleFields = {}): ScheduleFields {
  return {
    show,
    rrule: 4,
    byWeekday: 1,
    firstDate: '2027-02-02',
    lastDate: '2027-02-23',
    startTime: '20:00:00',
    endTime: '21:00:00',
    ...overrides,
  }
}

/** One timeslot on `date` from `startTime` to `endTime` (rule 1, once). */
export function once(show: number, date: string, startTime: string, endTime: string, overrides: ScheduleFields = {}) {
  return { show, rrule: 1, firstDate: date, lastDate: date, startTime, endTime, ...overrides }
}

export function postSchedule(app: App, schedule: ScheduleFields, solutions?: Record<string, string>) {
  const payload = solutions === undefined ? { schedule } : { schedule, solutions }
  return injectAs(app, actingRole(app), { method: 'POST', url: '/api/v1/schedules/', payload })
}

export function putSchedule(app: App, id: number, schedule: ScheduleFields, solutions?: Record<string, string>) {
  const payload = solutions === undefined ? { schedule } : { schedule, solutions }
  return injectAs(app, actingRole(app), { method: 'PUT', url: `/api/v1/schedules/${id}/`, payload })
}

/** An existing timeslot inserted directly, given in station-local time. */
export async function insertSlot(
  db: Db,
  owner: { showId: number; scheduleId: number },
  start: string,
  end: string,
  extra: { memo?: string; mediaId?: number; episodeId?: number } = {},
) {
  return db.client.timeslot.create({
    data: {
      ...owner,
      start: new Date(localToInstant(start, ZONE)),
      end: new Date(localToInstant(end, ZONE)),
      ...extra,
    },
  })
}

/** Every timeslot as `schedule start–end` in station-local time, in start order. */
export async function programme(db: Db): Promise<string[]> {
  const rows = await db.client.timeslot.findMany({ orderBy: { start: 'asc' } })
  return rows.map(
    (row) =>
      `${row.scheduleId} ${instantToLocal(row.start.getTime(), ZONE)}-${instantToLocal(row.end.getTime(), ZONE).slice(11)}`,
  )
}

/** Pairs of overlapping timeslots: must always be none. */
export async function overlappingPairs(db: Db): Promise<number> {
  const rows = await db.withConnection((conn) =>
    conn.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM timeslots a JOIN timeslots b ON a.id < b.id AND a.start < b."end" AND b.start < a."end"',
    ),
  )
  return Number(rows[0]?.n ?? 0)
}
