/** The contract's JSON for schedules and their resolution, from and to domain values (station-local times). */

import { contractRuleOf, scheduleRecurrence, withContractRule } from '../../domain/recurrence/rrule-rules.ts'
import type { Conflict, ConflictSlot, Preview } from '../../domain/resolution/decision.ts'
import { RESOLUTION_MESSAGE } from '../../domain/resolution/solution-judgement.ts'
import type { ScheduleDraft, ScheduleOwner, ScheduleRecord, ScheduleRequest } from '../../domain/schedules/schedule.ts'
import type { DefaultSolution, ExistingSlot, Interval, ScheduleSpec, SkippedOccurrence } from '../../domain/types.ts'
import { timesOf } from '../common/times.ts'
import type {
  CollisionView,
  ConflictResponse,
  DryRunResponse,
  DryRunSlot,
  ProjectedView,
  ResolutionBody,
} from './conflict-schemas.ts'
import type { ScheduleInput, ScheduleView, SkippedView } from './schemas.ts'

export function toScheduleView(record: ScheduleRecord, skipped?: readonly SkippedOccurrence[]): ScheduleView {
  const { spec } = record
  const view: ScheduleView = {
    id: record.id,
    show: record.showId,
    rrule: spec.ruleId === 0 ? null : spec.ruleId,
    recurrence: scheduleRecurrence(spec) ?? '',
    byWeekday: spec.byWeekday,
    firstDate: spec.firstDate,
    lastDate: spec.openEnded === true ? null : (spec.lastDate ?? spec.firstDate),
    ...(spec.openEnded === true ? { horizonDate: spec.lastDate ?? spec.firstDate } : {}),
    startTime: spec.startTime,
    endTime: spec.endTime,
    isRepetition: record.isRepetition,
    defaultMediaId: record.defaultMediaId,
    ...dateRulesOf(spec),
    createdAt: new Date(record.createdAt).toISOString(),
    updatedAt: new Date(record.updatedAt).toISOString(),
    predecessorId: record.predecessorId ?? null,
    successorId: record.successorId ?? null,
  }
  if (record.seasonId != null) view.season = record.seasonId
  if (record.repeatOfId != null) view.repeatOf = record.repeatOfId
  if (skipped !== undefined && skipped.length > 0) view.skipped = skipped.map(toSkippedView)
  return view
}

/** Which dates a schedule's times fall on beyond its rule: offset, anchor, exceptions, holidays. */
export function dateRulesOf(spec: ScheduleSpec) {
  return {
    addDaysNo: spec.addDaysNo,
    addBusinessDaysOnly: spec.addBusinessDaysOnly,
    anchorDate: spec.anchorDate ?? spec.firstDate,
    exceptions: [...(spec.exceptions ?? [])],
    holidays: spec.holidays ?? 'air',
  }
}

function toSkippedView(skipped: SkippedOccurrence): SkippedView {
  return { date: skipped.date, reason: skipped.reason, message: skipped.message }
}

/** The request's `schedule` object as domain data. */
export function toDraft(input: ScheduleInput): ScheduleDraft {
  const recurrence = recurrenceAsRead(input)
  return {
    showId: input.show,
    // An RRULE that is one of the fourteen becomes its rule id; validation refuses what is left wrong.
    spec: withContractRule({
      ruleId: input.rrule ?? 0,
      ...(recurrence === undefined ? {} : { recurrence }),
      byWeekday: input.byWeekday ?? null,
      firstDate: input.firstDate,
      lastDate: input.lastDate ?? null,
      // Null is not absent: an open-ended schedule (absent keeps the default horizon).
      ...(input.lastDate === null ? { openEnded: true } : {}),
      startTime: input.startTime,
      endTime: input.endTime,
      addDaysNo: input.addDaysNo ?? null,
      addBusinessDaysOnly: input.addBusinessDaysOnly ?? false,
      ...(input.anchorDate === undefined ? {} : { anchorDate: input.anchorDate }),
      ...(input.exceptions === undefined ? {} : { exceptions: [...new Set(input.exceptions)].sort() }),
      ...(input.holidays === undefined ? {} : { holidays: input.holidays }),
    }),
    isRepetition: input.isRepetition ?? false,
    defaultMediaId: input.defaultMediaId ?? null,
    ...(input.season === undefined ? {} : { seasonId: input.season }),
    ...(input.repeatOf === undefined ? {} : { repeatOf: input.repeatOf }),
  }
}

/**
 * The RRULE a request means: absent when it sends `rrule` with that very rule's RRULE beside it, as GET
 * reads a schedule back (so the pair goes back unchanged); any other pair stays for validation to refuse.
 */
function recurrenceAsRead(input: ScheduleInput): string | undefined {
  if (input.recurrence === undefined || input.rrule == null) return input.recurrence
  const rule = contractRuleOf(input.recurrence)
  // Rules 1-3 ignore byWeekday, so GET may read one back beside them.
  const same =
    rule !== null && rule.ruleId === input.rrule && (rule.ruleId <= 3 || rule.byWeekday === (input.byWeekday ?? null))
  return same ? undefined : input.recurrence
}

