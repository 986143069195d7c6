// The RRULE subset a schedule can say (FREQ DAILY to YEARLY, INTERVAL, BYDAY, BYMONTHDAY, BYMONTH,
// BYSETPOS, WKST, COUNT/UNTIL, BYWEEKNO as the even/odd ISO-week rules need). Times come from the
// schedule, so BYHOUR and finer are refused, each problem naming its part.
import { daysFromCivil, formatLocalDate } from '../time/civil-dates.ts'

export const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const
export type Frequency = (typeof FREQUENCIES)[number]

/** Index = our weekday number (0 = Monday). */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const

/** One BYDAY entry: a weekday, and for monthly and yearly rules which one of the month or year (`-1FR`). */
export interface WeekdayNum {
  weekday: number
  /** null: every such weekday of the period. */
  n: number | null
}

/** UNTIL as written: a date, or a date-time (floating, or UTC with `utc`). */
export interface RecurrenceUntil {
  day: number
  /** Seconds since midnight of a date-time UNTIL; null for a date. */
  seconds: number | null
  utc: boolean
}

/** A parsed RRULE. Empty arrays are absent parts. */
export interface Recurrence {
  freq: Frequency
  interval: number
  byDay: WeekdayNum[]
  byMonthDay: number[]
  byMonth: number[]
  /** ISO week numbers (positive, WKST=MO, YEARLY only): the contract's even/odd week rules. */
  byWeekNo: number[]
  bySetPos: number[]
  /** 0 = Monday. */
  wkst: number
  count: number | null
  until: RecurrenceUntil | null
}

export interface RecurrenceProblem {
  part: string
  message: string
}

export type RecurrenceParse = { ok: true; rule: Recurrence } | { ok: false; problem: RecurrenceProblem }

export const MAX_INTERVAL = 1000
export const MAX_COUNT = 100_000

const KNOWN_REFUSED: Record<string, string> = {
  BYHOUR: 'times come from startTime and endTime',
  BYMINUTE: 'times come from startTime and endTime',
  BYSECOND: 'times come from startTime and endTime',
  BYYEARDAY: 'use BYMONTH with BYMONTHDAY instead',
  RSCALE: 'only the Gregorian calendar is supported',
  SKIP: 'only the Gregorian calendar is supported',
}

const fail = (part: string, message: string): RecurrenceParse => ({
  ok: false,
  problem: { part, message: `${part}: ${message}` },
})

function parseIntList(
  part: string,
  value: string,
  min: number,
  max: number,
  signed: boolean,
): number[] | RecurrenceParse {
  const out: number[] = []
  for (const item of value.split(',')) {
    if (!/^[+-]?\d{1,3}$/.test(item)) return fail(part, `"${item}" is not a number`)
    const n = Number(item)
    if (n === 0 || Math.abs(n) < min || Math.abs(n) > max || (!signed && n < 0)) {
      return fail(part, `${item} is out of range (${signed ? `${min}..${max} or -${max}..-${min}` : `${min}..${max}`})`)
    }
    if (!out.includes(n)) out.push(n)
  }
  return out
}

function parseUntil(value: string): RecurrenceUntil | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(value)
  if (m === null) return null
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const d = daysFromCivil(year, month, day)
  if (year < 1 || month < 1 || month > 12 || day < 1 || formatLocalDate(d) !== `${m[1]}-${m[2]}-${m[3]}`) return null
  if (m[4] === undefined) return { day: d, seconds: null, utc: false }
  const [h, min, s] = [Number(m[4]), Number(m[5]), Number(m[6])]
  if (h > 23 || min > 59 || s > 60) return null
  return { day: d, seconds: h * 3600 + min * 60 + Math.min(s, 59), utc: m[7] === 'Z' }
}

