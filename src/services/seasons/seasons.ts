/**
 * Seasons (issue 31): creating, changing and deleting a season, each one write through runWrite (one
 * changeset, one revert). A `replace` season takes the regular timeslots that start on its dates and
 * keeps them, as they were, in its `displaced`; shortening, moving or deleting it gives them back
 * with the giving back that specials use (giveBackEntries), so ids, episodes, media and memos return,
 * what has aired stays history, and what another change took since is listed with the reason.
 */

import * as schedulesDb from '../../db/programme/schedules.ts'
import * as seasonsDb from '../../db/programme/seasons.ts'
import * as timeslotsDb from '../../db/programme/timeslots.ts'
import { type RowSnapshot, toSnapshot } from '../../domain/changes/revert.ts'
import type { ProgrammeRecord } from '../../domain/records.ts'
import type { Restoration } from '../../domain/resolution/give-back-rules.ts'
import { seasonWindow, startsInside } from '../../domain/seasons/seasons.ts'
import type { Interval } from '../../domain/types.ts'
import { AppError, ERRORS } from '../../errors.ts'
import type { Caller } from '../access/caller.ts'
import type { ServiceContext } from '../context.ts'
import {
  type DisplacedEntry,
  displacedEntry,
  giveBackEntries,
  givenBack,
  restoreOptions,
} from '../schedules/give-back.ts'
import { endSchedule } from '../schedules/schedule-end.ts'
import { checkPrecondition, type KeyedAnswer, type Precondition, type WriteScope } from '../write.ts'
import { projectReleased, releasedWindows } from './season-release.ts'
import { asideOf, entriesOf } from './season-schedules.ts'
import {
  checkedDates,
  loadSeason,
  requireNoOverlap,
  runSeasonWrite,
  type SeasonOutcome,
  type SeasonSubmission,
} from './season-write.ts'

/** The regular timeslots starting inside `window` (from now on) step aside: deleted, kept as displaced entries. */
async function stepAside(scope: WriteScope, window: Interval): Promise<DisplacedEntry[]> {
  const ids = await seasonsDb.findRegularStartingIn(scope.tx, window, scope.now)
  // One snapshot per row, both what the change log records and what the season keeps (neither changes it).
  const removed = await timeslotsDb.removeManySnapshots(scope.tx, ids)
  for (const row of removed) scope.recordSnapshot('timeslot', row, null)
  const startOf = (row: RowSnapshot) => Date.parse(row.start as string)
  return removed
    .sort((a, b) => startOf(a) - startOf(b) || (a.id as number) - (b.id as number))
    .map((row) => displacedEntry(row, []))
}

/**
 * A season row as the change log keeps it: its entries are snapshots already, so only its own
 * fields are copied (a two-month season's 744 entries copied again cost a tenth of its activation).
 */
function seasonSnapshot(row: seasonsDb.SeasonRow): RowSnapshot {
  return { ...toSnapshot({ ...row, displaced: [] }), displaced: row.displaced as unknown as RowSnapshot[] }
}

const NOTHING: Restoration = { restored: [], notRestored: [] }

/** What came back, and the occurrences projected anew on the dates given back, in start order. */
function withProjected(restoration: Restoration, projected: readonly ProgrammeRecord[]): Restoration {
  if (projected.length === 0) return restoration
  return {
    restored: [...restoration.restored, ...projected].sort((a, b) => a.start - b.start || a.id - b.id),
    notRestored: restoration.notRestored,
  }
}

/** POST: the season, and in `replace` mode the regular programme of its dates stepping aside. */
export async function createSeason(
  ctx: ServiceContext,
  caller: Caller,
  submission: SeasonSubmission,
  keyed?: KeyedAnswer,
): Promise<SeasonOutcome> {
  const { draft } = submission
  checkedDates(draft)
  return runSeasonWrite(ctx, caller, 'season.create', { season: draft }, submission.dryrun, keyed, async (scope) => {
    await requireNoOverlap(scope, draft, null)
    const entries =
      draft.mode === 'replace' ? await stepAside(scope, seasonWindow(draft, ctx.config.stationTimeZone)) : []
    const row = await seasonsDb.insert(
      scope.tx,
      { ...seasonsDb.toSeasonColumns(draft), displaced: entries },
      scope.caller.userId,
    )
    scope.recordSnapshot('season', null, seasonSnapshot(row))
    scope.describe(
      `Created season ${row.id} "${row.name}" (${draft.mode}, ${draft.firstDate} to ${draft.lastDate}): ${entries.length} regular timeslot(s) stepped aside`,
    )
    return {
      kind: 'created',
      season: seasonsDb.toSeasonRecord(row),
      steppedAside: entries.map((entry) => asideOf(entry, null)),
      restoration: NOTHING,
    }
  })
}

/**
 * PUT: new name or dates (the mode stays). What stepped aside on dates the season no longer covers
 * comes back; the regular programme of dates it newly covers steps aside. Its schedules must still
 * lie inside (shorten them first).
 */
