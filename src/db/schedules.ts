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
