/** The schedule cycle, written once: project (breaking in) → find collisions → assess → decide, and its errors. */

import {
  findColliding,
  findOwnFuture,
  findOwnRunning,
  type TimeslotWithShow,
} from '../../db/programme/colliding-timeslots.ts'
import { findHolidayDays } from '../../db/programme/holidays.ts'
import { projectChecked, projectTimeslots } from '../../domain/recurrence/projection.ts'
import type { CheckedSchedule } from '../../domain/recurrence/schedule-validation.ts'
import { type Assessment, assessProjection } from '../../domain/resolution/assessment.ts'
import {
  type Conflict,
  type Decision,
  decideResolution,
  type Preview,
  previewResolution,
  type ResolutionRequest,
} from '../../domain/resolution/decision.ts'
import { projectedOf, type ResolutionPlan } from '../../domain/resolution/resolution-plan.ts'
import { RESOLUTION_MESSAGE } from '../../domain/resolution/solution-judgement.ts'
import { breakIn } from '../../domain/schedules/break-in.ts'
import { type MovedOccurrence, withoutMoved } from '../../domain/schedules/moved-occurrences.ts'
import { stepAsideInPlan } from '../../domain/seasons/seasons.ts'
import { overlaps } from '../../domain/time/intervals.ts'
import type {
  ExistingSlot,
  Interval,
  ProjectionResult,
  ScheduleProblem,
  ScheduleSpec,
  SkippedOccurrence,
} from '../../domain/types.ts'
import { AppError, ERRORS, SCHEDULE_PROBLEM_ERRORS } from '../../errors.ts'
import type { ServiceContext } from '../context.ts'
import { outsideSeasons, regularCollisions, type SeasonPlacing } from '../seasons/season-cycle.ts'
import type { WriteScope } from '../write.ts'

/** A projection as a write plans it: from now on, a running occurrence broken in (see break-in.ts). */
export type Projection = Extract<ProjectionResult, { ok: true }>

export interface CycleInput {
  /** What the write plans: a schedule (checked, or a spec checked here), or the projection it made with `projectAt`. */
  plans: { schedule: CheckedSchedule | ScheduleSpec } | { projection: Projection }
  /** An update's schedule: its timeslots not ended stand for their occurrences; uncovered future ones go stale. */
  ownSchedule?: number | undefined
  /** The update's broadcasts moved one by one: not projected, neither standing nor stale, colliding like any other. */
  moved?: readonly MovedOccurrence[] | undefined
  /** Timeslots the write replaces whatever the resolution (a move's): no collision, deleted first like stale ones. */
  replaces?: readonly ExistingSlot[] | undefined
  /** The client's answer: its solutions, the collisions it saw, a default solution. */
  resolution: ResolutionRequest
  /** `write`: plan or conflict; `dryrun`: preview; `batch` (an import's event): plan, else preview (refusals too). */
  mode: 'write' | 'dryrun' | 'batch'
  /** The write creates a schedule: a plan that creates no timeslot refuses it. */
  creates: boolean
  /** What the client sends again to see the current collisions ('schedule', 'move'), for the advice of a count mismatch. */
  resend: string
  /** Issue 31: the planned schedule's season (null: regular programme); absent: seasons are not asked. */
  season?: SeasonPlacing | undefined
}

type Applied = { kind: 'apply'; plan: ResolutionPlan }
type Conflicted = { kind: 'conflict'; conflict: Conflict }
type Previewed = { kind: 'preview'; preview: Preview }

interface Judged {
  projection: Projection
  /** Every projected timeslot judged, and the stale ones (the replaced included). */
  assessment: Assessment
  /** The update's own timeslots that have not ended, as stored. */
  own: TimeslotWithShow[]
  /** A season schedule's: the regular timeslots that step aside for it (on `apply`, those its created timeslots overlap). */
  steppingAside: ExistingSlot[]
}

export type CycleOutcome = Judged & (Applied | Conflicted | Previewed)

