/**
 * The timeslots a schedule write is decided on: only those that collide with its projection, asked
 * for in one statement on the exclusion constraint's GiST index, so the cost follows the collisions
 * and not the station's history. The domain (findCollisions) assigns them to projected timeslots.
 */
import type { Interval } from '../domain/types.ts'
import type { DbClient } from './client.ts'
import { Prisma } from './generated/client.ts'
import { camelRows } from './rows.ts'
import type { TimeslotRow } from './timeslots.ts'

/** A timeslot with its show's name: what a collision shows of it. */
export interface TimeslotWithShow extends TimeslotRow {
  showName: string
}

/**
 * Every timeslot overlapping any of `intervals`, in start order, leaving out the timeslots of
 * `except.scheduleId` that start at or after `except.from` (a schedule's own future timeslots on update).
 */
export async function findColliding(
  client: DbClient,
  intervals: readonly Interval[],
  except?: { scheduleId: number; from: number },
): Promise<TimeslotWithShow[]> {
  if (intervals.length === 0) return []
  const starts = intervals.map((i) => new Date(i.start).toISOString())
  const ends = intervals.map((i) => new Date(i.end).toISOString())
  const own =
    except === undefined
      ? Prisma.empty
      : Prisma.sql`AND NOT (t.schedule_id = ${except.scheduleId} AND t.start >= ${new Date(except.from).toISOString()}::timestamptz)`
  // One index probe per projected interval (a nested loop over the GiST index); DISTINCT because a
  // long existing timeslot may meet several projected ones.
  const rows = await client.$queryRaw<Array<Record<string, unknown>>>`
    SELECT DISTINCT t.*, s.name AS show_name
    FROM unnest(${starts}::timestamptz[], ${ends}::timestamptz[]) AS p(start, "end")
    JOIN timeslots t ON tstzrange(t.start, t."end") && tstzrange(p.start, p."end")
    JOIN shows s ON s.id = t.show_id
    WHERE true ${own}
    ORDER BY t.start, t.id`
  return camelRows<TimeslotWithShow>(rows)
}

/** The schedule's own timeslots starting at or after `from`, in start order (the (schedule_id, start) index). */
export async function findOwnFuture(client: DbClient, scheduleId: number, from: number): Promise<TimeslotWithShow[]> {
  const rows = await client.$queryRaw<Array<Record<string, unknown>>>`
    SELECT t.*, s.name AS show_name
    FROM timeslots t JOIN shows s ON s.id = t.show_id
    WHERE t.schedule_id = ${scheduleId} AND t.start >= ${new Date(from).toISOString()}::timestamptz
    ORDER BY t.start, t.id`
  return camelRows<TimeslotWithShow>(rows)
}