/** A POST or PUT body as what the service decides on. */
export function toSubmission(
  body: ResolutionBody,
  scheduleId: number | null,
): ScheduleRequest & { repetitions?: 'follow' | 'keep' } {
  return {
    scheduleId,
    draft: toDraft(body.schedule),
    solutions: body.solutions,
    seen: seenCollisions(body),
    dryrun: body.schedule.dryrun ?? false,
    defaultSolution: body.defaultSolution,
    ...(body.repetitions === undefined ? {} : { repetitions: body.repetitions as 'follow' | 'keep' }),
  }
}

/** The collisions a client was shown, from the 409 body it sent back (`projected`); undefined when it sent none. */
function seenCollisions(body: ResolutionBody): Map<string, number[]> | undefined {
  if (body.projected === undefined) return undefined
  return new Map(body.projected.map((entry) => [entry.hash, entry.collisions.map((collision) => collision.id)]))
}

export function toCollisionView(slot: ExistingSlot, zone: string): CollisionView {
  const view: CollisionView = {
    id: slot.id,
    ...timesOf(slot, zone),
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

export function toProjectedView(slot: ConflictSlot, zone: string): ProjectedView {
  const view: ProjectedView = {
    hash: slot.projected.hash,
    ...timesOf(slot.projected, zone),
    isPast: slot.projected.isPast,
    collisions: slot.collisions.map((c) => toCollisionView(c, zone)),
    solutionChoices: [...slot.choices],
  }
  if (slot.projected.breaksIn === true) view.breaksIn = true
  if (slot.error !== undefined) view.error = slot.error
  return view
}

/** What a timeslot hash looks like: start and end as 14 digits each, the rule id and the weekday (schedule-hash.ts). */
const HASH_SHAPE = /^\d{29,31}$/

/** One sentence saying what the client has to do next. */
export function detailOf(conflict: Conflict): string {
  const errors = conflict.slots.filter((slot) => slot.error !== undefined).length
  const parts = [
    errors === 0
      ? `${conflict.colliding} projected timeslot(s) collide with existing ones; send a solution for each hash`
      : `${errors} of ${conflict.colliding} colliding timeslot(s) have no usable solution; see their error`,
  ]
  // A key that is no hash at all (a typo, `constructor`) was never a collision: say that, not that the programme changed.
  const notHashes = conflict.unknownKeys.filter((key) => !HASH_SHAPE.test(key))
  const gone = conflict.unknownKeys.filter((key) => HASH_SHAPE.test(key))
  if (notHashes.length > 0) {
    parts.push(
      `${RESOLUTION_MESSAGE.notAllowed}: ${notHashes.map((key) => JSON.stringify(key)).join(', ')} is no timeslot hash; ` +
        'solutions are keyed by the `hash` of each colliding timeslot in `projected` (29-31 digits): send a solution for each of those',
    )
  }
  if (gone.length > 0) {
    parts.push(
      `${RESOLUTION_MESSAGE.notAllowed}: the collisions changed since you saw them (another change to the programme); ` +
        `${gone.join(', ')} no longer collide(s). The current collisions are in \`projected\` (sending the schedule ` +
        'again without solutions shows them too): send a solution for each of their hashes',
    )
  }
  return parts.join('. ')
}

/** The contract's 409 structure; `schedule` echoes what the client sent. */
export function toConflictBody(
  conflict: Conflict,
  schedule: ScheduleInput,
  skipped: readonly SkippedOccurrence[],
  zone: string,
  defaultSolution?: DefaultSolution,
): ConflictResponse {
  const body: ConflictResponse = {
    detail: detailOf(conflict),
    projected: conflict.slots.map((slot) => toProjectedView(slot, zone)),
    solutions: conflict.kept,
    schedule,
  }
  // Echoed so the answer can be sent back as it came.
  if (defaultSolution !== undefined) body.defaultSolution = defaultSolution
  if (skipped.length > 0) body.skipped = skipped.map(toSkippedView)
  return body
}

/** The dry-run summary: what would be created, trimmed and deleted, and what still lacks a solution. */
export function toDryRunBody(
  preview: Preview,
  owner: ScheduleOwner,
  skipped: readonly SkippedOccurrence[],
  zone: string,
): DryRunResponse {
  const view = (
    slot: Interval,
    id: number | null,
    show: number,
    schedule: number | null,
    hash?: string,
  ): DryRunSlot => {
    const entry: DryRunSlot = { id, ...timesOf(slot, zone), show, schedule }
    if (hash !== undefined) entry.hash = hash
    return entry
  }
  const body: DryRunResponse = {
    create: preview.plan.create.map((slot) =>
      slot.origin.kind === 'projected'
        ? view(slot, null, owner.showId, owner.scheduleId, slot.origin.hash)
        : view(slot, null, slot.origin.from.showId, slot.origin.from.scheduleId),
    ),
    update: preview.updated.map(({ slot, start, end }) => view({ start, end }, slot.id, slot.showId, slot.scheduleId)),
    delete: preview.removed.map((slot) => view(slot, slot.id, slot.showId, slot.scheduleId)),
    unresolved: preview.unresolved.map((slot) => toProjectedView(slot, zone)),
  }
  if (skipped.length > 0) body.skipped = skipped.map(toSkippedView)
  return body
}
