// The feed's VTIMEZONE: a dated observance per offset change in the span, then the yearly rule when
// a recurring event runs on without end.

import { WEEKDAY_CODES } from '../recurrence/rrule-parse.ts'
import { ordinalDays } from '../recurrence/rrule-period-days.ts'
import { civilFromDays, daysFromCivil, daysInMonth, MS_PER_DAY, weekdayOf } from '../time/civil-dates.ts'
import { findTransitions, instantToLocal, type ZoneTransition, zoneOffset } from '../time/station-time.ts'
import type { Interval } from '../types.ts'

const YEAR_MS = 365.2425 * MS_PER_DAY
/** Years of dated changes written when the zone follows no yearly rule an RRULE can say. */
const FALLBACK_YEARS = 10
/** Years the zone must keep its rule after the span for the rule to be written as one. */
const CHECKED_YEARS = 4

export function compact(local: string): string {
  return local.replace(/[-:]/g, '').replace(' ', 'T')
}

/** Seconds only when there are any, as in LMT offsets: +054500. */
function formatOffset(offset: number): string {
  const sign = offset < 0 ? '-' : '+'
  const total = Math.abs(Math.round(offset / 1000))
  const hh = String(Math.floor(total / 3600)).padStart(2, '0')
  const mm = String(Math.floor((total % 3600) / 60)).padStart(2, '0')
  const ss = total % 60
  return `${sign}${hh}${mm}${ss === 0 ? '' : String(ss).padStart(2, '0')}`
}

/** `recurs`: an RRULE runs past the span: yearly rules follow (or FALLBACK_YEARS of dated changes). */
export function timezoneLines(zone: string, span: Interval, recurs = false): string[] {
  const yearly = recurs ? yearlyChanges(zone, span.end) : []
  const until = recurs && yearly === null ? span.end + FALLBACK_YEARS * YEAR_MS : span.end
  const rules = yearly ?? []
  const dated = findTransitions(zone, { start: span.start, end: until }).filter(
    (t) => rules[0] === undefined || t.at < rules[0].change.at,
  )
  const first = dated[0] ?? rules[0]?.change
  const initial = first?.from ?? zoneOffset(span.start, zone)
  // The observance in force before the first change: daylight time if the zone then falls back.
  const initialKind = first !== undefined && first.to < first.from ? 'DAYLIGHT' : 'STANDARD'
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`, `X-LIC-LOCATION:${zone}`]
  lines.push(...observance(initialKind, '19700101T000000', initial, initial))
  for (const t of dated) lines.push(...observance(kindOf(t), onsetOf(t), t.from, t.to))
  for (const { change, rule } of rules)
    lines.push(...observance(kindOf(change), onsetOf(change), change.from, change.to, rule))
  lines.push('END:VTIMEZONE')
  return lines
}

const kindOf = (t: ZoneTransition) => (t.to > t.from ? 'DAYLIGHT' : 'STANDARD')

/** DTSTART of an observance is the wall time of the change under the offset before it. */
const onsetOf = (t: ZoneTransition) => compact(instantToLocal(t.at + t.from, 'UTC'))

function observance(kind: 'STANDARD' | 'DAYLIGHT', onset: string, from: number, to: number, rule?: string): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${onset}`,
    ...(rule === undefined ? [] : [`RRULE:${rule}`]),
    `TZOFFSETFROM:${formatOffset(from)}`,
    `TZOFFSETTO:${formatOffset(to)}`,
    `END:${kind}`,
  ]
}

interface YearlyChange {
  /** The first change after the span that the rule says. */
  change: ZoneTransition
  rule: string
  month: number
  weekday: number
  /** 1..4, or -1 for the last. */
  nth: number
  onsetMs: number
}

/**
 * The zone's changes of the year after `after` as yearly rules (`FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU`):
 * [] for a zone without changes then, null when they do not repeat so for CHECKED_YEARS years.
 * @example yearlyChanges('Europe/Vienna', Date.UTC(2027, 6, 1)) // [{ rule: 'FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU', … }, { rule: '…BYMONTH=3;BYDAY=-1SU', … }]
 */
export function yearlyChanges(zone: string, after: number): Array<{ change: ZoneTransition; rule: string }> | null {
  const inRange = (end: number) =>
    findTransitions(zone, { start: after, end }).filter((t) => t.at > after && t.at <= end)
  const year = inRange(after + YEAR_MS)
  if (year.length === 0) return inRange(after + CHECKED_YEARS * YEAR_MS).length === 0 ? [] : null
  const changes = year.map(describe)
  // Every change of the following years is one the rules foresee, and no other.
  const expected = new Set<string>()
  const startYear = civilFromDays(Math.floor(after / MS_PER_DAY))[0]
  for (let y = startYear; y <= startYear + CHECKED_YEARS + 1; y++) {
    for (const c of changes) expected.add(`${expectedAt(c, y)}:${c.change.from}:${c.change.to}`)
  }
  const later = inRange(after + CHECKED_YEARS * YEAR_MS)
  if (!later.every((t) => expected.has(`${t.at}:${t.from}:${t.to}`))) return null
  if (later.length < changes.length * (CHECKED_YEARS - 1)) return null
  return changes.map(({ change, rule }) => ({ change, rule }))
}

function describe(change: ZoneTransition): YearlyChange {
  const wall = change.at + change.from
  const day = Math.floor(wall / MS_PER_DAY)
  const [y, month, date] = civilFromDays(day)
  const weekday = weekdayOf(day)
  const nth = date + 7 > daysInMonth(y, month) ? -1 : Math.ceil(date / 7)
  const rule = `FREQ=YEARLY;BYMONTH=${month};BYDAY=${nth}${WEEKDAY_CODES[weekday]}`
  return { change, rule, month, weekday, nth, onsetMs: wall - day * MS_PER_DAY }
}

function expectedAt(c: YearlyChange, year: number): number {
  const first = daysFromCivil(year, c.month, 1)
  const [day] = ordinalDays([{ weekday: c.weekday, n: c.nth }], first, first + daysInMonth(year, c.month) - 1)
  return (day as number) * MS_PER_DAY + c.onsetMs - c.change.from
}
