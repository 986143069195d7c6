/** Each schedule's part of a series move: specs, projection, what moves, repetitions that follow, writing. */

import { findOwnFuture } from '../../db/programme/colliding-timeslots.ts'
import * as schedulesDb from '../../db/programme/schedules.ts'
import { projectTimeslots } from '../../domain/recurrence/projection.ts'
import { validateSchedule } from '../../domain/recurrence/schedule-validation.ts'
import { breakIn } from '../../domain/schedules/break-in.ts'
import { cancelOccurrences } from '../../domain/schedules/exceptions.ts'
import { movedDates } from '../../domain/schedules/moved-occurrences.ts'
import type { ScheduleRecord } from '../../domain/schedules/schedule.ts'
import {
  generatedOn,
  keptLastDate,
  type MoveChanges,
  type MoveProblem,
  type MoveSubmission,
  moveContent,
  movedSpecs,
  placeExceptions,
  type SlotContent,
} from '../../domain/schedules/series-move.ts'
import { addLocalDays } from '../../domain/time/civil-dates.ts'
import { todayIn } from '../../domain/time/station-time.ts'
import type { ExistingSlot, ProjectedSlot, ScheduleSpec } from '../../domain/types.ts'
import type { ServiceContext } from '../context.ts'
import type { WriteScope } from '../write.ts'
import { type Projection, projectOrThrow, scheduleProblemError, toExistingSlot } from './schedule-cycle.ts'

/** The rule id of a single broadcast. */
export const ONCE = 1

/** One schedule's part of a series move: its two specs, its successor's projection, and what moves. */
export interface SeriesPlan {
  row: schedulesDb.ScheduleRow
  stored: ScheduleRecord
  ended: ScheduleSpec
  /** The successor's spec as it is written (exceptions placed, lastDate as projected). */
  successor: ScheduleSpec
  projection: Projection
  moving: ExistingSlot[]
  contentByHash: Map<string, SlotContent>
}

export async function planSeries(
  ctx: ServiceContext,
  scope: WriteScope,
  row: schedulesDb.ScheduleRow,
  from: string,
  changes: MoveChanges,
  holidays: ReadonlySet<number>,
): Promise<SeriesPlan | { problem: MoveProblem }> {
  const stored = schedulesDb.toScheduleRecord(row)
  const specs = movedSpecs(stored.spec, from, changes, todayIn(ctx.config.stationTimeZone, scope.now))
  if ('problem' in specs) return specs
  const old = remainingOccurrences(ctx, stored.spec, from, scope.now, holidays)
  // An open-ended schedule's successor is open-ended too (movedSpecs): it runs to the horizon.
  const kept =
    changes.lastDate === undefined && specs.successor.openEnded !== true
      ? keptLastDate(old.length, probe(ctx, specs.successor, scope.now, holidays), specs.successor)
      : null
  // One broadcast left is a `once`: a recurring rule may not start and end on the same day.
  const single = kept !== null && kept === from ? { ruleId: ONCE, byWeekday: null } : {}
  const successorBase: ScheduleSpec =
    kept === null ? specs.successor : { ...specs.successor, lastDate: kept, ...single }
  const checked = validateSchedule(successorBase)
  if ('problem' in checked) throw scheduleProblemError(checked.problem)
  // The successor projected once: its exceptions are placed on these occurrences, then cancelled in them.
  const bare = projectOrThrow(ctx, checked, scope.now, holidays)
  const upcoming = bare.slots.filter((slot) => !slot.isPast)
  // A broadcast moved on its own stays where it was moved (in this schedule): its occurrence stays away like a cancelled one.
  const exceptions = placeExceptions(
    old,
    [...(stored.spec.exceptions ?? []), ...movedDates(stored.moved ?? [])],
    upcoming,
  )
  const projection = cancelOccurrences(bare, exceptions)
  const movedIds = new Set((stored.moved ?? []).map((entry) => entry.timeslotId))
  const own = (await findOwnFuture(scope.tx, stored.id, scope.now))
    .filter((slot) => !movedIds.has(slot.id))
    .map(toExistingSlot)
  const { moving, contentByHash } = moveContent(old, own, upcoming)
  return {
    row,
    stored,
    ended: specs.ended,
    successor: { ...successorBase, exceptions, lastDate: projection.lastDate },
    projection,
    moving,
    contentByHash,
  }
}

