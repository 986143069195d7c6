// A schedule's dates, times, rule and exceptions checked once, each refusal naming the field.
import { daysFromCivil, formatLocalDate, parseLocalDate, parseLocalTime } from '../time/civil-dates.ts'
import type { ScheduleProblem, ScheduleSpec } from '../types.ts'
import type { RecurrenceRule } from './recurrence-rules.ts'
import { FREQ, findRule, needsWeekday, RECURRENCE_RULES } from './recurrence-rules.ts'
import { recurrenceNeverMatches } from './rrule-expand.ts'
import { parseRecurrence, type Recurrence } from './rrule-parse.ts'

/** The contract's exact messages, shared with callers and tests. */
export const SCHEDULE_MESSAGES = {
  datesReversed: "Until date mustn't be before start",
  datesEqual: "Start and until dates mustn't be the same",
  emptySlot:
    "Start and end time mustn't be the same; a 24-hour timeslot must be expressed another way (e.g. two timeslots)",
} as const

export const MAX_ADD_DAYS = 365
/** Dates the API can read and write back as YYYY-MM-DD (and whose offsets Intl knows): 1900 to 9999. */
export const MIN_DAY = daysFromCivil(1900, 1, 1)
export const MAX_DAY = daysFromCivil(9999, 12, 31)

export interface CheckedSchedule {
  /** The schedule as sent, once checked: projecting it never checks it again. */
  spec: ScheduleSpec
  /** Null when `recurrence` gives the rule. */
  rule: RecurrenceRule | null
  recurrence: Recurrence | null
  firstDay: number
  anchorDay: number
  lastDay: number | null
  startSeconds: number
  endSeconds: number
  addDays: number
}

export const problem = (kind: ScheduleProblem['kind'], field: string, message: string): ScheduleProblem => ({
  kind,
  field,
  message,
})

const isWeekday = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 6

function parseDateField(value: string, field: string): number | ScheduleProblem {
  const day = parseLocalDate(value)
  if (day === null) return problem('dateInvalid', field, `${field} must be a real date YYYY-MM-DD`)
  if (day < MIN_DAY || day > MAX_DAY)
    return problem('dateOutOfRange', field, `${field} must be between 1900-01-01 and 9999-12-31`)
  return day
}

