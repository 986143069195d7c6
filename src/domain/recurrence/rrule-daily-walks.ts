// Fast walks of rare DAILY rules in place of rrule-expand.ts's month walk, their test's reference:
// INTERVAL=17;BYMONTHDAY=29,3,-12;BYDAY=TH took it ~96,000 months to 9999 (no cycle under 6,800 years).
import { civilFromDays, daysFromCivil, weekdayOf } from '../time/civil-dates.ts'
import { gcd } from './rrule-bound.ts'
import { type Filters, monthLength } from './rrule-period-days.ts'

export interface GridWalk {
  /** A grid day (DTSTART + k·INTERVAL). */
  start: number
  end: number
  interval: number
  maxGap: number
}

export interface GridWalkResult {
  periods: number
  neverMatches: boolean
}

/** The month walk's next stop after grid day `day`: the first grid day of the next month BYMONTH allows. */
export function nextMonthOnGrid(f: Filters, day: number, interval: number): number {
  const [y, m] = civilFromDays(day)
  let [ny, nm] = m === 12 ? [y + 1, 1] : [y, m + 1]
  while (f.months !== null && !f.months[nm]) [ny, nm] = nm === 12 ? [ny + 1, 1] : [ny, nm + 1]
  return day + Math.ceil((daysFromCivil(ny, nm, 1) - day) / interval) * interval
}

// The month walk checks its gap at each empty month. Occurrences come back within lcm(INTERVAL,
// 146,097) days < maxGap, so it says "never matches" only when it finds nothing, at its first month
// past start + maxGap: the fast walks look no further, then compute that month.
function endOfWalk(f: Filters, walk: GridWalk, periods: number, found: boolean): GridWalkResult {
  const { start, end, interval, maxGap } = walk
  if (found || end <= start + maxGap) return { periods, neverMatches: false }
  const lastGridDay = start + Math.floor(maxGap / interval) * interval
  return { periods, neverMatches: nextMonthOnGrid(f, lastGridDay, interval) <= end }
}

/** INTERVAL > 1 with BYDAY weekdays: the grid days on one weekday are 7·INTERVAL/gcd(INTERVAL, 7) apart. */
export function walkWeekdayGrid(f: Filters, walk: GridWalk, emit: (day: number) => boolean): GridWalkResult {
  const { start, end, interval, maxGap } = walk
  const step = (7 * interval) / gcd(interval, 7)
  const firsts: number[] = []
  for (let day = start; day < start + step; day += interval) if (f.weekdays?.[weekdayOf(day)]) firsts.push(day)
  const anyMonthDay = f.monthDays !== null || f.lastMonthDays !== null
  let periods = 0
  let found = false
  outer: for (let base = 0; firsts.length > 0; base += step) {
    for (const first of firsts) {
      const day = first + base
      if (day > (found ? end : Math.min(end, start + maxGap))) break outer
      periods++
      const [y, m, dom] = civilFromDays(day)
      if (f.months !== null && !f.months[m]) continue
      if (anyMonthDay && !(f.monthDays?.[dom] || f.lastMonthDays?.[monthLength(y, m) - dom + 1])) continue
      found = true
      if (!emit(day)) return { periods, neverMatches: false }
    }
  }
  return endOfWalk(f, walk, periods, found)
}

/** BYMONTHDAY: each month BYMONTH allows is asked only for its BYMONTHDAY days. */
export function walkMonthDays(f: Filters, walk: GridWalk, emit: (day: number) => boolean): GridWalkResult {
  const { start, end, interval, maxGap } = walk
  let [y, m] = civilFromDays(start)
  let first = daysFromCivil(y, m, 1)
  let periods = 0
  let found = false
  while (first <= (found ? end : Math.min(end, start + maxGap))) {
    const length = monthLength(y, m)
    if (f.months === null || f.months[m]) {
      periods++
      for (const dom of f.monthDaysByLength[length - 28] as number[]) {
        const day = first + dom - 1
        if (day < start || (day - start) % interval !== 0) continue
        if (f.weekdays !== null && !f.weekdays[weekdayOf(day)]) continue
        if (day > (found ? end : Math.min(end, start + maxGap))) return endOfWalk(f, walk, periods, found)
        found = true
        if (!emit(day)) return { periods, neverMatches: false }
      }
    }
    first += length
    if (++m === 13) [y, m] = [y + 1, 1]
  }
  return endOfWalk(f, walk, periods, found)
}
