// The dates a holiday request names: a list, or the all-day events of a public-holiday calendar
// expanded over a window (every walk bounded by the window and the count cap).
import type { ImportEvent } from '../imports/ical-import.ts'
import { iterateRecurrence } from '../recurrence/rrule-expand.ts'
import { parseRecurrence } from '../recurrence/rrule-parse.ts'
import { MAX_DAY, MIN_DAY } from '../recurrence/schedule-validation.ts'
import { formatLocalDate, parseLocalDate } from '../time/civil-dates.ts'
import type { LocalDate } from '../types.ts'

/** The most dates one request adds (a calendar's RRULEs are expanded up to it). */
export const MAX_HOLIDAYS_PER_REQUEST = 1000
/** The longest window a calendar's yearly rules are expanded over. */
export const MAX_HOLIDAY_WINDOW_DAYS = 3660
/** The longest all-day event read as a run of holidays (a school's summer break is no holiday; a season is). */
export const MAX_HOLIDAY_EVENT_DAYS = 31

export interface HolidayDate {
  date: LocalDate
  name: string
}

/** What is wrong, and where in the request: `holidays/2/date`, `calendar`, `to`. */
export interface HolidayProblem {
  field: string
  message: string
}

function dayOf(value: string, field: string): number | HolidayProblem {
  const day = parseLocalDate(value)
  if (day === null) return { field, message: `${value} is no real date YYYY-MM-DD` }
  if (day < MIN_DAY || day > MAX_DAY) return { field, message: `${value} is not between 1900-01-01 and 9999-12-31` }
  return day
}

/**
 * @example checkedList([{ date: '2027-03-29', name: 'Easter Monday' }], 'holidays') // { holidays: [{ date: '2027-03-29', name: 'Easter Monday' }] }
 */
export function checkedList(
  entries: readonly HolidayDate[],
  field: string,
): { holidays: HolidayDate[] } | { problem: HolidayProblem } {
  if (entries.length > MAX_HOLIDAYS_PER_REQUEST) {
    return {
      problem: {
        field,
        message: `names ${entries.length} dates; one request adds at most ${MAX_HOLIDAYS_PER_REQUEST}`,
      },
    }
  }
  const seen = new Set<string>()
  const holidays: HolidayDate[] = []
  for (const [index, entry] of entries.entries()) {
    const at = field === '' ? '' : `${field}/${index}/`
    const day = dayOf(entry.date, `${at}date`)
    if (typeof day !== 'number') return { problem: day }
    const name = entry.name.trim()
    if (name === '') return { problem: { field: `${at}name`, message: 'must name the holiday (e.g. "Easter Monday")' } }
    const date = formatLocalDate(day)
    if (seen.has(date)) return { problem: { field: `${at}date`, message: `${date} is named twice in this request` } }
    seen.add(date)
    holidays.push({ date, name })
  }
  return { holidays: holidays.sort((a, b) => a.date.localeCompare(b.date)) }
}

export function checkedWindow(from: string, to: string): { start: number; end: number } | { problem: HolidayProblem } {
  const start = dayOf(from, 'from')
  if (typeof start !== 'number') return { problem: start }
  const end = dayOf(to, 'to')
  if (typeof end !== 'number') return { problem: end }
  if (end < start) return { problem: { field: 'to', message: `must not be before from (${from})` } }
  if (end - start >= MAX_HOLIDAY_WINDOW_DAYS)
    return {
      problem: {
        field: 'to',
        message: `the window may span at most ${MAX_HOLIDAY_WINDOW_DAYS} days; move to closer to from`,
      },
    }
  return { start, end }
}

/**
 * The holidays of all-day events inside `window` (RRULE, RDATE, EXDATE, overrides applied); a timed event refuses the calendar.
 */
const tooMany: HolidayProblem = {
  field: 'calendar',
  message: `names more than ${MAX_HOLIDAYS_PER_REQUEST} dates between from and to; narrow the window`,
}

export function holidaysOfEvents(
  events: readonly ImportEvent[],
  window: { start: number; end: number },
): { holidays: HolidayDate[] } | { problem: HolidayProblem } {
  const byDate = new Map<string, string>()
  // An override replaces its series' occurrence: those dates leave the series of that UID.
  const overridden = new Map<string, Set<string>>()
  for (const event of events) {
    if (event.recurrenceId !== null)
      overridden.set(event.uid, (overridden.get(event.uid) ?? new Set()).add(event.recurrenceId.date))
  }
  for (const event of events) {
    if (event.cancelled) continue
    const what = `event "${event.summary}" (UID ${event.uid})`
    if (event.start.time !== null)
      return {
        problem: {
          field: 'calendar',
          message: `${what} is not an all-day event (DTSTART;VALUE=DATE); a holiday is a whole day`,
        },
      }
    const first = parseLocalDate(event.start.date)
    if (first === null) return { problem: { field: 'calendar', message: `${what} has no date onair can read` } }
    const endDay = event.end === null ? first + 1 : (parseLocalDate(event.end.date) ?? first + 1)
    const length = Math.max(1, endDay - first)
    if (length > MAX_HOLIDAY_EVENT_DAYS)
      return {
        problem: {
          field: 'calendar',
          message: `${what} lasts ${length} days; a holiday event lasts at most ${MAX_HOLIDAY_EVENT_DAYS}`,
        },
      }
    const starts = new Set<number>()
    if (event.rrule === null) starts.add(first)
    else {
      const parsed = parseRecurrence(event.rrule)
      if (!parsed.ok) return { problem: { field: 'calendar', message: `${what}: RRULE ${parsed.problem.message}` } }
      const untilDay = parsed.rule.until?.day
      // Bounded by the window (at most MAX_HOLIDAY_WINDOW_DAYS) and the count cap.
      let capped = false
      iterateRecurrence(
        parsed.rule,
        first,
        { start: Math.max(first, window.start - length), end: window.end },
        (day) => {
          starts.add(day)
          capped = starts.size > MAX_HOLIDAYS_PER_REQUEST
          return !capped
        },
        untilDay === undefined ? {} : { untilDay },
      )
      if (capped) return { problem: tooMany }
      // DTSTART is an occurrence even when the rule does not match it (RFC 5545).
      starts.add(first)
    }
    for (const rdate of event.rdates) {
      const day = parseLocalDate(rdate.date)
      if (day !== null) starts.add(day)
    }
    const excluded = new Set([
      ...event.exdates.map((exdate) => exdate.date),
      ...(event.recurrenceId === null ? (overridden.get(event.uid) ?? []) : []),
    ])
    for (const start of starts) {
      if (excluded.has(formatLocalDate(start))) continue
      for (let day = start; day < start + length; day++) {
        if (day < window.start || day > window.end) continue
        const date = formatLocalDate(day)
        if (!byDate.has(date)) byDate.set(date, event.summary)
        if (byDate.size > MAX_HOLIDAYS_PER_REQUEST) return { problem: tooMany }
      }
    }
  }
  return { holidays: [...byDate].map(([date, name]) => ({ date, name })).sort((a, b) => a.date.localeCompare(b.date)) }
}
