/** The public programme as listeners read it: the week, now and next, a show with its next air dates. */
import * as publicDb from '../../db/programme/public-programme.ts'
import { buildWeek, type Week, weekRange, weekWindow } from '../../domain/programme/week.ts'
import type { ListenerNowNext, PublicTimeslot, ShowPage } from '../../domain/records.ts'
import { parseLocalDate } from '../../domain/time/civil-dates.ts'
import { todayIn } from '../../domain/time/station-time.ts'
import { ERRORS, fieldError, requireFound } from '../../errors.ts'
import type { ServiceContext } from '../context.ts'

export async function getWeek(ctx: ServiceContext, date: string | undefined): Promise<Week<PublicTimeslot>> {
  const zone = ctx.config.stationTimeZone
  if (date !== undefined && parseLocalDate(date) === null) {
    throw fieldError(ERRORS.queryInvalid, 'week', 'must be a real date YYYY-MM-DD (any day of the week to show)')
  }
  // The weeks at the ends of the calendar reach into years 0 and 10000, which no timestamp holds.
  const range = weekRange()
  if (date !== undefined && (date < range.first || date > range.last)) {
    throw fieldError(
      ERRORS.queryInvalid,
      'week',
      `must be a date from ${range.first} to ${range.last} (a week within years 1–9999)`,
    )
  }
  const now = ctx.now()
  const { window } = weekWindow(date ?? todayIn(zone, now), zone)
  const slots = await publicDb.findInWindow(ctx.db.client, window)
  return buildWeek(
    slots.map((slot) => ({ start: slot.start.getTime(), end: slot.end.getTime(), item: slot })),
    zone,
    now,
    date,
  )
}

export async function getNowNext(ctx: ServiceContext): Promise<ListenerNowNext> {
  const now = ctx.now()
  const [first, second] = await publicDb.findFrom(ctx.db.client, now, 2)
  const onAir = first !== undefined && first.start.getTime() <= now
  return { now, current: onAir ? first : null, next: (onAir ? second : first) ?? null }
}

/** A live show and its next ten timeslots (the one on air first). */
export async function getShowPage(ctx: ServiceContext, slug: string): Promise<ShowPage> {
  const show = await requireFound(publicDb.findLiveShowBySlug(ctx.db.client, slug), ERRORS.showNotFound, 'show', slug)
  const now = ctx.now()
  return { show, upcoming: await publicDb.findFrom(ctx.db.client, now, 10, show.id), now }
}
