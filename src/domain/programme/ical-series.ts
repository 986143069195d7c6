// An open-ended schedule after its horizon as one recurring VEVENT (RRULE without UNTIL).

import { occurrenceAt, projectTimeslots } from '../recurrence/projection.ts'
import { formatRecurrence, parseRecurrence } from '../recurrence/rrule-parse.ts'
import { scheduleRecurrence } from '../recurrence/rrule-rules.ts'
import { formatLocalDate, MS_PER_DAY, parseLocalDate, parseLocalTime } from '../time/civil-dates.ts'
import { instantToLocal, wallToInstant } from '../time/station-time.ts'
import type { ScheduleSpec } from '../types.ts'
import { type CalendarEvent, hasOneWallTime } from './ical-calendar.ts'

/** Why a schedule gets no continuing event: an RRULE would say another programme than the schedule's. */
export const SERIES_REFUSALS = {
  notOpenEnded: 'the schedule has an end: its timeslots say all of it',
  shifted: 'addDaysNo / addBusinessDaysOnly shift each date, which no RRULE says',
  bounded: 'its recurrence has COUNT or UNTIL, counted from its anchor: it ends anyway',
  noOccurrence: 'no occurrence within the look-ahead after its horizon',
  changeHour:
    'its first occurrence after the horizon starts or ends in an hour a DST change skips or repeats, which a TZID DTSTART cannot say',
} as const

export type SeriesRefusal = keyof typeof SERIES_REFUSALS

export interface SeriesSchedule {
  id: number
  showName: string
  spec: ScheduleSpec
}

// Widening look-aheads after the horizon: weekly and monthly rules find their next date in the first,
// a yearly one (29 February: every 4 years, 8 across 2100) in the last. A daily rule projects 35 slots.
const LOOK_AHEAD_DAYS = [35, 400, 3000] as const

/**
 * From the first occurrence after the horizon, or why there is none. EXDATE: exceptions and skipped
 * holidays; SEQUENCE is the horizon's day number, so it grows as the horizon moves on.
 */
export function continuingEvent(
  schedule: SeriesSchedule,
  options: { zone: string; holidays?: ReadonlySet<number> },
): CalendarEvent | { refused: SeriesRefusal } {
  const { spec } = schedule
  const horizon = spec.lastDate === null ? null : parseLocalDate(spec.lastDate)
  if (spec.openEnded !== true || horizon === null) return { refused: 'notOpenEnded' }
  if ((spec.addDaysNo ?? 0) !== 0 || spec.addBusinessDaysOnly) return { refused: 'shifted' }
  const parsed = parseRecurrence(scheduleRecurrence(spec) ?? '')
  if (!parsed.ok || parsed.rule.count !== null || parsed.rule.until !== null) return { refused: 'bounded' }
  const first = firstAfter(spec, horizon, options)
  if (first === null) return { refused: 'noOccurrence' }
  // Written in UTC, DTSTART would make the RRULE repeat in UTC and drift an hour at every DST change.
  // A start the gap moved (02:30 → 03:00) would move every occurrence with it.
  const keeps = (ms: number, time: string) =>
    hasOneWallTime(ms, options.zone) && instantToLocal(ms, options.zone).slice(11) === time
  if (!keeps(first.start, spec.startTime) || !keeps(first.end, spec.endTime)) {
    return { refused: 'changeHour' }
  }
  const firstDay = parseLocalDate(first.date) as number
  const skipped = new Set(spec.exceptions ?? [])
  if (spec.holidays === 'skip') for (const day of options.holidays ?? []) skipped.add(formatLocalDate(day))
  const startSeconds = parseLocalTime(spec.startTime) as number
  const exdates: number[] = []
  for (const date of [...skipped].sort()) {
    const day = parseLocalDate(date)
    if (day === null || day <= firstDay) continue
    // Only a date the rule airs on: an EXDATE elsewhere says nothing, and a client may show it.
    const start = wallToInstant(day, startSeconds, options.zone)
    const occurrence = occurrenceAt(spec, { start, end: start + 1 }, options.zone)
    if (occurrence?.date === date) exdates.push(occurrence.start)
  }
  return {
    uid: `schedule-${schedule.id}-continues@onair`,
    start: first.start,
    end: first.end,
    summary: schedule.showName,
    sequence: horizon,
    recurrence: { rule: formatRecurrence(parsed.rule), exdates },
  }
}

/** The first timeslot after `horizon`, as the projection makes it. */
function firstAfter(
  spec: ScheduleSpec,
  horizon: number,
  options: { zone: string; holidays?: ReadonlySet<number> },
): { date: string; start: number; end: number } | null {
  const { openEnded: _, ...bounded } = spec
  for (const days of LOOK_AHEAD_DAYS) {
    const projected = projectTimeslots(
      { ...bounded, lastDate: formatLocalDate(horizon + days) },
      {
        zone: options.zone,
        // "Today" is the horizon: occurrences after it count even when the extension is late.
        now: horizon * MS_PER_DAY,
        maxSlots: days,
        defaultHorizonDays: null,
        days: { start: horizon + 1, end: horizon + days },
        ...(options.holidays === undefined ? {} : { holidays: options.holidays }),
      },
    )
    if (!projected.ok) return null
    const slot = projected.slots[0]
    if (slot !== undefined) return slot
  }
  return null
}
