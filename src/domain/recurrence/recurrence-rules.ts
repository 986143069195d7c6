// Calendar-only (day numbers in and out), so zones and DST never reach the rules.

import {
  civilFromDays,
  daysFromCivil,
  daysInMonth,
  formatLocalDate,
  isoWeekOf,
  parseLocalDate,
  weekdayOf,
} from '../time/civil-dates.ts'
import type { LocalDate, ScheduleSpec } from '../types.ts'

export const FREQ = { once: 0, monthly: 1, weekly: 2, daily: 3 } as const
export type Freq = (typeof FREQ)[keyof typeof FREQ]

export interface RecurrenceRule {
  id: number
  name: string
  freq: Freq
  interval: number
  /** Monthly rules: the nth byWeekday of the month (1..5), or -1 for the last one. */
  bySetPos: number | null
  count: number | null
  businessDaysOnly: boolean
  /** Even (0) or odd (1) ISO week numbers. */
  isoWeekParity: 0 | 1 | null
}

const rule = (
  id: number,
  name: string,
  freq: Freq,
  extra: Partial<Pick<RecurrenceRule, 'interval' | 'bySetPos' | 'count' | 'businessDaysOnly' | 'isoWeekParity'>> = {},
): RecurrenceRule => ({
  id,
  name,
  freq,
  interval: extra.interval ?? 1,
  bySetPos: extra.bySetPos ?? null,
  count: extra.count ?? null,
  businessDaysOnly: extra.businessDaysOnly ?? false,
  isoWeekParity: extra.isoWeekParity ?? null,
})

/** As seeded, in id order: findRule relies on `RECURRENCE_RULES[id - 1].id === id`. */
export const RECURRENCE_RULES: readonly RecurrenceRule[] = [
  rule(1, 'once', FREQ.once, { count: 1 }),
  rule(2, 'daily', FREQ.daily),
  rule(3, 'business days', FREQ.daily, { businessDaysOnly: true }),
  rule(4, 'weekly', FREQ.weekly),
  rule(5, 'bi-weekly', FREQ.weekly, { interval: 2 }),
  rule(6, 'four-weekly', FREQ.weekly, { interval: 4 }),
  rule(7, 'even calendar weeks', FREQ.weekly, { isoWeekParity: 0 }),
  rule(8, 'odd calendar weeks', FREQ.weekly, { isoWeekParity: 1 }),
  rule(9, 'every first (weekday) of the month', FREQ.monthly, { bySetPos: 1 }),
  rule(10, 'every second (weekday) of the month', FREQ.monthly, { bySetPos: 2 }),
  rule(11, 'every third (weekday) of the month', FREQ.monthly, { bySetPos: 3 }),
  rule(12, 'every fourth (weekday) of the month', FREQ.monthly, { bySetPos: 4 }),
  rule(13, 'every fifth (weekday) of the month', FREQ.monthly, { bySetPos: 5 }),
  rule(14, 'every last (weekday) of the month', FREQ.monthly, { bySetPos: -1 }),
]

/** @example findRule(4)?.name // 'weekly' */
export function findRule(id: number): RecurrenceRule | undefined {
  return Number.isInteger(id) ? RECURRENCE_RULES[id - 1] : undefined
}

/** @example needsWeekday(findRule(2)!) // false */
export function needsWeekday(r: RecurrenceRule): boolean {
  return r.freq === FREQ.weekly || r.freq === FREQ.monthly
}

export interface DayWindow {
  start: number
  end: number
}

/** The first day on or after `day` that falls on `weekday` (0 = Monday). */
export function nextWeekday(day: number, weekday: number): number {
  return day + ((weekday - weekdayOf(day) + 7) % 7)
}

export interface OccurrenceSource {
  firstDay: number
  /** DTSTART for the week phase (its week is week 0). */
  anchorDay?: number
  /** Must be valid (0 = Monday) for weekly and monthly rules. */
  byWeekday: number | null
}

/** Stops when `accept` returns false; weeks count as `FREQ=WEEKLY;INTERVAL=n;WKST=MO` from the anchor's week. */
export function iterateOccurrences(
  r: RecurrenceRule,
  source: OccurrenceSource,
  window: DayWindow,
  accept: (day: number) => boolean,
): void {
  const { firstDay } = source
  const start = Math.max(window.start, firstDay)
  const end = window.end
  if (start > end) return
  const weekday = source.byWeekday ?? 0
  switch (r.freq) {
    case FREQ.once:
      if (firstDay >= window.start && firstDay <= end) accept(firstDay)
      return
    case FREQ.daily:
      for (let d = start; d <= end; d++) {
        if (r.businessDaysOnly && weekdayOf(d) >= 5) continue
        if (!accept(d)) return
      }
      return
    case FREQ.weekly: {
      const step = 7 * r.interval
      const anchorDay = source.anchorDay ?? firstDay
      // Week 0's byWeekday may lie before the anchor; jump whole intervals to the start.
      const base = anchorDay - weekdayOf(anchorDay) + weekday
      let d = base + Math.max(0, Math.ceil((start - base) / step)) * step
      for (; d <= end; d += step) {
        if (r.isoWeekParity !== null && isoWeekOf(d) % 2 !== r.isoWeekParity) continue
        if (!accept(d)) return
      }
      return
    }
    case FREQ.monthly: {
      let [year, month] = civilFromDays(start)
      for (;;) {
        const d = nthWeekdayOfMonth(year, month, weekday, r.bySetPos ?? 1)
        if (d !== null && d > end) return
        if (d !== null && d >= start && !accept(d)) return
        // A month without the nth weekday still moves on; stop once the month itself is past the end.
        if (daysFromCivil(year, month, 1) > end) return
        month += 1
        if (month > 12) {
          month = 1
          year += 1
        }
      }
    }
  }
}

/** @example formatLocalDate(nthWeekdayOfMonth(2027, 4, 4, -1)!) // '2027-04-30', the last Friday; null when no 5th */
export function nthWeekdayOfMonth(year: number, month: number, weekday: number, n: number): number | null {
  const first = daysFromCivil(year, month, 1)
  const length = daysInMonth(year, month)
  if (n === -1) {
    const last = first + length - 1
    return last - ((weekdayOf(last) - weekday + 7) % 7)
  }
  const d = nextWeekday(first, weekday) + 7 * (n - 1)
  return d < first + length ? d : null
}

export function occurrenceDates(
  r: RecurrenceRule,
  spec: Pick<ScheduleSpec, 'firstDate' | 'byWeekday' | 'anchorDate'>,
  window: { start: LocalDate; end: LocalDate },
): LocalDate[] {
  const firstDay = parseLocalDate(spec.firstDate)
  const anchorDay = spec.anchorDate == null ? firstDay : parseLocalDate(spec.anchorDate)
  const start = parseLocalDate(window.start)
  const end = parseLocalDate(window.end)
  if (firstDay === null || anchorDay === null || start === null || end === null) {
    throw new RangeError('occurrenceDates needs valid dates')
  }
  const dates: LocalDate[] = []
  iterateOccurrences(r, { firstDay, anchorDay, byWeekday: spec.byWeekday }, { start, end }, (d) => {
    dates.push(formatLocalDate(d))
    return true
  })
  return dates
}
