import type { DbClient } from './client.ts'
import type { Prisma, Schedule } from './generated/client.ts'

export type ScheduleRow = Schedule

export function findById(client: DbClient, id: number): Promise<ScheduleRow | null> {
  return client.schedule.findUnique({ where: { id } })
}

export function insert(client: DbClient, data: Prisma.ScheduleUncheckedCreateInput): Promise<ScheduleRow> {
  return client.schedule.create({ data })
}

export function update(client: DbClient, id: number, data: Prisma.ScheduleUncheckedUpdateInput): Promise<ScheduleRow> {
  return client.schedule.update({ where: { id }, data })
}

/** A DATE column value for a station-local `YYYY-MM-DD`. */
export function toDateColumn(date: string): Date {
  return new Date(`${date}T00:00:00Z`)
}

export function fromDateColumn(value: Date): string {
  return value.toISOString().slice(0, 10)
}

export interface ScheduleFilter {
  showIds?: readonly number[] | undefined
  /** true: only schedules with a timeslot ending after `now`; false: only those without. */
  active?: { is: boolean; now: number } | undefined
}

export async function findMany(
  client: DbClient,
  filter: ScheduleFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ScheduleRow[]; total: number }> {
  const where: Prisma.ScheduleWhereInput = {}
  if (filter.showIds !== undefined) where.showId = { in: [...filter.showIds] }
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

export async function remove(client: DbClient, id: number): Promise<void> {
  await client.schedule.delete({ where: { id } })
}
