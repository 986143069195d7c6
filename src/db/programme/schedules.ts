import { type MovedOccurrence, movedOccurrencesOf } from '../../domain/schedules/moved-occurrences.ts'
import type { ScheduleRecord } from '../../domain/schedules/schedule.ts'
import type { ScheduleSpec } from '../../domain/types.ts'
import type { Prisma, Schedule } from '../generated/client.ts'
import type { DbClient } from '../platform/client.ts'
import { stampedWrites } from '../platform/stamped-writes.ts'

export type ScheduleRow = Schedule

/** A DATE column value for a station-local `YYYY-MM-DD`. */
export function toDateColumn(date: string): Date {
  return new Date(`${date}T00:00:00Z`)
}

export function fromDateColumn(value: Date): string {
  return value.toISOString().slice(0, 10)
}

/** The fields a schedule's row and its spec share, one way or the other: the same but for how a date is held. */
function sameInRowAndSpec<From, To>(
  from: Pick<ScheduleSpec, 'byWeekday' | 'startTime' | 'endTime' | 'addDaysNo' | 'addBusinessDaysOnly'> & {
    firstDate: From
    lastDate: From | null
  },
  date: (value: From) => To,
) {
  return {
    byWeekday: from.byWeekday,
    firstDate: date(from.firstDate),
    lastDate: from.lastDate === null ? null : date(from.lastDate),
    startTime: from.startTime,
    endTime: from.endTime,
    addDaysNo: from.addDaysNo,
    addBusinessDaysOnly: from.addBusinessDaysOnly,
  }
}

export function toScheduleRecord(row: ScheduleRow): ScheduleRecord {
  return {
    id: row.id,
    showId: row.showId,
    spec: {
      ruleId: row.ruleId ?? 0,
      ...sameInRowAndSpec(row, fromDateColumn),
      anchorDate: fromDateColumn(row.anchorDate ?? row.firstDate),
      exceptions: row.exceptionDates.map(fromDateColumn).sort(),
      recurrence: row.recurrence,
      holidays: row.holidays === 'skip' ? 'skip' : 'air',
      ...(row.openEnded ? { openEnded: true } : {}),
    },
    isRepetition: row.isRepetition,
    defaultMediaId: row.defaultMediaId,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    predecessorId: row.predecessorId,
    successorId: row.successorId,
    seasonId: row.seasonId,
    repeatOfId: row.repeatOfId,
    moved: movedOccurrencesOf(row.movedOccurrences),
  }
}

export function toMovedColumn(moved: readonly MovedOccurrence[]): Prisma.InputJsonValue {
  return moved.map((entry) => ({ date: entry.date, timeslotId: entry.timeslotId }))
}

/** The columns of a schedule's data (everything but id, timestamps and the links of a move). */
export function toScheduleColumns(
  record: Omit<ScheduleRecord, 'id' | 'createdAt' | 'updatedAt' | 'predecessorId' | 'successorId' | 'moved'>,
) {
  // Written only when the write names it: every other writer leaves a repetition's link as it is.
  const repeatOf = record.repeatOfId === undefined ? {} : { repeatOfId: record.repeatOfId }
  const { spec } = record
  return {
    showId: record.showId,
    ruleId: spec.ruleId === 0 ? null : spec.ruleId,
    recurrence: spec.recurrence ?? null,
    ...sameInRowAndSpec(spec, toDateColumn),
    anchorDate: toDateColumn(spec.anchorDate ?? spec.firstDate),
    exceptionDates: (spec.exceptions ?? []).map(toDateColumn),
    holidays: spec.holidays ?? 'air',
    isRepetition: record.isRepetition,
    defaultMediaId: record.defaultMediaId,
    ...(record.seasonId === undefined ? {} : { seasonId: record.seasonId }),
    ...repeatOf,
    openEnded: spec.openEnded === true,
    // A write of the whole schedule decides every occurrence again: what an extension left unplaced is its now.
    unplaced: [],
  }
}

export function findById(client: DbClient, id: number): Promise<ScheduleRow | null> {
  return client.schedule.findUnique({ where: { id } })
}

export function findByIds(client: DbClient, ids: readonly number[]): Promise<ScheduleRow[]> {
  return client.schedule.findMany({ where: { id: { in: [...ids] } } })
}

export function findByShow(client: DbClient, showId: number): Promise<ScheduleRow[]> {
  return client.schedule.findMany({ where: { showId }, orderBy: { id: 'asc' } })
}

export const { insert, update, remove } = stampedWrites<
  ScheduleRow,
  Prisma.ScheduleUncheckedCreateInput,
  Prisma.ScheduleUncheckedUpdateInput
>((client) => client.schedule)

export interface ScheduleFilter {
  showIds?: readonly number[] | undefined
  /** true: only schedules with a timeslot ending after `now`; false: only those without. */
  active?: { is: boolean; now: number } | undefined
  updatedSince?: Date | undefined
}

export async function findMany(
  client: DbClient,
  filter: ScheduleFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ScheduleRow[]; total: number }> {
  const where: Prisma.ScheduleWhereInput = {}
  if (filter.showIds !== undefined) where.showId = { in: [...filter.showIds] }
  if (filter.updatedSince !== undefined) where.updatedAt = { gte: filter.updatedSince }
  if (filter.active !== undefined) {
    const ahead = { end: { gt: new Date(filter.active.now) } }
    where.timeslots = filter.active.is ? { some: ahead } : { none: ahead }
  }
  const [rows, total] = await Promise.all([
    client.schedule.findMany({ where, orderBy: { id: 'asc' }, take: page.limit, skip: page.offset }),
    client.schedule.count({ where }),
  ])
  return { rows, total }
}

/** The schedules imported from these UIDs, by UID. */
export async function findImported(client: DbClient, uids: readonly string[]): Promise<Map<string, ScheduleRow>> {
  if (uids.length === 0) return new Map()
  const rows = await client.schedule.findMany({ where: { importUid: { in: [...uids] } } })
  return new Map(rows.map((row) => [row.importUid as string, row]))
}

/** The open-ended schedules among these shows and ids (undefined: all), with their show's name: the feed's series. */
export function findOpenEnded(
  client: DbClient,
  filter: { showIds?: readonly number[] | undefined; scheduleIds?: readonly number[] | undefined },
): Promise<Array<ScheduleRow & { show: { name: string } }>> {
  const where: Prisma.ScheduleWhereInput = { openEnded: true }
  if (filter.showIds !== undefined) where.showId = { in: [...filter.showIds] }
  if (filter.scheduleIds !== undefined) where.id = { in: [...filter.scheduleIds] }
  return client.schedule.findMany({ where, include: { show: { select: { name: true } } }, orderBy: { id: 'asc' } })
}
