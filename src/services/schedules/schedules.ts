/** Creating and updating a schedule: one function serves POST and PUT through the schedule cycle. */

import { findHolidayDays } from '../../db/programme/holidays.ts'
import * as schedulesDb from '../../db/programme/schedules.ts'
import * as timeslotsDb from '../../db/programme/timeslots.ts'
import { type CheckedSchedule, validateSchedule } from '../../domain/recurrence/schedule-validation.ts'
import type { Conflict, Preview } from '../../domain/resolution/decision.ts'
import type { Restoration } from '../../domain/resolution/give-back-rules.ts'
import { projectedOf, type ResolutionPlan } from '../../domain/resolution/resolution-plan.ts'
import { RESOLUTION_MESSAGE } from '../../domain/resolution/solution-judgement.ts'
import {
  createdSpec,
  fixedFieldChanges,
  type ScheduleDraft,
  type ScheduleOwner,
  type ScheduleRecord,
  type ScheduleRequest,
  updatedSpec,
} from '../../domain/schedules/schedule.ts'
import type { ScheduleSpec, SkippedOccurrence } from '../../domain/types.ts'
import { AppError, ERRORS, requireFound } from '../../errors.ts'
import type { Caller } from '../access/caller.ts'
import type { ServiceContext } from '../context.ts'
import { requireLiveShow } from '../programme/show-guard.ts'
import { withinSeason } from '../seasons/season-cycle.ts'
import {
  checkPrecondition,
  type KeyedAnswer,
  type Precondition,
  requestOf,
  runWrite,
  type WriteScope,
} from '../write.ts'
import { givenBack, restoreOptions } from './give-back.ts'
import { applyPlan } from './plan-writes.ts'
import {
  checkRepeatOf,
  projectedLinks,
  type RepetitionsChoice,
  relinkStanding,
  withoutPreempted,
} from './repetition-follows.ts'
import { checkedContents, type ProjectedContents } from './schedule-contents.ts'
import { projectOrThrow, runCycle, scheduleProblemError } from './schedule-cycle.ts'

// Where the contents came from in the request (Variant A's names).
const CONTENT_FIELDS = { episodes: 'notes', media: 'playlists' }

export interface ScheduleSubmission extends ScheduleRequest {
  /** On update: a condition on the stored schedule (If-Match). */
  expect?: Precondition
  /** False: the timeslots the write drops give back nothing they displaced. */
  restore?: boolean
  /** Variant A's `notes` and `playlists`: the episode and media of the timeslots it creates. */
  contents?: ProjectedContents
  /** Extension: `keep` leaves the repetitions of timeslots an `ours*` solution deletes as they are (default: they go too). */
  repetitions?: RepetitionsChoice | undefined
}

export type ScheduleOutcome =
  | {
      kind: 'created' | 'updated'
      schedule: ScheduleRecord
      skipped: SkippedOccurrence[]
      restoration: Restoration
      repetitions: timeslotsDb.TimeslotRow[]
    }
  | { kind: 'conflict'; conflict: Conflict; skipped: SkippedOccurrence[] }
  | { kind: 'preview'; preview: Preview; owner: ScheduleOwner; skipped: SkippedOccurrence[] }

/** POST (scheduleId null) or PUT a schedule: created, updated, a conflict or a preview; problems are thrown. */
export async function submitSchedule(
  ctx: ServiceContext,
  caller: Caller,
  submission: ScheduleSubmission,
  keyed?: KeyedAnswer,
): Promise<ScheduleOutcome> {
  // Parse, before any database work: an update's draft is merged with the stored schedule and checked as that.
  const parsed =
    submission.scheduleId === null
      ? checkedSchedule(createdSpec(submission.draft))
      : checkedSchedule(submission.draft.spec, { anchorKnown: false })

  const action = submission.scheduleId === null ? 'schedule.create' : 'schedule.update'
  const request = requestOf(submission, ['scheduleId', 'draft', 'solutions', 'defaultSolution'])
  return runWrite(ctx, caller, { action, request, keyed }, async (scope) => {
    // Load under the lock.
    const storedRow = submission.scheduleId === null ? null : await loadSchedule(scope, submission.scheduleId)
    const stored = storedRow === null ? null : schedulesDb.toScheduleRecord(storedRow)
    if (stored !== null) {
      await scope.ownership.require(stored.showId, `changing schedule ${stored.id}`)
      checkPrecondition(ctx, submission.expect, stored, `schedule ${stored.id}`)
    }
    await requireLiveShow(scope.tx, submission.draft.showId, 'schedule/show')
    await scope.ownership.require(submission.draft.showId, 'planning a schedule')
    const repeatOf = await repeatOfOf(scope, stored, submission.draft)

    // Decide. A season schedule lies inside its season's dates (issue 31); its season stays on update.
    const seasonId = seasonOf(stored, submission.draft)
    const unseasoned = stored === null ? parsed : checkedSchedule(checkedUpdate(stored, submission.draft))
    const checked =
      seasonId === null ? unseasoned : checkedSchedule(await withinSeason(scope, seasonId, unseasoned.spec))
    const plans =
      stored !== null && repeatOf !== null
        ? {
            projection: await withoutPreempted(
              scope,
              stored.id,
              projectOrThrow(ctx, checked, scope.now, await findHolidayDays(scope.tx)),
            ),
          }
        : { schedule: checked }
    const cycle = await runCycle(ctx, scope, {
      season: { id: seasonId, recurring: checked.spec.ruleId !== ONCE_RULE },
      plans,
      ownSchedule: stored?.id,
      moved: stored?.moved,
      resolution: submission,
      mode: submission.dryrun ? 'dryrun' : 'write',
      creates: stored === null,
      resend: 'schedule',
    })
    const { projection, assessment, own } = cycle
    const skipped = projection.skipped
    if (cycle.kind === 'preview') {
      return {
        kind: 'preview',
        preview: cycle.preview,
        owner: { scheduleId: stored?.id ?? null, showId: submission.draft.showId },
        skipped,
      }
    }
    if (cycle.kind === 'conflict') return { kind: 'conflict', conflict: cycle.conflict, skipped }

    const contentOf = await checkedContents(
      scope.tx,
      submission.contents,
      submission.draft.showId,
      new Set(projection.slots.map((slot) => slot.hash)),
      CONTENT_FIELDS,
    )

    const zone = ctx.config.stationTimeZone
    const linkOf = await projectedLinks(scope, repeatOf, checked.spec, projection.slots, zone)

    // Write.
    const schedule = await saveSchedule(
      scope,
      storedRow,
      { ...submission.draft, seasonId, spec: { ...checked.spec, lastDate: projection.lastDate } },
      repeatOf,
    )
    const { followed, ...restoration } = await applyPlan(scope, cycle.plan, assessment.stale, schedule, {
      contentOf,
      linkOf,
      restore: restoreOptions(ctx, submission.restore),
      repetitions: submission.repetitions,
    })
    if (stored !== null && (repeatOf !== null || stored.repeatOfId != null)) await relinkStanding(scope, schedule, zone)
    if (stored !== null && stored.isRepetition !== schedule.isRepetition) {
      // The rows as stored (the change log's `before`), without the joined show name.
      const before = new Map(own.map(({ showName: _, ...row }) => [row.id, row]))
      for (const row of await timeslotsDb.setRepetition(
        scope.tx,
        schedule.id,
        scope.now,
        schedule.isRepetition,
        scope.caller.userId,
      )) {
        scope.record('timeslot', before.get(row.id) ?? null, row)
      }
    }
    const repetitions =
      followed.length === 0 ? '' : `; ${followed.length} repetition(s) of deleted timeslots deleted with them`
    scope.describe(
      describeWrite(stored === null ? 'Created' : 'Updated', schedule, cycle.plan, assessment.stale.length) +
        givenBack(restoration) +
        repetitions,
    )
    return { kind: stored === null ? 'created' : 'updated', schedule, skipped, restoration, repetitions: followed }
  })
}

