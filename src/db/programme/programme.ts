/** The programme: timeslot reads joined with everything the API shows of them, one SQL query each. */

import type { ProgrammeRecord } from '../../domain/records.ts'
import { Prisma } from '../generated/client.ts'
import type { DbClient } from '../platform/client.ts'
import { camelRows } from '../platform/rows.ts'
import type { TimeslotRow } from './timeslots.ts'

export interface ProgrammeFilter {
  /** Half-open window of instants: timeslots overlapping it match. */
  start: number
  end: number
  showIds?: readonly number[] | undefined
  scheduleIds?: readonly number[] | undefined
  /** Issue 31: only the timeslots of this season's schedules. */
  seasonId?: number | undefined
}

interface ProgrammeRow extends Omit<ProgrammeRecord, 'start' | 'end' | 'updatedAt'> {
  start: Date
  end: Date
  updatedAt: Date
}

/** How many entries a timeslot's `displaced` holds: what it displaced, to give back when it goes. */
const DISPLACES = Prisma.sql`CASE WHEN jsonb_typeof(t.displaced) = 'array' THEN jsonb_array_length(t.displaced) ELSE 0 END`

const PROGRAMME_COLUMNS = Prisma.sql`
  t.id, t.schedule_id AS "scheduleId", t.show_id AS "showId", s.name AS "showName", t.start, t."end",
  t.is_repetition AS "isRepetition", t.media_id AS "mediaId", t.episode_id AS "episodeId", t.memo, t.updated_at AS "updatedAt",
  e.title AS "episodeTitle", sc.default_media_id AS "scheduleDefaultMediaId", s.default_media_id AS "showDefaultMediaId",
  t.repeat_of_id AS "repeatOfId", o.id AS "repeatOf", o.episode_id AS "originalEpisodeId", oe.title AS "originalEpisodeTitle", o.media_id AS "originalMediaId", sc.season_id AS "seasonId",
  ${DISPLACES} AS "displaces"
  FROM timeslots t
  JOIN shows s ON s.id = t.show_id
  JOIN schedules sc ON sc.id = t.schedule_id
  LEFT JOIN episodes e ON e.id = t.episode_id
  LEFT JOIN timeslots o ON o.id = t.repeat_of_id
  LEFT JOIN episodes oe ON oe.id = o.episode_id`

function toProgrammeRecord(row: ProgrammeRow): ProgrammeRecord {
  return { ...row, start: row.start.getTime(), end: row.end.getTime(), updatedAt: row.updatedAt.getTime() }
}

// Instants travel as ISO strings cast in SQL, so no driver or session time zone can reinterpret them.
function instant(ms: number): Prisma.Sql {
  return Prisma.sql`${new Date(ms).toISOString()}::timestamptz`
}

function programmeWhere(filter: ProgrammeFilter): Prisma.Sql {
  // The range operator, so the exclusion constraint's GiST index answers however long the history.
  const parts = [Prisma.sql`tstzrange(t.start, t."end") && tstzrange(${instant(filter.start)}, ${instant(filter.end)})`]
  if (filter.showIds !== undefined) parts.push(Prisma.sql`t.show_id = ANY(${[...filter.showIds]}::int[])`)
  if (filter.scheduleIds !== undefined) parts.push(Prisma.sql`t.schedule_id = ANY(${[...filter.scheduleIds]}::int[])`)
  if (filter.seasonId !== undefined) parts.push(Prisma.sql`sc.season_id = ${filter.seasonId}`)
  return Prisma.join(parts, ' AND ')
}

/** Every timeslot overlapping the window, in start order: one query (playout and the feed). */
export async function findProgramme(client: DbClient, filter: ProgrammeFilter): Promise<ProgrammeRecord[]> {
  const rows = await client.$queryRaw<ProgrammeRow[]>`
    SELECT ${PROGRAMME_COLUMNS} WHERE ${programmeWhere(filter)} ORDER BY t.start, t.id`
  return rows.map(toProgrammeRecord)
}

/** One page of the window's timeslots in start order, and the total from the same CTE (right past the end too). */
export async function findProgrammePage(
  client: DbClient,
  filter: ProgrammeFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ProgrammeRecord[]; total: number }> {
  const rows = await client.$queryRaw<Array<Partial<ProgrammeRow> & { total: number }>>`
    WITH matching AS (SELECT ${PROGRAMME_COLUMNS} WHERE ${programmeWhere(filter)})
    SELECT c.total, p.* FROM (SELECT COUNT(*)::int AS total FROM matching) c
    LEFT JOIN LATERAL (SELECT * FROM matching ORDER BY start, id LIMIT ${page.limit} OFFSET ${page.offset}) p ON true
    ORDER BY p.start, p.id`
  const total = rows[0]?.total ?? 0
  const found = rows.filter((row): row is ProgrammeRow & { total: number } => row.id !== null && row.id !== undefined)
  return { rows: found.map(({ total: _total, ...row }) => toProgrammeRecord(row)), total }
}

export async function findProgrammeById(client: DbClient, id: number): Promise<ProgrammeRecord | null> {
  const rows = await client.$queryRaw<ProgrammeRow[]>`SELECT ${PROGRAMME_COLUMNS} WHERE t.id = ${id}`
  return rows[0] === undefined ? null : toProgrammeRecord(rows[0])
}

