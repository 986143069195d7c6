/**
 * Moving a series from a date: the schedule ends the day before `from` and a successor with the
 * changed fields continues it, in one write through the schedule's cycle (projection, collisions,
 * solutions or 409, dry run). The future timeslots' content follows them by occurrence order.
 */

import { findOwnFuture } from '../../db/programme/colliding-timeslots.ts'
import { findHolidayDays } from '../../db/programme/holidays.ts'
import * as schedulesDb from '../../db/programme/schedules.ts'
import { projectTimeslots, validateSchedule } from '../../domain/recurrence/projection.ts'
import type { Restoration } from '../../domain/resolution/give-back-rules.ts'
import { projectedOf } from '../../domain/resolution/resolution-plan.ts'
import { breakIn } from '../../domain/schedules/break-in.ts'
import { cancelOccurrences } from '../../domain/schedules/exceptions.ts'
import { movedDates } from '../../domain/schedules/moved-occurrences.ts'
import type { ScheduleRecord } from '../../domain/schedules/schedule.ts'
import {
  generatedOn,
  keptLastDate,
  type MoveSubmission,
  moveContent,
  movedSpecs,
  placeExceptions,
} from '../../domain/schedules/series-move.ts'
import { addLocalDays } from '../../domain/time/civil-dates.ts'
import { todayIn } from '../../domain/time/station-time.ts'
import type { ProjectedSlot, ScheduleSpec, SkippedOccurrence } from '../../domain/types.ts'
import { AppError, ERRORS, notFound } from '../../errors.ts'
import type { Caller } from '../access/caller.ts'
import type { ServiceContext } from '../context.ts'
import { requireLiveShow } from '../programme/show-guard.ts'
import { type KeyedAnswer, runWrite } from '../write.ts'
import { givenBack, restoreOptions } from './give-back.ts'
import { projectedLinks } from './repetition-follows.ts'
import { projectOrThrow, runCycle, scheduleProblemError, toExistingSlot } from './schedule-cycle.ts'
import { applyPlan, type ScheduleOutcome } from './schedules.ts'

const ONCE = 1

/** A move answers like a POST of its successor: created (with the ended predecessor), a conflict or a preview. */
export type MoveOutcome =
  | {
      kind: 'created'
      schedule: ScheduleRecord
      predecessor: ScheduleRecord
      skipped: SkippedOccurrence[]
      restoration: Restoration
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
  }
  return runWrite(ctx, caller, { action: 'schedule.move', request, keyed }, async (scope) => {
    const row = await schedulesDb.findById(scope.tx, submission.scheduleId)
    if (row === null) throw notFound(ERRORS.scheduleNotFound, 'schedule', submission.scheduleId)
    const stored = schedulesDb.toScheduleRecord(row)
    await scope.ownership.require(stored.showId, `moving schedule ${stored.id}`)
    await requireLiveShow(scope.tx, stored.showId, 'schedule')

    // Decide: the two specs, then the old and new occurrences from `from` on, matched by order.
    const specs = movedSpecs(stored.spec, submission.from, submission.changes, todayIn(zone, scope.now))
    if ('problem' in specs) {
      throw new AppError(ERRORS.scheduleMoveFromInvalid, `from ${specs.problem.message}`, [
        { path: 'from', message: specs.problem.message },
      ])
    }
    // Holidays count as they do for every schedule: a skipped date is no occurrence, no business day.
    const holidays = await findHolidayDays(scope.tx)
    const old = remainingOccurrences(ctx, stored.spec, submission.from, scope.now, holidays)
    // An open-ended schedule's successor is open-ended too (movedSpecs): it runs to the horizon.
    const kept =
      submission.changes.lastDate === undefined && specs.successor.openEnded !== true
        ? keptLastDate(old.length, probe(ctx, specs.successor, scope.now, holidays), specs.successor)
        : null
    // One broadcast left is a `once`: a recurring rule may not start and end on the same day.
    const single = kept !== null && kept === submission.from ? { ruleId: ONCE, byWeekday: null } : {}
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
    // The moving timeslots go like a PUT's stale ones: deleted first, listed by a dry run.
    const cycle = await runCycle(ctx, scope, {
      plans: { projection },
      replaces: moving,
      resolution: submission,
      mode: submission.dryrun ? 'dryrun' : 'write',
      creates: true,
      resend: 'move',
      // A regular series moved into a `replace` season's dates skips them, as a POST of it would (issue 31).
      season: stored.seasonId == null ? { id: null, recurring: successorBase.ruleId !== ONCE } : undefined,
    })
    const skipped = cycle.projection.skipped
    const pending = {
      successor: { ...successorBase, exceptions, lastDate: projection.lastDate },
      showId: stored.showId,
      skipped,
    }
    if (cycle.kind === 'preview') {
      return { kind: 'preview', preview: cycle.preview, owner: { scheduleId: null, showId: stored.showId }, ...pending }
    }
    if (cycle.kind === 'conflict') return { kind: 'conflict', conflict: cycle.conflict, ...pending }

    // Write: the successor (linked back), the predecessor ended and linked on, then the timeslots.
    // A repetition's successor repeats the same original, and its timeslots are linked as a POST links them.
    const repeatOfId = stored.repeatOfId ?? null
    const draft = {
      showId: stored.showId,
      spec: pending.successor,
      isRepetition: stored.isRepetition,
      defaultMediaId: stored.defaultMediaId,
      repeatOfId,
    }
    const linkOf = await projectedLinks(scope, repeatOfId, pending.successor, projection.slots, zone)
    const inserted = await schedulesDb.insert(
      scope.tx,
      { ...schedulesDb.toScheduleColumns(draft), predecessorId: stored.id },
      scope.caller.userId,
    )
    scope.record('schedule', null, inserted)
    const ended = { ...stored, spec: specs.ended }
    const updated = await schedulesDb.update(
      scope.tx,
      stored.id,
      { ...schedulesDb.toScheduleColumns(ended), successorId: inserted.id },
      scope.caller.userId,
    )
    scope.record('schedule', row, updated)
    const successor = schedulesDb.toScheduleRecord(inserted)
    const restoration = await applyPlan(scope, cycle.plan, moving, successor, {
      contentOf: (hash) => contentByHash.get(hash),
      linkOf,
      restore: restoreOptions(ctx, submission.restore),
    })
    const created = projectedOf(cycle.plan).length
    scope.describe(
      `Moved schedule ${stored.id} of show ${stored.showId} from ${submission.from}: schedule ${successor.id} continues it, ` +
        `${moving.length} timeslot(s) moved, ${created} created${givenBack(restoration)}`,
    )
    return {
      kind: 'created',
      schedule: successor,
      skipped,
      predecessor: schedulesDb.toScheduleRecord(updated),
      restoration,
    }
  })
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
