/**
 * Moving a series from a date: the schedule ends the day before `from` and a successor with the
 * changed fields continues it, in one write through the schedule's cycle (projection, collisions,
 * solutions or 409, dry run). The future timeslots' content follows them by occurrence order.
 */

import { findOwnFuture } from '../../db/programme/colliding-timeslots.ts'
import { findHolidayDays } from '../../db/programme/holidays.ts'
import * as schedulesDb from '../../db/programme/schedules.ts'
import { projectTimeslots } from '../../domain/recurrence/projection.ts'
import { validateSchedule } from '../../domain/recurrence/schedule-validation.ts'
import type { Restoration } from '../../domain/resolution/give-back-rules.ts'
import { projectedOf } from '../../domain/resolution/resolution-plan.ts'
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
import type { ExistingSlot, ProjectedSlot, ScheduleSpec, SkippedOccurrence } from '../../domain/types.ts'
import { AppError, ERRORS, notFound } from '../../errors.ts'
import type { Caller } from '../access/caller.ts'
import type { ServiceContext } from '../context.ts'
import { requireLiveShow } from '../programme/show-guard.ts'
import { withinSeason } from '../seasons/season-cycle.ts'
import { type KeyedAnswer, runWrite, type WriteScope } from '../write.ts'
import { givenBack, restoreOptions } from './give-back.ts'
import { applyPlan } from './plan-writes.ts'
import { projectedLinks, relinkStanding } from './repetition-follows.ts'
import { type Projection, projectOrThrow, runCycle, scheduleProblemError, toExistingSlot } from './schedule-cycle.ts'
import type { ScheduleOutcome } from './schedules.ts'

const ONCE = 1

/** A move answers like a POST of its successor: created (with the ended predecessor), a conflict or a preview. */
export type MoveOutcome =
  | {
      kind: 'created'
      schedule: ScheduleRecord
      predecessor: ScheduleRecord
      skipped: SkippedOccurrence[]
      restoration: Restoration
      /** The successors of the repetition schedules that followed. */
      repetitions: ScheduleRecord[]
    }
  | (Exclude<ScheduleOutcome, { kind: 'created' | 'updated' }> & { successor: ScheduleSpec; showId: number })

