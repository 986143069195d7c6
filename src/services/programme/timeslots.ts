/** Broadcasts' content and cancellation (times change through schedules and moves). */

import { findColliding } from '../../db/programme/colliding-timeslots.ts'
import * as episodesDb from '../../db/programme/episodes.ts'
import {
  findCurrent,
  findNext,
  findProgrammeById,
  findProgrammeByIds,
  findProgrammeForUpdate,
  findProgrammePage,
} from '../../db/programme/programme.ts'
import * as schedulesDb from '../../db/programme/schedules.ts'
import * as timeslotsDb from '../../db/programme/timeslots.ts'
import type { ProgrammeRecord, Tombstone, VisibleTimeslot } from '../../domain/records.ts'
import { occurrenceAt } from '../../domain/recurrence/projection.ts'
import type { Restoration } from '../../domain/resolution/give-back-rules.ts'
import { withException } from '../../domain/schedules/schedule.ts'
import { overlaps } from '../../domain/time/intervals.ts'
import { instantToLocal } from '../../domain/time/station-time.ts'
import { AppError, ERRORS, fieldError, requireFound } from '../../errors.ts'
import type { Caller } from '../access/caller.ts'
import { seesMemos } from '../access/permissions.ts'
import type { ServiceContext } from '../context.ts'
import { idFilter, type PageQuery, type ProgrammeIds, pageOf } from '../paging.ts'
import { givenBack, restoreDisplaced, restoreOptions } from '../schedules/give-back.ts'
import { cancelFollowers, followersOf, type RepetitionsChoice } from '../schedules/repetition-follows.ts'
import { checkPrecondition, type Precondition, runWrite, type WriteScope } from '../write.ts'
import { checkUpdatedSince, timeslotChangesSince } from './timeslot-changes.ts'
import { windowOf } from './window-query.ts'

export interface TimeslotListQuery extends ProgrammeIds, PageQuery {
  start?: string | undefined
  end?: string | undefined
  /** Issue 31: only the timeslots of this season's schedules. */
  season?: number | undefined
  /** Only timeslots created, changed or deleted since this ISO instant (deleted ones as tombstones). */
  updatedSince?: string | undefined
}

/** What a timeslot write may change: its content (times change through schedules and moves). */
export interface TimeslotContent {
  mediaId?: number | null | undefined
  episodeId?: number | null | undefined
  memo?: string | undefined
  /** Never accepted: sent, they earn a message that says where times change. */
  start?: unknown
  end?: unknown
}

/** A timeslot as the caller may see it: without its internal memo for anonymous callers. */
export function visibleTo(caller: Caller, record: ProgrammeRecord): VisibleTimeslot {
  if (seesMemos(caller)) return record
  const { memo: _memo, ...rest } = record
  return rest
}

/** The programme in a window, paged; with `updatedSince`, only changes since, deletions as tombstones. */
export async function listTimeslots(ctx: ServiceContext, caller: Caller, query: TimeslotListQuery) {
  const page = pageOf(query)
  const ids = { showIds: idFilter(query.showIds), scheduleIds: idFilter(query.scheduleIds) }
  const visible = (row: ProgrammeRecord) => visibleTo(caller, row)
  if (query.updatedSince === undefined) {
    for (const bound of ['start', 'end'] as const) {
      if (query[bound] === undefined)
        throw fieldError(ERRORS.queryInvalid, bound, 'is required (unless updatedSince is given)')
    }
    const { rows, total } = await findProgrammePage(
      ctx.db.client,
      { ...windowOf(ctx, query as { start: string; end: string }), ...ids, seasonId: query.season },
      page,
    )
    return { items: rows.map(visible) as Array<VisibleTimeslot | Tombstone>, total, ...page }
  }
  const since = Date.parse(query.updatedSince)
  checkUpdatedSince(ctx, since)
  const window =
    query.start === undefined && query.end === undefined
      ? { start: -Infinity, end: Infinity }
      : windowOf(ctx, { start: query.start ?? '', end: query.end ?? '' })
  const inWindow = (slot: { start: number; end: number }) => overlaps(slot, window)
  const { changed, deleted } = await timeslotChangesSince(
    ctx,
    since,
    ids,
    Number.isFinite(window.start) ? window : undefined,
  )
  const items: Array<VisibleTimeslot | Tombstone> = [
    ...(await findProgrammeByIds(ctx.db.client, changed))
      .filter((slot) => inWindow(slot) && (query.season === undefined || slot.seasonId === query.season))
      .map(visible),
    ...deleted.map((slot): Tombstone => ({ ...slot, deleted: true })),
  ].sort((a, b) => a.start - b.start || a.id - b.id)
  return { items: items.slice(page.offset, page.offset + page.limit), total: items.length, ...page }
}

