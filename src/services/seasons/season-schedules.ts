/**
 * A season's schedules: ending one with its season, and reading a season with its schedules and what
 * stepped aside for it.
 */

import * as schedulesDb from '../../db/programme/schedules.ts'
import * as seasonsDb from '../../db/programme/seasons.ts'
import * as timeslotsDb from '../../db/programme/timeslots.ts'
import type { Restoration } from '../../domain/resolution/give-back-rules.ts'
import { endedLastDate, type ScheduleRecord } from '../../domain/schedules/schedule.ts'
import type { AsideSlot, SeasonRecord } from '../../domain/seasons/seasons.ts'
import { instantToLocal } from '../../domain/time/station-time.ts'
import { ERRORS, notFound } from '../../errors.ts'
import type { ServiceContext } from '../context.ts'
import { type DisplacedEntry, type RestoreOptions, restoreDisplaced } from '../schedules/give-back.ts'
import type { WriteScope } from '../write.ts'

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

/**
 * Like endSchedule (schedule-end.ts), for a schedule whose season goes: its timeslots that have not
 * started go and give back what they displaced; one with aired timeslots stays, ended and outside any
 * season (one update, so the change log holds one change of the row).
 */
export async function endSeasonSchedule(
  scope: WriteScope,
  zone: string,
  stored: schedulesDb.ScheduleRow,
  restore: RestoreOptions,
): Promise<{ removed: number; restoration: Restoration }> {
  const removed = await timeslotsDb.removeStartingFrom(scope.tx, { scheduleId: stored.id }, scope.now)
  for (const row of removed) scope.record('timeslot', row, null)
  const lastStart = await timeslotsDb.findLastStart(scope.tx, stored.id)
  if (lastStart === null) {
    scope.record('schedule', await schedulesDb.remove(scope.tx, stored.id), null)
  } else {
    const spec = schedulesDb.toScheduleRecord(stored).spec
    const lastDate = endedLastDate(spec, instantToLocal(lastStart, zone).slice(0, 10))
    const row = await schedulesDb.update(
      scope.tx,
      stored.id,
      { lastDate: schedulesDb.toDateColumn(lastDate), seasonId: null },
      scope.caller.userId,
    )
    scope.record('schedule', stored, row)
  }
  return { removed: removed.length, restoration: await restoreDisplaced(scope, removed, restore) }
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
