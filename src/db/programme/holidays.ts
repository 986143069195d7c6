/** The station's holidays: one named date per row (migration 20270109004200_holidays). */
import { parseLocalDate } from '../../domain/time/civil-dates.ts'
import type { Holiday, Prisma } from '../generated/client.ts'
import type { DbClient } from '../platform/client.ts'
import { fromDateColumn, type ScheduleRow, toDateColumn } from './schedules.ts'

export type HolidayRow = Holiday

/** Every holiday's date as a day number: what the projection reads (a station has tens, not thousands). */
export async function findHolidayDays(client: DbClient): Promise<Set<number>> {
  const rows = await client.holiday.findMany({ select: { date: true } })
  return new Set(rows.map((row) => parseLocalDate(fromDateColumn(row.date)) as number))
}

/** The holidays from `from` to `to` (inclusive station-local dates, either open), in date order. */
export function findInRange(
  client: DbClient,
  range: { from?: string | undefined; to?: string | undefined },
  page: { limit: number; offset: number },
): Promise<HolidayRow[]> {
  return client.holiday.findMany({
    where: whereRange(range),
    orderBy: { date: 'asc' },
    take: page.limit,
    skip: page.offset,
  })
}

export function countInRange(
  client: DbClient,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<number> {
  return client.holiday.count({ where: whereRange(range) })
}

function whereRange(range: { from?: string | undefined; to?: string | undefined }): Prisma.HolidayWhereInput {
  const date: Prisma.DateTimeFilter = {}
  if (range.from !== undefined) date.gte = toDateColumn(range.from)
  if (range.to !== undefined) date.lte = toDateColumn(range.to)
  return Object.keys(date).length === 0 ? {} : { date }
}

export function findById(client: DbClient, id: number): Promise<HolidayRow | null> {
  return client.holiday.findUnique({ where: { id } })
}

export async function findByDates(client: DbClient, dates: readonly string[]): Promise<HolidayRow[]> {
  if (dates.length === 0) return []
  return client.holiday.findMany({ where: { date: { in: dates.map(toDateColumn) } } })
}

export async function insertMany(
  client: DbClient,
  holidays: ReadonlyArray<{ date: string; name: string; displaced: unknown[] }>,
  actor: number | null,
): Promise<HolidayRow[]> {
  if (holidays.length === 0) return []
  const rows = await client.holiday.createManyAndReturn({
    data: holidays.map((holiday) => ({
      date: toDateColumn(holiday.date),
      name: holiday.name,
      displaced: holiday.displaced as Prisma.InputJsonValue[],
      createdBy: actor,
    })),
  })
  return rows.sort((a, b) => a.date.getTime() - b.date.getTime())
}

export function remove(client: DbClient, id: number): Promise<HolidayRow> {
  return client.holiday.delete({ where: { id } })
}

/** The schedules a holiday can change: skipping holidays or counting business days, live, still projecting from `since`. */
export function findHolidayBoundSchedules(client: DbClient, since: string): Promise<ScheduleRow[]> {
  return client.schedule.findMany({
    where: {
      OR: [{ holidays: 'skip' }, { addBusinessDaysOnly: true }],
      AND: [{ OR: [{ lastDate: null }, { lastDate: { gte: toDateColumn(since) } }] }],
      show: { deletedAt: null },
    },
    orderBy: { id: 'asc' },
  })
}