/** Parses an RRULE value (`RRULE:` prefix allowed, case-insensitive) or returns the first problem. */
export function parseRecurrence(text: string): RecurrenceParse {
  const body = text.trim().replace(/^RRULE:/i, '')
  if (body === '') return fail('FREQ', 'the rule is empty; start with FREQ=DAILY, WEEKLY, MONTHLY or YEARLY')
  const parts = new Map<string, string>()
  for (const piece of body.split(';')) {
    const eq = piece.indexOf('=')
    const name = (eq < 0 ? piece : piece.slice(0, eq)).trim().toUpperCase()
    if (eq < 0 || name === '') return fail(name || piece, 'each part is NAME=VALUE, separated by ";"')
    if (parts.has(name)) return fail(name, 'appears more than once')
    parts.set(
      name,
      piece
        .slice(eq + 1)
        .trim()
        .toUpperCase(),
    )
  }
  for (const name of parts.keys()) {
    const refused = KNOWN_REFUSED[name]
    if (refused !== undefined) return fail(name, `is not supported (${refused})`)
    if (
      ![
        'FREQ',
        'INTERVAL',
        'BYDAY',
        'BYMONTHDAY',
        'BYMONTH',
        'BYWEEKNO',
        'BYSETPOS',
        'WKST',
        'COUNT',
        'UNTIL',
      ].includes(name)
    ) {
      return fail(
        name,
        'is not an RRULE part onair supports (FREQ, INTERVAL, BYDAY, BYMONTHDAY, BYMONTH, BYSETPOS, WKST, COUNT, UNTIL)',
      )
    }
  }
  const freqText = parts.get('FREQ')
  if (freqText === undefined) return fail('FREQ', 'is required: DAILY, WEEKLY, MONTHLY or YEARLY')
  if (!(FREQUENCIES as readonly string[]).includes(freqText)) {
    const finer = ['SECONDLY', 'MINUTELY', 'HOURLY'].includes(freqText)
    return fail(
      'FREQ',
      `${freqText} is not supported; ${finer ? 'a schedule airs at most once a day, at startTime' : 'use DAILY, WEEKLY, MONTHLY or YEARLY'}`,
    )
  }
  const freq = freqText as Frequency
  const rule: Recurrence = {
    freq,
    interval: 1,
    byDay: [],
    byMonthDay: [],
    byMonth: [],
    byWeekNo: [],
    bySetPos: [],
    wkst: 0,
    count: null,
    until: null,
  }

  const interval = parts.get('INTERVAL')
  if (interval !== undefined) {
    if (!/^\d{1,4}$/.test(interval) || Number(interval) < 1 || Number(interval) > MAX_INTERVAL) {
      return fail('INTERVAL', `must be an integer from 1 to ${MAX_INTERVAL}`)
    }
    rule.interval = Number(interval)
  }
  const wkst = parts.get('WKST')
  if (wkst !== undefined) {
    const index = (WEEKDAY_CODES as readonly string[]).indexOf(wkst)
    if (index < 0) return fail('WKST', `"${wkst}" is not a weekday (MO, TU, WE, TH, FR, SA, SU)`)
    rule.wkst = index
  }
  const byDay = parts.get('BYDAY')
  if (byDay !== undefined) {
    for (const item of byDay.split(',')) {
      const m = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(item)
      if (m === null) return fail('BYDAY', `"${item}" is not a weekday, optionally with an ordinal (TU, 1TU, -1FR)`)
      const n = m[1] === undefined ? null : Number(m[1])
      if (n !== null) {
        if (freq !== 'MONTHLY' && freq !== 'YEARLY')
          return fail('BYDAY', `an ordinal (${item}) needs FREQ=MONTHLY or YEARLY`)
        const max = freq === 'MONTHLY' || parts.has('BYMONTH') ? 5 : 53
        if (n === 0 || Math.abs(n) > max)
          return fail('BYDAY', `the ordinal of ${item} must be 1..${max} or -${max}..-1`)
        if (parts.has('BYWEEKNO')) return fail('BYDAY', `an ordinal (${item}) cannot be combined with BYWEEKNO`)
      }
      const weekday = (WEEKDAY_CODES as readonly string[]).indexOf(m[2] as string)
      if (!rule.byDay.some((d) => d.weekday === weekday && d.n === n)) rule.byDay.push({ weekday, n })
    }
  }
  const byMonthDay = parts.get('BYMONTHDAY')
  if (byMonthDay !== undefined) {
    if (freq === 'WEEKLY') return fail('BYMONTHDAY', 'cannot be used with FREQ=WEEKLY (RFC 5545)')
    const days = parseIntList('BYMONTHDAY', byMonthDay, 1, 31, true)
    if (!Array.isArray(days)) return days
    rule.byMonthDay = days
  }
  const byMonth = parts.get('BYMONTH')
  if (byMonth !== undefined) {
    const months = parseIntList('BYMONTH', byMonth, 1, 12, false)
    if (!Array.isArray(months)) return months
    rule.byMonth = months
  }
  const byWeekNo = parts.get('BYWEEKNO')
  if (byWeekNo !== undefined) {
    if (freq !== 'YEARLY') return fail('BYWEEKNO', 'needs FREQ=YEARLY (RFC 5545)')
    if (rule.wkst !== 0) return fail('BYWEEKNO', 'is supported with WKST=MO only (ISO 8601 week numbers)')
    const weeks = parseIntList('BYWEEKNO', byWeekNo, 1, 53, false)
    if (!Array.isArray(weeks)) return weeks
    rule.byWeekNo = weeks
  }
  const bySetPos = parts.get('BYSETPOS')
  if (bySetPos !== undefined) {
    if (byDay === undefined && byMonthDay === undefined && byMonth === undefined && byWeekNo === undefined) {
      return fail('BYSETPOS', 'needs another BY part (BYDAY, BYMONTHDAY, BYMONTH) to choose from (RFC 5545)')
    }
    const positions = parseIntList('BYSETPOS', bySetPos, 1, 366, true)
    if (!Array.isArray(positions)) return positions
    rule.bySetPos = positions
  }
  const count = parts.get('COUNT')
  const until = parts.get('UNTIL')
  if (count !== undefined && until !== undefined)
    return fail('UNTIL', 'cannot be combined with COUNT (RFC 5545); send one of them')
  if (count !== undefined) {
    if (!/^\d{1,6}$/.test(count) || Number(count) < 1 || Number(count) > MAX_COUNT) {
      return fail('COUNT', `must be an integer from 1 to ${MAX_COUNT}`)
    }
    rule.count = Number(count)
  }
  if (until !== undefined) {
    const parsed = parseUntil(until)
    if (parsed === null) return fail('UNTIL', `"${until}" is not a date YYYYMMDD or a date-time YYYYMMDDTHHMMSS(Z)`)
    rule.until = parsed
  }
  return { ok: true, rule }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

function formatUntil(until: RecurrenceUntil): string {
  const date = formatLocalDate(until.day).replaceAll('-', '')
  if (until.seconds === null) return date
  const s = until.seconds
  return `${date}T${pad(Math.floor(s / 3600))}${pad(Math.floor((s % 3600) / 60))}${pad(s % 60)}${until.utc ? 'Z' : ''}`
}

const weekdayNum = (d: WeekdayNum) => `${d.n ?? ''}${WEEKDAY_CODES[d.weekday]}`

/**
 * Canonical text: parts in one order, lists sorted, defaults left out; equal rules give equal text.
 * @example formatRecurrence(parseRecurrence('byday=TU;freq=weekly;interval=1').rule) // 'FREQ=WEEKLY;BYDAY=TU'
 */
export function formatRecurrence(rule: Recurrence): string {
  const parts = [`FREQ=${rule.freq}`]
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`)
  const byNumber = (a: number, b: number) => a - b
  if (rule.byMonth.length > 0) parts.push(`BYMONTH=${[...rule.byMonth].sort(byNumber).join(',')}`)
  if (rule.byWeekNo.length > 0) parts.push(`BYWEEKNO=${[...rule.byWeekNo].sort(byNumber).join(',')}`)
  if (rule.byMonthDay.length > 0) parts.push(`BYMONTHDAY=${[...rule.byMonthDay].sort(byNumber).join(',')}`)
  if (rule.byDay.length > 0) {
    // Plain weekdays first, then 1st, 2nd, …, then last, second to last, ….
    const rank = (d: WeekdayNum) => (d.n === null ? 0 : d.n > 0 ? d.n : 100 - d.n)
    const sorted = [...rule.byDay].sort((a, b) => rank(a) - rank(b) || a.weekday - b.weekday)
    parts.push(`BYDAY=${sorted.map(weekdayNum).join(',')}`)
  }
  if (rule.bySetPos.length > 0) parts.push(`BYSETPOS=${[...rule.bySetPos].sort(byNumber).join(',')}`)
  if (rule.wkst !== 0) parts.push(`WKST=${WEEKDAY_CODES[rule.wkst]}`)
  if (rule.count !== null) parts.push(`COUNT=${rule.count}`)
  if (rule.until !== null) parts.push(`UNTIL=${formatUntil(rule.until)}`)
  return parts.join(';')
}
