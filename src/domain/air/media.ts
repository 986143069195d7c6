import type { ProgrammeRecord } from '../records.ts'

export type MediaSource = 'timeslot' | 'schedule' | 'show' | 'none'

/**
 * The media to air: the most specific level that names one.
 * @example resolveMedia({ mediaId: null, scheduleDefaultMediaId: 7, showDefaultMediaId: 3, … }) // { mediaId: 7, source: 'schedule' }
 */
export function resolveMedia(
  record: Pick<ProgrammeRecord, 'mediaId' | 'scheduleDefaultMediaId' | 'showDefaultMediaId'>,
): { mediaId: number | null; source: MediaSource } {
  if (record.mediaId !== null) return { mediaId: record.mediaId, source: 'timeslot' }
  if (record.scheduleDefaultMediaId !== null) return { mediaId: record.scheduleDefaultMediaId, source: 'schedule' }
  if (record.showDefaultMediaId !== null) return { mediaId: record.showDefaultMediaId, source: 'show' }
  return { mediaId: null, source: 'none' }
}