export async function moveSchedule(
  ctx: ServiceContext,
  caller: Caller,
  submission: MoveSubmission,
  keyed?: KeyedAnswer,
): Promise<MoveOutcome> {
  const zone = ctx.config.stationTimeZone
  const request = {
    scheduleId: submission.scheduleId,
    from: submission.from,
    changes: submission.changes,
    solutions: submission.solutions,
    ...(submission.repetitions === undefined ? {} : { repetitions: submission.repetitions }),
  }
  return runWrite(ctx, caller, { action: 'schedule.move', request, keyed }, async (scope) => {
    const row = await schedulesDb.findById(scope.tx, submission.scheduleId)
    if (row === null) throw notFound(ERRORS.scheduleNotFound, 'schedule', submission.scheduleId)
    const stored = schedulesDb.toScheduleRecord(row)
    await scope.ownership.require(stored.showId, `moving schedule ${stored.id}`)
    await requireLiveShow(scope.tx, stored.showId, 'schedule')

    // Decide: the two specs, then the old and new occurrences from `from` on, matched by order.
    // Holidays count as they do for every schedule: a skipped date is no occurrence, no business day.
    const holidays = await findHolidayDays(scope.tx)
    const main = await planSeries(ctx, scope, row, submission.from, submission.changes, holidays)
    if ('problem' in main) {
      throw new AppError(ERRORS.scheduleMoveFromInvalid, `from ${main.problem.message}`, [
        { path: 'from', message: main.problem.message },
      ])
    }
    // A season's series stays inside the season's dates, as its POST had to.
    if (stored.seasonId != null) await withinSeason(scope, stored.seasonId, main.successor)
    // Its repetition schedules follow from the same date (their generated dates are its own), in the same cycle.
    const followers = await followingSchedules(ctx, scope, stored, submission, holidays)
    const plans = [main, ...followers]
    const projection = {
      ...main.projection,
      slots: plans.flatMap((plan) => plan.projection.slots).sort((a, b) => a.start - b.start),
    }
    // The moving timeslots go like a PUT's stale ones: deleted first, listed by a dry run.
    const moving = plans.flatMap((plan) => plan.moving)
    const cycle = await runCycle(ctx, scope, {
      plans: { projection },
      replaces: moving,
      resolution: submission,
      mode: submission.dryrun ? 'dryrun' : 'write',
      creates: true,
      resend: 'move',
      // As a POST of it would: a regular series skips a `replace` season's dates, a season's series
      // takes the regular programme's place in them (issue 31).
      season: { id: stored.seasonId ?? null, recurring: main.successor.ruleId !== ONCE },
    })
    // The cycle's projection: the season's dates it skipped are listed with the reason `season`.
    const skipped = cycle.projection.skipped
    const pending = { successor: main.successor, showId: stored.showId, skipped }
    if (cycle.kind === 'preview') {
      return { kind: 'preview', preview: cycle.preview, owner: { scheduleId: null, showId: stored.showId }, ...pending }
    }
    if (cycle.kind === 'conflict') return { kind: 'conflict', conflict: cycle.conflict, ...pending }

    // Write: the successor (linked back), the predecessor ended and linked on, then the timeslots.
    // A repetition's successor repeats the same original, and its timeslots are linked as a POST links them.
    const repeatOfId = stored.repeatOfId ?? null
    const linkOf = await projectedLinks(scope, repeatOfId, main.successor, main.projection.slots, zone)
    const { successor, predecessor } = await writeSeries(scope, main, repeatOfId)
    // A following repetition's successor repeats the original's successor.
    const written = []
    for (const plan of followers) written.push({ plan, ...(await writeSeries(scope, plan, successor.id)) })
    const placeByHash = new Map(
      written.flatMap(({ plan, successor: next }) =>
        plan.projection.slots.map(
          (slot) => [slot.hash, { scheduleId: next.id, showId: next.showId, isRepetition: next.isRepetition }] as const,
        ),
      ),
    )
    const restoration = await applyPlan(scope, cycle.plan, moving, successor, {
      contentOf: (hash) => plans.map((plan) => plan.contentByHash.get(hash)).find((content) => content !== undefined),
      linkOf,
      placeOf: (hash) => placeByHash.get(hash),
      restore: restoreOptions(ctx, submission.restore),
    })
    for (const { successor: next } of written) await relinkStanding(scope, next, zone)
    const created = projectedOf(cycle.plan).length
    const repetitions = written.length === 0 ? '' : `, with ${written.length} repetition schedule(s)`
    scope.describe(
      `Moved schedule ${stored.id} of show ${stored.showId} from ${submission.from}: schedule ${successor.id} continues it, ` +
        `${moving.length} timeslot(s) moved, ${created} created${repetitions}${givenBack(restoration)}`,
    )
    return {
      kind: 'created',
      schedule: successor,
      skipped,
      predecessor,
      restoration,
      repetitions: written.map(({ successor: next }) => next),
    }
  })
}

/** One schedule's part of a series move: its two specs, its successor's projection, and what moves. */
interface SeriesPlan {
  row: schedulesDb.ScheduleRow
  stored: ScheduleRecord
  ended: ScheduleSpec
  /** The successor's spec as it is written (exceptions placed, lastDate as projected). */
  successor: ScheduleSpec
  projection: Projection
  moving: ExistingSlot[]
  contentByHash: Map<string, SlotContent>
}

async function planSeries(
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

/**
 * The repetition schedules that follow a series move of their original (none with `keep`): those that
 * run on `from`. One of the original's rule takes its changes of rule, weekday and lastDate and keeps
 * its own times and offset; one of another rule keeps its rule (it only repeats the successor now).
 */
async function followingSchedules(
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
async function writeSeries(
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

/**
 * The stored schedule's occurrences from `from` on that have not started, cancelled ones included (they
 * hold their position). From its lastDate on, a day later is projected and only that day's kept.
 */
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
