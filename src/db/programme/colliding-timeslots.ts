/** The timeslots colliding with a projection, from the exclusion constraint's index: the cost follows the collisions. */
import type { ExistingSlot, Interval } from '../../domain/types.ts'
import { Prisma } from '../generated/client.ts'
import type { DbClient } from '../platform/client.ts'
import { camelRows } from '../platform/rows.ts'
import type { TimeslotRow } from './timeslots.ts'

/** A timeslot with its show's name: what a collision shows of it. */
export interface TimeslotWithShow extends TimeslotRow {
  showName: string
}

/**
 * Every timeslot overlapping any of `intervals`, in start order, but `except.scheduleId`'s from `except.from`
 * (save `except.keep`, moved one by one); only what the decision reads, instants as epoch ms.
 */
export async function findColliding(
  client: DbClient,
  intervals: readonly Interval[],
  except?: { scheduleId: number; from: number; keep?: readonly number[] | undefined },
): Promise<ExistingSlot[]> {
  if (intervals.length === 0) return []
  const starts = intervals.map((i) => new Date(i.start).toISOString())
  const ends = intervals.map((i) => new Date(i.end).toISOString())
  const own =
    except === undefined
      ? Prisma.empty
      : Prisma.sql`AND NOT (t.schedule_id = ${except.scheduleId} AND t.start >= ${new Date(except.from).toISOString()}::timestamptz
                    AND t.id <> ALL(${[...(except.keep ?? [])]}::int[]))`
  // One multirange: a single index scan yields each colliding timeslot once.
  return client.$queryRaw<ExistingSlot[]>`
    SELECT t.id, t.schedule_id AS "scheduleId", t.show_id AS "showId", s.name AS "showName",
           (extract(epoch FROM t.start) * 1000)::float8 AS start, (extract(epoch FROM t."end") * 1000)::float8 AS "end",
           t.is_repetition AS "isRepetition", t.media_id AS "mediaId", t.episode_id AS "episodeId", t.memo
    FROM timeslots t JOIN shows s ON s.id = t.show_id
    WHERE tstzrange(t.start, t."end") && (
      SELECT range_agg(tstzrange(p.start, p."end")) FROM unnest(${starts}::timestamptz[], ${ends}::timestamptz[]) AS p(start, "end"))
      ${own}
    ORDER BY t.start, t.id`
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

/** The schedule's timeslot on air at `now` (started before it, ending after it), if any. */
export async function findOwnRunning(client: DbClient, scheduleId: number, now: number): Promise<TimeslotWithShow[]> {
  const at = new Date(now).toISOString()
  const rows = await client.$queryRaw<Array<Record<string, unknown>>>`
    SELECT t.*, s.name AS show_name
    FROM timeslots t JOIN shows s ON s.id = t.show_id
    WHERE t.schedule_id = ${scheduleId} AND t.start < ${at}::timestamptz AND t."end" > ${at}::timestamptz
    ORDER BY t.start, t.id`
  return camelRows<TimeslotWithShow>(rows)
}
