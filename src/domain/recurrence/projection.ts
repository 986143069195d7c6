// The projection engine: a schedule becomes timeslots (instants) in the station's zone; clock, zone
// and limits come in through ProjectionSettings.

import { timeslotHashOfWalls } from '../resolution/schedule-hash.ts'
import { cancelledOn } from '../schedules/exceptions.ts'
import {
  addBusinessDays,
  civilFromDays,
  daysFromCivil,
  formatLocalDate,
  formatWall,
  MS_PER_DAY,
  parseLocalDate,
} from '../time/civil-dates.ts'
import { overlaps } from '../time/intervals.ts'
import { instantToWall, todayIn, wallToInstant } from '../time/station-time.ts'
import type {
  Interval,
  LocalDate,
  ProjectedSlot,
  ProjectionResult,
  ProjectionSettings,
  ScheduleProblem,
  ScheduleSpec,
  SkippedOccurrence,
} from '../types.ts'
import type { DayWindow } from './recurrence-rules.ts'
import { FREQ, iterateOccurrences } from './recurrence-rules.ts'
import { iterateRecurrence, untilDayOf } from './rrule-expand.ts'
import type { Recurrence } from './rrule-parse.ts'
import { type CheckedSchedule, MAX_DAY, problem, validateSchedule } from './schedule-validation.ts'

/** lastDate when the schedule has none: 31 December of today's year, or today + horizon days. */
function defaultLastDay(today: number, horizonDays: number | null): number {
  if (horizonDays === null) return daysFromCivil(civilFromDays(today)[0], 12, 31)
  return today + horizonDays
}

export const OPEN_HORIZON_DAYS = 400

export function openHorizonDay(today: number, settings: Pick<ProjectionSettings, 'openHorizonDays'>): number {
  return today + (settings.openHorizonDays ?? OPEN_HORIZON_DAYS)
}

function horizonProblem(spec: ScheduleSpec, lastDay: number, settings: ProjectionSettings): ScheduleProblem {
  const horizon = formatLocalDate(lastDay)
  if (spec.openEnded === true) {
    const days = settings.openHorizonDays ?? OPEN_HORIZON_DAYS
    return problem(
      'beyondHorizon',
      'lastDate',
      `An open-ended schedule (lastDate null) has its timeslots up to ${horizon} (today + ${days} days, PROGRAMME_HORIZON_DAYS), ` +
        `which is before firstDate ${spec.firstDate}; send it again nearer the time, or with a lastDate`,
    )
  }
  const horizonDays = settings.defaultHorizonDays
  const rule =
    horizonDays === null ? 'the end of the current year' : `today + ${horizonDays} days (SCHEDULE_HORIZON_DAYS)`
  return problem(
    'beyondHorizon',
    'lastDate',
    `Without lastDate a schedule ends at the default horizon, ${horizon} (${rule}), which is before firstDate ${spec.firstDate}; send a lastDate`,
  )
}

interface Occurrence extends Interval {
  date: number
}

/** Visits each occurrence generated in `window`, after addDaysNo; one DST empties has `end <= start`. */
function eachOccurrence(
  checked: CheckedSchedule,
  zone: string,
  window: DayWindow,
  visit: (occurrence: Occurrence) => boolean,
  holidays?: ReadonlySet<number>,
): void {
  const { rule, recurrence, firstDay, anchorDay, startSeconds, endSeconds, addDays } = checked
  const { byWeekday, addBusinessDaysOnly } = checked.spec
  const endDayOffset = endSeconds < startSeconds ? 1 : 0
  let previousDay = Number.NEGATIVE_INFINITY
  const iterate = (accept: (day: number) => boolean) => {
    if (rule !== null) return iterateOccurrences(rule, { firstDay, anchorDay, byWeekday }, window, accept)
    const rrule = recurrence as Recurrence
    // DTSTART is the anchor (the original firstDate), so the series keeps its phase and COUNT across PUTs.
    const untilDay =
      rrule.until === null ? undefined : untilDayOf(rrule.until, startSeconds, (ms) => instantToWall(ms, zone))
    const options = untilDay === undefined ? {} : { untilDay }
    iterateRecurrence(rrule, anchorDay, { start: Math.max(window.start, firstDay), end: window.end }, accept, options)
  }
  iterate((day) => {
    const shifted = addBusinessDaysOnly ? addBusinessDays(day, addDays, holidays) : day + addDays
    // A business-day shift maps Friday to Sunday onto one Monday: keep the first (equal days are adjacent).
    if (shifted === previousDay) return true
    previousDay = shifted
    const start = wallToInstant(shifted, startSeconds, zone)
    const end = wallToInstant(shifted + endDayOffset, endSeconds, zone)
    return visit({ date: shifted, start, end })
  })
}

