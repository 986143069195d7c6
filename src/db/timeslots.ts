import type { DbClient } from './client.ts'
import { Prisma } from './generated/client.ts'

/** A timeslot row joined with its show's name: everything the API shows of a timeslot. */
export interface TimeslotRecord {
  id: number
  scheduleId: number
  showId: number
  showName: string
  start: number
  end: number
  isRepetition: boolean
  mediaId: number | null
  episodeId: number | null
  memo: string
}

const withShowName = { show: { select: { name: true } } } as const
type RowWithShow = Prisma.TimeslotGetPayload<{ include: typeof withShowName }>

function toRecord(row: RowWithShow): TimeslotRecord {
  return {
    id: row.id,
    scheduleId: row.scheduleId,
    showId: row.showId,
    showName: row.show.name,
    start: row.start.getTime(),
    end: row.end.getTime(),
    isRepetition: row.isRepetition,
    mediaId: row.mediaId,
    episodeId: row.episodeId,
    memo: row.memo,
  }
}

/**
 * Every timeslot overlapping `[span.start, span.end)`, plus (when `own` is given) every timeslot of that
 * schedule starting at or after `own.from`: one query, in start order.
 */
export async function findInRange(
  client: DbClient,
  span: { start: number; end: number },
  own?: { scheduleId: number; from: number },
): Promise<TimeslotRecord[]> {
  const overlapping: Prisma.TimeslotWhereInput = { start: { lt: new Date(span.end) }, end: { gt: new Date(span.start) } }
  const where: Prisma.TimeslotWhereInput =
    own === undefined ? overlapping : { OR: [overlapping, { scheduleId: own.scheduleId, start: { gte: new Date(own.from) } }] }
  const rows = await client.timeslot.findMany({ where, include: withShowName, orderBy: { start: 'asc' }, relationLoadStrategy: 'join' })
  return rows.map(toRecord)
}

export type NewTimeslot = Omit<TimeslotRecord, 'id' | 'showName'>

export async function insertMany(client: DbClient, slots: readonly NewTimeslot[]): Promise<number> {
  if (slots.length === 0) return 0
  const data = slots.map((slot) => ({ ...slot, start: new Date(slot.start), end: new Date(slot.end) }))
  const { count } = await client.timeslot.createMany({ data })
  return count
}

/** Moves the start or end of existing timeslots (a missing one throws, rolling the transaction back). */
export async function updateTimes(
  client: DbClient,
  updates: ReadonlyArray<{ id: number; start: number; end: number }>,
): Promise<void> {
  for (const update of updates) {
    await client.timeslot.update({
      where: { id: update.id },
      data: { start: new Date(update.start), end: new Date(update.end) },
    })
  }
}

/** Deletes the given timeslots; returns how many existed. */
export async function removeMany(client: DbClient, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0
  const { count } = await client.timeslot.deleteMany({ where: { id: { in: [...ids] } } })
  return count
}

export async function setRepetition(client: DbClient, scheduleId: number, from: number, isRepetition: boolean) {
  await client.timeslot.updateMany({
    where: { scheduleId, start: { gte: new Date(from) } },
    data: { isRepetition },
  })
}

// One key for every schedule write: resolutions run one at a time across all API instances,
// so each plans on what the previous one committed.
const SCHEDULE_WRITE_LOCK = 0x6f6e6169 // "onai"

/** Waits until no other transaction is resolving a schedule; released at commit or rollback. */
export async function lockScheduleWrites(client: DbClient): Promise<void> {
  await client.$queryRaw`SELECT pg_advisory_xact_lock(${SCHEDULE_WRITE_LOCK}::bigint)::text AS locked`
}

// ---------------------------------------------------------------------------------------------
// The programme: timeslot reads joined with everything the API shows of them, one SQL query each.

/** A timeslot with its show, schedule and episode columns joined in: lists, playout and the feed. */
export interface ProgrammeRecord extends TimeslotRecord {
  episodeTitle: string | null
  scheduleDefaultMediaId: number | null
  showDefaultMediaId: number | null
}

