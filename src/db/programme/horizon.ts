/** The open-ended schedules' rolling horizon: which are due for an extension, and what they left unplaced. */
import type { UnplacedOccurrence } from '../../domain/schedules/horizon.ts'
import type { Prisma } from '../generated/client.ts'
import type { DbClient } from '../platform/client.ts'
import { type ScheduleRow, toDateColumn } from './schedules.ts'

/** Up to `limit` open-ended schedules whose timeslots end before `horizon` (YYYY-MM-DD), oldest id first. */
export function findDue(client: DbClient, horizon: string, limit: number): Promise<ScheduleRow[]> {
  return client.schedule.findMany({
    where: { openEnded: true, lastDate: { lt: toDateColumn(horizon) } },
    orderBy: { id: 'asc' },
    take: limit,
  })
}

/** Whether any open-ended schedule is due: the cheap look before the lock is taken. */
export async function anyDue(client: DbClient, horizon: string): Promise<boolean> {
  const row = await client.schedule.findFirst({
    where: { openEnded: true, lastDate: { lt: toDateColumn(horizon) } },
    select: { id: true },
  })
  return row !== null
}

/** Moves a schedule's horizon on and stores what it left unplaced; `actor` is recorded as its updater. */
export function extend(
  client: DbClient,
  id: number,
  horizon: string,
  unplaced: readonly UnplacedOccurrence[],
  actor: number | null,
): Promise<ScheduleRow> {
  return client.schedule.update({
    where: { id },
    data: { lastDate: toDateColumn(horizon), unplaced: unplaced as unknown as Prisma.InputJsonValue, updatedBy: actor },
  })
}

/** Every occurrence an extension left unplaced, of the schedules still open-ended, in start order. */
export async function findUnplaced(client: DbClient): Promise<UnplacedOccurrence[]> {
  const rows = await client.schedule.findMany({
    where: { openEnded: true, NOT: { unplaced: { equals: [] } } },
    select: { unplaced: true },
    orderBy: { id: 'asc' },
  })
  return rows
    .flatMap((row) => unplacedOfRow(row.unplaced))
    .sort((a, b) => a.start - b.start || a.scheduleId - b.scheduleId)
}

export function unplacedOfRow(value: Prisma.JsonValue): UnplacedOccurrence[] {
  return Array.isArray(value) ? (value as unknown as UnplacedOccurrence[]) : []
}
