import type { TimeslotView, TombstoneView, OnAirTimeslotView } from './schemas.ts'
import { timesOf } from '../common/times.ts'
import type { Tombstone, VisibleTimeslot } from '../../domain/records.ts'
import { resolveMedia } from '../../domain/media.ts'

export function toTimeslotView(record: VisibleTimeslot, zone: string): TimeslotView {
  const view: TimeslotView = {
    id: record.id,
    ...timesOf(record, zone),
    scheduleId: record.scheduleId,
    showId: record.showId,
    showName: record.showName,
    isRepetition: record.isRepetition,
    mediaId: record.mediaId,
    episodeId: record.episodeId,
    updatedAt: new Date(record.updatedAt).toISOString(),
  }
  if (record.memo !== undefined) view.memo = record.memo
  return view
}

/** The timeslot with what playout airs for it (current and next). */
export function toOnAirTimeslotView(record: VisibleTimeslot, zone: string): OnAirTimeslotView {
  const { mediaId, source } = resolveMedia(record)
  return { ...toTimeslotView(record, zone), effectiveMediaId: mediaId, source }
}

export function toTombstoneView(tombstone: Tombstone, zone: string): TombstoneView {
  return {
    id: tombstone.id,
    deleted: true,
    ...timesOf(tombstone, zone),
    scheduleId: tombstone.scheduleId,
    showId: tombstone.showId,
    deletedAt: new Date(tombstone.deletedAt).toISOString(),
  }
}

/** A list item: a timeslot, or (for updatedSince) the tombstone of a deleted one. */
export function toListItemView(item: VisibleTimeslot | Tombstone, zone: string): TimeslotView | TombstoneView {
  return 'deleted' in item ? toTombstoneView(item, zone) : toTimeslotView(item, zone)
}