export interface ProgrammeFilter {
  /** Half-open window of instants: timeslots overlapping it match. */
  start: number
  end: number
  showIds?: readonly number[] | undefined
  scheduleIds?: readonly number[] | undefined
}

interface ProgrammeRow extends Omit<ProgrammeRecord, 'start' | 'end'> {
  start: Date
  end: Date
}

const PROGRAMME_COLUMNS = Prisma.sql`
  t.id, t.schedule_id AS "scheduleId", t.show_id AS "showId", s.name AS "showName", t.start, t."end",
  t.is_repetition AS "isRepetition", t.media_id AS "mediaId", t.episode_id AS "episodeId", t.memo,
  e.title AS "episodeTitle", sc.default_media_id AS "scheduleDefaultMediaId", s.default_media_id AS "showDefaultMediaId"
  FROM timeslots t
  JOIN shows s ON s.id = t.show_id
  JOIN schedules sc ON sc.id = t.schedule_id
  LEFT JOIN episodes e ON e.id = t.episode_id`

function toProgrammeRecord(row: ProgrammeRow): ProgrammeRecord {
  return { ...row, start: row.start.getTime(), end: row.end.getTime() }
}

// Instants travel as ISO strings cast in SQL, so no driver or session time zone can reinterpret them.
function instant(ms: number): Prisma.Sql {
  return Prisma.sql`${new Date(ms).toISOString()}::timestamptz`
}

function programmeWhere(filter: ProgrammeFilter): Prisma.Sql {
  const parts = [Prisma.sql`t.start < ${instant(filter.end)} AND t."end" > ${instant(filter.start)}`]
  if (filter.showIds !== undefined) parts.push(Prisma.sql`t.show_id IN (${Prisma.join(filter.showIds)})`)
  if (filter.scheduleIds !== undefined) parts.push(Prisma.sql`t.schedule_id IN (${Prisma.join(filter.scheduleIds)})`)
  return Prisma.join(parts, ' AND ')
}

/** Every timeslot overlapping the window, in start order: one query (playout and the feed). */
export async function findProgramme(client: DbClient, filter: ProgrammeFilter): Promise<ProgrammeRecord[]> {
  const rows = await client.$queryRaw<ProgrammeRow[]>`
    SELECT ${PROGRAMME_COLUMNS} WHERE ${programmeWhere(filter)} ORDER BY t.start, t.id`
  return rows.map(toProgrammeRecord)
}

/**
 * One page of the window's timeslots in start order, and how many there are in all: one query
 * (the count comes from the same CTE, so it is right even for an offset past the end).
 */
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

/** The timeslot's show and start, its row locked until the transaction ends; null when it does not exist. */
export async function findForUpdate(client: DbClient, id: number): Promise<{ showId: number; start: number } | null> {
  const rows = await client.$queryRaw<Array<{ showId: number; start: Date }>>`
    SELECT show_id AS "showId", start FROM timeslots WHERE id = ${id} FOR UPDATE`
  return rows[0] === undefined ? null : { showId: rows[0].showId, start: rows[0].start.getTime() }
}

export async function update(
  client: DbClient,
  id: number,
  data: { mediaId?: number | null; episodeId?: number | null; memo?: string },
): Promise<void> {
  await client.timeslot.update({ where: { id }, data })
}

export async function remove(client: DbClient, id: number): Promise<void> {
  await client.timeslot.delete({ where: { id } })
}

/** Deletes a schedule's timeslots starting at or after `from`; returns how many. */
export async function removeStartingFrom(client: DbClient, scheduleId: number, from: number): Promise<number> {
  const { count } = await client.timeslot.deleteMany({ where: { scheduleId, start: { gte: new Date(from) } } })
  return count
}

/** The start of the schedule's latest timeslot, or null when it has none. */
export async function findLastStart(client: DbClient, scheduleId: number): Promise<number | null> {
  const { _max } = await client.timeslot.aggregate({ where: { scheduleId }, _max: { start: true } })
  return _max.start === null ? null : _max.start.getTime()
}
