/**
 * Reading a season with its schedules and what stepped aside for it (a season's schedule ends through
 * endSchedule, with its season).
 */

import * as schedulesDb from '../../db/programme/schedules.ts'
import * as seasonsDb from '../../db/programme/seasons.ts'
import type { ScheduleRecord } from '../../domain/schedules/schedule.ts'
import type { AsideSlot, SeasonRecord } from '../../domain/seasons/seasons.ts'
import { ERRORS, notFound } from '../../errors.ts'
import type { ServiceContext } from '../context.ts'
import type { DisplacedEntry } from '../schedules/give-back.ts'

export const entriesOf = (row: seasonsDb.SeasonRow): DisplacedEntry[] =>
  Array.isArray(row.displaced) ? (row.displaced as unknown as DisplacedEntry[]) : []

export function asideOf(entry: DisplacedEntry, heldBy: number | null): AsideSlot {
  return {
    id: entry.row.id as number,
    scheduleId: entry.row.scheduleId as number,
    showId: entry.row.showId as number,
    start: Date.parse(String(entry.row.start)),
    end: Date.parse(String(entry.row.end)),
    heldBy,
  }
}

export interface SeasonDetail {
  season: SeasonRecord
  schedules: ScheduleRecord[]
  /** The regular timeslots that stepped aside: for its dates (heldBy null), or for a timeslot of its own. */
  steppedAside: AsideSlot[]
}

export async function listSeasons(ctx: ServiceContext): Promise<SeasonRecord[]> {
  return (await seasonsDb.findAll(ctx.db.client)).map(seasonsDb.toSeasonRecord)
}

export async function getSeason(ctx: ServiceContext, id: number): Promise<SeasonDetail> {
  const row = await seasonsDb.findById(ctx.db.client, id)
  if (row === null) throw notFound(ERRORS.seasonNotFound, 'season', id)
  const schedules = await seasonsDb.findSchedules(ctx.db.client, id)
  const held = await ctx.db.client.timeslot.findMany({
    where: { scheduleId: { in: schedules.map((s) => s.id) } },
    select: { id: true, displaced: true },
    orderBy: { start: 'asc' },
  })
  const steppedAside = [
    ...entriesOf(row).map((entry) => asideOf(entry, null)),
    ...held.flatMap((slot) =>
      (Array.isArray(slot.displaced) ? (slot.displaced as unknown as DisplacedEntry[]) : []).map((entry) =>
        asideOf(entry, slot.id),
      ),
    ),
  ].sort((a, b) => a.start - b.start || a.id - b.id)
  return { season: seasonsDb.toSeasonRecord(row), schedules: schedules.map(schedulesDb.toScheduleRecord), steppedAside }
}
