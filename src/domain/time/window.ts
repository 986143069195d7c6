import type { Interval } from '../types.ts'
import { daysFromCivil, MS_PER_DAY, parseLocalDate, parseLocalDateTime } from './civil-dates.ts'
import { instantToLocal, localToInstant } from './station-time.ts'

const ISO_RE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:Z|([+-])(\d{2}):(\d{2}))$/

/**
 * A station wall-clock time (DST rule of localToInstant) or an ISO 8601 instant with `Z` or an offset.
 * @example parseInstant('2027-01-05T19:00:00Z', 'Europe/Vienna') // 1799175600000
 */
export function parseInstant(value: string, zone: string): number | null {
  if (parseLocalDateTime(value) !== null) return localToInstant(value, zone)
  const m = ISO_RE.exec(value)
  const day = m === null ? null : parseLocalDate(m[1] as string)
  if (m === null || day === null) return null
  const [hour, minute, second] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)]
  const [offsetHours, offsetMinutes] = [Number(m[7] ?? 0), Number(m[8] ?? 0)]
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return null
  const millis = Number((m[5] ?? '').padEnd(3, '0').slice(0, 3))
  const offset = (m[6] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000
  return day * MS_PER_DAY + ((hour * 60 + minute) * 60 + second) * 1000 + millis - offset
}

// Year 10000 has no ISO 8601 form a timestamp column reads (JavaScript writes `+010000-…`).
const LAST_STORABLE = Date.UTC(9999, 11, 31, 23, 59, 59, 999)

/**
 * Both the instant and the station's wall clock must stay in year 9999: views write `YYYY-MM-DD HH:MM:SS`.
 * @example instantToLocal(lastInstant('Europe/Vienna'), 'Europe/Vienna') // '9999-12-31 23:59:59'
 */
export function lastInstant(zone: string): number {
  return Math.min(LAST_STORABLE, localToInstant('9999-12-31 23:59:59', zone) + 999)
}

// Year 0 has no ISO 8601 form a timestamp column reads either (PostgreSQL counts 1 BC, not year 0).
const FIRST_STORABLE = daysFromCivil(1, 1, 1) * MS_PER_DAY

/**
 * Instant and wall clock in year 1 or later (Vienna's LMT puts 0001-01-01T00:00Z at 01:05:21).
 * @example instantToLocal(firstInstant('Europe/Vienna'), 'Europe/Vienna') // '0001-01-01 01:05:21'
 */
export function firstInstant(zone: string): number {
  return Math.max(FIRST_STORABLE, localToInstant('0001-01-01 00:00:00', zone))
}

export type WindowProblem = {
  kind: 'reversed' | 'tooLarge' | 'outOfRange'
  message: string
  fieldMessage: string
  field: 'start' | 'end'
}

/** @example windowProblem({ start: 10, end: 5 }, 366, 'UTC')?.kind // 'reversed' */
export function windowProblem(window: Interval, maxDays: number, zone: string): WindowProblem | null {
  if (window.end <= window.start) {
    return {
      kind: 'reversed',
      message: 'the window ends before it starts: end must be after start',
      fieldMessage: 'must be after start',
      field: 'end',
    }
  }
  const first = firstInstant(zone)
  if (window.start < first) {
    const local = instantToLocal(first, zone)
    const last = instantToLocal(lastInstant(zone), zone)
    return {
      kind: 'outOfRange',
      message: `the window must start at ${local} (station time) or later: windows lie between ${local} and ${last}`,
      fieldMessage: `must not be before ${local}`,
      field: 'start',
    }
  }
  const last = lastInstant(zone)
  if (window.end > last) {
    const local = instantToLocal(last, zone)
    return {
      kind: 'outOfRange',
      message: `the window must end by ${local} (station time)`,
      fieldMessage: `must not be after ${local}`,
      field: 'end',
    }
  }
  if (window.end - window.start > maxDays * MS_PER_DAY) {
    return {
      kind: 'tooLarge',
      message: `the window may span at most ${maxDays} days (MAX_WINDOW_DAYS)`,
      fieldMessage: `must be at most ${maxDays} days after start`,
      field: 'end',
    }
  }
  return null
}