/** The cycle of one write, under its lock; see the module comment and `CycleInput`. */
export async function runCycle(
  ctx: ServiceContext,
  scope: WriteScope,
  input: CycleInput & { mode: 'dryrun' | 'batch' },
): Promise<Judged & (Applied | Previewed)>
export async function runCycle(ctx: ServiceContext, scope: WriteScope, input: CycleInput): Promise<CycleOutcome>
export async function runCycle(ctx: ServiceContext, scope: WriteScope, input: CycleInput): Promise<CycleOutcome> {
  const moved = input.moved ?? []
  const planned =
    'projection' in input.plans
      ? input.plans.projection
      : projectOrThrow(ctx, input.plans.schedule, scope.now, await findHolidayDays(scope.tx))
  const projection = await outsideSeasons(ctx, scope, withoutMoved(planned, moved), input.season)
  const future = projection.slots.filter((slot) => !slot.isPast)
  const scheduleId = input.ownSchedule
  const movedIds = new Set(moved.map((entry) => entry.timeslotId))
  // The running own timeslot stands for its occurrence, so breaking in never meets itself.
  const own =
    scheduleId === undefined
      ? []
      : [
          ...(await findOwnRunning(scope.tx, scheduleId, scope.now)),
          ...(await findOwnFuture(scope.tx, scheduleId, scope.now)),
        ]
  const replaces = input.replaces ?? []
  const replaced = new Set(replaces.map((slot) => slot.id))
  const colliding = await findColliding(
    scope.tx,
    future,
    scheduleId === undefined ? undefined : { scheduleId, from: scope.now, keep: [...movedIds] },
  )
  const regular = await regularCollisions(scope, colliding, input.season)
  const found = regular.length === 0 ? colliding : colliding.filter((slot) => !regular.includes(slot))
  const mayChange = await scope.ownership.changeable()
  const assessed = assessProjection({
    projected: projection.slots,
    candidates: found.filter((slot) => !replaced.has(slot.id)),
    // A replaced own timeslot goes whatever the projection: it stands for no occurrence (an import's update).
    own: own.filter((slot) => !movedIds.has(slot.id) && !replaced.has(slot.id)).map(toExistingSlot),
    now: scope.now,
    mayChange: (slot) => mayChange(slot.showId),
  })
  const assessment = { ...assessed, stale: [...assessed.stale, ...replaces] }
  const resolution = { ...input.resolution, minFillMs: ctx.config.minSlotMinutes * 60_000 }
  const judged = { projection, assessment, own, steppingAside: regular }
  const decision = decideResolution(assessment, resolution)
  if (input.mode === 'dryrun') {
    // A dry run refuses what the write would refuse; collisions left are its answer, as the write's 409 is.
    if (decision.kind === 'apply' && input.creates && projectedOf(decision.plan).length === 0)
      throw nothingToCreate(projection.skipped)
    // Missing answers are what a dry run is for: only solutions the write could never take are refused.
    const onlyMissing =
      decision.kind === 'count-mismatch' && decision.unknown.length === 0 && decision.sent < decision.colliding
    if (decision.kind !== 'apply' && decision.kind !== 'conflict' && !onlyMissing) throw refusal(decision, input.resend)
    return {
      ...judged,
      kind: 'preview',
      preview: withSteppingAside(previewResolution(assessment, resolution), regular, future),
    }
  }

  if (decision.kind === 'apply') {
    if (input.creates && projectedOf(decision.plan).length === 0) throw nothingToCreate(projection.skipped)
    const aside = stepAsideInPlan(decision.plan, regular)
    return { ...judged, steppingAside: aside.steppedAside, kind: 'apply', plan: aside.plan }
  }
  if (input.mode === 'batch') return { ...judged, kind: 'preview', preview: previewResolution(assessment, resolution) }
  if (decision.kind === 'conflict') return { ...judged, kind: 'conflict', conflict: decision.conflict }
  throw refusal(decision, input.resend)
}

/** A dry run of a season schedule lists the regular timeslots that would step aside with what its plan deletes. */
function withSteppingAside(preview: Preview, regular: readonly ExistingSlot[], future: readonly Interval[]): Preview {
  const aside = regular.filter((slot) => future.some((p) => overlaps(p, slot)))
  return aside.length === 0 ? preview : { ...preview, removed: [...preview.removed, ...aside] }
}

