/**
 * What the schedule cycle asks about seasons (issue 31): a regular schedule's projection leaves out
 * the dates of `replace` seasons (skipped, reason `season`); a season schedule's collisions with the
 * regular programme are no collisions: those timeslots step aside.
 */

import * as seasonsDb from '../../db/programme/seasons.ts'
import { seasonWindow, skipSeasons } from '../../domain/seasons/seasons.ts'
import type { ExistingSlot, ProjectionResult, ScheduleSpec } from '../../domain/types.ts'
import { AppError, ERRORS } from '../../errors.ts'
import type { ServiceContext } from '../context.ts'
import type { WriteScope } from '../write.ts'

/** The schedule a cycle plans, as seasons see it: its season (null: regular programme) and whether it recurs. */
export interface SeasonPlacing {
  id: number | null
  recurring: boolean
  /**
   * The `replace` seasons read already, in first-date order (a single-broadcast move reads them with its
   * timeslot): every one that can touch the projection's dates must be among them. Absent: asked here.
   */
  replacing?: readonly seasonsDb.SeasonSpan[] | undefined
}

type Projection = Extract<ProjectionResult, { ok: true }>

/** A regular recurring schedule's projection without the occurrences inside `replace` seasons. */
export async function outsideSeasons(
  ctx: ServiceContext,
  scope: WriteScope,
  projection: Projection,
  placing: SeasonPlacing | undefined,
): Promise<Projection> {
  if (placing === undefined || placing.id !== null || !placing.recurring) return projection
  const { firstDate, lastDate } = projection
  const seasons =
    placing.replacing === undefined
      ? (await seasonsDb.findReplacing(scope.tx, firstDate, lastDate)).map(seasonsDb.toSeasonRecord)
      : placing.replacing.filter((season) => season.firstDate <= lastDate && season.lastDate >= firstDate)
  if (seasons.length === 0) return projection
  const windows = seasons.map((season) => ({
    id: season.id,
    name: season.name,
    window: seasonWindow(season, ctx.config.stationTimeZone),
  }))
  const { slots, skipped } = skipSeasons(projection.slots, windows)
  return {
    ...projection,
    slots,
    skipped: [...projection.skipped, ...skipped].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
  }
}

/** Of a season schedule's collisions, the regular programme that has not begun: it steps aside instead of colliding. */
export async function regularCollisions(
  scope: WriteScope,
  found: readonly ExistingSlot[],
  placing: SeasonPlacing | undefined,
): Promise<ExistingSlot[]> {
  if (placing === undefined || placing.id === null) return []
  const regular = await seasonsDb.findRegularIds(
    scope.tx,
    found.filter((slot) => slot.start >= scope.now).map((slot) => slot.id),
  )
  return found.filter((slot) => regular.has(slot.id))
}

/**
 * A season schedule's spec checked against its season: the season exists, and the schedule's dates lie
 * inside its dates (an absent lastDate is the season's last day).
 */
export async function withinSeason(scope: WriteScope, seasonId: number, spec: ScheduleSpec): Promise<ScheduleSpec> {
  const row = await seasonsDb.findById(scope.tx, seasonId)
  if (row === null)
    throw new AppError(ERRORS.seasonUnknown, `season ${seasonId} does not exist`, [
      { path: 'schedule/season', message: `season ${seasonId} does not exist; GET /api/v1/seasons lists them` },
    ])
  const season = seasonsDb.toSeasonRecord(row)
  const lastDate = spec.lastDate ?? season.lastDate
  const outside = (field: string, message: string) =>
    new AppError(
      ERRORS.scheduleOutsideSeason,
      `A schedule of season ${season.id} lies inside its dates, ${season.firstDate} to ${season.lastDate}`,
      [{ path: `schedule/${field}`, message }],
    )
  if (spec.firstDate < season.firstDate)
    throw outside('firstDate', `is before the season's first day ${season.firstDate}`)
  if (lastDate > season.lastDate) throw outside('lastDate', `is after the season's last day ${season.lastDate}`)
  // An open-ended schedule of a season (lastDate null) runs until the season ends, not to the horizon.
  return { ...spec, lastDate, openEnded: false }
}
