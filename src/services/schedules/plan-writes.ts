/** Writing a resolution plan: what a schedule write, a move, a horizon extension and an import commit. */

import * as timeslotsDb from '../../db/programme/timeslots.ts'
import { type RowSnapshot, toSnapshot } from '../../domain/changes/revert.ts'
import type { Restoration } from '../../domain/resolution/give-back-rules.ts'
import { keptOf, type ResolutionPlan } from '../../domain/resolution/resolution-plan.ts'
import type { ScheduleRecord } from '../../domain/schedules/schedule.ts'
import type { SlotContent } from '../../domain/schedules/series-move.ts'
import type { ExistingSlot } from '../../domain/types.ts'
import type { WriteScope } from '../write.ts'
import { displacedEntry, type RestoreOptions, restoreDisplaced } from './give-back.ts'
import { followersOf, type RepetitionsChoice } from './repetition-follows.ts'

/** Writes a plan: deletions, trims, inserts, one statement each, so none meets an overlap the end state lacks. */
export async function applyPlan(
  scope: WriteScope,
  plan: ResolutionPlan,
  stale: readonly ExistingSlot[],
  schedule: ScheduleRecord,
  options: {
    /** A move: the content a projected timeslot takes over from the occurrence it continues. */
    contentOf?: (hash: string) => SlotContent | undefined
    /** A repetition's write: the original broadcast a projected timeslot repeats. */
    linkOf?: (hash: string) => { repeatOfId: number } | undefined
    /** A single broadcast's move: the schedule and show of a projected timeslot not of `schedule` (a repetition's piece). */
    placeOf?: (hash: string) => { scheduleId: number; showId: number; isRepetition: boolean } | undefined
    restore?: RestoreOptions | undefined
    /** `keep`: the repetitions of the timeslots the plan deletes stay (default: they are pre-empted with them). */
    repetitions?: RepetitionsChoice | undefined
    /** A single broadcast's move: places its own row once the plan's deletions and trims made room, before any insert. */
    beforeInsert?: (taken: ReadonlyMap<number, RowSnapshot>) => Promise<void>
  } = {},
): Promise<Restoration & { followed: timeslotsDb.TimeslotRow[] }> {
  const taken = new Map<number, RowSnapshot>()
  const placeOf = (hash: string) => {
    const place = options.placeOf?.(hash)
    return place === undefined
      ? {}
      : { scheduleId: place.scheduleId, showId: place.showId, isRepetition: place.isRepetition }
  }
  const removing = [...plan.remove, ...stale.map((slot) => slot.id)]
  // A pre-empted original takes its repetitions along: they go onto the same stack, to come back with it.
  const followed = await followersOf(
    scope,
    plan.remove,
    options.repetitions,
    new Set([...removing, ...plan.update.map((slot) => slot.id)]),
  )
  const followersOfOriginal = new Map<number, timeslotsDb.TimeslotRow[]>()
  for (const row of followed)
    followersOfOriginal.set(row.repeatOfId!, [...(followersOfOriginal.get(row.repeatOfId!) ?? []), row])
  const removed = await timeslotsDb.removeMany(scope.tx, [...removing, ...followed.map((row) => row.id)])
  for (const row of removed) {
    taken.set(row.id, toSnapshot(row))
    scope.record('timeslot', row, null)
  }
  for (const { before, after } of await timeslotsDb.updateTimes(scope.tx, plan.update, scope.caller.userId)) {
    taken.set(before.id, toSnapshot(before))
    scope.record('timeslot', before, after)
  }
  await options.beforeInsert?.(taken)
  const created = await timeslotsDb.insertMany(
    scope.tx,
    plan.create.map((slot) =>
      slot.origin.kind === 'projected'
        ? {
            scheduleId: schedule.id,
            showId: schedule.showId,
            isRepetition: schedule.isRepetition,
            start: slot.start,
            end: slot.end,
            mediaId: null,
            episodeId: null,
            memo: '',
            ...options.contentOf?.(slot.origin.hash),
            ...options.linkOf?.(slot.origin.hash),
            ...placeOf(slot.origin.hash),
            displaced: slot.origin.displaces.flatMap((id) => {
              const row = taken.get(id)
              const repetitions = (followersOfOriginal.get(id) ?? []).map((repetition) =>
                displacedEntry(taken.get(repetition.id)!, []),
              )
              return row === undefined ? [] : [displacedEntry(row, keptOf(plan, id)), ...repetitions]
            }),
          }
        : {
            // The tail of an `ours-both` split belongs to the timeslot it was cut from.
            scheduleId: slot.origin.from.scheduleId,
            showId: slot.origin.from.showId,
            isRepetition: slot.origin.from.isRepetition,
            mediaId: slot.origin.from.mediaId,
            episodeId: slot.origin.from.episodeId,
            memo: slot.origin.from.memo,
            start: slot.start,
            end: slot.end,
          },
    ),
    scope.caller.userId,
  )
  for (const row of created) scope.record('timeslot', null, row)
  const staleIds = new Set(stale.map((slot) => slot.id))
  return {
    ...(await restoreDisplaced(
      scope,
      removed.filter((row) => staleIds.has(row.id)),
      options.restore,
    )),
    followed,
  }
}
