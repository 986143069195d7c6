/**
 * The station's wall clock in the browser, from Intl (every current browser knows the IANA zones): the
 * instants of a wall-clock time and the length of a day, so that a day with a DST change can be drawn
 * with its 23 or 25 hours. The calendar itself knows only fixed offsets: every day it draws has 24.
 */
const HOUR = 3_600_000
const formats = new Map<string, Intl.DateTimeFormat>()

/** "YYYY-MM-DD HH:MM:SS", the station's wall clock at this instant. */
export function wallOf(instant: number, zone: string): string {
  let format = formats.get(zone)
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formats.set(zone, format)
  }
  const part = Object.fromEntries(format.formatToParts(new Date(instant)).map(({ type, value }) => [type, value]))
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`
}

/** The station's offset from UTC at this instant, in minutes. */
export function offsetAt(instant: number, zone: string): number {
  return Math.round(
    (Date.parse(`${wallOf(instant, zone).replace(' ', 'T')}Z`) - Math.floor(instant / 1000) * 1000) / 60_000,
  )
}

/**
 * The earliest instant the station's clock shows this wall-clock time (the first of a repeated hour);
 * a time that the clock skips (spring forward) is counted with the offset before the change.
 */
export function instantOf(local: string, zone: string): number {
  const floating = Date.parse(`${local.replace(' ', 'T')}Z`)
  const candidates = [offsetAt(floating - 24 * HOUR, zone), offsetAt(floating + 24 * HOUR, zone)].map(
    (offset) => floating - offset * 60_000,
  )
  const shown = candidates.filter((instant) => wallOf(instant, zone) === local.slice(0, 19))
  return Math.min(...(shown.length > 0 ? shown : candidates.slice(0, 1)))
}

/** The hours of a station day, "YYYY-MM-DD": 24, or 23 and 25 on the days the clocks change. */
export function hoursOf(date: string, zone: string): number {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10)
  return Math.round((instantOf(`${next} 00:00:00`, zone) - instantOf(`${date} 00:00:00`, zone)) / HOUR)
}

/** "UTC+1", "UTC+5:30", "UTC−3": an offset in minutes as people read it. */
export function offsetInWords(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+'
  const whole = Math.abs(minutes)
  return `UTC${sign}${Math.floor(whole / 60)}${whole % 60 === 0 ? '' : `:${String(whole % 60).padStart(2, '0')}`}`
}

/** A day on which the clocks change: its hours and the wall-clock hour skipped (23) or lived twice (25). */
export interface ClockChange {
  readonly date: string
  readonly hours: number
  /** "HH:MM" to "HH:MM": the hour that does not exist (23 h) or that happens twice (25 h). */
  readonly from: string
  readonly to: string
}

const changes = new Map<string, ClockChange | null>()

/** The clock change of a station day, or null on a day of 24 hours (remembered: asked once per header). */
export function clockChangeOn(date: string, zone: string): ClockChange | null {
  const key = `${zone} ${date}`
  if (changes.has(key)) return changes.get(key) ?? null
  const hours = hoursOf(date, zone)
  let change: ClockChange | null = null
  if (hours !== 24) {
    const midnight = instantOf(`${date} 00:00:00`, zone)
    const first = offsetAt(midnight, zone)
    // The first hour after which the offset differs (clocks change on the hour or half hour).
    let at = midnight
    while (at < midnight + hours * HOUR && offsetAt(at, zone) === first) at += HOUR / 2
    const before = wallOf(at - 1000, zone).slice(11, 16)
    const after = wallOf(at, zone).slice(11, 16)
    const justBefore = new Date(Date.parse(`1970-01-01T${before}:00Z`) + 60_000).toISOString().slice(11, 16)
    change = { date, hours, from: hours < 24 ? justBefore : after, to: hours < 24 ? after : justBefore }
  }
  changes.set(key, change)
  return change
}