/**
 * Projects a schedule into timeslots, sorted and non-overlapping, or its one fatal problem (never throws).
 * Dates run over [max(firstDate, today), lastDate], filtered before the addDaysNo shift; `once` always
 * yields its slot. Each end comes from its own start (next day when endTime < startTime); occurrences
 * DST empties or an exception names are listed in `skipped`.
 */
export function projectTimeslots(spec: ScheduleSpec, settings: ProjectionSettings): ProjectionResult {
  const checked = validateSchedule(spec)
  if ('problem' in checked) return { ok: false, problem: checked.problem }
  return projectChecked(checked, settings)
}

/** For a schedule already checked (`validateSchedule`). */
export function projectChecked(checked: CheckedSchedule, settings: ProjectionSettings): ProjectionResult {
  const { spec, rule, firstDay, startSeconds, endSeconds } = checked
  const { zone, now, maxSlots } = settings

  let window: DayWindow
  if (rule?.freq === FREQ.once) {
    window = { start: firstDay, end: firstDay }
  } else {
    const today = parseLocalDate(todayIn(zone, now)) as number
    const lastDay =
      checked.lastDay ??
      (spec.openEnded === true ? openHorizonDay(today, settings) : defaultLastDay(today, settings.defaultHorizonDays))
    if (checked.lastDay === null && lastDay < Math.max(firstDay, today)) {
      return { ok: false, problem: horizonProblem(spec, lastDay, settings) }
    }
    window = { start: Math.max(firstDay, today), end: lastDay }
    if (settings.days !== undefined)
      window = { start: Math.max(window.start, settings.days.start), end: Math.min(window.end, settings.days.end) }
  }

  const exceptions = new Set(spec.exceptions ?? [])
  const holidays = settings.holidays
  const skipsHolidays = spec.holidays === 'skip' && holidays !== undefined && holidays.size > 0
  const endDayOffset = endSeconds < startSeconds ? 1 : 0
  const slots: ProjectedSlot[] = []
  const skipped: SkippedOccurrence[] = []
  let failure = null as ScheduleProblem | null

  eachOccurrence(
    checked,
    zone,
    window,
    ({ date, start, end }) => {
      const day = formatLocalDate(date)
      if (date + endDayOffset > MAX_DAY) {
        failure = problem(
          'dateOutOfRange',
          'lastDate',
          `The timeslot on ${day} would end after 9999-12-31; choose an earlier lastDate`,
        )
        return false
      }
      if (exceptions.has(day)) {
        skipped.push(cancelledOn(day))
        return true
      }
      if (skipsHolidays && holidays.has(date)) {
        skipped.push({
          date: day,
          reason: 'holiday',
          message: `${day} is a holiday, and the schedule skips holidays (holidays: "skip")`,
        })
        return true
      }
      if (end <= start) {
        skipped.push({
          date: day,
          reason: 'emptied-by-dst',
          message: `The timeslot on ${day} from ${spec.startTime} to ${spec.endTime} is empty after the daylight-saving change in ${zone}`,
        })
        return true
      }
      if (slots.length === maxSlots) {
        failure = problem(
          'tooManySlots',
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
        date: day,
        localStart: formatWall(startWall),
        localEnd: formatWall(endWall),
        hash: timeslotHashOfWalls(startWall, endWall, rule?.id ?? 0, spec.byWeekday),
        isPast: start < now,
      })
      return true
    },
    holidays,
  )

  if (failure !== null) return { ok: false, problem: failure }
  return { ok: true, slots, skipped, firstDate: formatLocalDate(window.start), lastDate: formatLocalDate(window.end) }
}

// A spec is never changed once made (the domain copies), so its validation can be kept beside it.
const checkedSpecs = new WeakMap<ScheduleSpec, ReturnType<typeof validateSchedule>>()

/** The occurrence overlapping `interval`, past ones too: what a cancelled timeslot becomes an exception of. */
export function occurrenceAt(
  spec: ScheduleSpec,
  interval: Interval,
  zone: string,
  holidays?: ReadonlySet<number>,
): (Interval & { date: LocalDate }) | null {
  // Giving back asks this for hundreds of rows of a few schedules: each spec is validated once.
  const checked = checkedSpecs.get(spec) ?? validateSchedule(spec)
  checkedSpecs.set(spec, checked)
  if ('problem' in checked) return null
  // The occurrence was generated at most addDaysNo (plus a weekend, for business days) and a day before.
  const day = Math.floor(instantToWall(interval.start, zone) / MS_PER_DAY)
  const window = { start: day - checked.addDays - 4 - Math.min(holidays?.size ?? 0, 31), end: day + 1 }
  let found: (Interval & { date: LocalDate }) | null = null
  eachOccurrence(
    checked,
    zone,
    window,
    (occurrence) => {
      if (overlaps(occurrence, interval)) {
        found = { date: formatLocalDate(occurrence.date), start: occurrence.start, end: occurrence.end }
      }
      return found === null
    },
    holidays,
  )
  return found
}
