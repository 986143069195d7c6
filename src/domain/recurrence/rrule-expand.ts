// Expands a parsed RRULE into day numbers in floating time, so no zone or DST reaches the recurrence
// (station-time.ts makes instants). Period by period, as python-dateutil: BYxxx filter, BYSETPOS picks.
import { civilFromDays, daysFromCivil, MS_PER_DAY, weekdayOf } from '../time/civil-dates.ts'
import { CALENDAR_CYCLE_DAYS, gcd, impossibleByParts, longestGapDays } from './rrule-bound.ts'
import { nextMonthOnGrid, walkMonthDays, walkWeekdayGrid } from './rrule-daily-walks.ts'
import type { Recurrence, RecurrenceUntil } from './rrule-parse.ts'
import {
  collect,
  collectSpan,
  filtersOf,
  monthLength,
  ordinalDays,
  pickPositions,
  yearDays,
} from './rrule-period-days.ts'

export interface DayRange {
  start: number
  end: number
}

/** 9999-12-31: the last day any date in onair can name. */
export const LAST_RECURRENCE_DAY = daysFromCivil(9999, 12, 31)

/**
 * The last day an UNTIL lets an occurrence at `timeOfDay` (seconds) fall on; a UTC UNTIL is moved to the wall clock with `toWall`.
 * @example untilDayOf({ day: 100, seconds: 3600, utc: false }, 72_000) // 99: 20:00 is after 01:00
 */
export function untilDayOf(until: RecurrenceUntil, timeOfDay: number, toWall?: (ms: number) => number): number {
  if (until.seconds === null) return until.day
  let wall = until.day * MS_PER_DAY + until.seconds * 1000
  if (until.utc && toWall !== undefined) wall = toWall(wall)
  const day = Math.floor(wall / MS_PER_DAY)
  return timeOfDay * 1000 <= wall - day * MS_PER_DAY ? day : day - 1
}

export interface ExpandOptions {
  /** See untilDayOf; default: UNTIL's day. */
  untilDay?: number
  /** The month walk even where a fast walk applies: their test's reference. */
  walkEveryMonth?: boolean
}

export interface RecurrenceWalk {
  /** The work done: periods looked at (a month passed over counts as one). */
  periods: number
  /** A whole calendar cycle of periods went without an occurrence. */
  neverMatches: boolean
}

/**
 * Calls `accept` with each occurrence in `window`, ascending, until the window ends, UNTIL, COUNT (from
 * DTSTART), 9999-12-31, `accept` returns false, or `longestGapDays(rule)` pass without one (`neverMatches`).
 * DTSTART is an occurrence only when the rule matches it (as in dateutil).
 */