/** The parsed schedule or its first problem: formats first, then relations between fields (zone assumed valid). */
export function validateSchedule(
  spec: ScheduleSpec,
  options: { anchorKnown?: boolean } = {},
): CheckedSchedule | { problem: ScheduleProblem } {
  const recurrence = checkedRecurrence(spec)
  if (recurrence !== null && 'problem' in recurrence) return recurrence
  const rule = recurrence === null ? findRule(spec.ruleId) : null
  if (rule === undefined) {
    const ids = RECURRENCE_RULES.map((r) => r.id)
    const message =
      spec.ruleId === 0
        ? `Send rrule (valid ids are ${ids[0]}..${ids[ids.length - 1]}) or recurrence (an RFC 5545 RRULE such as FREQ=WEEKLY;INTERVAL=8;BYDAY=TU)`
        : `Unknown recurrence rule ${String(spec.ruleId)}; valid ids are ${ids[0]}..${ids[ids.length - 1]}`
    return { problem: problem('unknownRule', 'rrule', message) }
  }
  const firstDay = parseDateField(spec.firstDate, 'firstDate')
  if (typeof firstDay !== 'number') return { problem: firstDay }
  const lastDay = spec.lastDate === null ? null : parseDateField(spec.lastDate, 'lastDate')
  if (lastDay !== null && typeof lastDay !== 'number') return { problem: lastDay }
  const anchorDay = spec.anchorDate == null ? firstDay : parseDateField(spec.anchorDate, 'anchorDate')
  if (typeof anchorDay !== 'number') return { problem: anchorDay }
  if (anchorDay > firstDay) {
    return {
      problem: problem('anchorInvalid', 'anchorDate', `anchorDate must not be after firstDate ${spec.firstDate}`),
    }
  }
  // A rule that never matches is refused, by the request and its dry run alike (a bounded walk).
  // An update's draft alone has no anchor (the stored one counts): its rule is judged once merged.
  if (
    recurrence !== null &&
    options.anchorKnown !== false &&
    recurrenceNeverMatches(recurrence.rule, anchorDay).neverMatches
  ) {
    return {
      problem: problem(
        'recurrenceInvalid',
        'recurrence',
        `recurrence ${spec.recurrence ?? ''} never matches a day from ${formatLocalDate(anchorDay)} on (e.g. BYMONTHDAY=30 with BYMONTH=2); check its BY parts`,
      ),
    }
  }
  const startSeconds = parseLocalTime(spec.startTime)
  if (startSeconds === null)
    return { problem: problem('timeInvalid', 'startTime', 'startTime must be a time HH:MM:SS') }
  const endSeconds = parseLocalTime(spec.endTime)
  if (endSeconds === null) return { problem: problem('timeInvalid', 'endTime', 'endTime must be a time HH:MM:SS') }
  if (rule !== null && spec.byWeekday === null && needsWeekday(rule)) {
    return {
      problem: problem(
        'weekdayInvalid',
        'byWeekday',
        `byWeekday is required for rule ${rule.id} (${rule.name}): 0 (Monday) to 6 (Sunday)`,
      ),
    }
  }
  if (spec.byWeekday !== null && !isWeekday(spec.byWeekday)) {
    return {
      problem: problem('weekdayInvalid', 'byWeekday', 'byWeekday must be an integer from 0 (Monday) to 6 (Sunday)'),
    }
  }
  const addDays = spec.addDaysNo ?? 0
  if (!Number.isInteger(addDays) || addDays < 0 || addDays > MAX_ADD_DAYS) {
    return { problem: problem('addDaysInvalid', 'addDaysNo', `addDaysNo must be an integer from 0 to ${MAX_ADD_DAYS}`) }
  }
  // Only an explicit lastDate can contradict firstDate; a filled-in one is checked against the horizon.
  if (lastDay !== null && lastDay < firstDay) {
    return { problem: problem('datesReversed', 'lastDate', SCHEDULE_MESSAGES.datesReversed) }
  }
  if (lastDay !== null && lastDay === firstDay && rule?.freq !== FREQ.once) {
    return { problem: problem('datesEqual', 'lastDate', SCHEDULE_MESSAGES.datesEqual) }
  }
  if (startSeconds === endSeconds) {
    return { problem: problem('emptySlot', 'endTime', SCHEDULE_MESSAGES.emptySlot) }
  }
  // A `once` has its one day: open-ended means nothing to it, and it is stored as any other once.
  const { openEnded: _, ...bounded } = spec
  const kept = rule?.freq === FREQ.once && spec.openEnded === true ? bounded : spec
  return {
    spec: kept,
    rule,
    recurrence: recurrence?.rule ?? null,
    firstDay,
    anchorDay,
    lastDay,
    startSeconds,
    endSeconds,
    addDays,
  }
}

/** Null when a rule id gives the rule. */
function checkedRecurrence(spec: ScheduleSpec): { rule: Recurrence } | { problem: ScheduleProblem } | null {
  const text = spec.recurrence ?? null
  if (text === null) return null
  if (spec.ruleId !== 0) {
    return {
      problem: problem(
        'recurrenceInvalid',
        'recurrence',
        'Send either rrule (a contract rule id) or recurrence (an RRULE), not both',
      ),
    }
  }
  if (spec.byWeekday !== null) {
    return {
      problem: problem(
        'recurrenceInvalid',
        'byWeekday',
        'byWeekday does not go with recurrence: name the weekdays in its BYDAY (e.g. BYDAY=TU)',
      ),
    }
  }
  const parsed = parseRecurrence(text)
  if (!parsed.ok) return { problem: problem('recurrenceInvalid', 'recurrence', `recurrence ${parsed.problem.message}`) }
  return { rule: parsed.rule }
}
