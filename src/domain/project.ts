/**
 * The projection engine: a schedule's recurrence rule, dates and times become concrete timeslots
 * (instants) in the station's zone. Pure: clock, zone and limits come in through ProjectionSettings.
 */
import { timeslotHashOfWalls } from './hash.ts'
import { FREQ, findRule, iterateOccurrences, needsWeekday, RECURRENCE_RULES } from './rules.ts'
import type { RecurrenceRule } from './rules.ts'
import {
  addBusinessDays,
  civilFromDays,
  daysFromCivil,
  formatLocalDate,
  formatWall,
  instantToWall,
  parseLocalDate,
  parseLocalTime,
  todayIn,
  wallToInstant,
} from './time.ts'
import { SCHEDULE_PROBLEM } from './types.ts'
import type { ProjectedSlot, ProjectionResult, ProjectionSettings, ScheduleProblem, ScheduleSpec } from './types.ts'

/** The contract's exact messages, shared with callers and tests. */
export const SCHEDULE_MESSAGES = {
  datesReversed: "Until date mustn't be before start",
  datesEqual: "Start and until dates mustn't be the same",
  emptySlot: "Start and end time mustn't be the same; a 24-hour timeslot must be expressed another way (e.g. two timeslots)",
} as const

export const MAX_ADD_DAYS = 365

/** A schedule that passed validation, parsed into numbers. */
export interface CheckedSchedule {
  rule: RecurrenceRule
  firstDay: number
  lastDay: number | null
  startSeconds: number
  endSeconds: number
  addDays: number
}

const problem = (code: ScheduleProblem['code'], field: string, message: string): ScheduleProblem => ({
  code,
  field,
  message,
})

const isWeekday = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 6

/**
 * Checks a schedule's own data (the zone is assumed valid). Returns the parsed schedule or the
 * first problem found: field formats first, then the relations between fields.
 * @example validateSchedule({ ...spec, lastDate: '2026-12-31', firstDate: '2027-01-01' })
 * // { problem: { code: 'ONAIR_SCHEDULE_DATES_REVERSED', field: 'lastDate', message: "Until date mustn't be before start" } }
 */
export function validateSchedule(spec: ScheduleSpec): CheckedSchedule | { problem: ScheduleProblem } {
  const rule = findRule(spec.ruleId)
  if (rule === undefined) {
    const ids = RECURRENCE_RULES.map((r) => r.id)
    return {
      problem: problem(
        SCHEDULE_PROBLEM.unknownRule,
        'rrule',
        `Unknown recurrence rule ${String(spec.ruleId)}; valid ids are ${ids[0]}..${ids[ids.length - 1]}`,
      ),
    }
  }
  const firstDay = parseLocalDate(spec.firstDate)
  if (firstDay === null) {
    return { problem: problem(SCHEDULE_PROBLEM.dateInvalid, 'firstDate', 'firstDate must be a real date YYYY-MM-DD') }
  }
  const lastDay = spec.lastDate === null ? null : parseLocalDate(spec.lastDate)
  if (spec.lastDate !== null && lastDay === null) {
    return { problem: problem(SCHEDULE_PROBLEM.dateInvalid, 'lastDate', 'lastDate must be a real date YYYY-MM-DD') }
  }
  const startSeconds = parseLocalTime(spec.startTime)
  if (startSeconds === null) {
    return { problem: problem(SCHEDULE_PROBLEM.timeInvalid, 'startTime', 'startTime must be a time HH:MM:SS') }
  }
  const endSeconds = parseLocalTime(spec.endTime)
  if (endSeconds === null) {
    return { problem: problem(SCHEDULE_PROBLEM.timeInvalid, 'endTime', 'endTime must be a time HH:MM:SS') }
  }
  if (spec.byWeekday === null && needsWeekday(rule)) {
    return {
      problem: problem(
        SCHEDULE_PROBLEM.weekdayInvalid,
        'byWeekday',
        `byWeekday is required for rule ${rule.id} (${rule.name}): 0 (Monday) to 6 (Sunday)`,
      ),
    }
  }
  if (spec.byWeekday !== null && !isWeekday(spec.byWeekday)) {
    return {
      problem: problem(SCHEDULE_PROBLEM.weekdayInvalid, 'byWeekday', 'byWeekday must be an integer from 0 (Monday) to 6 (Sunday)'),
    }
  }
  const addDays = spec.addDaysNo ?? 0
  if (!Number.isInteger(addDays) || addDays < 0 || addDays > MAX_ADD_DAYS) {
    return {
      problem: problem(SCHEDULE_PROBLEM.addDaysInvalid, 'addDaysNo', `addDaysNo must be an integer from 0 to ${MAX_ADD_DAYS}`),
    }
  }
  // Only an explicit lastDate can contradict firstDate; a filled-in one just yields no occurrences.
  if (lastDay !== null && lastDay < firstDay) {
    return { problem: problem(SCHEDULE_PROBLEM.datesReversed, 'lastDate', SCHEDULE_MESSAGES.datesReversed) }
  }
  if (lastDay !== null && lastDay === firstDay && rule.freq !== FREQ.once) {
    return { problem: problem(SCHEDULE_PROBLEM.datesEqual, 'lastDate', SCHEDULE_MESSAGES.datesEqual) }
  }
  if (startSeconds === endSeconds) {
    return { problem: problem(SCHEDULE_PROBLEM.emptySlot, 'endTime', SCHEDULE_MESSAGES.emptySlot) }
  }
  return { rule, firstDay, lastDay, startSeconds, endSeconds, addDays }
}

