/** Timeslot writes and single-timeslot reads; every write returns the rows the change log records. */

import type { RowSnapshot } from '../../domain/changes/revert.ts'
import type { NewTimeslot } from '../../domain/records.ts'
import { Prisma, type Timeslot } from '../generated/client.ts'
import type { DbClient } from '../platform/client.ts'
import { camelRow, camelRows } from '../platform/rows.ts'

export type TimeslotRow = Timeslot

type Raw = Array<Record<string, unknown>>

const isoArray = (values: readonly number[]) => values.map((ms) => new Date(ms).toISOString())

/** A timeslot as a write found it and as it left it, for the change log. */
export interface TimeslotChange {
  before: TimeslotRow
  after: TimeslotRow
}

/** A column `updateEach` sets: its SQL name, its type, and the value of each row in turn. */
interface ColumnValues {
  name: string
  type: 'int' | 'timestamptz'
  values: unknown[]
}

/** Sets `columns` of the timeslots `rows` names, by `actor`, in one statement; each row as it was and as it is now. */
async function updateEach(
  client: DbClient,
  rows: ReadonlyArray<{ id: number }>,
  actor: number | null,
  columns: readonly ColumnValues[],
): Promise<TimeslotChange[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const before = new Map(
    camelRows<TimeslotRow>(
      await client.$queryRaw<Raw>`SELECT t.* FROM timeslots t WHERE t.id = ANY(${ids}::int[])`,
    ).map((row) => [row.id, row]),
  )
  // The names and types are this module's constants: only the values are parameters.
  const set = Prisma.raw(columns.map((column) => `${column.name} = v.${column.name}`).join(', '))
  const arrays = Prisma.join(columns.map((column) => Prisma.sql`${column.values}::${Prisma.raw(column.type)}[]`))
  const names = Prisma.raw(columns.map((column) => column.name).join(', '))
  const after = await client.$queryRaw<Raw>`
    UPDATE timeslots AS t SET ${set}, updated_at = now(), updated_by = ${actor}::int
    FROM unnest(${ids}::int[], ${arrays}) AS v(id, ${names}) WHERE t.id = v.id
    RETURNING t.*`
  return camelRows<TimeslotRow>(after).map((row) => ({ before: before.get(row.id)!, after: row }))
}

/** A batch of rows written by `actor` (a user id) in one statement: an empty batch asks the database nothing. */
function batchInsert<I, O>(insert: (client: DbClient, batch: readonly I[], actor: number | null) => Promise<O[]>) {
  return (client: DbClient, batch: readonly I[], actor: number | null): Promise<O[]> =>
    batch.length === 0 ? Promise.resolve([]) : insert(client, batch, actor)
}

/** Inserts the timeslots in one statement, created by `actor`; returns them in start order. */
export const insertMany = batchInsert(async (client, slots: readonly NewTimeslot[], actor): Promise<TimeslotRow[]> => {
  const column = <K extends keyof NewTimeslot>(key: K) => slots.map((slot) => slot[key])
  const displaced = slots.map((slot) => JSON.stringify(slot.displaced ?? []))
  const repeatOf = slots.map((slot) => slot.repeatOfId ?? null)
  const rows = await client.$queryRaw<Raw>`
    WITH inserted AS (
      INSERT INTO timeslots AS t (schedule_id, show_id, start, "end", is_repetition, media_id, episode_id, memo, displaced, repeat_of_id, updated_at, created_by, updated_by)
      SELECT n.schedule_id, n.show_id, n.start, n."end", n.is_repetition, n.media_id, n.episode_id, n.memo, n.displaced::jsonb, n.repeat_of_id, now(), ${actor}::int, ${actor}::int
      FROM unnest(${column('scheduleId')}::int[], ${column('showId')}::int[], ${isoArray(column('start'))}::timestamptz[],
                  ${isoArray(column('end'))}::timestamptz[], ${column('isRepetition')}::boolean[], ${column('mediaId')}::int[],
                  ${column('episodeId')}::int[], ${column('memo')}::text[], ${displaced}::text[], ${repeatOf}::int[])
           AS n(schedule_id, show_id, start, "end", is_repetition, media_id, episode_id, memo, displaced, repeat_of_id)
      RETURNING t.*)
    SELECT * FROM inserted ORDER BY start`
  return camelRows<TimeslotRow>(rows)
})

const columns = new Map<string, string>()
// Hundreds of snapshots of the same dozen fields: each name is converted once.
function columnOf(field: string): string {
  let column = columns.get(field)
  if (column === undefined) {
    column = field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
    columns.set(field, column)
  }
  return column
}

