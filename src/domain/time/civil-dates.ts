// Day numbers (days since 1970-01-01) and no zones, so the host's zone cannot leak in; station-time.ts adds zones.
// One module each, not the package's index: that loads all of date-fns's 300 modules at every start.
import { addBusinessDays as addBusinessDaysFns } from 'date-fns/addBusinessDays'
import { getDaysInMonth } from 'date-fns/getDaysInMonth'
import { getISOWeek } from 'date-fns/getISOWeek'
import type { LocalDate, LocalDateTime } from '../types.ts'

export const MS_PER_DAY = 86_400_000

// The one pattern, shared with the schemas.
export const LOCAL_DATE_TIME_PATTERN = '^(\\d{4}-\\d{2}-\\d{2}) (\\d{2}:\\d{2}:\\d{2})$'
export const DATE_TIME_RE = new RegExp(LOCAL_DATE_TIME_PATTERN)
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME_RE = /^(\d{2}):(\d{2}):(\d{2})$/

// date-fns is asked about a host-local noon: no DST change moves a noon to another date.
function noonOf(days: number): Date {
  const [year, month, day] = civilFromDays(days)
  const date = new Date(2000, 0, 1, 12)
  // setFullYear, unlike the Date constructor, does not map years 0-99 to 1900-1999.
  date.setFullYear(year, month - 1, day)
  return date
}

function daysOfNoon(date: Date): number {
  return daysFromCivil(date.getFullYear(), date.getMonth() + 1, date.getDate())
}

/** Proleptic Gregorian, Hinnant's days_from_civil. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yoe = y - era * 400
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146_097 + doe - 719_468
}

export function civilFromDays(days: number): [number, number, number] {
  const z = days + 719_468
  const era = Math.floor(z / 146_097)
  const doe = z - era * 146_097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  return [era * 400 + yoe + (month <= 2 ? 1 : 0), month, day]
}

/** @example daysInMonth(2028, 2) // 29 */
export function daysInMonth(year: number, month: number): number {
  return getDaysInMonth(noonOf(daysFromCivil(year, month, 1)))
}

function numbersOf(pattern: RegExp, s: string): [number, number, number] | null {
  const m = pattern.exec(s)
  return m === null ? null : [Number(m[1]), Number(m[2]), Number(m[3])]
}

/** @example parseLocalDate('2028-02-29') // 21243; parseLocalDate('2027-02-29') // null */
export function parseLocalDate(s: string): number | null {
  const parts = numbersOf(DATE_RE, s)
  if (parts === null) return null
  const [year, month, day] = parts
  // Not date-fns isExists: it builds new Date(year, …), which reads years 0-99 as 1900-1999.
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return daysFromCivil(year, month, day)
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n))
const pad4 = (n: number): string => (n >= 1000 ? String(n) : String(n).padStart(4, '0'))

/** @example formatLocalDate(0) // '1970-01-01' */
export function formatLocalDate(days: number): LocalDate {
  const [y, m, d] = civilFromDays(days)
  return `${pad4(y)}-${pad2(m)}-${pad2(d)}`
}

/** @example addLocalDays('2027-12-31', 1) // '2028-01-01'; a malformed date throws: callers validate first */
export function addLocalDays(date: LocalDate, n: number): LocalDate {
  const days = parseLocalDate(date)
  if (days === null) throw new RangeError(`Not a LocalDate: ${date}`)
  return formatLocalDate(days + n)
}

/** @example weekdayOf(0) // 3: 0 = Monday as in byWeekday, and 1970-01-01 was a Thursday */
export function weekdayOf(days: number): number {
  return (((days + 3) % 7) + 7) % 7
}

/**
 * A weekend day + 1 → Monday, as date-fns counts; n = 0 leaves the day alone, even on a weekend.
 * A day of `holidays` is no business day: Friday + 1 before Easter Monday is Tuesday.
 * @example formatLocalDate(addBusinessDays(parseLocalDate('2027-01-08')!, 1)) // '2027-01-11'
 */
export function addBusinessDays(days: number, n: number, holidays?: ReadonlySet<number>): number {
  if (n <= 0) return days
  if (holidays === undefined || holidays.size === 0) return daysOfNoon(addBusinessDaysFns(noonOf(days), n))
  // Each step moves a day, so at most n business days, their weekends and every holiday are passed.
  let day = days
  let left = n
  const bound = days + 2 * n + 7 + holidays.size * 3
  while (left > 0 && day < bound) {
    day += 1
    if (weekdayOf(day) < 5 && !holidays.has(day)) left -= 1
  }
  return day
}

/** @example isoWeekOf(parseLocalDate('2027-01-03')!) // 53: the week belongs to the year of its Thursday */
export function isoWeekOf(days: number): number {
  return getISOWeek(noonOf(days))
}

/** @example parseLocalTime('20:00:00') // 72000 */
export function parseLocalTime(s: string): number | null {
  const parts = numbersOf(TIME_RE, s)
  if (parts === null) return null
  const [h, min, sec] = parts
  if (h > 23 || min > 59 || sec > 59) return null
  return h * 3600 + min * 60 + sec
}

/** @example parseLocalDateTime('2027-02-30 10:00:00') // null */
export function parseLocalDateTime(s: string): LocalDateTime | null {
  const m = DATE_TIME_RE.exec(s)
  if (m === null || parseLocalDate(m[1] as string) === null || parseLocalTime(m[2] as string) === null) return null
  return s
}

/** @example formatWall(Date.UTC(2027, 0, 5, 20)) // '2027-01-05 20:00:00' (wall ms "as if UTC", see instantToWall) */
export function formatWall(wall: number): LocalDateTime {
  const days = Math.floor(wall / MS_PER_DAY)
  const secs = Math.floor((wall - days * MS_PER_DAY) / 1000)
  const h = Math.floor(secs / 3600)
  const min = Math.floor((secs % 3600) / 60)
  return `${formatLocalDate(days)} ${pad2(h)}:${pad2(min)}:${pad2(secs % 60)}`
}

/**
 * Built from numbers because string slicing dominated the projection's profile.
 * @example wallDigits(Date.UTC(2027, 0, 5, 20)) // '20270105200000'
 */
export function wallDigits(wall: number): string {
  const days = Math.floor(wall / MS_PER_DAY)
  const secs = Math.floor((wall - days * MS_PER_DAY) / 1000)
  const [y, m, d] = civilFromDays(days)
  // Small integers stringify fast; one 14-digit number would take V8's slow double path.
  const date = y * 10_000 + m * 100 + d
  const time = Math.floor(secs / 3600) * 10_000 + Math.floor((secs % 3600) / 60) * 100 + (secs % 60)
  const dateDigits = y >= 1000 ? String(date) : String(date).padStart(8, '0')
  return time >= 100_000 ? `${dateDigits}${time}` : `${dateDigits}${String(time).padStart(6, '0')}`
}
