// The station's week as listeners read it: Monday to Sunday on its wall clock, each timeslot under
// the day it starts; calendar days, so DST nights have 23 or 25 hours.
import { daysFromCivil, formatLocalDate, parseLocalDate, weekdayOf } from '../time/civil-dates.ts'
import { instantToLocal, localToInstant, todayIn } from '../time/station-time.ts'
import type { Interval, LocalDate } from '../types.ts'

export interface WeekSlot<T> extends Interval {
  item: T
}

export interface WeekDay<T> {
  date: LocalDate
  /** 0 = Monday … 6 = Sunday. */
  weekday: number
  isToday: boolean
  slots: Array<WeekSlot<T> & { isNow: boolean; startLocal: string; endLocal: string; startsBefore: boolean }>
}

export interface Week<T> {
  monday: LocalDate
  previous: LocalDate
  next: LocalDate
  window: Interval
  days: Array<WeekDay<T>>
}

/**
 * The days whose whole week lies in years 1–9999, the range a timestamp column stores.
 * @example weekRange() // { first: '0001-01-08', last: '9999-12-26' }
 */
export function weekRange(): { first: LocalDate; last: LocalDate } {
  const lastDay = daysFromCivil(9999, 12, 31)
  const lastMonday = lastDay - 7 - weekdayOf(lastDay - 7)
  return { first: '0001-01-08', last: formatLocalDate(lastMonday + 6) }
}

/** Monday 00:00 to the next Monday 00:00 (station time) of the week holding `date`. */
export function weekWindow(date: LocalDate, zone: string): { monday: LocalDate; window: Interval } {
  const days = parseLocalDate(date)
  if (days === null) throw new RangeError(`Not a LocalDate: ${date}`)
  const monday = days - weekdayOf(days)
  const start = localToInstant(`${formatLocalDate(monday)} 00:00:00`, zone)
  const end = localToInstant(`${formatLocalDate(monday + 7)} 00:00:00`, zone)
  return { monday: formatLocalDate(monday), window: { start, end } }
}

/** The week holding `date` (default: today at `now`), with `slots` (those overlapping it) placed by day. */
export function buildWeek<T>(slots: ReadonlyArray<WeekSlot<T>>, zone: string, now: number, date?: LocalDate): Week<T> {
  const today = todayIn(zone, now)
  const { monday, window } = weekWindow(date ?? today, zone)
  const first = parseLocalDate(monday)!
  const days: Array<WeekDay<T>> = Array.from({ length: 7 }, (_, weekday) => {
    const day = formatLocalDate(first + weekday)
    return { date: day, weekday, isToday: day === today, slots: [] }
  })
  for (const slot of [...slots].sort((a, b) => a.start - b.start)) {
    if (slot.end <= window.start || slot.start >= window.end) continue
    const startLocal = instantToLocal(slot.start, zone)
    const startsBefore = slot.start < window.start
    const index = startsBefore ? 0 : parseLocalDate(startLocal.slice(0, 10))! - first
    days[index]!.slots.push({
      ...slot,
      isNow: slot.start <= now && now < slot.end,
      startLocal,
      endLocal: instantToLocal(slot.end, zone),
      startsBefore,
    })
  }
  return { monday, previous: formatLocalDate(first - 7), next: formatLocalDate(first + 7), window, days }
}
