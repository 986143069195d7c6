// The days of one RRULE period its BYxxx parts keep (RFC 5545's expand/limit table, as dateutil
// applies it), and BYSETPOS's pick; rrule-expand.ts walks the periods.
import { civilFromDays, daysFromCivil, weekdayOf } from '../time/civil-dates.ts'
import type { Recurrence, WeekdayNum } from './rrule-parse.ts'

const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
export const monthLength = (y: number, m: number) => (m === 2 && isLeap(y) ? 29 : (MONTH_LENGTHS[m - 1] as number))

/** ISO 8601 week number (1..53): the week of the Monday-to-Sunday week's Thursday in its year. */
function isoWeek(day: number): number {
  const thursday = day - weekdayOf(day) + 3
  return Math.floor((thursday - daysFromCivil(civilFromDays(thursday)[0], 1, 1)) / 7) + 1
}

/** The rule's filters as lookup tables, with RFC 5545's defaults taken from DTSTART. */
export interface Filters {
  months: boolean[] | null
  weekdays: boolean[] | null
  ordinals: WeekdayNum[]
  monthDays: boolean[] | null
  /** Index k: the k-th last day of the month (BYMONTHDAY=-k). */
  lastMonthDays: boolean[] | null
  weekNos: boolean[] | null
  /** Index length - 28: the days BYMONTHDAY names in a month that long, ascending, once each. */
  monthDaysByLength: number[][]
  /** The shortest month a BYMONTHDAY fits in (0 without BYMONTHDAY): BYMONTHDAY=30 needs 30 days. */
  shortestMonth: number
}

export function filtersOf(rule: Recurrence, dtstart: number): Filters {
  const [, month, dom] = civilFromDays(dtstart)
  let byMonth = rule.byMonth
  let byMonthDay = rule.byMonthDay
  let byDay = rule.byDay
  // RFC 5545 (and dateutil): a rule that names no day takes it from DTSTART.
  if (rule.byWeekNo.length === 0 && byMonthDay.length === 0 && byDay.length === 0) {
    if (rule.freq === 'YEARLY') {
      if (byMonth.length === 0) byMonth = [month]
      byMonthDay = [dom]
    } else if (rule.freq === 'MONTHLY') {
      byMonthDay = [dom]
    } else if (rule.freq === 'WEEKLY') {
      byDay = [{ weekday: weekdayOf(dtstart), n: null }]
    }
  }
  const table = (size: number, values: readonly number[]) => {
    if (values.length === 0) return null
    const t = new Array<boolean>(size).fill(false)
    for (const v of values) t[v] = true
    return t
  }
  const plain = byDay.filter((d) => d.n === null).map((d) => d.weekday)
  return {
    months: table(13, byMonth),
    weekdays: table(7, plain),
    ordinals: byDay.filter((d) => d.n !== null),
    monthDays: table(
      32,
      byMonthDay.filter((d) => d > 0),
    ),
    lastMonthDays: table(
      32,
      byMonthDay.filter((d) => d < 0).map((d) => -d),
    ),
    weekNos: table(54, rule.byWeekNo),
    monthDaysByLength: [28, 29, 30, 31].map((length) =>
      [...new Set(byMonthDay.map((d) => (d > 0 ? d : length + d + 1)).filter((d) => d >= 1 && d <= length))].sort(
        (a, b) => a - b,
      ),
    ),
    shortestMonth: byMonthDay.length === 0 ? 0 : Math.min(...byMonthDay.map(Math.abs)),
  }
}

/** Whether the month can hold a day of the rule: months that cannot are passed over whole. */
function monthMayMatch(f: Filters, y: number, m: number): boolean {
  if (f.months !== null && !f.months[m]) return false
  const length = monthLength(y, m)
  if (length < f.shortestMonth) return false
  // February to November lie inside one ISO year, so their weeks run without a wrap from first to last.
  if (f.weekNos !== null && m > 1 && m < 12) {
    const first = daysFromCivil(y, m, 1)
    const last = isoWeek(first + length - 1)
    let week = isoWeek(first)
    while (week <= last && !f.weekNos[week]) week++
    if (week > last) return false
  }
  return true
}