export async function getTimeslot(ctx: ServiceContext, caller: Caller, id: number): Promise<VisibleTimeslot> {
  const record = await requireFound(findProgrammeById(ctx.db.client, id), ERRORS.timeslotNotFound, 'timeslot', id)
  return visibleTo(caller, record)
}

/** The timeslot on air now; 404 when the station is between timeslots. */
export async function getCurrentTimeslot(ctx: ServiceContext, caller: Caller): Promise<VisibleTimeslot> {
  const now = ctx.now()
  const record = await findCurrent(ctx.db.client, now)
  if (record === null)
    throw new AppError(
      ERRORS.nothingOnAir,
      `no timeslot is on air at ${instantToLocal(now, ctx.config.stationTimeZone)}`,
    )
  return visibleTo(caller, record)
}

export async function getNextTimeslots(ctx: ServiceContext, caller: Caller, count: number): Promise<VisibleTimeslot[]> {
  return (await findNext(ctx.db.client, ctx.now(), count)).map((record) => visibleTo(caller, record))
}

/** mediaId, episodeId and memo only; an episode must belong to the timeslot's show. */
export async function updateTimeslot(
  ctx: ServiceContext,
  caller: Caller,
  id: number,
  content: TimeslotContent,
  expect?: Precondition,
): Promise<ProgrammeRecord> {
  const fixed = (['start', 'end'] as const).filter((key) => key in content)
  if (fixed.length > 0) {
    throw new AppError(
      ERRORS.timeslotTimesFixed,
      'start and end of a timeslot change through its schedule, or for this broadcast alone with POST /api/v1/timeslots/{id}/move; a PATCH takes mediaId, episodeId and memo',
      fixed.map((key) => ({ path: key, message: 'changes through its schedule or POST /api/v1/timeslots/{id}/move' })),
    )
  }
  return runWrite(
    ctx,
    caller,
    { action: 'timeslot.update', request: { timeslotId: id, ...content } },
    async (scope) => {
      const { row: before, record } = await loadTimeslot(scope, id)
      await scope.ownership.require(before.showId, `changing timeslot ${id}`)
      checkPrecondition(ctx, expect, record, `timeslot ${id}`)
      if (content.episodeId !== undefined && content.episodeId !== null) {
        const episode = await episodesDb.findForShare(scope.tx, content.episodeId)
        if (episode === null) {
          throw fieldError(
            ERRORS.episodeUnknown,
            'episodeId',
            `episode ${content.episodeId} does not exist`,
            `episode ${content.episodeId} does not exist`,
          )
        }
        if (episode.showId !== before.showId) {
          throw new AppError(
            ERRORS.episodeOtherShow,
            `episode ${content.episodeId} belongs to show ${episode.showId}, not to show ${before.showId} of timeslot ${id}`,
            [{ path: 'episodeId', message: `must be an episode of show ${before.showId}` }],
          )
        }
      }
      const { mediaId, episodeId, memo } = content
      scope.record(
        'timeslot',
        before,
        await timeslotsDb.update(scope.tx, id, { mediaId, episodeId, memo }, caller.userId),
      )
      scope.describe(`Changed the content of timeslot ${id} of show ${before.showId}`)
      return (await findProgrammeById(scope.tx, id))!
    },
  )
}

