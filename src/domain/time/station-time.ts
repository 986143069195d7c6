// The only wall-clock ↔ instant boundary, so the DST rule (stated on localToInstant) lives in one place.

import type { Interval, LocalDate, LocalDateTime } from '../types.ts'
import {
  DATE_TIME_RE,
  daysFromCivil,
  formatLocalDate,
  formatWall,
  MS_PER_DAY,
  parseLocalDate,
  parseLocalTime,
} from './civil-dates.ts'

const MS_PER_HOUR = 3_600_000

// Intl offsets are memoised per zone and UTC day: one format() costs ~2 µs. Assumes no offset changes and
// back within one UTC day (no tzdb zone does, that we know of); see docs/projection.md.

interface Transition {
  at: number
  offset: number
}

type DayEntry = number | { first: number; transitions: Transition[] }

interface ZoneCache {
  format: Intl.DateTimeFormat
  midnights: Map<number, number>
  days: Map<number, DayEntry>
  /** NaN for a local day near a transition (see plainOffset). */
  plainLocalDays: Map<number, number>
}

const zones = new Map<string, ZoneCache>()
// Keeps a long-running process bounded (about 270 years per zone); clearing only costs recomputation.
const MAX_CACHED_DAYS = 100_000
// Intl prints years < 1000 ambiguously (and BC with an era), so instants are clamped to this range.
const MIN_INSTANT = daysFromCivil(1000, 1, 2) * MS_PER_DAY
const MAX_INSTANT = daysFromCivil(9999, 12, 30) * MS_PER_DAY
// Lenient between date and time: ICU versions differ in the separator they print there.
const INTL_RE = /^(\d+)\/(\d+)\/(\d+)\D+(\d+):(\d+):(\d+)$/

function zoneCache(zone: string): ZoneCache {
  let cache = zones.get(zone)
  if (cache === undefined) {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    cache = { format, midnights: new Map(), days: new Map(), plainLocalDays: new Map() }
    zones.set(zone, cache)
  }
  return cache
}

function intlOffset(cache: ZoneCache, ms: number): number {
  const t = Math.floor(Math.min(Math.max(ms, MIN_INSTANT), MAX_INSTANT) / 1000) * 1000
  const m = INTL_RE.exec(cache.format.format(t))
  if (m === null) throw new RangeError(`Unexpected Intl output for ${t}`)
  const wall =
    daysFromCivil(Number(m[3]), Number(m[1]), Number(m[2])) * MS_PER_DAY +
    (Number(m[4]) * 3600 + Number(m[5]) * 60 + Number(m[6])) * 1000
  return wall - t
}

function midnightOffset(cache: ZoneCache, day: number): number {
  let offset = cache.midnights.get(day)
  if (offset === undefined) {
    offset = intlOffset(cache, day * MS_PER_DAY)
    cache.midnights.set(day, offset)
  }
  return offset
}

function dayTransitions(cache: ZoneCache, day: number, first: number): Transition[] {
  const transitions: Transition[] = []
  let before = first
  for (let hour = 1; hour <= 24; hour++) {
    let hi = day * MS_PER_DAY + hour * MS_PER_HOUR
    const after = hour === 24 ? midnightOffset(cache, day + 1) : intlOffset(cache, hi)
    if (after === before) continue
    let lo = hi - MS_PER_HOUR
    while (hi - lo > 1000) {
      const mid = lo + Math.floor((hi - lo) / 2000) * 1000
      if (intlOffset(cache, mid) === before) lo = mid
      else hi = mid
    }
    transitions.push({ at: hi, offset: after })
    before = after
  }
  return transitions
}

function offsetAt(cache: ZoneCache, ms: number): number {
  const day = Math.floor(ms / MS_PER_DAY)
  let entry = cache.days.get(day)
  if (entry === undefined) {
    if (cache.days.size > MAX_CACHED_DAYS) {
      cache.days.clear()
      cache.midnights.clear()
      cache.plainLocalDays.clear()
    }
    const first = midnightOffset(cache, day)
    entry = first === midnightOffset(cache, day + 1) ? first : { first, transitions: dayTransitions(cache, day, first) }
    cache.days.set(day, entry)
  }
  if (typeof entry === 'number') return entry
  let offset = entry.first
  for (const t of entry.transitions) {
    if (ms < t.at) break
    offset = t.offset
  }
  return offset
}

/** Wall clock minus instant, ms. */
export interface ZoneTransition {
  at: number
  from: number
  to: number
}

/** The one transition finder (DST gap rule, VTIMEZONE); `span` is widened a day each side. */
export function findTransitions(zone: string, span: Interval): ZoneTransition[] {
  const cache = zoneCache(zone)
  const transitions: ZoneTransition[] = []
  for (let day = Math.floor(span.start / MS_PER_DAY) - 1; day <= Math.floor(span.end / MS_PER_DAY) + 1; day++) {
    offsetAt(cache, day * MS_PER_DAY) // makes sure the day's entry exists
    const entry = cache.days.get(day)
    if (typeof entry !== 'object') continue
    let from = entry.first
    for (const t of entry.transitions) {
      transitions.push({ at: t.at, from, to: t.offset })
      from = t.offset
    }
  }
  return transitions
}