/** The timeslot's row locked until the transaction ends, with its programme record (so its version); null: none. */
export async function findProgrammeForUpdate(
  client: DbClient,
  id: number,
): Promise<{ row: TimeslotRow; record: ProgrammeRecord } | null> {
  const found = await findProgrammeForUpdateWith(client, id, Prisma.sql`NULL::json`)
  return found === null ? null : { row: found.row, record: found.record }
}

/**
 * findProgrammeForUpdate, with `beside` (one JSON expression over `t`, `s`, `sc`) read in the same
 * statement, saving a move the round trips for its schedule and repetitions.
 */
export async function findProgrammeForUpdateWith(
  client: DbClient,
  id: number,
  beside: Prisma.Sql,
): Promise<{ row: TimeslotRow; record: ProgrammeRecord; beside: unknown } | null> {
  // The joins' columns come as one JSON text beside `t.*` (the row, whatever columns it gains).
  const rows = camelRows<TimeslotRow & { joined: string; onairBeside: unknown }>(
    await client.$queryRaw<Array<Record<string, unknown>>>`
      SELECT t.*, json_build_object(
               'showName', s.name, 'episodeTitle', e.title, 'scheduleDefaultMediaId', sc.default_media_id,
               'showDefaultMediaId', s.default_media_id, 'repeatOf', o.id, 'originalEpisodeId', o.episode_id,
               'originalEpisodeTitle', oe.title, 'originalMediaId', o.media_id, 'seasonId', sc.season_id,
               'displaces', ${DISPLACES})::text AS joined,
             ${beside} AS onair_beside
      FROM timeslots t
      JOIN shows s ON s.id = t.show_id
      JOIN schedules sc ON sc.id = t.schedule_id
      LEFT JOIN episodes e ON e.id = t.episode_id
      LEFT JOIN timeslots o ON o.id = t.repeat_of_id
      LEFT JOIN episodes oe ON oe.id = o.episode_id
      WHERE t.id = ${id}
      FOR UPDATE OF t`,
  )
  const found = rows[0]
  if (found === undefined) return null
  const { joined, onairBeside, ...row } = found
  const joins = JSON.parse(joined) as Omit<ProgrammeRow, keyof TimeslotRow | 'repeatOf'> & { repeatOf: number | null }
  // In the order of PROGRAMME_COLUMNS: the version is a hash of the record as GET reads it.
  const programme: ProgrammeRow = {
    id: row.id,
    scheduleId: row.scheduleId,
    showId: row.showId,
    showName: joins.showName,
    start: row.start,
    end: row.end,
    isRepetition: row.isRepetition,
    mediaId: row.mediaId,
    episodeId: row.episodeId,
    memo: row.memo,
    updatedAt: row.updatedAt,
    episodeTitle: joins.episodeTitle,
    scheduleDefaultMediaId: joins.scheduleDefaultMediaId,
    showDefaultMediaId: joins.showDefaultMediaId,
    repeatOfId: row.repeatOfId,
    repeatOf: joins.repeatOf,
    originalEpisodeId: joins.originalEpisodeId,
    originalEpisodeTitle: joins.originalEpisodeTitle,
    originalMediaId: joins.originalMediaId,
    seasonId: joins.seasonId,
    displaces: joins.displaces,
  }
  return { row, record: toProgrammeRecord(programme), beside: onairBeside }
}

/** The timeslots with these ids that exist, in start order. */
export async function findProgrammeByIds(client: DbClient, ids: readonly number[]): Promise<ProgrammeRecord[]> {
  if (ids.length === 0) return []
  // One JSON text for all: decoding 21 columns of a season's 744 rows one by one cost more than the query.
  const rows = await client.$queryRaw<Array<{ rows: string | null }>>`
    SELECT json_agg(p ORDER BY p.start, p.id)::text AS rows
    FROM (SELECT ${PROGRAMME_COLUMNS} WHERE t.id = ANY(${[...ids]}::int[])) p`
  const found = JSON.parse(rows[0]?.rows ?? '[]') as Array<
    Omit<ProgrammeRecord, 'start' | 'end' | 'updatedAt'> & Record<'start' | 'end' | 'updatedAt', string>
  >
  return found.map((row) => ({
    ...row,
    start: Date.parse(row.start),
    end: Date.parse(row.end),
    updatedAt: Date.parse(row.updatedAt),
  }))
}

/** The timeslot on air at `now` (start ≤ now < end), or null. */
export async function findCurrent(client: DbClient, now: number): Promise<ProgrammeRecord | null> {
  const rows = await client.$queryRaw<ProgrammeRow[]>`
    SELECT ${PROGRAMME_COLUMNS} WHERE tstzrange(t.start, t."end") @> ${instant(now)} LIMIT 1`
  return rows[0] === undefined ? null : toProgrammeRecord(rows[0])
}

export async function findNext(client: DbClient, now: number, count: number): Promise<ProgrammeRecord[]> {
  const rows = await client.$queryRaw<ProgrammeRow[]>`
    SELECT ${PROGRAMME_COLUMNS} WHERE t.start > ${instant(now)} ORDER BY t.start, t.id LIMIT ${count}`
  return rows.map(toProgrammeRecord)
}
