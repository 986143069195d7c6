// RFC 5545. Why TZID with a VTIMEZONE, and UTC in the repeated autumn hour: docs/programme-api.md.
import { MS_PER_DAY } from '../time/civil-dates.ts'
import { instantToLocal, instantToWall, localToInstant, zoneOffset } from '../time/station-time.ts'
import type { Interval } from '../types.ts'
import { compact, timezoneLines } from './ical-timezone.ts'

export interface CalendarEvent extends Interval {
  uid: string
  summary: string
  description?: string | undefined
  /** Revision of the event; calendar clients take a higher one as the newer version (RFC 5545 3.8.7.4). */
  sequence?: number | undefined
  /** A cancelled event stays in the feed for a while, so subscribed clients drop it. */
  cancelled?: boolean | undefined
  /** A recurring event (an open-ended schedule after its horizon): RRULE without end, EXDATE instants. */
  recurrence?: { rule: string; exdates: readonly number[] } | undefined
}

export interface CalendarOptions {
  zone: string
  /** DTSTAMP (the domain reads no clock). */
  stamp: number
  name: string
  /** The span the VTIMEZONE must describe; widened to cover every event. */
  span: Interval
  events: readonly CalendarEvent[]
}

const CRLF = '\r\n'

/** @example buildCalendar({ zone: 'Europe/Vienna', stamp: 0, name: 'onair', span: { start: 0, end: 1 }, events: [] }) // 'BEGIN:VCALENDAR\r\n…' */
export function buildCalendar(options: CalendarOptions): string {
  const { zone, events } = options
  let start = options.span.start
  let end = options.span.end
  for (const event of events) {
    start = Math.min(start, event.start)
    end = Math.max(end, event.end)
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//onair//programme feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-TIMEZONE:${zone}`,
    // A recurring event runs past any span: the zone's changes are then said on without end too.
    ...timezoneLines(
      zone,
      { start, end },
      events.some((event) => event.recurrence !== undefined),
    ),
  ]
  const stamp = utcStamp(options.stamp)
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      dateTimeProperty('DTSTART', event.start, zone),
      dateTimeProperty('DTEND', event.end, zone),
      `SUMMARY:${escapeText(event.summary)}`,
    )
    if (event.recurrence !== undefined) {
      lines.push(`RRULE:${event.recurrence.rule}`)
      for (const exdate of event.recurrence.exdates) lines.push(dateTimeProperty('EXDATE', exdate, zone))
    }
    if (event.sequence !== undefined) lines.push(`SEQUENCE:${event.sequence}`)
    if (event.cancelled) lines.push('STATUS:CANCELLED')
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`)
    lines.push('END:VEVENT')
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldLine).join(CRLF) + CRLF
}

/**
 * RFC 5545 3.3.11; other control characters, which TEXT forbids, are dropped.
 * @example escapeText('Jazz; live, loud\nsecond line') // 'Jazz\\; live\\, loud\\nsecond line'
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: what iCalendar text cannot carry is removed
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
  )
}

/** @example foldLine('X:' + 'a'.repeat(80)) // 'X:aaa…(73 a)\r\n aaaaaaa' (RFC 5545 3.1: 75 octets, UTF-8 kept whole) */
export function foldLine(line: string): string {
  const chunks: string[] = []
  let chunk = ''
  let octets = 0
  // The first line holds 75 octets; each continuation holds 74 after its leading space.
  let limit = 75
  for (const char of line) {
    const size = utf8Length(char)
    if (octets + size > limit) {
      chunks.push(chunk)
      chunk = ''
      octets = 0
      limit = 74
    }
    chunk += char
    octets += size
  }
  chunks.push(chunk)
  return chunks.join(`${CRLF} `)
}

function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
}

function dateTimeProperty(name: string, ms: number, zone: string): string {
  const seconds = Math.floor(ms / 1000) * 1000
  if (!hasOneWallTime(seconds, zone)) return `${name}:${utcStamp(seconds)}`
  return `${name};TZID=${zone}:${compact(instantToLocal(seconds, zone))}`
}

/** False in the repeated autumn hour (RFC 5545 reads the first occurrence, ical.js the second) and in a gap. */
export function hasOneWallTime(ms: number, zone: string): boolean {
  const local = instantToLocal(ms, zone)
  const wall = instantToWall(ms, zone)
  // Offsets change at most once within a day, so a second instant with this wall time uses one of these.
  for (const offset of [zoneOffset(ms - MS_PER_DAY, zone), zoneOffset(ms + MS_PER_DAY, zone)]) {
    const other = wall - offset
    if (other !== ms && instantToLocal(other, zone) === local) return false
  }
  return localToInstant(local, zone) === ms
}

function utcStamp(ms: number): string {
  return `${compact(instantToLocal(Math.floor(ms / 1000) * 1000, 'UTC'))}Z`
}
