import { resolveEpisode, resolveMedia } from '../../domain/air/media.ts'
import type { Tombstone, VisibleTimeslot } from '../../domain/records.ts'
import type { Restoration } from '../../domain/resolution/give-back-rules.ts'
import type { Interval } from '../../domain/types.ts'
import { timesOf } from '../common/times.ts'
import type {
  CancellationView,
  FollowedRepetitionsView,
  OnAirTimeslotView,
  RestorationView,
  TimeslotView,
  TombstoneView,
} from './schemas.ts'

/** When a timeslot airs and whose it is, as every view of a timeslot has it (schemas: TimeslotWhenAndWhose). */
function whenAndWhoseOf(slot: Interval & { scheduleId: number; showId: number }, zone: string) {
  return { ...timesOf(slot, zone), scheduleId: slot.scheduleId, showId: slot.showId }
}

/** Which timeslot, when and whose: what the views of a timeslot start with (schemas: TimeslotPlace). */
export function placeOf<Id extends number | null>(
  slot: Interval & { id: Id; scheduleId: number; showId: number },
  zone: string,
) {
  return { id: slot.id, ...whenAndWhoseOf(slot, zone) }
}

export function toTimeslotView(record: VisibleTimeslot, zone: string): TimeslotView {
  const view: TimeslotView = {
    ...placeOf(record, zone),
    showName: record.showName,
    isRepetition: record.isRepetition,
    mediaId: record.mediaId,
    episodeId: record.episodeId,
    updatedAt: new Date(record.updatedAt).toISOString(),
  }
  if (record.repeatOfId != null) view.repeatOf = record.repeatOf ?? null
  if (record.memo !== undefined) view.memo = record.memo
  if (record.seasonId != null) view.season = record.seasonId
  if (record.displaces != null && record.displaces > 0) view.displaces = record.displaces
  return view
}

/** The timeslot with what playout airs for it (current and next). */
export function toOnAirTimeslotView(record: VisibleTimeslot, zone: string): OnAirTimeslotView {
  const { mediaId, source } = resolveMedia(record)
  const view: OnAirTimeslotView = { ...toTimeslotView(record, zone), effectiveMediaId: mediaId, source }
  // Only a repetition says where its episode comes from: a contract client's answer is as it was.
  if (record.repeatOfId == null) return view
  const { episodeId, episodeSource } = resolveEpisode(record)
  return { ...view, effectiveEpisodeId: episodeId, episodeSource }
}

export function toTombstoneView(tombstone: Tombstone, zone: string): TombstoneView {
  return {
    id: tombstone.id,
    deleted: true,
    ...whenAndWhoseOf(tombstone, zone),
    deletedAt: new Date(tombstone.deletedAt).toISOString(),
  }
}

/** A list item: a timeslot, or (for updatedSince) the tombstone of a deleted one. */
export function toListItemView(item: VisibleTimeslot | Tombstone, zone: string): TimeslotView | TombstoneView {
  return 'deleted' in item ? toTombstoneView(item, zone) : toTimeslotView(item, zone)
}

export function toRestorationView(restoration: Restoration, zone: string): RestorationView {
  return {
    restored: restoration.restored.map((record) => toTimeslotView(record, zone)),
    notRestored: restoration.notRestored.map((part) => ({
      ...placeOf(part, zone),
      reason: part.reason,
    })),
  }
}

/** Whether a write gave anything back or had to leave something out: only then is it in the answer. */
function hasRestoration(restoration: Restoration): boolean {
  return restoration.restored.length + restoration.notRestored.length > 0
}

/** A DELETE's answer: 200 with what came back, or 204 when what went had displaced nothing. */
export function toDeletedAnswer(
  restoration: Restoration,
  zone: string,
): { status: 200; body: RestorationView } | { status: 204; body: null } {
  return hasRestoration(restoration)
    ? { status: 200, body: toRestorationView(restoration, zone) }
    : { status: 204, body: null }
}

/** The repetitions that went with their original, as they were. */
export function toFollowedView(
  rows: ReadonlyArray<{
    id: number
    scheduleId: number
    showId: number
    start: Date
    end: Date
    repeatOfId: number | null
  }>,
  zone: string,
): FollowedRepetitionsView {
  return rows.map((row) => ({
    ...placeOf({ ...row, start: row.start.getTime(), end: row.end.getTime() }, zone),
    repeatOf: row.repeatOfId ?? 0,
  }))
}

/** A timeslot DELETE's answer: 200 with what came back and the repetitions cancelled with it, else 204 (the contract's). */
export function toCancelledAnswer(
  cancellation: Restoration & { repetitions: Parameters<typeof toFollowedView>[0] },
  zone: string,
): { status: 200; body: CancellationView } | { status: 204; body: null } {
  if (cancellation.repetitions.length === 0) return toDeletedAnswer(cancellation, zone)
  return {
    status: 200,
    body: { ...toRestorationView(cancellation, zone), repetitions: toFollowedView(cancellation.repetitions, zone) },
  }
}

/** A schedule write's `repetitions`, present only when repetitions went with timeslots it deleted. */
export function repetitionsField(
  rows: Parameters<typeof toFollowedView>[0],
  zone: string,
): { repetitions?: FollowedRepetitionsView } {
  return rows.length === 0 ? {} : { repetitions: toFollowedView(rows, zone) }
}

/** A PUT's or move's `restoration`, present only when what it dropped had displaced something. */
export function restorationField(restoration: Restoration, zone: string): { restoration?: RestorationView } {
  return hasRestoration(restoration) ? { restoration: toRestorationView(restoration, zone) } : {}
}
