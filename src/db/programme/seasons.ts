/**
 * Seasons (issue 31): the rows, and the questions a season write asks of the programme: which regular
 * timeslots start on its dates, which of a projection's collisions are regular programme.
 */
import type { SeasonMode, SeasonRecord } from '../../domain/seasons/seasons.ts'
import type { Interval } from '../../domain/types.ts'
import type { Season } from '../generated/client.ts'
import type { DbClient } from '../platform/client.ts'
import { fromDateColumn, toDateColumn } from './schedules.ts'

export type SeasonRow = Season

// The contract's rule 1 (`once`): a schedule of one broadcast is a special, never regular programme.
const ONCE_RULE = 1

export function toSeasonRecord(row: SeasonRow): SeasonRecord {
  return {
    id: row.id,
    name: row.name,
    firstDate: fromDateColumn(row.firstDate),
    lastDate: fromDateColumn(row.lastDate),
    mode: row.mode as SeasonMode,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  }
}

export function toSeasonColumns(draft: { name: string; firstDate: string; lastDate: string; mode: SeasonMode }) {
  return {
    name: draft.name,
    firstDate: toDateColumn(draft.firstDate),
    lastDate: toDateColumn(draft.lastDate),
    mode: draft.mode,
  }
}

export function findById(client: DbClient, id: number): Promise<SeasonRow | null> {
  return client.season.findUnique({ where: { id } })
}

export function findAll(client: DbClient): Promise<SeasonRow[]> {
  return client.season.findMany({ orderBy: [{ firstDate: 'asc' }, { id: 'asc' }] })
}

/** The `replace` seasons whose dates touch `from`–`to` (inclusive local dates). */
export function findReplacing(client: DbClient, from: string, to: string): Promise<SeasonRow[]> {
  return client.season.findMany({
    where: { mode: 'replace', firstDate: { lte: toDateColumn(to) }, lastDate: { gte: toDateColumn(from) } },
    orderBy: { firstDate: 'asc' },
  })
}

export function insert(
  client: DbClient,
  data: ReturnType<typeof toSeasonColumns>,
  actor: number | null,
): Promise<SeasonRow> {
  return client.season.create({ data: { ...data, createdBy: actor, updatedBy: actor } })
}

export function update(
  client: DbClient,
  id: number,
  data: Partial<ReturnType<typeof toSeasonColumns>> & { displaced?: unknown[] },
  actor: number | null,
): Promise<SeasonRow> {
  return client.season.update({
    where: { id },
    data: { ...data, displaced: data.displaced as object[] | undefined, updatedBy: actor },
  })
}

export function remove(client: DbClient, id: number): Promise<SeasonRow> {
  return client.season.delete({ where: { id } })
}

/**
 * The regular programme's timeslots (of a recurring schedule outside any season) that start inside
 * `window` and not before `from` (what has begun stays), their ids in start order: what a `replace` season takes.
 */
export async function findRegularStartingIn(client: DbClient, window: Interval, from: number): Promise<number[]> {
  const start = new Date(Math.max(window.start, from)).toISOString()
  const end = new Date(window.end).toISOString()
  if (start >= end) return []
  const rows = await client.$queryRaw<Array<{ id: number }>>`
    SELECT t.id FROM timeslots t JOIN schedules sc ON sc.id = t.schedule_id
    WHERE t.start >= ${start}::timestamptz AND t.start < ${end}::timestamptz
      AND sc.season_id IS NULL AND sc.rule_id IS DISTINCT FROM ${ONCE_RULE}
    ORDER BY t.start, t.id`
  return rows.map((row) => row.id)
}

/** Which of `ids` are regular programme: timeslots of a recurring schedule outside any season. */
export async function findRegularIds(client: DbClient, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await client.$queryRaw<Array<{ id: number }>>`
    SELECT t.id FROM timeslots t JOIN schedules sc ON sc.id = t.schedule_id
    WHERE t.id = ANY(${[...ids]}::int[]) AND sc.season_id IS NULL AND sc.rule_id IS DISTINCT FROM ${ONCE_RULE}`
  return new Set(rows.map((row) => row.id))
}

/** The season's schedules, by id. */
export function findSchedules(client: DbClient, seasonId: number) {
  return client.schedule.findMany({ where: { seasonId }, orderBy: { id: 'asc' } })
}
