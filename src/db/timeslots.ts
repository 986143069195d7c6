import type { DbClient } from './client.ts'
import type { Prisma } from './generated/client.ts'

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
  const rows = await client.timeslot.findMany({ where, include: withShowName, orderBy: { start: 'asc' } })
  return rows.map(toRecord)
}

export interface NewTimeslot {
  scheduleId: number
  showId: number
  start: number
  end: number
  isRepetition: boolean
  mediaId: number | null
  episodeId: number | null
  memo: string
}

export async function insertMany(client: DbClient, slots: readonly NewTimeslot[]): Promise<number> {
  if (slots.length === 0) return 0
  const data = slots.map((slot) => ({ ...slot, start: new Date(slot.start), end: new Date(slot.end) }))
  const { count } = await client.timeslot.createMany({ data })
  return count
}

/**
 * Moves the start or end of existing timeslots. Each must still have the times the plan was computed
 * from; a row that changed meanwhile makes this throw, so the transaction rolls back.
 */
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
