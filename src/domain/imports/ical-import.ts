// iCalendar events as schedules in the station's zone. An event in another zone is converted when its
// series keeps one station wall time, else refused (New York seen from Vienna moves an hour each spring).

import {
  iterateRecurrence,
  LAST_RECURRENCE_DAY,
  recurrenceNeverMatches,
  untilDayOf,
} from '../recurrence/rrule-expand.ts'
import { formatRecurrence, parseRecurrence } from '../recurrence/rrule-parse.ts'
import { withContractRule } from '../recurrence/rrule-rules.ts'
import type { AssessedSlot } from '../resolution/assessment.ts'
import { formatLocalDate, formatWall, MS_PER_DAY, parseLocalDate, parseLocalTime } from '../time/civil-dates.ts'
import { instantToWall, wallToInstant } from '../time/station-time.ts'
import type { LocalDate, LocalTime, ScheduleSpec } from '../types.ts'

/** A DATE or DATE-TIME value as written: floating (zone null), in an IANA zone, or `UTC`. */
export interface EventTime {
  date: LocalDate
  /** null: a DATE (all day). */
  time: LocalTime | null
  zone: string | null
}

export interface ImportEvent {
  uid: string
  summary: string
  start: EventTime
  end: EventTime | null
  durationSeconds: number | null
  rrule: string | null
  exdates: EventTime[]
  rdates: EventTime[]
  /** Set on an override of one occurrence of the series with the same UID. */
  recurrenceId: EventTime | null
  cancelled: boolean
  description?: string
  /** `SEQUENCE:2;LAST-MODIFIED:20270105T120000Z`: what says it changed. */
  version?: string
}

/** One schedule an event becomes, keyed by a UID that stays the same when the file is imported again. */
export interface ImportedSchedule {
  uid: string
  summary: string
  spec: ScheduleSpec
  description: string
  /** Whether the event repeats (an RRULE): its DESCRIPTION then describes the show, not one broadcast. */
  series: boolean
  /** The event's SEQUENCE and LAST-MODIFIED: a re-import updates the schedule when they differ from the stored ones. */
  version: string
}

export interface EventProblem {
  uid: string
  summary: string
  message: string
  /** What is wrong with the event, without its name: the `reason` of a skipped event. */
  reason: string
}

/** How far a series without an end is checked for a wall time that moves: two years of DST rules. */
const CHECK_DAYS = 2 * 366

/** Floating times are read on the station's wall clock. */
function instantOf(t: EventTime, station: string): number {
  const day = parseLocalDate(t.date) as number
  const seconds = parseLocalTime(t.time ?? '00:00:00') as number
  if (t.zone === 'UTC') return day * MS_PER_DAY + seconds * 1000
  return wallToInstant(day, seconds, t.zone ?? station)
}

/** The station's wall clock of an event time: `[day number, seconds]`. */
function stationWall(t: EventTime, station: string): [number, number] {
  if (t.zone === null || t.zone === station)
    return [parseLocalDate(t.date) as number, parseLocalTime(t.time ?? '00:00:00') as number]
  const wall = instantToWall(instantOf(t, station), station)
  const day = Math.floor(wall / MS_PER_DAY)
  return [day, Math.floor((wall - day * MS_PER_DAY) / 1000)]
}

const clock = (seconds: number) => formatWall(seconds * 1000).slice(11)

/** Each event's schedules or problem; an override (RECURRENCE-ID) and each RDATE become one-offs. */
export function calendarSchedules(
  events: readonly ImportEvent[],
  station: string,
): { schedules: ImportedSchedule[]; problems: EventProblem[] } {
  const schedules: ImportedSchedule[] = []
  const problems: EventProblem[] = []
  for (const result of calendarScheduleSteps(events, station)) {
    if ('message' in result) problems.push(result)
    else schedules.push(...result)
  }
  return { schedules, problems }
}

/** `calendarSchedules` one event at a time, so a caller can yield between events. */
export function* calendarScheduleSteps(
  events: readonly ImportEvent[],
  station: string,
): Generator<ImportedSchedule[] | EventProblem> {
  const overridden = new Map<string, LocalDate[]>()
  for (const event of events) {
    if (event.recurrenceId !== null) {
      const [day] = stationWall(event.recurrenceId, station)
      overridden.set(event.uid, [...(overridden.get(event.uid) ?? []), formatLocalDate(day)])
    }
  }
  for (const event of events) {
    if (event.cancelled && event.recurrenceId === null) continue
    yield eventSchedules(event, station, overridden.get(event.uid) ?? [])
  }
}