// The contract's rule 1: one broadcast, a special, never regular programme that a season replaces.
const ONCE_RULE = 1

/** The schedule's season: as sent, or on update as stored; a PUT may not move a schedule into or out of a season. */
function seasonOf(stored: ScheduleRecord | null, draft: ScheduleDraft): number | null {
  const stays = stored?.seasonId ?? null
  if (draft.seasonId === undefined) return stays
  if (stored !== null && draft.seasonId !== stays) {
    throw new AppError(ERRORS.scheduleChangeNotAllowed, RESOLUTION_MESSAGE.notAllowed, [
      {
        path: 'schedule/season',
        message: `cannot change (is ${JSON.stringify(stays)}); end this schedule (DELETE gives back what it took) and create a new one instead`,
      },
    ])
  }
  return draft.seasonId
}

/** The stored schedule's row, read once under the lock: the decision reads its record, the change log its row. */
async function loadSchedule(scope: WriteScope, id: number): Promise<schedulesDb.ScheduleRow> {
  return requireFound(schedulesDb.findById(scope.tx, id), ERRORS.scheduleNotFound, 'schedule', id)
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
function checkedSchedule(spec: ScheduleSpec, options?: { anchorKnown?: boolean }): CheckedSchedule {
  const checked = validateSchedule(spec, options)
  if ('problem' in checked) throw scheduleProblemError(checked.problem)
  return checked
}

/** The schedule a repetition repeats: the one named, else on update the stored one (a contract PUT keeps it). */
async function repeatOfOf(
  scope: WriteScope,
  stored: ScheduleRecord | null,
  draft: ScheduleDraft,
): Promise<number | null> {
  const named =
    draft.repeatOf === undefined ? (draft.isRepetition ? (stored?.repeatOfId ?? null) : null) : draft.repeatOf
  if (named !== null)
    await checkRepeatOf(
      scope,
      { id: stored?.id ?? null, showId: draft.showId, isRepetition: draft.isRepetition },
      named,
    )
  return named
}

async function saveSchedule(
  scope: WriteScope,
  stored: schedulesDb.ScheduleRow | null,
  draft: ScheduleDraft,
  repeatOfId: number | null,
): Promise<ScheduleRecord> {
  const columns = schedulesDb.toScheduleColumns({ ...draft, repeatOfId })
  if (stored === null) {
    const row = await schedulesDb.insert(scope.tx, columns, scope.caller.userId)
    scope.record('schedule', null, row)
    return schedulesDb.toScheduleRecord(row)
  }
  const row = await schedulesDb.update(scope.tx, stored.id, columns, scope.caller.userId)
  scope.record('schedule', stored, row)
  return schedulesDb.toScheduleRecord(row)
}

function describeWrite(verb: string, schedule: ScheduleRecord, plan: ResolutionPlan, stale: number): string {
  const created = projectedOf(plan).length
  const parts = [`${created} timeslot(s) created`]
  if (plan.remove.length + stale > 0) parts.push(`${plan.remove.length + stale} deleted`)
  if (plan.update.length > 0) parts.push(`${plan.update.length} trimmed`)
  return `${verb} schedule ${schedule.id} of show ${schedule.showId}: ${parts.join(', ')}`
}
