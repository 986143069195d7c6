/**
 * Query-string values the schemas can only check for shape: window bounds (station-local or ISO
 * instants) and comma-separated id lists. Each problem is a 400 naming `querystring/<name>`.
 */
import { localToInstant, MS_PER_DAY, parseLocalDate, parseLocalDateTime } from '../domain/time.ts'
import type { Interval } from '../domain/types.ts'
import { ValidationError } from '../errors.ts'

const LOCAL_RE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/
const ISO_RE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:Z|([+-])(\d{2}):(\d{2}))$/
const MAX_ID = 2147483647
const MAX_IDS = 100

function invalid(name: string, message: string): ValidationError {
  return new ValidationError('ONAIR_QUERY_INVALID', `querystring/${name} ${message}`, [
    { path: `querystring/${name}`, message },
  ])
}

/**
 * The instant of a window bound: `YYYY-MM-DD HH:MM:SS` on the station's wall clock (DST rule of
 * localToInstant), or an ISO 8601 instant with `Z` or an offset.
 */
export function parseInstant(value: string, name: string, zone: string): number {
  if (LOCAL_RE.test(value)) {
    if (parseLocalDateTime(value) === null) throw invalid(name, `is not a real date and time: ${value}`)
    return localToInstant(value, zone)
  }
  const m = ISO_RE.exec(value)
  const day = m === null ? null : parseLocalDate(m[1] as string)
  if (m === null || day === null) {
    throw invalid(name, "must be 'YYYY-MM-DD HH:MM:SS' (station time) or an ISO 8601 instant such as 2027-01-05T19:00:00Z")
  }
  const [hour, minute, second] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)]
  const [offsetHours, offsetMinutes] = [Number(m[7] ?? 0), Number(m[8] ?? 0)]
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) {
    throw invalid(name, `is not a real date and time: ${value}`)
  }
  const millis = Number((m[5] ?? '').padEnd(3, '0').slice(0, 3))
  const offset = (m[6] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000
  return day * MS_PER_DAY + ((hour * 60 + minute) * 60 + second) * 1000 + millis - offset
}

/** Checks a window: end after start, at most `maxDays` long. */
export function checkWindow(window: Interval, maxDays: number): Interval {
  if (window.end <= window.start) {
    throw new ValidationError('ONAIR_WINDOW_INVALID', 'the window ends before it starts: end must be after start', [
      { path: 'querystring/end', message: 'must be after start' },
    ])
  }
  if (window.end - window.start > maxDays * MS_PER_DAY) {
    throw new ValidationError('ONAIR_WINDOW_TOO_LARGE', `the window may span at most ${maxDays} days (MAX_WINDOW_DAYS)`, [
      { path: 'querystring/end', message: `must be at most ${maxDays} days after start` },
    ])
  }
  return window
}

/** The `start`/`end` query pair as a checked window of instants. */
export function parseWindow(query: { start: string; end: string }, zone: string, maxDays: number): Interval {
  return checkWindow({ start: parseInstant(query.start, 'start', zone), end: parseInstant(query.end, 'end', zone) }, maxDays)
}

/** `1,2,3` → [1, 2, 3] (duplicates dropped); undefined stays undefined (no filter). */
export function parseIdList(value: string | undefined, name: string): number[] | undefined {
  if (value === undefined) return undefined
  const ids = value.split(',').map((part) => (/^[1-9]\d{0,9}$/.test(part) ? Number(part) : Number.NaN))
  if (ids.some((id) => !(id <= MAX_ID))) throw invalid(name, `must be comma-separated ids between 1 and ${MAX_ID}, e.g. 1,2`)
  if (ids.length > MAX_IDS) throw invalid(name, `may list at most ${MAX_IDS} ids`)
  return [...new Set(ids)]
}

/** Paging defaults, as the schemas declare them. */
export function pageOf(query: { limit?: number | undefined; offset?: number | undefined }) {
  return { limit: query.limit ?? 50, offset: query.offset ?? 0 }
}