/** @example zoneOffset(Date.UTC(2027, 6, 1), 'Europe/Vienna') // 7_200_000 */
export function zoneOffset(ms: number, zone: string): number {
  return offsetAt(zoneCache(zone), ms)
}

/** Zone names already looked up: an Intl.DateTimeFormat costs about a millisecond, and an import asks per event. */
const canonicalZones = new Map<string, string | null>()
const MAX_REMEMBERED_ZONES = 1000

/** @example canonicalZone('europe/vienna') // 'Europe/Vienna'; canonicalZone('+01:00') // null: an offset is no zone */
export function canonicalZone(zone: string): string | null {
  if (!/^[A-Za-z]/.test(zone)) return null
  const known = canonicalZones.get(zone)
  if (known !== undefined) return known
  let canonical: string | null
  try {
    canonical = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone
  } catch {
    canonical = null
  }
  // Names come from requests too: the memo is forgotten rather than let grow without end.
  if (canonicalZones.size >= MAX_REMEMBERED_ZONES) canonicalZones.clear()
  canonicalZones.set(zone, canonical)
  return canonical
}

export function wallToInstant(days: number, seconds: number, zone: string): number {
  const cache = zoneCache(zone)
  const wall = days * MS_PER_DAY + seconds * 1000
  let plain = cache.plainLocalDays.get(days)
  if (plain === undefined) {
    plain = plainOffset(cache, days)
    cache.plainLocalDays.set(days, plain)
  }
  if (!Number.isNaN(plain)) return wall - plain // the common case, one lookup
  // Offsets a day either side bracket any transition near `wall` (tzdb never changes twice in 48 h).
  const early = offsetAt(cache, wall - MS_PER_DAY)
  const late = offsetAt(cache, wall + MS_PER_DAY)
  const first = wall - early
  if (early === late) {
    if (offsetAt(cache, first) === early) return first
  }
  // The larger offset gives the earlier instant; try it first so an ambiguous time takes it.
  const [big, small] = early > late ? [early, late] : [late, early]
  if (offsetAt(cache, wall - big) === big) return wall - big
  if (offsetAt(cache, wall - small) === small) return wall - small
  // In a gap, the first valid instant is the transition itself; the fallback is unreachable with tzdb data.
  const gap = findTransitions(zone, { start: wall - big, end: wall - small }).find(
    (t) => t.at > wall - big && t.at <= wall - small,
  )
  return gap?.at ?? wall - small
}

// UTC days days-2 … days+2 hold every lookup of the slow path (offsets stay within ±24 h): if they
// share one offset, the local day's wall times convert by subtraction.
function plainOffset(cache: ZoneCache, days: number): number {
  const offset = offsetAt(cache, (days - 2) * MS_PER_DAY)
  for (let day = days - 2; day <= days + 2; day++) {
    offsetAt(cache, day * MS_PER_DAY) // makes sure the day's entry exists
    // A day holding a transition has an object entry, which never equals the number.
    if (cache.days.get(day) !== offset) return Number.NaN
  }
  return offset
}

/**
 * DST: a time in a spring gap moves to the gap's end (Vienna 2027-03-28 02:30 → 03:00 = 01:00Z); an
 * ambiguous autumn time takes the earlier instant (2027-10-31 02:30 → CEST, 00:30Z). Throws on malformed input.
 * @example localToInstant('2027-01-05 20:00:00', 'Europe/Vienna') // 1799175600000 (19:00Z)
 */
export function localToInstant(local: LocalDateTime, zone: string): number {
  const m = DATE_TIME_RE.exec(local)
  const days = m === null ? null : parseLocalDate(m[1] as string)
  const seconds = m === null ? null : parseLocalTime(m[2] as string)
  if (days === null || seconds === null) throw new RangeError(`Not a LocalDateTime: ${local}`)
  return wallToInstant(days, seconds, zone)
}

/** The wall clock as ms "as if UTC". @example instantToWall(Date.UTC(2027, 0, 5, 19), 'Europe/Vienna') // Date.UTC(2027, 0, 5, 20) */
export function instantToWall(ms: number, zone: string): number {
  return ms + offsetAt(zoneCache(zone), ms)
}

/** @example instantToLocal(Date.UTC(2027, 0, 5, 19), 'Europe/Vienna') // '2027-01-05 20:00:00' */
export function instantToLocal(ms: number, zone: string): LocalDateTime {
  return formatWall(ms + offsetAt(zoneCache(zone), ms))
}

/** @example formatOffset(-12_600_000) // '-03:30'; the seconds of historic (LMT) offsets are dropped */
export function formatOffset(offsetMs: number): string {
  const minutes = Math.trunc(Math.abs(offsetMs) / 60_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${offsetMs < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

/** @example instantToIso(Date.UTC(2027, 9, 30, 23), 'Europe/Vienna') // '2027-10-31T01:00:00+02:00': the offset keeps the autumn hour unambiguous */
export function instantToIso(ms: number, zone: string): string {
  const offset = offsetAt(zoneCache(zone), ms)
  return `${formatWall(ms + offset).replace(' ', 'T')}${formatOffset(offset)}`
}

/** @example todayIn('Pacific/Auckland', Date.UTC(2027, 0, 5, 12)) // '2027-01-06' */
export function todayIn(zone: string, now: number): LocalDate {
  return formatLocalDate(Math.floor((now + offsetAt(zoneCache(zone), now)) / MS_PER_DAY))
}
