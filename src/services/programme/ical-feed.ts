/** The programme as an RFC 5545 feed for calendar clients. */

import { findHolidayDays } from '../../db/programme/holidays.ts'
import { findProgramme } from '../../db/programme/programme.ts'
import { findOpenEnded, toScheduleRecord } from '../../db/programme/schedules.ts'
import { findNames } from '../../db/programme/shows.ts'
import { findSequences, findTombstones } from '../../db/programme/timeslot-versions.ts'
import { buildCalendar, type CalendarEvent } from '../../domain/programme/ical-calendar.ts'
import { continuingEvent } from '../../domain/programme/ical-series.ts'
import type { ProgrammeRecord } from '../../domain/records.ts'
import { MS_PER_DAY } from '../../domain/time/civil-dates.ts'
import { lastInstant } from '../../domain/time/window.ts'
import type { Caller } from '../access/caller.ts'
import { seesMemos } from '../access/permissions.ts'
import type { ServiceContext } from '../context.ts'
import { idFilter, type ProgrammeIds } from '../paging.ts'
import { checkedWindow, instantOf } from './window-query.ts'

// Without a window the feed runs from a month back to half a year ahead, so a subscribed URL stays current.
const DEFAULT_PAST_DAYS = 30
const DEFAULT_SPAN_DAYS = 210

export interface FeedQuery extends ProgrammeIds {
  start?: string | undefined
  end?: string | undefined
}

// Cancelled broadcasts stay in the feed this long, so subscribed calendars drop them.
const CANCELLED_DAYS = 30

/** One VEVENT; the memo becomes its description only for callers who may see memos. */
export function toCalendarEvent(record: ProgrammeRecord, sequence?: number, withMemo = true): CalendarEvent {
  const title = record.episodeTitle === null ? record.showName : `${record.showName}: ${record.episodeTitle}`
  return {
    uid: `timeslot-${record.id}@onair`,
    start: record.start,
    end: record.end,
    summary: record.isRepetition ? `${title} (repetition)` : title,
    description: withMemo ? record.memo : '',
    sequence,
  }
}

/** A subscribed feed's window: the list's rules, and by default a month back to half a year ahead (XMLTV too). */
export function feedWindow(
  ctx: ServiceContext,
  query: { start?: string | undefined; end?: string | undefined },
  now: number,
): { start: number; end: number } {
  const zone = ctx.config.stationTimeZone
  const span = Math.min(DEFAULT_SPAN_DAYS, ctx.config.maxWindowDays) * MS_PER_DAY
  const given = {
    start: query.start === undefined ? undefined : instantOf(ctx, query.start, 'start'),
    end: query.end === undefined ? undefined : instantOf(ctx, query.end, 'end'),
  }
  const start = given.start ?? (given.end === undefined ? now - DEFAULT_PAST_DAYS * MS_PER_DAY : given.end - span)
  // A defaulted end stops where time stops for the database, so a late start is no error of the client's.
  return checkedWindow(ctx, { start, end: given.end ?? Math.min(start + span, lastInstant(zone)) })
}

export async function getCalendarFeed(ctx: ServiceContext, caller: Caller, query: FeedQuery): Promise<string> {
  const zone = ctx.config.stationTimeZone
  const now = ctx.now()
  const window = feedWindow(ctx, query, now)
  const ids = { showIds: idFilter(query.showIds), scheduleIds: idFilter(query.scheduleIds) }
  const records = await findProgramme(ctx.db.client, { ...window, ...ids })
  // SEQUENCE: the newest changeset that touched it; read with the cancellations from timeslot_versions.
  const sequences = await findSequences(
    ctx.db.client,
    records.map((record) => record.id),
  )
  const events = records.map((record) => toCalendarEvent(record, sequences.get(record.id) ?? 0, seesMemos(caller)))
  const deleted = await findTombstones(ctx.db.client, { since: now - CANCELLED_DAYS * MS_PER_DAY, window, ...ids })
  const names = await findNames(
    ctx.db.client,
    deleted.map((slot) => slot.showId),
  )
  for (const slot of deleted) {
    events.push({
      uid: `timeslot-${slot.id}@onair`,
      start: slot.start,
      end: slot.end,
      summary: `${names.get(slot.showId) ?? 'Cancelled'} (cancelled)`,
      sequence: slot.changesetId,
      cancelled: true,
    })
  }
  events.sort((a, b) => a.start - b.start)
  events.push(...(await continuingEvents(ctx, ids)))
  return buildCalendar({ zone, stamp: now, name: 'onair programme', span: window, events })
}

/** One recurring VEVENT per selected open-ended schedule, for what comes after its horizon, whatever the window. */
async function continuingEvents(ctx: ServiceContext, ids: ProgrammeIds): Promise<CalendarEvent[]> {
  const rows = await findOpenEnded(ctx.db.client, ids)
  if (rows.length === 0) return []
  const holidays = rows.some((row) => row.holidays === 'skip') ? await findHolidayDays(ctx.db.client) : undefined
  const zone = ctx.config.stationTimeZone
  const events: CalendarEvent[] = []
  for (const row of rows) {
    const { spec } = toScheduleRecord(row)
    const event = continuingEvent(
      { id: row.id, showName: row.show.name, spec },
      holidays === undefined ? { zone } : { zone, holidays },
    )
    if (!('refused' in event)) events.push(event)
  }
  return events
}