/** Inserts timeslots as change-log snapshots had them (ids included), in one statement; answers snapshots. */
export const insertSnapshots = batchInsert(async (client, snapshots: readonly RowSnapshot[], actor) => {
  const now = new Date().toISOString()
  const rows = snapshots.map((snapshot) => {
    const row: Record<string, unknown> = {}
    for (const key in snapshot) row[columnOf(key)] = snapshot[key]
    row.updated_at = now
    row.updated_by = actor
    return row
  })
  // The rows are what was sent: reading hundreds back cost four times the insert. `json`, not `jsonb`: parsed once.
  await client.$executeRaw`
    INSERT INTO timeslots SELECT * FROM json_populate_recordset(NULL::timeslots, ${JSON.stringify(rows)}::json)`
  return snapshots.map((snapshot): RowSnapshot => ({ ...snapshot, updatedAt: now, updatedBy: actor }))
})

/** Moves the start or end of existing timeslots in one statement. */
export function updateTimes(
  client: DbClient,
  updates: ReadonlyArray<{ id: number; start: number; end: number }>,
  actor: number | null,
): Promise<TimeslotChange[]> {
  return updateEach(client, updates, actor, [
    { name: 'start', type: 'timestamptz', values: isoArray(updates.map((u) => u.start)) },
    { name: '"end"', type: 'timestamptz', values: isoArray(updates.map((u) => u.end)) },
  ])
}

// The timestamp columns of a timeslot: what a row read as JSON turns back into Dates, as Prisma reads them.
const INSTANT_FIELDS = ['start', 'end', 'createdAt', 'updatedAt'] as const

/** Deletes in one statement; each row as one JSON text (decoding a season's 744 rows cost more than the delete). */
async function removeAsJson(client: DbClient, ids: readonly number[]): Promise<Array<Record<string, unknown>>> {
  if (ids.length === 0) return []
  const rows = await client.$queryRaw<Array<{ row: string }>>`
    DELETE FROM timeslots AS t WHERE t.id = ANY(${[...ids]}::int[]) RETURNING to_jsonb(t)::text AS row`
  return rows.map(({ row }) => camelRow<Record<string, unknown>>(JSON.parse(row) as Record<string, unknown>))
}

export async function removeMany(client: DbClient, ids: readonly number[]): Promise<TimeslotRow[]> {
  return (await removeAsJson(client, ids)).map((row) => {
    for (const field of INSTANT_FIELDS) row[field] = new Date(row[field] as string)
    return row as unknown as TimeslotRow
  })
}

/** removeMany, answering the rows as change-log snapshots (instants as ISO strings in UTC, as `toSnapshot` writes them). */
export async function removeManySnapshots(client: DbClient, ids: readonly number[]): Promise<RowSnapshot[]> {
  return (await removeAsJson(client, ids)).map((row) => {
    // The database writes an instant in its session's zone (`+02:00`).
    for (const field of INSTANT_FIELDS) row[field] = new Date(row[field] as string).toISOString()
    return row
  })
}

/** Deletes a schedule's timeslots starting at or after `from`; returns the rows deleted. */
export async function removeStartingFrom(
  client: DbClient,
  filter: { scheduleId?: number; showId?: number },
  from: number,
): Promise<TimeslotRow[]> {
  const rows = await client.$queryRaw<Raw>`
    DELETE FROM timeslots AS t
    WHERE t.start >= ${new Date(from).toISOString()}::timestamptz
      AND (${filter.scheduleId ?? null}::int IS NULL OR t.schedule_id = ${filter.scheduleId ?? null}::int)
      AND (${filter.showId ?? null}::int IS NULL OR t.show_id = ${filter.showId ?? null}::int)
    RETURNING t.*`
  return camelRows<TimeslotRow>(rows)
}

/** Sets isRepetition on the schedule's timeslots starting at or after `from` that differ; returns them as they are now. */
export async function setRepetition(
  client: DbClient,
  scheduleId: number,
  from: number,
  isRepetition: boolean,
  actor: number | null,
): Promise<TimeslotRow[]> {
  const rows = await client.$queryRaw<Raw>`
    UPDATE timeslots AS t SET is_repetition = ${isRepetition}, updated_at = now(), updated_by = ${actor}::int
    WHERE t.schedule_id = ${scheduleId} AND t.start >= ${new Date(from).toISOString()}::timestamptz AND t.is_repetition <> ${isRepetition}
    RETURNING t.*`
  return camelRows<TimeslotRow>(rows)
}

export async function findExistingIds(client: DbClient, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await client.$queryRaw<
    Array<{ id: number }>
  >`SELECT t.id FROM timeslots t WHERE t.id = ANY(${[...ids]}::int[])`
  return new Set(rows.map((row) => row.id))
}

