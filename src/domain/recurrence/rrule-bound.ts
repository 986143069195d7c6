// The bound derived from a rule (issue 35): how long a walk may go without an occurrence.
import type { Recurrence } from './rrule-parse.ts'

/** Days in 400 Gregorian years: the calendar, weekdays included, repeats after them. */
export const CALENDAR_CYCLE_DAYS = 146_097
const CYCLE_MONTHS = 4800
const CYCLE_YEARS = 400

export const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

/**
 * The longest run of days without an occurrence a rule that matches at all can have: its periods meet
 * the same days of the 400-year cycle again after lcm(period, cycle), plus a first period cut short.
 * @example longestGapDays(parseRecurrence('FREQ=DAILY').rule) // 146_463 (400 years and a year)
 */
export function longestGapDays(rule: Recurrence): number {
  const i = rule.interval
  const cycles =
    rule.freq === 'DAILY'
      ? i / gcd(i, CALENDAR_CYCLE_DAYS)
      : rule.freq === 'WEEKLY'
        ? (7 * i) / gcd(7 * i, CALENDAR_CYCLE_DAYS)
        : rule.freq === 'MONTHLY'
          ? i / gcd(i, CYCLE_MONTHS)
          : i / gcd(i, CYCLE_YEARS)
  return cycles * CALENDAR_CYCLE_DAYS + 366
}

/** The most days one period can hold: BYSETPOS beyond it picks nothing, ever (FREQ=DAILY;BYSETPOS=2). */
function periodCapacity(rule: Recurrence): number {
  const plain = rule.byDay.filter((d) => d.n === null).length
  const ordinals = rule.byDay.length - plain
  const months = rule.byMonth.length === 0 ? 12 : rule.byMonth.length
  switch (rule.freq) {
    case 'DAILY':
      return 1
    case 'WEEKLY':
      return rule.byDay.length === 0 ? 1 : plain
    case 'MONTHLY': {
      let cap = 31
      if (rule.byMonthDay.length > 0) cap = Math.min(cap, rule.byMonthDay.length)
      if (rule.byDay.length > 0) cap = Math.min(cap, plain * 5 + ordinals)
      return cap
    }
    case 'YEARLY': {
      if (rule.byWeekNo.length === 0 && rule.byMonthDay.length === 0 && rule.byDay.length === 0)
        return rule.byMonth.length === 0 ? 1 : months
      let cap = 366
      if (rule.byWeekNo.length > 0) cap = Math.min(cap, rule.byWeekNo.length * 7)
      if (rule.byMonthDay.length > 0) cap = Math.min(cap, rule.byMonthDay.length * months)
      if (rule.byDay.length > 0)
        cap = Math.min(cap, rule.byMonth.length === 0 ? plain * 53 + ordinals : (plain * 5 + ordinals) * months)
      return cap
    }
  }
}

/** Whether the rule's parts alone rule out every occurrence. */
export function impossibleByParts(rule: Recurrence): boolean {
  if (rule.bySetPos.length === 0) return false
  const capacity = periodCapacity(rule)
  return rule.bySetPos.every((p) => Math.abs(p) > capacity)
}
