/** The programme for guides: XMLTV, and RadioDNS SPI for hybrid radios and DAB EPGs; public by nature. */

import { setImmediate } from 'node:timers/promises'
import { findGuideEntries, findGuideShows } from '../../db/programme/guide.ts'
import type { Guide } from '../../domain/guides/guide.ts'
import { buildGroupInformation, buildProgrammeInformation, buildServiceInformation } from '../../domain/guides/spi.ts'
import { type XmltvOptions, xmltvParts } from '../../domain/guides/xmltv.ts'
import { programmePaths } from '../../domain/programme/station.ts'
import { parseLocalDate } from '../../domain/time/civil-dates.ts'
import { wallToInstant } from '../../domain/time/station-time.ts'
import { AppError, ERRORS } from '../../errors.ts'
import type { ServiceContext } from '../context.ts'
import { feedWindow } from './ical-feed.ts'
import { getStationProfile } from './station.ts'

async function guideOf(ctx: ServiceContext, window: { start: number; end: number }, made: number): Promise<Guide> {
  const [station, entries] = await Promise.all([getStationProfile(ctx), findGuideEntries(ctx.db.client, window)])
  return { station, zone: ctx.config.stationTimeZone, made, window, entries }
}

/** XMLTV over the window of the programme list (without one: the `.ics` feed's default window). */
export async function getXmltv(
  ctx: ServiceContext,
  query: { start?: string | undefined; end?: string | undefined },
  pagesBase: string | null,
): Promise<string> {
  const now = ctx.now()
  return renderXmltv(await guideOf(ctx, feedWindow(ctx, query, now), now), { pagesBase })
}

// A year's window is thousands of programmes: the render gives the event loop a turn after this many.
const PROGRAMMES_PER_TURN = 50

/** buildXmltv's document, yielding to the event loop every few programmes: 720 at once blocked all for 314 ms. */
export async function renderXmltv(guide: Guide, options: XmltvOptions): Promise<string> {
  const parts: string[] = []
  for (const part of xmltvParts(guide, options)) {
    parts.push(part)
    if (parts.length % PROGRAMMES_PER_TURN === 0) await setImmediate()
  }
  return parts.join('')
}

export async function getServiceInformation(ctx: ServiceContext): Promise<string> {
  return buildServiceInformation(await getStationProfile(ctx), ctx.now(), ctx.config.stationTimeZone)
}

export async function getGroupInformation(ctx: ServiceContext): Promise<string> {
  const [station, shows] = await Promise.all([getStationProfile(ctx), findGuideShows(ctx.db.client)])
  return buildGroupInformation(station, shows, ctx.now(), ctx.config.stationTimeZone)
}

/** The PI document of a station-local day (23 or 25 hours when clocks change) at a bearer folder; 404 for others. */
export async function getProgrammeInformation(ctx: ServiceContext, folder: string, day: string): Promise<string> {
  const zone = ctx.config.stationTimeZone
  const date = /^(\d{4})(\d{2})(\d{2})$/.exec(day)
  const days = date === null ? null : parseLocalDate(`${date[1]}-${date[2]}-${date[3]}`)
  if (days === null)
    throw new AppError(
      ERRORS.routeNotFound,
      `${day} is no date: a programme document is named YYYYMMDD_PI.xml, e.g. 20270105_PI.xml`,
    )
  const station = await getStationProfile(ctx)
  const paths = programmePaths(station)
  if (!paths.includes(folder.toLowerCase())) {
    const known =
      paths.length === 0 ? 'none: the station profile lists no FM or DAB bearer and no RadioDNS id' : paths.join(', ')
    throw new AppError(
      ERRORS.routeNotFound,
      `the station has no bearer at ${folder}; its programme documents are under ${known}`,
    )
  }
  const window = { start: wallToInstant(days, 0, zone), end: wallToInstant(days + 1, 0, zone) }
  const now = ctx.now()
  return buildProgrammeInformation({
    station,
    zone,
    made: now,
    window,
    entries: await findGuideEntries(ctx.db.client, window),
  })
}