export async function findDisplaced(client: DbClient, ids: readonly number[]): Promise<Map<number, unknown[]>> {
  const rows = await client.timeslot.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, displaced: true },
  })
  return new Map(rows.map((row) => [row.id, Array.isArray(row.displaced) ? (row.displaced as unknown[]) : []]))
}

/** Sets a timeslot's `displaced` stack; returns the row as it was and as it is now. */
export async function setDisplaced(
  client: DbClient,
  id: number,
  displaced: readonly unknown[],
): Promise<TimeslotChange> {
  const before = (await client.timeslot.findUnique({ where: { id } }))!
  const after = await client.timeslot.update({ where: { id }, data: { displaced: displaced as Prisma.InputJsonValue } })
  return { before, after }
}

/** A broadcast moved on its own: its new start and end, and the stack it holds there; returns the row as it is now. */
export function moveTo(
  client: DbClient,
  id: number,
  to: { start: number; end: number; displaced: readonly unknown[] },
  actor: number | null,
): Promise<TimeslotRow> {
  return client.timeslot.update({
    where: { id },
    data: {
      start: new Date(to.start),
      end: new Date(to.end),
      displaced: to.displaced as Prisma.InputJsonValue,
      updatedBy: actor,
    },
  })
}

export function update(
  client: DbClient,
  id: number,
  data: { mediaId?: number | null; episodeId?: number | null; memo?: string },
  actor: number | null,
): Promise<TimeslotRow> {
  return client.timeslot.update({ where: { id }, data: { ...data, updatedBy: actor } })
}

export async function findLastStart(client: DbClient, scheduleId: number): Promise<number | null> {
  const { _max } = await client.timeslot.aggregate({ where: { scheduleId }, _max: { start: true } })
  return _max.start === null ? null : _max.start.getTime()
}

export function countNotEnded(client: DbClient, showId: number, now: number): Promise<number> {
  return client.timeslot.count({ where: { showId, end: { gt: new Date(now) } } })
}

/** Clears an episode from the timeslots that carry it; returns them as they are now. */
export async function clearEpisode(client: DbClient, episodeId: number, actor: number | null): Promise<TimeslotRow[]> {
  return camelRows<TimeslotRow>(
    await client.$queryRaw<Raw>`
    UPDATE timeslots AS t SET episode_id = NULL, updated_at = now(), updated_by = ${actor}::int WHERE t.episode_id = ${episodeId} RETURNING t.*`,
  )
}

/** Sets which original broadcast each of these timeslots repeats. */
export function setRepeatOf(
  client: DbClient,
  links: ReadonlyArray<{ id: number; repeatOfId: number | null }>,
  actor: number | null,
): Promise<TimeslotChange[]> {
  return updateEach(client, links, actor, [
    { name: 'repeat_of_id', type: 'int', values: links.map((link) => link.repeatOfId) },
  ])
}

/** The repetitions of these originals that have not started at `now`, locked, in start order. */
export async function findRepetitionsOf(
  client: DbClient,
  originalIds: readonly number[],
  now: number,
): Promise<TimeslotRow[]> {
  if (originalIds.length === 0) return []
  return camelRows<TimeslotRow>(
    await client.$queryRaw<Raw>`
    SELECT t.* FROM timeslots t
    WHERE t.repeat_of_id = ANY(${[...originalIds]}::int[]) AND t.start >= ${new Date(now).toISOString()}::timestamptz
    ORDER BY t.start, t.id
    FOR UPDATE OF t`,
  )
}

/** The schedule's timeslots that have not started at `now` (id, start), in start order. */
export async function findNotStarted(client: DbClient, scheduleId: number, now: number): Promise<TimeslotRow[]> {
  return camelRows<TimeslotRow>(
    await client.$queryRaw<Raw>`
    SELECT t.* FROM timeslots t
    WHERE t.schedule_id = ${scheduleId} AND t.start >= ${new Date(now).toISOString()}::timestamptz
    ORDER BY t.start, t.id`,
  )
}

/** The starts of the schedule's rows that lie on some timeslot's `displaced` stack (pre-empted, to come back). */
export async function findDisplacedStarts(client: DbClient, scheduleId: number): Promise<Set<number>> {
  const rows = await client.$queryRaw<Array<{ start: string }>>`
    SELECT DISTINCT e->'row'->>'start' AS start
    FROM timeslots t CROSS JOIN LATERAL jsonb_array_elements(t.displaced) AS e
    WHERE jsonb_array_length(t.displaced) > 0 AND (e->'row'->>'scheduleId')::int = ${scheduleId}`
  return new Set(rows.map((row) => Date.parse(row.start)))
}