export function iterateRecurrence(
  rule: Recurrence,
  dtstart: number,
  window: DayRange,
  accept: (day: number) => boolean,
  options: ExpandOptions = {},
): RecurrenceWalk {
  const walk: RecurrenceWalk = { periods: 0, neverMatches: false }
  if (impossibleByParts(rule)) {
    walk.neverMatches = true
    return walk
  }
  const untilDay = options.untilDay ?? (rule.until === null ? LAST_RECURRENCE_DAY : rule.until.day)
  const end = Math.min(window.end, untilDay, LAST_RECURRENCE_DAY)
  const from = Math.max(window.start, dtstart)
  if (from > end) return walk
  let remaining = rule.count ?? -1
  // Without COUNT nothing before the window matters, so the periods before it are skipped.
  const skipTo = rule.count === null ? from : dtstart
  const { interval, bySetPos } = rule
  const f = filtersOf(rule, dtstart)
  const buffer: number[] = []
  const maxGap = longestGapDays(rule)
  let lastFound = Number.NaN

  const emit = (day: number): boolean => {
    if (day < dtstart) return true
    if (day > end) return false
    if (remaining > 0) remaining--
    const go = day >= window.start ? accept(day) : true
    return go && remaining !== 0
  }
  const emitPeriod = (periodStart: number): boolean => {
    walk.periods++
    if (Number.isNaN(lastFound)) lastFound = periodStart
    const days = bySetPos.length > 0 && buffer.length > 0 ? pickPositions(buffer, bySetPos) : buffer
    if (days.length > 0) lastFound = periodStart
    else if (periodStart - lastFound > maxGap) {
      walk.neverMatches = true
      return false
    }
    for (const day of days) if (!emit(day)) return false
    buffer.length = 0
    return true
  }

  switch (rule.freq) {
    case 'DAILY': {
      const plain =
        f.months === null &&
        f.weekdays === null &&
        f.monthDays === null &&
        f.lastMonthDays === null &&
        bySetPos.length === 0
      let day = dtstart + Math.max(0, Math.ceil((skipTo - dtstart) / interval)) * interval
      if (plain) {
        for (; day <= end; day += interval) if (!emit(day)) return walk
        return walk
      }
      const fastWalk =
        options.walkEveryMonth === true
          ? null
          : interval > 1 && f.weekdays !== null
            ? walkWeekdayGrid
            : f.monthDays !== null || f.lastMonthDays !== null
              ? walkMonthDays
              : null
      if (fastWalk !== null) {
        const fast = fastWalk(f, { start: day, end, interval, maxGap }, emit)
        walk.periods += fast.periods
        walk.neverMatches = fast.neverMatches
        return walk
      }
      // A month at a time; an empty month is passed over as one period.
      const inMonth: number[] = []
      while (day <= end) {
        const [y, m] = civilFromDays(day)
        const first = daysFromCivil(y, m, 1)
        collect(f, y, m, day, first + monthLength(y, m) - 1, null, inMonth, interval)
        if (inMonth.length === 0 && !emitPeriod(day)) return walk
        for (const found of inMonth) {
          buffer.push(found)
          if (!emitPeriod(found)) return walk
        }
        inMonth.length = 0
        day = nextMonthOnGrid(f, day, interval)
      }
      return walk
    }
    case 'WEEKLY': {
      const step = 7 * interval
      const week0 = dtstart - ((weekdayOf(dtstart) - rule.wkst + 7) % 7)
      let weekStart = week0 + Math.max(0, Math.floor((skipTo - week0) / step)) * step
      for (; weekStart <= end; weekStart += step) {
        // As in dateutil, the first period starts at DTSTART, so BYSETPOS counts from there.
        collectSpan(f, Math.max(weekStart, dtstart), weekStart + 6, null, buffer)
        if (!emitPeriod(weekStart)) return walk
      }
      return walk
    }
    case 'MONTHLY': {
      const [y0, m0] = civilFromDays(dtstart)
      const [ys, ms] = civilFromDays(skipTo)
      const index0 = y0 * 12 + m0 - 1
      let index = index0 + Math.max(0, Math.floor((ys * 12 + ms - 1 - index0) / interval)) * interval
      for (; ; index += interval) {
        const y = Math.floor(index / 12)
        const m = (index % 12) + 1
        const first = daysFromCivil(y, m, 1)
        if (first > end) return walk
        if (f.months !== null && !f.months[m]) {
          if (!emitPeriod(first)) return walk
          continue
        }
        const last = first + monthLength(y, m) - 1
        const ordinalSet = f.ordinals.length > 0 ? ordinalDays(f.ordinals, first, last) : null
        collect(f, y, m, first, last, ordinalSet, buffer)
        if (!emitPeriod(first)) return walk
      }
    }
    case 'YEARLY': {
      const y0 = civilFromDays(dtstart)[0]
      let y = y0 + Math.max(0, Math.floor((civilFromDays(skipTo)[0] - y0) / interval)) * interval
      // The calendar repeats every 400 years (146,097 days, whole weeks): at most 400 years are computed.
      const cycle = new Map<number, number[]>()
      for (; ; y += interval) {
        const jan1 = daysFromCivil(y, 1, 1)
        if (jan1 > end) return walk
        const phase = ((y % 400) + 400) % 400
        const known = cycle.get(phase)
        if (known !== undefined) for (const offset of known) buffer.push(jan1 + offset)
        else {
          yearDays(f, y, jan1, buffer)
          cycle.set(
            phase,
            buffer.map((day) => day - jan1),
          )
        }
        if (!emitPeriod(jan1)) return walk
      }
    }
  }
}

/**
 * Whether a rule never matches from DTSTART on (UNTIL and COUNT aside), within one calendar cycle of
 * periods. DAILY;INTERVAL=n is decided on its every-day form: a day d of it is ever on the n-day grid
 * iff d - DTSTART is a multiple of gcd(n, 146,097).
 * @example recurrenceNeverMatches(parseRecurrence('FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30').rule, dtstart) // { neverMatches: true, periods: 4801 }
 */
export function recurrenceNeverMatches(rule: Recurrence, dtstart: number): RecurrenceWalk {
  const open = { ...rule, count: null, until: null }
  const window = { start: dtstart, end: LAST_RECURRENCE_DAY }
  if (rule.freq !== 'DAILY' || rule.interval === 1) {
    let found = false
    const walk = iterateRecurrence(open, dtstart, window, () => {
      found = true
      return false
    })
    return { periods: walk.periods, neverMatches: !found }
  }
  const grid = gcd(rule.interval, CALENDAR_CYCLE_DAYS)
  let found = false
  const walk = iterateRecurrence({ ...open, interval: 1 }, dtstart, window, (day) => {
    found = (day - dtstart) % grid === 0
    return !found
  })
  return { periods: walk.periods, neverMatches: !found }
}

/**
 * @example recurrenceDays(parseRecurrence('FREQ=MONTHLY;BYDAY=-1FR').rule, dtstart, { start: dtstart, end: dtstart + 90 })
 */
export function recurrenceDays(
  rule: Recurrence,
  dtstart: number,
  window: DayRange,
  options: ExpandOptions = {},
): number[] {
  const days: number[] = []
  iterateRecurrence(rule, dtstart, window, (day) => days.push(day) > 0, options)
  return days
}
