/** What a single-broadcast move writes into its schedules: where their broadcasts went, so no PUT brings them back. */

import { findColliding } from '../../db/programme/colliding-timeslots.ts'
import * as schedulesDb from '../../db/programme/schedules.ts'
import { occurrenceAt } from '../../domain/recurrence/projection.ts'
import { afterMove, type MovedOccurrence } from '../../domain/schedules/moved-occurrences.ts'
import type { WriteScope } from '../write.ts'
import type { Mover, Placed } from './broadcast-movers.ts'

/** Records each placed broadcast's move in its schedule; returns the split pieces of broadcast `id`. */
export async function rememberMoves(
  scope: WriteScope,
  placed: readonly Placed[],
  id: number,
  at: { zone: string; holidays: ReadonlySet<number> },
): Promise<number[]> {
  const splitIds: number[] = []
  const remembered = new Map<number, { schedule: Mover['schedule']; moved: MovedOccurrence[] }>()
  for (const p of placed) {
    const splits =
      p.rest.length === 0
        ? []
        : (await findColliding(scope.tx, p.rest))
            .filter((slot) => slot.scheduleId === p.row.scheduleId && slot.id !== p.row.id)
            .map((slot) => slot.id)
    if (p.row.id === id) splitIds.push(...splits)
    const entry = remembered.get(p.row.scheduleId) ?? {
      schedule: p.schedule,
      moved: [...(p.schedule.record.moved ?? [])],
    }
    const home = occurrenceAt(p.schedule.record.spec, p.final, at.zone, at.holidays)
    entry.moved = [
      ...afterMove(entry.moved, p.row.id, p.left, home, p.final),
      ...splits.map((timeslotId) => ({ date: p.left.date, timeslotId })),
    ]
    remembered.set(p.row.scheduleId, entry)
  }
  for (const [scheduleId, entry] of remembered) {
    if (JSON.stringify(entry.moved) === JSON.stringify(entry.schedule.record.moved ?? [])) continue
    const after = await schedulesDb.update(
      scope.tx,
      scheduleId,
      { movedOccurrences: schedulesDb.toMovedColumn(entry.moved) },
      scope.caller.userId,
    )
    scope.record('schedule', entry.schedule.row, after)
  }
  return splitIds
}
