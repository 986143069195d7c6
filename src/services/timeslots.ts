import type { Config } from '../config.ts'
import { instantToLocal } from '../domain/time.ts'
import type { Db } from '../db/client.ts'
import * as episodesDb from '../db/episodes.ts'
import * as timeslotsDb from '../db/timeslots.ts'
import { ConflictError, NotFoundError, ValidationError, type FieldProblem } from '../errors.ts'
import type { TimeslotListQuery, TimeslotView, UpdateTimeslotBody } from '../schemas/timeslots.ts'
import { pageOf, parseIdList, parseWindow } from './query-params.ts'

export interface TimeslotServiceDeps {
  db: Pick<Db, 'client'>
  config: Pick<Config, 'stationTimeZone' | 'maxWindowDays'>
  now: () => number
}

export function toTimeslotView(record: timeslotsDb.TimeslotRecord, zone: string): TimeslotView {
  return {
    id: record.id,
    start: instantToLocal(record.start, zone),
    end: instantToLocal(record.end, zone),
    scheduleId: record.scheduleId,
    showId: record.showId,
    showName: record.showName,
    isRepetition: record.isRepetition,
    mediaId: record.mediaId,
    episodeId: record.episodeId,
    memo: record.memo,
  }
}

/** The programme: concrete broadcasts. Times change only through schedules; here only content and cancellation. */
export function timeslotService({ db, config, now }: TimeslotServiceDeps) {
  const zone = config.stationTimeZone

  async function list(query: TimeslotListQuery) {
    const window = parseWindow(query, zone, config.maxWindowDays)
    const filter = {
      ...window,
      showIds: parseIdList(query.showIds, 'showIds'),
      scheduleIds: parseIdList(query.scheduleIds, 'scheduleIds'),
    }
    const page = pageOf(query)
    const { rows, total } = await timeslotsDb.findProgrammePage(db.client, filter, page)
    return { items: rows.map((row) => toTimeslotView(row, zone)), total, ...page }
  }

  async function get(id: number): Promise<TimeslotView> {
    const record = await timeslotsDb.findProgrammeById(db.client, id)
    if (record === null) throw new NotFoundError('timeslot', id)
    return toTimeslotView(record, zone)
  }

  /** mediaId, episodeId and memo only; an episode must belong to the timeslot's show. */
  async function update(id: number, body: UpdateTimeslotBody): Promise<TimeslotView> {
    const fixed: FieldProblem[] = (['start', 'end'] as const)
      .filter((key) => key in body)
      .map((key) => ({ path: `body/${key}`, message: 'changes only through schedules (PUT /api/v1/schedules/{id})' }))
    if (fixed.length > 0) {
      throw new ValidationError(
        'ONAIR_TIMESLOT_TIMES_FIXED',
        'start and end of a timeslot change only through its schedule (PUT /api/v1/schedules/{id}); a timeslot itself takes mediaId, episodeId and memo',
        fixed,
      )
    }
    const { mediaId, episodeId, memo } = body
    return db.client.$transaction(async (tx) => {
      const slot = await timeslotsDb.findForUpdate(tx, id)
      if (slot === null) throw new NotFoundError('timeslot', id)
      if (episodeId !== undefined && episodeId !== null) {
        const showId = await episodesDb.findShowIdForShare(tx, episodeId)
        if (showId === null) {
          throw new ValidationError('ONAIR_EPISODE_UNKNOWN', `episode ${episodeId} does not exist`, [
            { path: 'body/episodeId', message: `episode ${episodeId} does not exist` },
          ])
        }
        if (showId !== slot.showId) {
          throw new ValidationError(
            'ONAIR_EPISODE_OTHER_SHOW',
            `episode ${episodeId} belongs to show ${showId}, not to show ${slot.showId} of timeslot ${id}`,
            [{ path: 'body/episodeId', message: `must be an episode of show ${slot.showId}` }],
          )
        }
      }
      await timeslotsDb.update(tx, id, { mediaId, episodeId, memo })
      const record = await timeslotsDb.findProgrammeById(tx, id)
      if (record === null) throw new NotFoundError('timeslot', id)
      return toTimeslotView(record, zone)
    })
  }

  /** Cancels one broadcast. One that has started is history and stays (409). */
  async function remove(id: number): Promise<void> {
    await db.client.$transaction(async (tx) => {
      // Same lock as schedule resolutions: a resolution never plans on a timeslot deleted under it.
      await timeslotsDb.lockScheduleWrites(tx)
      const slot = await timeslotsDb.findForUpdate(tx, id)
      if (slot === null) throw new NotFoundError('timeslot', id)
      if (slot.start < now()) {
        throw new ConflictError(
          'ONAIR_TIMESLOT_PAST',
          `timeslot ${id} started at ${instantToLocal(slot.start, zone)}; aired timeslots are history and cannot be deleted`,
        )
      }
      await timeslotsDb.remove(tx, id)
    })
  }

  return { list, get, update, remove }
}
