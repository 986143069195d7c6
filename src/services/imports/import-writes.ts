/** The schedules an import writes: a new event's, and a changed event's on re-import. */

import { findOwnFuture } from '../../db/programme/colliding-timeslots.ts'
import * as schedulesDb from '../../db/programme/schedules.ts'
import type { ScheduleRecord } from '../../domain/schedules/schedule.ts'
import type { ExistingSlot, ScheduleSpec } from '../../domain/types.ts'
import { applyPlan } from '../schedules/plan-writes.ts'
import { toExistingSlot } from '../schedules/schedule-cycle.ts'
import type { WriteScope } from '../write.ts'

export async function insertSchedule(
  scope: WriteScope,
  draft: { showId: number; spec: ScheduleSpec; isRepetition: boolean; defaultMediaId: number | null },
  event: { uid: string; version: string },
  plan: Parameters<typeof applyPlan>[1],
  memo: string,
): Promise<ScheduleRecord> {
  const row = await schedulesDb.insert(
    scope.tx,
    { ...schedulesDb.toScheduleColumns(draft), importUid: event.uid, importVersion: event.version },
    scope.caller.userId,
  )
  scope.record('schedule', null, row)
  const schedule = schedulesDb.toScheduleRecord(row)
  await applyPlan(
    scope,
    plan,
    [],
    schedule,
    memo === '' ? {} : { contentOf: () => ({ mediaId: null, episodeId: null, memo }) },
  )
  return schedule
}

/**
 * A re-import of an event that changed: its schedule takes the event's dates, times and rule as a new
 * import would (not a PUT's fixed fields: the file is the source), its timeslots that still match stay
 * with their content, the others go (giving back what they displaced) and the new ones are created.
 */
export async function updateSchedule(
  scope: WriteScope,
  stored: schedulesDb.ScheduleRow,
  draft: { showId: number; spec: ScheduleSpec; isRepetition: boolean; defaultMediaId: number | null },
  version: string,
  plan: Parameters<typeof applyPlan>[1],
  stale: Parameters<typeof applyPlan>[2],
  memo: string,
): Promise<void> {
  const row = await schedulesDb.update(
    scope.tx,
    stored.id,
    { ...schedulesDb.toScheduleColumns(draft), importVersion: version },
    scope.caller.userId,
  )
  scope.record('schedule', stored, row)
  await applyPlan(
    scope,
    plan,
    stale,
    schedulesDb.toScheduleRecord(row),
    memo === '' ? {} : { contentOf: () => ({ mediaId: null, episodeId: null, memo }) },
  )
}

/** The schedule's own future timeslots that no projected timeslot matches exactly (start and end): an update replaces them. */
export async function notProjected(
  scope: WriteScope,
  stored: ScheduleRecord,
  projected: ReadonlyArray<{ start: number; end: number }>,
): Promise<ExistingSlot[]> {
  const moved = new Set((stored.moved ?? []).map((entry) => entry.timeslotId))
  const times = new Set(projected.map((slot) => `${slot.start}/${slot.end}`))
  return (await findOwnFuture(scope.tx, stored.id, scope.now))
    .map(toExistingSlot)
    .filter((slot) => !moved.has(slot.id) && !times.has(`${slot.start}/${slot.end}`))
}
