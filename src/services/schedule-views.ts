import { instantToLocal } from '../domain/time.ts'
import type { ProjectedSlot, Solution } from '../domain/types.ts'
import { fromDateColumn, type ScheduleRow } from '../db/schedules.ts'
import type { TimeslotRecord } from '../db/timeslots.ts'
import type { CollisionView, ProjectedView, ScheduleView } from '../schemas/schedules.ts'

/** Maps stored rows and domain values to the contract's JSON (station-local times). */

export function toScheduleView(row: ScheduleRow): ScheduleView {
  return {
    id: row.id,
    show: row.showId,
    rrule: row.ruleId,
    byWeekday: row.byWeekday,
    firstDate: fromDateColumn(row.firstDate),
    lastDate: fromDateColumn(row.lastDate ?? row.firstDate),
    startTime: row.startTime,
    endTime: row.endTime,
    isRepetition: row.isRepetition,
    defaultMediaId: row.defaultMediaId,
    addDaysNo: row.addDaysNo,
    addBusinessDaysOnly: row.addBusinessDaysOnly,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function toCollisionView(slot: TimeslotRecord, zone: string): CollisionView {
  const view: CollisionView = {
    id: slot.id,
    start: instantToLocal(slot.start, zone),
    end: instantToLocal(slot.end, zone),
    mediaId: slot.mediaId,
    show: slot.showId,
    showName: slot.showName,
    isRepetition: slot.isRepetition,
    schedule: slot.scheduleId,
    memo: slot.memo,
  }
  if (slot.episodeId !== null) view.episodeId = slot.episodeId
  return view
}

export function toProjectedView(
  slot: ProjectedSlot,
  collisions: readonly TimeslotRecord[],
  choices: readonly Solution[],
  error: string | undefined,
  zone: string,
): ProjectedView {
  const view: ProjectedView = {
    hash: slot.hash,
    start: slot.localStart,
    end: slot.localEnd,
    isPast: slot.isPast,
    collisions: collisions.map((c) => toCollisionView(c, zone)),
    solutionChoices: [...choices],
  }
  if (error !== undefined) view.error = error
  return view
}
