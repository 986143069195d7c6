import type { Config } from '../config.ts'
import { buildCalendar, type CalendarEvent } from '../domain/ical.ts'
import { MS_PER_DAY } from '../domain/time.ts'
import type { Db } from '../db/client.ts'
import * as timeslotsDb from '../db/timeslots.ts'
import type { TimeslotFeedQuery } from '../schemas/timeslots.ts'
import { checkWindow, parseIdList, parseInstant } from './query-params.ts'

export interface CalendarServiceDeps {
  db: Pick<Db, 'client'>
  config: Pick<Config, 'stationTimeZone' | 'maxWindowDays'>
  now: () => number
}

// Without a window the feed runs from a month back to half a year ahead, so a subscribed URL stays current.
const DEFAULT_PAST_DAYS = 30
const DEFAULT_SPAN_DAYS = 210

export function toCalendarEvent(record: timeslotsDb.ProgrammeRecord): CalendarEvent {
  const title = record.episodeTitle === null ? record.showName : `${record.showName}: ${record.episodeTitle}`
  return {
    uid: `timeslot-${record.id}@onair`,
    start: record.start,
    end: record.end,
    summary: record.isRepetition ? `${title} (repetition)` : title,
    description: record.memo,
  }
}

/** The programme as an RFC 5545 feed for calendar clients. */
export function calendarService({ db, config, now }: CalendarServiceDeps) {
  const zone = config.stationTimeZone

  async function feed(query: TimeslotFeedQuery): Promise<string> {
    const span = Math.min(DEFAULT_SPAN_DAYS, config.maxWindowDays) * MS_PER_DAY
    const given = {
      start: query.start === undefined ? undefined : parseInstant(query.start, 'start', zone),
      end: query.end === undefined ? undefined : parseInstant(query.end, 'end', zone),
    }
    const start = given.start ?? (given.end === undefined ? now() - DEFAULT_PAST_DAYS * MS_PER_DAY : given.end - span)
    const window = checkWindow({ start, end: given.end ?? start + span }, config.maxWindowDays)
    const records = await timeslotsDb.findProgramme(db.client, {
      ...window,
      showIds: parseIdList(query.showIds, 'showIds'),
      scheduleIds: parseIdList(query.scheduleIds, 'scheduleIds'),
    })
    return buildCalendar({ zone, stamp: now(), name: 'onair programme', span: window, events: records.map(toCalendarEvent) })
  }

  return { feed }
}
