/**
 * Creating and updating a schedule: the contract's cycle of projection, collisions and solutions.
 * One function serves POST and PUT: parse → load under the lock → decide → write → outcome.
 */
import { assessProjection } from '../domain/assessment.ts'
import { decideResolution, previewResolution, type Conflict, type Preview } from '../domain/decision.ts'
import { projectChecked, projectTimeslots, validateSchedule, type CheckedSchedule } from '../domain/project.ts'
import type { SlotContent } from '../domain/move.ts'
import { keptOf, projectedOf, RESOLUTION_MESSAGE, type ResolutionPlan } from '../domain/resolution.ts'
import { createdSpec, fixedFieldChanges, updatedSpec, type ScheduleDraft, type ScheduleOwner, type ScheduleRecord, type ScheduleRequest } from '../domain/schedule.ts'
import { toSnapshot, type RowSnapshot } from '../domain/revert.ts'
import type { ExistingSlot, ProjectionResult, ScheduleProblem, ScheduleSpec, SkippedOccurrence } from '../domain/types.ts'
import { findColliding, findOwnFuture, type TimeslotWithShow, findOwnRunning } from '../db/collisions.ts'
import { breakIn } from '../domain/break-in.ts'
import * as schedulesDb from '../db/schedules.ts'
import * as timeslotsDb from '../db/timeslots.ts'
import { AppError, ERRORS, notFound, SCHEDULE_PROBLEM_ERRORS } from '../errors.ts'
import type { Caller } from './caller.ts'
import type { ServiceContext } from './context.ts'
import { changeableShows, requireChangeable } from './ownership.ts'
import { displacedEntry, givenBack, restoreDisplaced, restoreOptions, type RestoreOptions } from './restoration.ts'
import type { Restoration } from '../domain/restoration.ts'
import { requireLiveShow } from './show-guard.ts'
import { checkPrecondition, runWrite, type KeyedAnswer, type Precondition, type WriteScope } from './write.ts'

export interface ScheduleSubmission extends ScheduleRequest {
  /** On update: a condition on the stored schedule (If-Match). */
  expect?: Precondition
  /** False: the timeslots the write drops give back nothing they displaced. */
  restore?: boolean
}

export type ScheduleOutcome =
  | { kind: 'created' | 'updated'; schedule: ScheduleRecord; skipped: SkippedOccurrence[]; restoration: Restoration }
  | { kind: 'conflict'; conflict: Conflict; skipped: SkippedOccurrence[] }
  | { kind: 'preview'; preview: Preview; owner: ScheduleOwner; skipped: SkippedOccurrence[] }

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

