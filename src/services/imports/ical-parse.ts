/**
 * iCalendar text (RFC 5545) into the events the import understands, with ical.js: line unfolding,
 * escaping, parameters and value types are its job. TZIDs must be IANA names (what Google Calendar,
 * Nextcloud and onair write); the VTIMEZONE blocks themselves are not read, the zone database is.
 */
import ICAL from 'ical.js'
import type { EventProblem, EventTime, ImportEvent } from '../../domain/imports/ical-import.ts'
import { canonicalZone } from '../../domain/time/station-time.ts'

export type ParsedCalendar =
  | { ok: true; events: ImportEvent[]; problems: EventProblem[] }
  | { ok: false; message: string }

function eventTime(value: unknown, tzid: string | null): EventTime | string {
  const time = value as ICAL.Time
  const text = time.toString()
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}:\d{2})(Z?))?$/.exec(text)
  if (m === null) return `has a date "${text}" onair cannot read`
  if (m[3] === 'Z') return { date: m[1] as string, time: m[2] as string, zone: 'UTC' }
  if (tzid === null) return { date: m[1] as string, time: m[2] ?? null, zone: null }
  const zone = canonicalZone(tzid)
  if (zone === null)
    return `has TZID "${tzid}", which is no IANA time zone name; export the calendar with IANA zones (e.g. Europe/Vienna)`
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

/** SEQUENCE and LAST-MODIFIED as the file writes them: a calendar changes one or both when an event changes. */
function versionOf(event: ICAL.Component): string {
  const sequence = String(event.getFirstPropertyValue('sequence') ?? '')
  const modified = String(event.getFirstPropertyValue('last-modified') ?? '')
  // Neither: '' as stored for schedules imported before versions were kept, so those stay unchanged.
  return sequence === '' && modified === '' ? '' : `SEQUENCE:${sequence};LAST-MODIFIED:${modified}`
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
    const fail = (message: string) =>
      problems.push({ uid, summary, message: `Event "${summary}" (UID ${uid}) ${message}`, reason: `It ${message}` })
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
      description: String(event.getFirstPropertyValue('description') ?? '').trim(),
      version: versionOf(event),
    })
  }
  return { ok: true, events, problems }
}

/** The most VEVENTs one import reads (docs/api.md): more is refused before any of them is parsed. */
export const MAX_IMPORT_EVENTS = 1000
/** VEVENTs parsed at a time before the event loop gets a turn. */
const EVENTS_PER_SLICE = 50

/**
 * `parseCalendar` a few events at a time, with `pause` between (the service yields to the event loop
 * there), so that a large file never holds every other request for its whole parse; a calendar with
 * more than MAX_IMPORT_EVENTS events is refused at once, naming the limit.
 * @example await parseCalendarInSlices(text, () => new Promise((resolve) => setImmediate(resolve)))
 */
export async function parseCalendarInSlices(text: string, pause: () => Promise<void>): Promise<ParsedCalendar> {
  // Event boundaries are lines of their own (a folded line goes on with a space, so it never starts one).
  const begins = [...text.matchAll(/^BEGIN:VEVENT\r?$/gim)].map((m) => m.index)
  if (begins.length > MAX_IMPORT_EVENTS) {
    return {
      ok: false,
      message: `The calendar has ${begins.length} events; an import reads at most ${MAX_IMPORT_EVENTS} (split the file)`,
    }
  }
  const firstEvent = begins[0]
  const ends = [...text.matchAll(/^END:VEVENT\r?$/gim)].map((m) => m.index + m[0].length)
  const lastEnd = ends[ends.length - 1]
  if (firstEvent === undefined || lastEnd === undefined || begins.length !== ends.length || lastEnd < firstEvent)
    return parseCalendar(text)
  // The calendar around its events is parsed once on its own, so what is wrong with it is said as before.
  const shell = parseCalendar(text.slice(0, firstEvent) + text.slice(lastEnd))
  if (!shell.ok) return shell
  const events: ImportEvent[] = []
  const problems: EventProblem[] = []
  for (let i = 0; i < begins.length; i += EVENTS_PER_SLICE) {
    await pause()
    const from = begins[i] as number
    const to = ends[Math.min(i + EVENTS_PER_SLICE, ends.length) - 1] as number
    const slice = parseCalendar(`BEGIN:VCALENDAR\r\n${text.slice(from, to)}\r\nEND:VCALENDAR\r\n`)
    if (!slice.ok) return slice
    events.push(...slice.events)
    problems.push(...slice.problems)
  }
  return { ok: true, events, problems }
}
