// A stored schedule and the rules for changing and ending it.
import type { DefaultSolution, LocalDate, ScheduleSpec } from '../types.ts'
import type { MovedOccurrence } from './moved-occurrences.ts'

export interface ScheduleRecord {
  id: number
  showId: number
  spec: ScheduleSpec
  isRepetition: boolean
  defaultMediaId: number | null
  createdAt: number
  updatedAt: number
  /** A series moved from a date: the schedule it continues, and the one continuing it (null: none). */
  predecessorId?: number | null
  successorId?: number | null
  seasonId?: number | null
  /** A repetition: the schedule whose broadcasts it repeats (null: none). */
  repeatOfId?: number | null
  moved?: readonly MovedOccurrence[]
}

export interface ScheduleDraft {
  showId: number
  /** anchorDate and exceptions absent: the stored ones on update, none on create. */
  spec: ScheduleSpec
  isRepetition: boolean
  defaultMediaId: number | null
  seasonId?: number | null
  /** Extension: the schedule it repeats; absent: none on create, the stored one on update; null: none. */
  repeatOf?: number | null
}

export interface FieldChange {
  field: string
  message: string
}

/**
 * What a PUT may not change: show, rrule, byWeekday, startTime, endTime and the anchor; firstDate
 * only moves later (RFC 5545's DTSTART stays, so an earlier firstDate would invent a history).
 */
export function fixedFieldChanges(stored: ScheduleRecord, draft: ScheduleDraft): FieldChange[] {
  const changes: FieldChange[] = []
  const fixed: Array<[string, unknown, unknown]> = [
    ['show', stored.showId, draft.showId],
    ['rrule', stored.spec.ruleId, draft.spec.ruleId],
    ['byWeekday', stored.spec.byWeekday, draft.spec.byWeekday],
    ['startTime', stored.spec.startTime, draft.spec.startTime],
    ['endTime', stored.spec.endTime, draft.spec.endTime],
    ['recurrence', stored.spec.recurrence ?? null, draft.spec.recurrence ?? null],
  ]
  for (const [field, was, now] of fixed) {
    if (was !== now) {
      changes.push({
        field,
        message: `cannot change (is ${JSON.stringify(was)}); end this schedule and create a new one instead`,
      })
    }
  }
  if (draft.spec.firstDate < stored.spec.firstDate) {
    changes.push({ field: 'firstDate', message: `may only move later than ${stored.spec.firstDate}` })
  }
  const anchor = stored.spec.anchorDate ?? stored.spec.firstDate
  if (draft.spec.anchorDate != null && draft.spec.anchorDate !== anchor) {
    changes.push({
      field: 'anchorDate',
      message: `cannot change (is "${anchor}"): it fixes the week phase of the schedule`,
    })
  }
  return changes
}

/** The spec a PUT projects: the draft on the stored anchor, with the stored exceptions unless it sends its own. */
export function updatedSpec(stored: ScheduleRecord, draft: ScheduleDraft): ScheduleSpec {
  // Like the exceptions: a client that does not know the extension keeps what is stored (absent: 'air').
  const holidays = draft.spec.holidays ?? stored.spec.holidays
  return {
    ...draft.spec,
    anchorDate: stored.spec.anchorDate ?? stored.spec.firstDate,
    exceptions: draft.spec.exceptions ?? stored.spec.exceptions ?? [],
    ...(holidays === undefined ? {} : { holidays }),
  }
}

/** The spec a POST projects: anchored on its firstDate unless it names an earlier anchor. */
export function createdSpec(draft: ScheduleDraft): ScheduleSpec {
  return {
    ...draft.spec,
    anchorDate: draft.spec.anchorDate ?? draft.spec.firstDate,
    exceptions: draft.spec.exceptions ?? [],
  }
}

/**
 * The lastDate of a schedule ended after its last aired timeslot (on `lastAired`, a station-local date):
 * within [firstDate, the stored lastDate], since addDaysNo can put an aired date outside it.
 * @example endedLastDate({ firstDate: '2027-01-04', lastDate: '2027-12-31' }, '2027-03-02') // '2027-03-02'
 */
export function endedLastDate(spec: Pick<ScheduleSpec, 'firstDate' | 'lastDate'>, lastAired: LocalDate): LocalDate {
  const stored = spec.lastDate ?? lastAired
  const lastDate = lastAired < stored ? lastAired : stored
  return lastDate < spec.firstDate ? spec.firstDate : lastDate
}

/** @example withException(['2027-01-18'], '2027-01-11') // ['2027-01-11', '2027-01-18'] */
export function withException(exceptions: readonly LocalDate[], date: LocalDate): LocalDate[] {
  return [...new Set([...exceptions, date])].sort()
}

export interface ScheduleRequest {
  scheduleId: number | null
  draft: ScheduleDraft
  solutions: Record<string, string> | undefined
  /** Hash → ids of the collisions the client was shown, when it sent the `projected` back. */
  seen: Map<string, number[]> | undefined
  dryrun: boolean
  defaultSolution?: DefaultSolution | undefined
}

/** Who the projected timeslots belong to: the schedule (null while it is being created) and its show. */
export interface ScheduleOwner {
  scheduleId: number | null
  showId: number
}