/** The projection of a schedule at `now` as a write plans it (a running occurrence broken in), or the problem. */
export function projectAt(
  ctx: ServiceContext,
  schedule: ScheduleSpec | CheckedSchedule,
  now: number,
  holidays?: ReadonlySet<number>,
  days?: { start: number; end: number },
): ProjectionResult {
  const settings = {
    zone: ctx.config.stationTimeZone,
    now,
    maxSlots: ctx.config.maxTimeslotsPerSchedule,
    defaultHorizonDays: ctx.config.scheduleHorizonDays,
    ...(holidays === undefined ? {} : { holidays }),
    openHorizonDays: ctx.config.programmeHorizonDays,
    ...(days === undefined ? {} : { days }),
  }
  const result = 'firstDay' in schedule ? projectChecked(schedule, settings) : projectTimeslots(schedule, settings)
  return result.ok ? { ...result, slots: breakIn(result.slots, now) } : result
}

/** `projectAt`, its problem thrown as the API's error. */
export function projectOrThrow(
  ctx: ServiceContext,
  schedule: ScheduleSpec | CheckedSchedule,
  now: number,
  holidays?: ReadonlySet<number>,
): Projection {
  const result = projectAt(ctx, schedule, now, holidays)
  if (!result.ok) throw scheduleProblemError(result.problem)
  return result
}

/** A domain problem with the schedule data as the API's error, naming the field inside `schedule`. */
export function scheduleProblemError(problem: ScheduleProblem): AppError {
  return new AppError(SCHEDULE_PROBLEM_ERRORS[problem.kind], problem.message, [
    { path: `schedule/${problem.field}`, message: problem.message },
  ])
}

export function toExistingSlot(row: TimeslotWithShow): ExistingSlot {
  return {
    id: row.id,
    scheduleId: row.scheduleId,
    showId: row.showId,
    showName: row.showName,
    start: row.start.getTime(),
    end: row.end.getTime(),
    isRepetition: row.isRepetition,
    mediaId: row.mediaId,
    episodeId: row.episodeId,
    memo: row.memo,
  }
}

export function nothingToCreate(skipped: readonly SkippedOccurrence[]): AppError {
  const why = skipped.length === 0 ? '' : ` (${skipped.map((s) => s.message).join('; ')})`
  return new AppError(
    ERRORS.scheduleNothingToCreate,
    `No timeslot would be created (every projected timeslot is past, skipped or was discarded${why}), so the schedule was not saved`,
    [{ path: 'schedule', message: 'projects no timeslot that can be created' }],
  )
}

/** A refusal of the whole request: the solutions do not match the collisions, or one is not the caller's to choose. */
function refusal(decision: Extract<Decision, { kind: 'count-mismatch' | 'forbidden' }>, resend: string): AppError {
  if (decision.kind === 'forbidden') {
    return new AppError(
      ERRORS.solutionForbidden,
      RESOLUTION_MESSAGE.forbidden,
      decision.hashes.map((hash) => ({
        path: `solutions/${hash}`,
        message: 'would change a timeslot of a show you do not own; choose one of its solutionChoices',
      })),
    )
  }
  return new AppError(ERRORS.solutionsCountMismatch, RESOLUTION_MESSAGE.countMismatch, [
    { path: 'solutions', message: countMismatchAdvice(decision, resend) },
  ])
}

/** What to do when the solutions do not match the collisions: add the missing ones, or start again. */
function countMismatchAdvice(decision: Extract<Decision, { kind: 'count-mismatch' }>, resend: string): string {
  const listed = (hashes: string[]) => (hashes.length > 5 ? `${hashes.slice(0, 5).join(', ')}, …` : hashes.join(', '))
  if (decision.unknown.length > 0) {
    return (
      `names ${decision.unknown.length} timeslot(s) that do not collide now (${listed(decision.unknown)}): the collisions changed ` +
      `since you saw them (another change to the programme); send the ${resend} again without solutions to see the current ones`
    )
  }
  if (decision.sent === 0) {
    return (
      `is empty, but ${decision.colliding} timeslot(s) collide: add one solution per colliding hash, each one of that ` +
      `timeslot's solutionChoices (e.g. "${decision.missing[0]}": "theirs")`
    )
  }
  return `lacks a solution for ${decision.missing.length} colliding timeslot(s) (${listed(decision.missing)}): add one for each, from its solutionChoices`
}
