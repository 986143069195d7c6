import type { Config } from '../config.ts'
import { withGaps } from '../domain/gaps.ts'
import { instantToLocal } from '../domain/time.ts'
import type { Db } from '../db/client.ts'
import * as timeslotsDb from '../db/timeslots.ts'
import type { MediaSource, PlayoutItem, PlayoutQuery, PlayoutResponse } from '../schemas/playout.ts'
import { parseWindow } from './query-params.ts'

export interface PlayoutServiceDeps {
  db: Pick<Db, 'client'>
  config: Pick<Config, 'stationTimeZone' | 'maxWindowDays'>
}

/** The media to air: the most specific level that names one. */
export function resolveMedia(record: timeslotsDb.ProgrammeRecord): { mediaId: number | null; source: MediaSource } {
  if (record.mediaId !== null) return { mediaId: record.mediaId, source: 'timeslot' }
  if (record.scheduleDefaultMediaId !== null) return { mediaId: record.scheduleDefaultMediaId, source: 'schedule' }
  if (record.showDefaultMediaId !== null) return { mediaId: record.showDefaultMediaId, source: 'show' }
  return { mediaId: null, source: 'none' }
}

/** What automation airs across a window: each timeslot with its media, and the gaps to fill. */
export function playoutService({ db, config }: PlayoutServiceDeps) {
  const zone = config.stationTimeZone

  async function get(query: PlayoutQuery): Promise<PlayoutResponse> {
    const window = parseWindow(query, zone, config.maxWindowDays)
    const records = await timeslotsDb.findProgramme(db.client, window)
    const items = withGaps(window, records).map((item): PlayoutItem => {
      if (item.kind === 'gap') {
        return { kind: 'gap', start: instantToLocal(item.start, zone), end: instantToLocal(item.end, zone) }
      }
      const slot = item.slot
      return {
        kind: 'timeslot',
        timeslotId: slot.id,
        start: instantToLocal(slot.start, zone),
        end: instantToLocal(slot.end, zone),
        showId: slot.showId,
        showName: slot.showName,
        scheduleId: slot.scheduleId,
        episodeId: slot.episodeId,
        ...resolveMedia(slot),
      }
    })
    return { start: instantToLocal(window.start, zone), end: instantToLocal(window.end, zone), items }
  }

  return { get }
}
