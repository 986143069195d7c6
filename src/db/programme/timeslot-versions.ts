/**
 * Per timeslot: the newest changeset that touched it (its iCal SEQUENCE) and where it was then, deleted ones as
 * tombstones; the feed and `updatedSince` read these instead of the change log's JSON (docs/decisions.md).
 */

import type { RowChange } from '../../domain/changes/revert.ts'
import type { DeletedTimeslot } from '../../domain/records.ts'
import { Prisma } from '../generated/client.ts'
import type { DbClient } from '../platform/client.ts'

export interface VersionFilter {
  /** Changed (or deleted) at or after this instant. */
  since: number
  /** Only rows overlapping this half-open window, when given. */
  window?: { start: number; end: number } | undefined
  showIds?: readonly number[] | undefined
  scheduleIds?: readonly number[] | undefined
}

const iso = (ms: number) => new Date(ms).toISOString()

/** Records the timeslots a changeset touched: its newest change of each decides the row. */
export async function record(
  client: DbClient,
  changesetId: number,
  at: number,
  changes: readonly RowChange[],
): Promise<void> {
  const last = new Map<number, RowChange>()
  for (const change of changes) if (change.entity === 'timeslot') last.set(change.id, change)
  if (last.size === 0) return
  const rows = [...last.values()].map((change) => ({ change, row: (change.after ?? change.before)! }))
  await client.$executeRaw`
    INSERT INTO timeslot_versions (id, changeset_id, changed_at, schedule_id, show_id, start, "end", deleted)
    SELECT id, ${changesetId}, ${iso(at)}::timestamptz, schedule_id, show_id, start, "end", deleted
    FROM unnest(${rows.map(({ change }) => change.id)}::int[], ${rows.map(({ row }) => row.scheduleId as number)}::int[],
                ${rows.map(({ row }) => row.showId as number)}::int[], ${rows.map(({ row }) => row.start as string)}::timestamptz[],
                ${rows.map(({ row }) => row.end as string)}::timestamptz[], ${rows.map(({ change }) => change.after === null)}::boolean[])
      AS touched (id, schedule_id, show_id, start, "end", deleted)
    ON CONFLICT (id) DO UPDATE SET changeset_id = excluded.changeset_id, changed_at = excluded.changed_at,
      schedule_id = excluded.schedule_id, show_id = excluded.show_id, start = excluded.start, "end" = excluded."end", deleted = excluded.deleted`
}

function whereOf(filter: VersionFilter): Prisma.Sql {
  const parts = [Prisma.sql`changed_at >= ${iso(filter.since)}::timestamptz`]
  if (filter.window !== undefined) {
    parts.push(
      Prisma.sql`tstzrange(start, "end") && tstzrange(${iso(filter.window.start)}::timestamptz, ${iso(filter.window.end)}::timestamptz)`,
    )
  }
  if (filter.showIds !== undefined) parts.push(Prisma.sql`show_id = ANY(${[...filter.showIds]}::int[])`)
  if (filter.scheduleIds !== undefined) parts.push(Prisma.sql`schedule_id = ANY(${[...filter.scheduleIds]}::int[])`)
  return Prisma.join(parts, ' AND ')
}

/** Per timeslot id: the newest changeset that touched it (0 for one no retained write touched). */
export async function findSequences(client: DbClient, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const rows = await client.$queryRaw<Array<{ id: number; changeset_id: bigint | number }>>`
    SELECT id, changeset_id FROM timeslot_versions WHERE id = ANY(${[...ids]}::int[])`
  return new Map(rows.map((row) => [row.id, Number(row.changeset_id)]))
}

/** Timeslots deleted since the filter's moment (overlapping its window), on the partial GiST index. */
export async function findTombstones(client: DbClient, filter: VersionFilter): Promise<DeletedTimeslot[]> {
  const rows = await client.$queryRaw<
    Array<{
      id: number
      schedule_id: number
      show_id: number
      start: Date
      end: Date
      changed_at: Date
      changeset_id: bigint | number
    }>
  >`
    SELECT id, schedule_id, show_id, start, "end", changed_at, changeset_id FROM timeslot_versions
    WHERE deleted AND ${whereOf(filter)} ORDER BY start, id`
  return rows.map((row) => ({
    id: row.id,
    scheduleId: row.schedule_id,
    showId: row.show_id,
    start: row.start.getTime(),
    end: row.end.getTime(),
    deletedAt: row.changed_at.getTime(),
    changesetId: Number(row.changeset_id),
  }))
}

/** Ids of timeslots created or changed since the filter's moment that still exist. */
export async function findChangedIds(client: DbClient, filter: VersionFilter): Promise<number[]> {
  const rows = await client.$queryRaw<Array<{ id: number }>>`
    SELECT id FROM timeslot_versions WHERE NOT deleted AND ${whereOf(filter)} ORDER BY id`
  return rows.map((row) => row.id)
}

/** Deletes tombstones older than `before` (the change log's retention); live timeslots keep their row. */
export async function pruneTombstones(client: DbClient, before: Date): Promise<number> {
  return client.$executeRaw`DELETE FROM timeslot_versions WHERE deleted AND changed_at < ${before.toISOString()}::timestamptz`
}