/** Cancels one broadcast not started: an exception unless another piece airs; gives back; repetitions follow. */
export async function cancelTimeslot(
  ctx: ServiceContext,
  caller: Caller,
  id: number,
  expect?: Precondition,
  restore?: boolean,
  repetitions?: RepetitionsChoice,
): Promise<Restoration & { repetitions: timeslotsDb.TimeslotRow[] }> {
  const zone = ctx.config.stationTimeZone
  return runWrite(ctx, caller, { action: 'timeslot.delete', request: { timeslotId: id } }, async (scope) => {
    const { row: slot, record } = await loadTimeslot(scope, id)
    await scope.ownership.require(slot.showId, `cancelling timeslot ${id}`)
    checkPrecondition(ctx, expect, record, `timeslot ${id}`)
    if (slot.start.getTime() < scope.now) {
      throw new AppError(
        ERRORS.timeslotPast,
        `timeslot ${id} started at ${instantToLocal(slot.start.getTime(), zone)}; aired timeslots are history and cannot be deleted`,
      )
    }
    const schedule = (await schedulesDb.findById(scope.tx, slot.scheduleId))!
    const { spec, moved = [] } = schedulesDb.toScheduleRecord(schedule)
    const movedAway = moved.find((entry) => entry.timeslotId === id)
    if (movedAway !== undefined) {
      // A broadcast moved on its own: the occurrence it left becomes the exception, as if cancelled there.
      const exceptionDates = (
        movedAway.date === null ? [...(spec.exceptions ?? [])] : withException(spec.exceptions ?? [], movedAway.date)
      ).map(schedulesDb.toDateColumn)
      const movedOccurrences = schedulesDb.toMovedColumn(moved.filter((entry) => entry !== movedAway))
      scope.record(
        'schedule',
        schedule,
        await schedulesDb.update(scope.tx, schedule.id, { exceptionDates, movedOccurrences }, caller.userId),
      )
    }
    const occurrence =
      movedAway === undefined
        ? occurrenceAt(spec, { start: slot.start.getTime(), end: slot.end.getTime() }, zone)
        : null
    if (occurrence !== null) {
      const pieces = await findColliding(scope.tx, [occurrence])
      if (!pieces.some((piece) => piece.scheduleId === slot.scheduleId && piece.id !== id)) {
        const exceptionDates = withException(spec.exceptions ?? [], occurrence.date).map(schedulesDb.toDateColumn)
        scope.record(
          'schedule',
          schedule,
          await schedulesDb.update(scope.tx, schedule.id, { exceptionDates }, caller.userId),
        )
      }
    }
    const removed = await timeslotsDb.removeMany(scope.tx, [id])
    for (const row of removed) scope.record('timeslot', row, null)
    const cancelled = await cancelFollowers(scope, await followersOf(scope, [id], repetitions), zone)
    const restoration = await restoreDisplaced(scope, [...removed, ...cancelled], restoreOptions(ctx, restore))
    const followed =
      cancelled.length === 0
        ? ''
        : ` with ${cancelled.length} repetition(s) (${cancelled.map((row) => row.id).join(', ')})`
    scope.describe(
      `Cancelled timeslot ${id} of show ${slot.showId} on ${instantToLocal(slot.start.getTime(), zone)}${followed}${givenBack(restoration)}`,
    )
    return { ...restoration, repetitions: cancelled }
  })
}

/** The timeslot locked, with what GET shows of it (show name and episode included): its precondition's version. */
async function loadTimeslot(
  scope: WriteScope,
  id: number,
): Promise<{ row: timeslotsDb.TimeslotRow; record: ProgrammeRecord }> {
  return requireFound(findProgrammeForUpdate(scope.tx, id), ERRORS.timeslotNotFound, 'timeslot', id)
}