/** The days of [first, last] that are the nth weekday of that range (dateutil's nwdaymask), ascending and once each. */
export function ordinalDays(ordinals: readonly WeekdayNum[], first: number, last: number): number[] {
  const days: number[] = []
  const firstWeekday = weekdayOf(first)
  const lastWeekday = weekdayOf(last)
  for (const { weekday, n } of ordinals) {
    const k = n as number
    const day =
      k > 0
        ? first + (k - 1) * 7 + ((weekday - firstWeekday + 7) % 7)
        : last + (k + 1) * 7 - ((lastWeekday - weekday + 7) % 7)
    if (day >= first && day <= last && !days.includes(day)) days.push(day)
  }
  return days.length > 1 ? days.sort((a, b) => a - b) : days
}

/** Pushes the days of [from, to] (one month, `step` apart) that pass; `ordinalSet`: the ordinal BYDAY days. */
export function collect(
  f: Filters,
  y: number,
  m: number,
  from: number,
  to: number,
  ordinalSet: readonly number[] | null,
  out: number[],
  step = 1,
): void {
  if (!monthMayMatch(f, y, m)) return
  const first = daysFromCivil(y, m, 1)
  const length = monthLength(y, m)
  const anyDay = f.weekdays !== null || f.ordinals.length > 0
  const anyMonthDay = f.monthDays !== null || f.lastMonthDays !== null
  // Only an ordinal BYDAY (1TU, -1FR): its few days are the candidates, not every day of the month.
  if (step === 1 && f.weekdays === null && ordinalSet !== null) {
    for (const day of ordinalSet) {
      if (day < from || day > to) continue
      if (anyMonthDay) {
        const dom = day - first + 1
        if (!(f.monthDays?.[dom] === true || f.lastMonthDays?.[length - dom + 1] === true)) continue
      }
      if (f.weekNos !== null && !f.weekNos[isoWeek(day)]) continue
      out.push(day)
    }
    return
  }
  if (step === 1 && anyMonthDay) {
    for (const dom of f.monthDaysByLength[length - 28] as number[]) {
      const day = first + dom - 1
      if (day < from || day > to) continue
      if (anyDay && !(f.weekdays?.[weekdayOf(day)] === true || ordinalSet?.includes(day))) continue
      if (f.weekNos !== null && !f.weekNos[isoWeek(day)]) continue
      out.push(day)
    }
    return
  }
  let wd = weekdayOf(from)
  for (let day = from; day <= to; day += step, wd = (wd + step) % 7) {
    if (anyDay && !(f.weekdays?.[wd] === true || ordinalSet?.includes(day))) continue
    if (anyMonthDay) {
      const dom = day - first + 1
      if (!(f.monthDays?.[dom] === true || f.lastMonthDays?.[length - dom + 1] === true)) continue
    }
    if (f.weekNos !== null && !f.weekNos[isoWeek(day)]) continue
    out.push(day)
  }
}

export function yearDays(f: Filters, y: number, jan1: number, out: number[]): void {
  // Ordinals count within each month when BYMONTH is given, else within the year (RFC 5545).
  const yearOrdinals =
    f.ordinals.length > 0 && f.months === null ? ordinalDays(f.ordinals, jan1, daysFromCivil(y, 12, 31)) : null
  for (let m = 1; m <= 12; m++) {
    if (f.months !== null && !f.months[m]) continue
    const first = daysFromCivil(y, m, 1)
    const last = first + monthLength(y, m) - 1
    const ordinalSet = yearOrdinals ?? (f.ordinals.length > 0 ? ordinalDays(f.ordinals, first, last) : null)
    collect(f, y, m, first, last, ordinalSet, out)
  }
}

export function collectSpan(
  f: Filters,
  from: number,
  to: number,
  ordinalSet: readonly number[] | null,
  out: number[],
): void {
  let day = from
  while (day <= to) {
    const [y, m] = civilFromDays(day)
    const monthEnd = daysFromCivil(y, m, 1) + monthLength(y, m) - 1
    collect(f, y, m, day, Math.min(to, monthEnd), ordinalSet, out)
    day = monthEnd + 1
  }
}

/** BYSETPOS: the chosen positions of a period's days, ascending and once each. */
export function pickPositions(days: readonly number[], positions: readonly number[]): number[] {
  const picked = new Set<number>()
  for (const p of positions) {
    const day = days[p > 0 ? p - 1 : days.length + p]
    if (day !== undefined) picked.add(day)
  }
  return [...picked].sort((a, b) => a - b)
}