/** The repetition schedules that run on `from` follow (not with `keep`), taking the original's rule changes. */
export async function followingSchedules(
  ctx: ServiceContext,
  scope: WriteScope,
  original: ScheduleRecord,
  submission: MoveSubmission,
  holidays: ReadonlySet<number>,
): Promise<SeriesPlan[]> {
  if (submission.repetitions === 'keep' || original.isRepetition) return []
  const rows = (await schedulesDb.findByShow(scope.tx, original.showId)).filter(
    (candidate) => candidate.repeatOfId === original.id && candidate.id !== original.id,
  )
  const sameRule = (spec: ScheduleSpec) =>
    spec.ruleId === original.spec.ruleId && spec.byWeekday === original.spec.byWeekday
  const { ruleId, byWeekday, lastDate } = submission.changes
  const plans: SeriesPlan[] = []
  for (const row of rows) {
    const changes = sameRule(schedulesDb.toScheduleRecord(row).spec)
      ? {
          ...(ruleId === undefined ? {} : { ruleId }),
          ...(byWeekday === undefined ? {} : { byWeekday }),
          ...(lastDate === undefined ? {} : { lastDate }),
        }
      : {}
    const plan = await planSeries(ctx, scope, row, submission.from, changes, holidays)
    // Not running on `from` (it starts on it or later, or has ended): it stays as it is.
    if (!('problem' in plan)) plans.push(plan)
  }
  return plans
}

/** Writes one schedule's part: the successor (linked back), the predecessor ended and linked on. */
export async function writeSeries(
  scope: WriteScope,
  plan: SeriesPlan,
  repeatOfId: number | null,
): Promise<{ successor: ScheduleRecord; predecessor: ScheduleRecord }> {
  const { stored } = plan
  const draft = {
    showId: stored.showId,
    spec: plan.successor,
    // A season's schedule moved stays the season's: its successor is no regular programme.
    seasonId: stored.seasonId ?? null,
    isRepetition: stored.isRepetition,
    defaultMediaId: stored.defaultMediaId,
    repeatOfId,
  }
  const inserted = await schedulesDb.insert(
    scope.tx,
    { ...schedulesDb.toScheduleColumns(draft), predecessorId: stored.id },
    scope.caller.userId,
  )
  scope.record('schedule', null, inserted)
  const updated = await schedulesDb.update(
    scope.tx,
    stored.id,
    { ...schedulesDb.toScheduleColumns({ ...stored, spec: plan.ended }), successorId: inserted.id },
    scope.caller.userId,
  )
  scope.record('schedule', plan.row, updated)
  return { successor: schedulesDb.toScheduleRecord(inserted), predecessor: schedulesDb.toScheduleRecord(updated) }
}

/** The successor's occurrences up to a year past its lastDate, to find the lastDate that keeps their number. */
function probe(ctx: ServiceContext, spec: ScheduleSpec, now: number, holidays: ReadonlySet<number>): ProjectedSlot[] {
  const lastDate = addLocalDays(spec.lastDate ?? spec.firstDate, 366)
  const result = projectTimeslots(
    { ...spec, lastDate, exceptions: [] },
    {
      zone: ctx.config.stationTimeZone,
      now,
      maxSlots: ctx.config.maxTimeslotsPerSchedule * 2,
      defaultHorizonDays: ctx.config.scheduleHorizonDays,
      holidays,
    },
  )
  return result.ok ? breakIn(result.slots, now).filter((slot) => !slot.isPast) : []
}

/** The stored schedule's occurrences from `from` not started, cancelled ones holding their position. */
function remainingOccurrences(
  ctx: ServiceContext,
  spec: ScheduleSpec,
  from: string,
  now: number,
  holidays: ReadonlySet<number>,
): ProjectedSlot[] {
  const single = from === spec.lastDate && spec.ruleId !== ONCE
  const lastDate = single ? addLocalDays(from, 1) : spec.lastDate
  const slots = projectOrThrow(ctx, { ...spec, firstDate: from, lastDate, exceptions: [] }, now, holidays).slots
  // A running occurrence has started: it stays where it is and holds no position.
  return (single ? slots.slice(0, generatedOn(spec, from)) : slots).filter(
    (slot) => !slot.isPast && slot.breaksIn !== true,
  )
}
