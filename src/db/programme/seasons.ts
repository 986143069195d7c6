/**
 * Seasons (issue 31): the rows, and the questions a season write asks of the programme: which regular
 * timeslots start on its dates, which of a projection's collisions are regular programme.
 */
import type { SeasonMode, SeasonRecord } from '../../domain/seasons/seasons.ts'
import type { Interval } from '../../domain/types.ts'
import { Prisma, type Season } from '../generated/client.ts'
import type { DbClient } from '../platform/client.ts'
import { camelRow } from '../platform/rows.ts'
import { fromDateColumn, toDateColumn } from './schedules.ts'

export type SeasonRow = Season
/** A season without what stepped aside for it: its name, dates and mode. */
export type SeasonDates = Omit<Season, 'displaced'>

/** A season's name and dates (station-local `YYYY-MM-DD`, inclusive): what a projection leaves out. */
export type SeasonSpan = Pick<SeasonRecord, 'id' | 'name' | 'firstDate' | 'lastDate'>

// The contract's rule 1 (`once`): a schedule of one broadcast is a special, never regular programme.
const ONCE_RULE = 1

export function toSeasonRecord(row: SeasonDates): SeasonRecord {
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

// A `replace` season keeps hundreds of stepped-aside rows in `displaced`: the reads that only need its
// dates leave them in the database (every regular schedule's write asks for the seasons it meets).
const WITHOUT_DISPLACED = { displaced: true } as const

/** Every season, by first date, without what stepped aside for it. */
export function findAll(client: DbClient): Promise<SeasonDates[]> {
  return client.season.findMany({ omit: WITHOUT_DISPLACED, orderBy: [{ firstDate: 'asc' }, { id: 'asc' }] })
}

/** The `replace` seasons whose dates touch `from`–`to` (inclusive local dates), without what stepped aside. */
export function findReplacing(client: DbClient, from: string, to: string): Promise<SeasonDates[]> {
  return client.season.findMany({
    omit: WITHOUT_DISPLACED,
    where: { mode: 'replace', firstDate: { lte: toDateColumn(to) }, lastDate: { gte: toDateColumn(from) } },
    orderBy: { firstDate: 'asc' },
  })
}

type Raw = Array<Record<string, unknown>>
const DATES_COLUMNS = Prisma.sql`id, name, first_date, last_date, mode, created_at, updated_at, created_by, updated_by`

/**
 * The row as Prisma reads it, `displaced` the entries written: a season's entries go to the database
 * as one JSON parameter and do not come back (parsing a two-month season's 744 rows back cost as
 * much as writing them).
 */
function withDisplaced(rows: Raw, displaced: unknown[]): SeasonRow {
  const row = camelRow<SeasonDates>(rows[0]!)
  // A raw statement may answer a date column as text: as Prisma reads it, midnight UTC.
  const day = (value: unknown) => (value instanceof Date ? value : toDateColumn(String(value).slice(0, 10)))
  return {
    ...row,
    firstDate: day(row.firstDate),
    lastDate: day(row.lastDate),
    displaced: displaced as SeasonRow['displaced'],
  }
}

/** The season with what stepped aside for it (null: none with that id). */
export async function findById(client: DbClient, id: number): Promise<SeasonRow | null> {
  // `displaced` as one text parsed here: Prisma's reading of a two-month season's 744 entries cost
  // more than the statement.
  const rows =
    await client.$queryRaw<Raw>`SELECT ${DATES_COLUMNS}, displaced::text AS displaced FROM seasons WHERE id = ${id}`
  if (rows.length === 0) return null
  const { displaced, ...dates } = rows[0]!
  return withDisplaced([dates], JSON.parse(displaced as string) as unknown[])
}

export async function insert(
  client: DbClient,
  data: ReturnType<typeof toSeasonColumns> & { displaced: unknown[] },
  actor: number | null,
): Promise<SeasonRow> {
  const rows = await client.$queryRaw<Raw>`
    INSERT INTO seasons (name, first_date, last_date, mode, displaced, updated_at, created_by, updated_by)
    VALUES (${data.name}, ${fromDateColumn(data.firstDate)}::date, ${fromDateColumn(data.lastDate)}::date, ${data.mode}, ${JSON.stringify(data.displaced)}::jsonb,
            now(), ${actor}::int, ${actor}::int)
    RETURNING ${DATES_COLUMNS}`
  return withDisplaced(rows, data.displaced)
}

export async function update(
  client: DbClient,
  id: number,
  data: ReturnType<typeof toSeasonColumns> & { displaced: unknown[] },
  actor: number | null,
): Promise<SeasonRow> {
  const rows = await client.$queryRaw<Raw>`
    UPDATE seasons SET name = ${data.name}, first_date = ${fromDateColumn(data.firstDate)}::date, last_date = ${fromDateColumn(data.lastDate)}::date,
      mode = ${data.mode}, displaced = ${JSON.stringify(data.displaced)}::jsonb, updated_at = now(), updated_by = ${actor}::int
    WHERE id = ${id}
    RETURNING ${DATES_COLUMNS}`
  return withDisplaced(rows, data.displaced)
}

/** Deletes the season read as `stored` under the lock; answers it as it was. */
export async function remove(client: DbClient, stored: SeasonRow): Promise<SeasonRow> {
  await client.$executeRaw`DELETE FROM seasons WHERE id = ${stored.id}`
  return stored
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

/**
 * The regular recurring schedules (of no season, not `once`) whose dates touch `from`–`to` (inclusive
 * local dates; an open end always does), created or changed since `changedSince`: what may project
 * into dates a `replace` season gives back.
 */
export function findRegularTouching(client: DbClient, from: string, to: string, changedSince: Date) {
  return client.schedule.findMany({
    where: {
      seasonId: null,
      updatedAt: { gte: changedSince },
      OR: [{ ruleId: null }, { ruleId: { not: ONCE_RULE } }],
      firstDate: { lte: toDateColumn(to) },
      AND: [{ OR: [{ lastDate: null }, { lastDate: { gte: toDateColumn(from) } }] }],
    },
    orderBy: { id: 'asc' },
  })
}

/**
 * Which of the occurrences (a schedule and a start) have no timeslot of their schedule starting
 * then: their positions in `occurrences`. Most are there (given back a moment ago), so only the few
 * missing come back, not a row per occurrence.
 */
export async function findMissingStarts(
  client: DbClient,
  occurrences: ReadonlyArray<{ scheduleId: number; start: number }>,
): Promise<Set<number>> {
  if (occurrences.length === 0) return new Set()
  const rows = await client.$queryRaw<Array<{ position: number }>>`
    SELECT (o.position - 1)::int AS position
    FROM unnest(${occurrences.map((o) => o.scheduleId)}::int[], ${occurrences.map((o) => new Date(o.start).toISOString())}::timestamptz[])
      WITH ORDINALITY AS o(schedule_id, start, position)
    WHERE NOT EXISTS (SELECT 1 FROM timeslots t WHERE t.schedule_id = o.schedule_id AND t.start = o.start)`
  return new Set(rows.map((row) => row.position))
}

/** The season's schedules, by id. */
export function findSchedules(client: DbClient, seasonId: number) {
  return client.schedule.findMany({ where: { seasonId }, orderBy: { id: 'asc' } })
}