/** What to do when the solutions do not match the collisions: add the missing ones, or start again. */
function countMismatchAdvice(decision: { sent: number; colliding: number; missing: string[]; unknown: string[] }): string {
  const listed = (hashes: string[]) => (hashes.length > 5 ? `${hashes.slice(0, 5).join(', ')}, …` : hashes.join(', '))
  if (decision.unknown.length > 0) {
    return (
      `names ${decision.unknown.length} timeslot(s) that do not collide now (${listed(decision.unknown)}): the collisions changed ` +
      'since you saw them (another change to the programme); send the schedule again without solutions to see the current ones'
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

/**
 * POST (scheduleId null) or PUT a schedule. Answers in domain terms: created or updated, a conflict
 * to resolve, or a preview; a problem with the request is thrown as an AppError and changes nothing.
 */
export async function submitSchedule(ctx: ServiceContext, caller: Caller, submission: ScheduleSubmission, keyed?: KeyedAnswer): Promise<ScheduleOutcome> {
  // Parse: what the schedule data says on its own, before any database work. A new schedule's checked
  // value is the one projected; an update's draft is merged with the stored schedule and checked as that.
  const parsed = checkedSchedule(submission.scheduleId === null ? createdSpec(submission.draft) : submission.draft.spec)

  const action = submission.scheduleId === null ? 'schedule.create' : 'schedule.update'
  const request = {
    scheduleId: submission.scheduleId,
    draft: submission.draft,
    solutions: submission.solutions,
    ...(submission.defaultSolution === undefined ? {} : { defaultSolution: submission.defaultSolution }),
  }
  const resolution = { ...submission, minFillMs: ctx.config.minSlotMinutes * 60_000 }
  return runWrite(ctx, caller, { action, request, keyed }, async (scope) => {
    // Load under the lock.
    const storedRow = submission.scheduleId === null ? null : await loadSchedule(scope, submission.scheduleId)
    const stored = storedRow === null ? null : schedulesDb.toScheduleRecord(storedRow)
    // One ownership question for the whole write: the stored and the sent show, and owner-aware
    // resolution (solutions that delete or trim a timeslot of a show the caller may not change are forbidden).
    const mayChangeShow = await changeableShows(scope.tx, caller)
    if (stored !== null) {
      requireChangeable(mayChangeShow, stored.showId, `changing schedule ${stored.id}`)
      checkPrecondition(ctx, submission.expect, stored, `schedule ${stored.id}`)
    }
    await requireLiveShow(scope.tx, submission.draft.showId, 'schedule/show')
    requireChangeable(mayChangeShow, submission.draft.showId, 'planning a schedule')

    // Decide.
    const checked = stored === null ? parsed : checkedSchedule(checkedUpdate(stored, submission.draft))
    const spec = checked.spec
    const projection = project(ctx, checked, scope.now)
    const future = projection.slots.filter((slot) => !slot.isPast)
    // The running own timeslot stands for its occurrence, so breaking in never meets itself.
    const own = stored === null ? [] : [...(await findOwnRunning(scope.tx, stored.id, scope.now)), ...(await findOwnFuture(scope.tx, stored.id, scope.now))]
    const colliding = await findColliding(scope.tx, future, stored === null ? undefined : { scheduleId: stored.id, from: scope.now })
    const assessment = assessProjection({
      projected: projection.slots,
      candidates: colliding,
      own: own.map(toExistingSlot),
      now: scope.now,
      mayChange: (slot) => mayChangeShow(slot.showId),
    })
    const owner = { scheduleId: stored?.id ?? null, showId: submission.draft.showId }
    const skipped = projection.skipped
    if (submission.dryrun) {
      return { kind: 'preview', preview: previewResolution(assessment, resolution), owner, skipped }
    }
    const decision = decideResolution(assessment, resolution)
    if (decision.kind === 'count-mismatch') {
      throw new AppError(ERRORS.solutionsCountMismatch, RESOLUTION_MESSAGE.countMismatch, [{ path: 'solutions', message: countMismatchAdvice(decision) }])
    }
    if (decision.kind === 'forbidden') {
      throw new AppError(ERRORS.solutionForbidden, RESOLUTION_MESSAGE.forbidden, decision.hashes.map((hash) => ({
        path: `solutions/${hash}`,
        message: 'would change a timeslot of a show you do not own; choose one of its solutionChoices',
      })))
    }
    if (decision.kind === 'conflict') return { kind: 'conflict', conflict: decision.conflict, skipped }
    if (stored === null && projectedOf(decision.plan).length === 0) {
      throw nothingToCreate(skipped)
    }

    // Write.
    const schedule = await saveSchedule(scope, storedRow, { ...submission.draft, spec: { ...spec, lastDate: projection.lastDate } })
    const restoration = await applyPlan(scope, decision.plan, assessment.stale, schedule, { restore: restoreOptions(ctx, submission.restore, mayChangeShow) })
    if (stored !== null && stored.isRepetition !== schedule.isRepetition) {
      // The rows as stored (the change log's `before`), without the joined show name.
      const before = new Map(own.map(({ showName: _, ...row }) => [row.id, row]))
      for (const row of await timeslotsDb.setRepetition(scope.tx, schedule.id, scope.now, schedule.isRepetition, scope.caller.userId)) {
        scope.record('timeslot', before.get(row.id) ?? null, row)
      }
    }
    scope.describe(describeWrite(stored === null ? 'Created' : 'Updated', schedule, decision.plan, assessment.stale.length) + givenBack(restoration))
    return { kind: stored === null ? 'created' : 'updated', schedule, skipped, restoration }
  })
}

/** The stored schedule's row, read once under the lock: the decision reads its record, the change log its row. */
async function loadSchedule(scope: WriteScope, id: number): Promise<schedulesDb.ScheduleRow> {
  const row = await schedulesDb.findById(scope.tx, id)
  if (row === null) throw notFound(ERRORS.scheduleNotFound, 'schedule', id)
  return row
}

/** A PUT keeps show, rule, weekday, times and anchor; refused as the contract's "not allowed" naming each field. */
function checkedUpdate(stored: ScheduleRecord, draft: ScheduleDraft): ScheduleSpec {
  const changes = fixedFieldChanges(stored, draft)
  if (changes.length > 0) {
    throw new AppError(
      ERRORS.scheduleChangeNotAllowed,
      RESOLUTION_MESSAGE.notAllowed,
      changes.map((change) => ({ path: `schedule/${change.field}`, message: change.message })),
    )
  }
  return updatedSpec(stored, draft)
}

/** The schedule checked, or the API's error naming the field at fault. */
function checkedSchedule(spec: ScheduleSpec): CheckedSchedule {
  const checked = validateSchedule(spec)
  if ('problem' in checked) throw scheduleProblemError(checked.problem)
  return checked
}

/** The projection of a schedule (checked here, unless the caller has checked it already), from now on. */
export function project(ctx: ServiceContext, schedule: ScheduleSpec | CheckedSchedule, now: number): Extract<ProjectionResult, { ok: true }> {
  const settings = {
    zone: ctx.config.stationTimeZone,
    now,
    maxSlots: ctx.config.maxTimeslotsPerSchedule,
    defaultHorizonDays: ctx.config.scheduleHorizonDays,
  }
  const result = 'firstDay' in schedule ? projectChecked(schedule, settings) : projectTimeslots(schedule, settings)
  if (!result.ok) throw scheduleProblemError(result.problem)
  return { ...result, slots: breakIn(result.slots, now) }
}

export function nothingToCreate(skipped: readonly SkippedOccurrence[]): AppError {
  const why = skipped.length === 0 ? '' : ` (${skipped.map((s) => s.message).join('; ')})`
  return new AppError(
    ERRORS.scheduleNothingToCreate,
    `No timeslot would be created (every projected timeslot is past, skipped or was discarded${why}), so the schedule was not saved`,
    [{ path: 'schedule', message: 'projects no timeslot that can be created' }],
  )
}

async function saveSchedule(scope: WriteScope, stored: schedulesDb.ScheduleRow | null, draft: ScheduleDraft): Promise<ScheduleRecord> {
  const columns = schedulesDb.toScheduleColumns(draft)
  if (stored === null) {
    const row = await schedulesDb.insert(scope.tx, columns, scope.caller.userId)
    scope.record('schedule', null, row)
    return schedulesDb.toScheduleRecord(row)
  }
  const row = await schedulesDb.update(scope.tx, stored.id, columns, scope.caller.userId)
  scope.record('schedule', stored, row)
  return schedulesDb.toScheduleRecord(row)
}

/**
 * Writes a plan: deletions first (the plan's and the schedule's stale timeslots), then trims, then
 * inserts, one statement each, so no statement meets an overlap that the end state lacks. A created
 * timeslot keeps the rows its solution deleted or trimmed, as they were, to give them back when it goes;
 * the stale ones give back what they displaced, unless `restore` is false. Answers what came back.
 */
export async function applyPlan(
  scope: WriteScope,
  plan: ResolutionPlan,
  stale: readonly ExistingSlot[],
  schedule: ScheduleRecord,
  options: {
    /** A move: the content a projected timeslot takes over from the occurrence it continues. */
    contentOf?: (hash: string) => SlotContent | undefined
    restore?: RestoreOptions | undefined
  } = {},
): Promise<Restoration> {
  const taken = new Map<number, RowSnapshot>()
  const removed = await timeslotsDb.removeMany(scope.tx, [...plan.remove, ...stale.map((slot) => slot.id)])
  for (const row of removed) {
    taken.set(row.id, toSnapshot(row))
    scope.record('timeslot', row, null)
  }
  for (const { before, after } of await timeslotsDb.updateTimes(scope.tx, plan.update, scope.caller.userId)) {
    taken.set(before.id, toSnapshot(before))
    scope.record('timeslot', before, after)
  }
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
            displaced: slot.origin.displaces.flatMap((id) => {
              const row = taken.get(id)
              return row === undefined ? [] : [displacedEntry(row, keptOf(plan, id))]
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
  return restoreDisplaced(scope, removed.filter((row) => staleIds.has(row.id)), options.restore)
}

function describeWrite(verb: string, schedule: ScheduleRecord, plan: ResolutionPlan, stale: number): string {
  const created = projectedOf(plan).length
  const parts = [`${created} timeslot(s) created`]
  if (plan.remove.length + stale > 0) parts.push(`${plan.remove.length + stale} deleted`)
  if (plan.update.length > 0) parts.push(`${plan.update.length} trimmed`)
  return `${verb} schedule ${schedule.id} of show ${schedule.showId}: ${parts.join(', ')}`
}