export async function updateSeason(
  ctx: ServiceContext,
  caller: Caller,
  id: number,
  submission: SeasonSubmission,
  keyed?: KeyedAnswer,
): Promise<SeasonOutcome> {
  const { draft } = submission
  checkedDates(draft)
  return runSeasonWrite(
    ctx,
    caller,
    'season.update',
    { seasonId: id, season: draft },
    submission.dryrun,
    keyed,
    async (scope) => {
      const stored = await loadSeason(scope, id)
      const record = seasonsDb.toSeasonRecord(stored)
      checkPrecondition(ctx, submission.expect, record, `season ${id}`)
      if (draft.mode !== record.mode) {
        throw new AppError(ERRORS.seasonChangeNotAllowed, 'A season keeps its mode', [
          {
            path: 'mode',
            message: `cannot change (is "${record.mode}"); delete the season and create it again with the other mode`,
          },
        ])
      }
      await requireNoOverlap(scope, draft, id)
      const outside = (await seasonsDb.findSchedules(scope.tx, id))
        .map(schedulesDb.toScheduleRecord)
        .filter((s) => s.spec.firstDate < draft.firstDate || (s.spec.lastDate ?? draft.lastDate) > draft.lastDate)
      if (outside.length > 0) {
        throw new AppError(
          ERRORS.seasonSchedulesOutside,
          `The season's schedules must lie inside its dates: ${outside.map((s) => `schedule ${s.id} runs ${s.spec.firstDate} to ${s.spec.lastDate}`).join('; ')}`,
          [
            {
              path: 'firstDate',
              message: `shorten or end schedule(s) ${outside.map((s) => s.id).join(', ')} first, then change the season's dates`,
            },
          ],
        )
      }
      const zone = ctx.config.stationTimeZone
      const window = seasonWindow(draft, zone)
      const kept =
        draft.mode === 'replace' ? entriesOf(stored).filter((entry) => startsInside(asideOf(entry, null), window)) : []
      const returning = entriesOf(stored).filter((entry) => !kept.includes(entry))
      const givenBackNow =
        returning.length === 0 ? NOTHING : await giveBackEntries(scope, returning, restoreOptions(ctx, true)!)
      // Dates it no longer covers are the regular programme's again, schedules created meanwhile included.
      const projected =
        draft.mode === 'replace'
          ? await projectReleased(
              ctx,
              scope,
              releasedWindows(seasonWindow(record, zone), window),
              record.createdAt,
              givenBackNow.restored,
            )
          : []
      const restoration = withProjected(givenBackNow, projected)
      const added = draft.mode === 'replace' ? await stepAside(scope, window) : []
      const row = await seasonsDb.update(
        scope.tx,
        id,
        { ...seasonsDb.toSeasonColumns(draft), displaced: [...kept, ...added] },
        scope.caller.userId,
      )
      scope.recordSnapshot('season', seasonSnapshot(stored), seasonSnapshot(row))
      scope.describe(
        `Changed season ${id} "${row.name}" to ${draft.firstDate} to ${draft.lastDate}: ${added.length} regular timeslot(s) stepped aside${givenBack(restoration)}`,
      )
      return {
        kind: 'updated',
        season: seasonsDb.toSeasonRecord(row),
        steppedAside: added.map((entry) => asideOf(entry, null)),
        restoration,
      }
    },
  )
}

/**
 * DELETE: the season's schedules end (their future timeslots go and give back what they displaced;
 * one that has aired stays as history, outside any season), then everything that stepped aside for
 * the season's dates comes back, then the season goes.
 */
export async function deleteSeason(
  ctx: ServiceContext,
  caller: Caller,
  id: number,
  expect?: Precondition,
  dryrun?: boolean,
): Promise<SeasonOutcome> {
  return runSeasonWrite(ctx, caller, 'season.delete', { seasonId: id }, dryrun, undefined, async (scope) => {
    const stored = await loadSeason(scope, id)
    checkPrecondition(ctx, expect, seasonsDb.toSeasonRecord(stored), `season ${id}`)
    const options = restoreOptions(ctx, true)!
    const restored: Restoration = { restored: [], notRestored: [] }
    let ended = 0
    for (const schedule of await seasonsDb.findSchedules(scope.tx, id)) {
      await scope.ownership.require(schedule.showId, `deleting season ${id}`)
      const { removed, restoration } = await endSchedule(scope, ctx.config.stationTimeZone, schedule, options, {
        seasonId: null,
      })
      ended += removed
      restored.restored.push(...restoration.restored)
      restored.notRestored.push(...restoration.notRestored)
    }
    const own = await giveBackEntries(scope, entriesOf(stored), options)
    restored.restored.push(...own.restored)
    restored.notRestored.push(...own.notRestored)
    // Its dates are the regular programme's again, the schedules created or extended meanwhile included.
    if (stored.mode === 'replace') {
      const season = seasonsDb.toSeasonRecord(stored)
      const window = seasonWindow(season, ctx.config.stationTimeZone)
      restored.restored.push(...(await projectReleased(ctx, scope, [window], season.createdAt, restored.restored)))
    }
    scope.recordSnapshot('season', seasonSnapshot(await seasonsDb.remove(scope.tx, stored)), null)
    scope.describe(`Deleted season ${id} "${stored.name}": ${ended} season timeslot(s) deleted${givenBack(restored)}`)
    return { kind: 'deleted', season: seasonsDb.toSeasonRecord(stored), steppedAside: [], restoration: restored }
  })
}