function eventSchedules(
  event: ImportEvent,
  station: string,
  overriddenDates: readonly LocalDate[],
): ImportedSchedule[] | EventProblem {
  const fail = (message: string): EventProblem => ({
    uid: event.uid,
    summary: event.summary,
    message: `Event "${event.summary}" (UID ${event.uid}) ${message}`,
    reason: `It ${message}`,
  })
  const description = event.description ?? ''
  const version = event.version ?? ''
  if (event.start.time === null) return fail('is an all-day event; a timeslot needs a start and an end time')
  const start = instantOf(event.start, station)
  const duration =
    event.durationSeconds !== null
      ? event.durationSeconds * 1000
      : event.end === null || event.end.time === null
        ? null
        : instantOf(event.end, station) - start
  if (duration === null) return fail('has neither DTEND with a time nor DURATION')
  if (duration <= 0 || duration >= MS_PER_DAY) return fail('must last more than 0 and less than 24 hours')
  const [startDay, startSeconds] = stationWall(event.start, station)
  const endSeconds = (startSeconds + duration / 1000) % 86_400
  const once = (uid: string, date: LocalDate): ImportedSchedule => ({
    uid,
    summary: event.summary,
    description,
    series: false,
    version,
    spec: {
      ruleId: 1,
      byWeekday: null,
      firstDate: date,
      lastDate: date,
      startTime: clock(startSeconds),
      endTime: clock(endSeconds),
      addDaysNo: null,
      addBusinessDaysOnly: false,
    },
  })
  if (event.cancelled) return []
  if (event.recurrenceId !== null)
    return [once(`${event.uid}/RECURRENCE-ID/${event.recurrenceId.date}`, formatLocalDate(startDay))]

  const rdates: ImportedSchedule[] = []
  for (const rdate of event.rdates) {
    if (rdate.time === null) return fail('has an RDATE without a time')
    const [day, seconds] = stationWall(rdate, station)
    if (seconds !== startSeconds)
      return fail(`has an RDATE (${rdate.date} ${rdate.time}) at another time of day than DTSTART`)
    rdates.push(once(`${event.uid}/RDATE/${formatLocalDate(day)}`, formatLocalDate(day)))
  }
  if (event.rrule === null) return [once(event.uid, formatLocalDate(startDay)), ...rdates]

  const parsed = parseRecurrence(event.rrule)
  if (!parsed.ok) return fail(`has an RRULE onair cannot follow: ${parsed.problem.message}`)
  const rule = parsed.rule
  const eventDay = parseLocalDate(event.start.date) as number
  if (recurrenceNeverMatches(rule, eventDay).neverMatches)
    return fail('has no occurrence: its RRULE never matches from DTSTART on')
  const eventSeconds = parseLocalTime(event.start.time) as number
  const eventZone = event.start.zone ?? station
  // The series on the event's own clock; each occurrence must fall on the same station date and time.
  let lastDay = eventDay
  let occurrences = 0
  let moved: string | null = null
  const untilDay =
    rule.until === null
      ? undefined
      : untilDayOf(rule.until, eventSeconds, (ms) => (event.start.zone === 'UTC' ? ms : instantToWall(ms, eventZone)))
  const horizon = rule.count === null && rule.until === null ? eventDay + CHECK_DAYS : LAST_RECURRENCE_DAY
  iterateRecurrence(
    rule,
    eventDay,
    { start: eventDay, end: horizon },
    (day) => {
      lastDay = day
      occurrences++
      if (event.start.zone === null || event.start.zone === station) return true
      const [d, s] = stationWall(
        { date: formatLocalDate(day), time: event.start.time, zone: event.start.zone },
        station,
      )
      if (d - day !== startDay - eventDay || s !== startSeconds) {
        moved = `${formatLocalDate(day)} it is ${formatLocalDate(d)} ${clock(s)} in ${station}, not ${clock(startSeconds)}`
        return false
      }
      return true
    },
    untilDay === undefined ? {} : { untilDay },
  )
  if (moved !== null)
    return fail(
      `keeps its wall time in ${event.start.zone} but not in the station's zone: on ${moved}; export it in ${station}`,
    )
  if (startDay !== eventDay)
    return fail(`falls on another date in ${station} than in ${event.start.zone}; export it in ${station}`)
  if (occurrences === 0) return fail('has no occurrence: its RRULE never matches from DTSTART on')
  const ends = rule.count !== null || rule.until !== null
  if (ends && occurrences === 1) return [once(event.uid, formatLocalDate(startDay)), ...rdates]
  const exceptions = [
    ...event.exdates.map((t) =>
      formatLocalDate(t.time === null ? (parseLocalDate(t.date) as number) : stationWall(t, station)[0]),
    ),
    ...overriddenDates,
  ]
  const spec = withContractRule({
    ruleId: 0,
    byWeekday: null,
    // A series with an end ends at its last occurrence instead (the same dates, since DTSTART is the
    // anchor), so a weekly rule with UNTIL is the contract's weekly rule; others end at the horizon.
    recurrence: formatRecurrence({ ...rule, count: null, until: null }),
    firstDate: formatLocalDate(startDay),
    lastDate: ends ? formatLocalDate(lastDay) : null,
    startTime: clock(startSeconds),
    endTime: clock(endSeconds),
    addDaysNo: null,
    addBusinessDaysOnly: false,
    exceptions: [...new Set(exceptions)].sort(),
  })
  return [{ uid: event.uid, summary: event.summary, description, series: true, version, spec }, ...rdates]
}

export interface ImportedEvent {
  uid: string
  summary: string
  showName: string
  status: 'new' | 'updated' | 'unchanged' | 'nothing-to-create'
  spec: ScheduleSpec
  scheduleId: number | null
  timeslots: number
  /** Its colliding timeslots, each keyed `UID#hash` in `solutions`. */
  collisions: Array<AssessedSlot & { key: string; error?: string }>
}

export interface ImportOutcome {
  kind: 'preview' | 'conflict' | 'committed'
  /** Shows the import maps to (id) or creates (id null in a preview). */
  shows: Array<{ name: string; id: number | null; created: boolean }>
  events: ImportedEvent[]
  /** Events onair cannot place, left out (an import that is not strict). */
  skipped: Array<{ uid: string; summary: string; reason: string }>
  changesetId: number | null
}
