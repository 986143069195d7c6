/**
 * iCalendar text (RFC 5545) into the events the import understands, with ical.js: line unfolding,
 * escaping, parameters and value types are its job. TZIDs must be IANA names (what Google Calendar,
 * Nextcloud and onair write); the VTIMEZONE blocks themselves are not read, the zone database is.
 */
import ICAL from 'ical.js'
import type { EventProblem, EventTime, ImportEvent } from '../domain/ical-import.ts'
import { canonicalZone } from '../domain/time.ts'

export type ParsedCalendar = { ok: true; events: ImportEvent[]; problems: EventProblem[] } | { ok: false; message: string }

function eventTime(value: unknown, tzid: string | null): EventTime | string {
  const time = value as ICAL.Time
  const text = time.toString()
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}:\d{2})(Z?))?$/.exec(text)
  if (m === null) return `has a date "${text}" onair cannot read`
  if (m[3] === 'Z') return { date: m[1] as string, time: m[2] as string, zone: 'UTC' }
  if (tzid === null) return { date: m[1] as string, time: m[2] ?? null, zone: null }
  const zone = canonicalZone(tzid)
  if (zone === null) return `has TZID "${tzid}", which is no IANA time zone name; export the calendar with IANA zones (e.g. Europe/Vienna)`
  return { date: m[1] as string, time: m[2] ?? null, zone }
}

function timesOf(event: ICAL.Component, name: string): EventTime[] | string {
  const times: EventTime[] = []
  for (const property of event.getAllProperties(name)) {
    const tzid = (property.getParameter('tzid') as string | undefined) ?? null
    for (const value of property.getValues()) {
      if (value instanceof ICAL.Period) return `has a ${name.toUpperCase()} period, which onair does not read`
      const t = eventTime(value, tzid)
      if (typeof t === 'string') return t
      times.push(t)
    }
  }
  return times
}

/**
 * The VEVENTs of a calendar, or why the text is no calendar; events that cannot be read are problems.
 * @example parseCalendar('BEGIN:VCALENDAR\r\n…BEGIN:VEVENT\r\nUID:a\r\n…END:VCALENDAR') // { ok: true, events: [{ uid: 'a', … }], problems: [] }
 */
export function parseCalendar(text: string): ParsedCalendar {
  let root: ICAL.Component
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[])
  } catch (error) {
    return { ok: false, message: `The calendar is no iCalendar text: ${(error as Error).message}` }
  }
  if (root.name !== 'vcalendar') return { ok: false, message: 'The calendar must be one VCALENDAR' }
  const events: ImportEvent[] = []
  const problems: EventProblem[] = []
  for (const event of root.getAllSubcomponents('vevent')) {
    const uid = String(event.getFirstPropertyValue('uid') ?? '')
    const summary = String(event.getFirstPropertyValue('summary') ?? '').trim()
    const fail = (message: string) => problems.push({ uid, summary, message: `Event "${summary}" (UID ${uid}) ${message}` })
    if (uid === '') {
      fail('has no UID; onair matches events by UID so that a second import changes nothing')
      continue
    }
    if (summary === '') {
      fail('has no SUMMARY, which names its show')
      continue
    }
    const [start, end, recurrenceId, exdates, rdates] = [
      timesOf(event, 'dtstart'),
      timesOf(event, 'dtend'),
      timesOf(event, 'recurrence-id'),
      timesOf(event, 'exdate'),
      timesOf(event, 'rdate'),
    ]
    const bad = [start, end, recurrenceId, exdates, rdates].find((t) => typeof t === 'string')
    if (bad !== undefined) {
      fail(bad as string)
      continue
    }
    const [first] = start as EventTime[]
    if (first === undefined) {
      fail('has no DTSTART')
      continue
    }
    const duration = event.getFirstPropertyValue('duration') as ICAL.Duration | null
    const rrules = event.getAllProperties('rrule')
    if (rrules.length > 1) {
      fail('has more than one RRULE; onair follows one rule per schedule')
      continue
    }
    events.push({
      uid,
      summary,
      start: first,
      end: (end as EventTime[])[0] ?? null,
      durationSeconds: duration === null ? null : duration.toSeconds(),
      rrule: rrules.length === 0 ? null : String(rrules[0]?.getFirstValue()),
      exdates: exdates as EventTime[],
      rdates: rdates as EventTime[],
      recurrenceId: (recurrenceId as EventTime[])[0] ?? null,
      cancelled: String(event.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED',
    })
  }
  return { ok: true, events, problems }
}