/** lastDate when the schedule has none: 31 December of today's year, or today + horizon days. */
function defaultLastDay(today: number, horizonDays: number | null): number {
  if (horizonDays === null) return daysFromCivil(civilFromDays(today)[0], 12, 31)
  return today + horizonDays
}

/**
 * Projects a schedule into timeslots, sorted by start and non-overlapping, or returns the one
 * fatal problem (never throws for bad schedule data).
 *
 * - Occurrence dates run over [max(firstDate, today in zone), lastDate] inclusive; the bi-/four-weekly
 *   phase stays anchored on the original firstDate. `once` always yields its one slot on firstDate
 *   (flagged isPast when it is), ignoring lastDate and today.
 * - The firstDate..lastDate filter applies to the generated date before the addDaysNo shift.
 * - Each slot's end is computed from its own start (next day when endTime < startTime), and both
 *   are converted with the DST rule of localToInstant; an end at or before its start after that is
 *   an emptySlot problem. More than settings.maxSlots slots is a tooManySlots problem.
 * @example projectTimeslots(
 *   { ruleId: 4, byWeekday: 1, firstDate: '2027-01-04', lastDate: '2027-01-17', startTime: '20:00:00',
 *     endTime: '21:00:00', addDaysNo: null, addBusinessDaysOnly: false },
 *   { zone: 'Europe/Vienna', now: Date.UTC(2027, 0, 1), maxSlots: 1000, defaultHorizonDays: null },
 * ) // { ok: true, firstDate: '2027-01-04', lastDate: '2027-01-17', slots: [Tue 5th and Tue 12th, 20:00-21:00] }
 */
export function projectTimeslots(spec: ScheduleSpec, settings: ProjectionSettings): ProjectionResult {
  const checked = validateSchedule(spec)
  if ('problem' in checked) return { ok: false, problem: checked.problem }
  const { rule, firstDay, startSeconds, endSeconds, addDays } = checked
  const { zone, now, maxSlots } = settings

  let windowStart: number
  let windowEnd: number
  if (rule.freq === FREQ.once) {
    windowStart = firstDay
    windowEnd = firstDay
  } else {
    const today = parseLocalDate(todayIn(zone, now)) as number
    windowStart = Math.max(firstDay, today)
    windowEnd = checked.lastDay ?? defaultLastDay(today, settings.defaultHorizonDays)
  }

  const endDayOffset = endSeconds < startSeconds ? 1 : 0
  const slots: ProjectedSlot[] = []
  // Assigned inside the callback; the assertion keeps TS from narrowing it to null.
  let failure = null as ScheduleProblem | null
  let previousDay = Number.NEGATIVE_INFINITY

  iterateOccurrences(rule, firstDay, spec.byWeekday, { start: windowStart, end: windowEnd }, (day) => {
    const shifted = spec.addBusinessDaysOnly ? addBusinessDays(day, addDays) : day + addDays
    // A business-day shift maps Friday, Saturday and Sunday onto the same Monday: keep the first
    // (the shift never decreases, so equal days are adjacent). Distinct days cannot overlap.
    if (shifted === previousDay) return true
    previousDay = shifted
    const start = wallToInstant(shifted, startSeconds, zone)
    const end = wallToInstant(shifted + endDayOffset, endSeconds, zone)
    if (end <= start) {
      failure = problem(
        SCHEDULE_PROBLEM.emptySlot,
        'endTime',
        `The timeslot on ${formatLocalDate(shifted)} from ${spec.startTime} to ${spec.endTime} is empty ` +
          `after the daylight-saving change in ${zone}`,
      )
      return false
    }
    if (slots.length === maxSlots) {
      failure = problem(
        SCHEDULE_PROBLEM.tooManySlots,
        'lastDate',
        `The schedule projects more than ${maxSlots} timeslots; shorten it (lastDate) or split it`,
      )
      return false
    }
    // localStart shows where a gap moved the start (03:00:00), so it comes back from the instant.
    const startWall = instantToWall(start, zone)
    const endWall = instantToWall(end, zone)
    slots.push({
      start,
      end,
      localStart: formatWall(startWall),
      localEnd: formatWall(endWall),
      hash: timeslotHashOfWalls(startWall, endWall, rule.id, spec.byWeekday),
      isPast: start < now,
    })
    return true
  })

  if (failure !== null) return { ok: false, problem: failure }
  return { ok: true, slots, firstDate: formatLocalDate(windowStart), lastDate: formatLocalDate(windowEnd) }
}
