import type { ProgrammeRecord } from '../records.ts'

export type MediaSource = 'timeslot' | 'original' | 'schedule' | 'show' | 'none'

type MediaLevels = Pick<
  ProgrammeRecord,
  'mediaId' | 'scheduleDefaultMediaId' | 'showDefaultMediaId' | 'originalMediaId'
>

/**
 * The media to air: the most specific level that names one. A repetition without media of its own
 * airs its original broadcast's (`original`), before the defaults of its schedule and show.
 * @example resolveMedia({ mediaId: null, scheduleDefaultMediaId: 7, showDefaultMediaId: 3, … }) // { mediaId: 7, source: 'schedule' }
 */
export function resolveMedia(record: MediaLevels): { mediaId: number | null; source: MediaSource } {
  if (record.mediaId !== null) return { mediaId: record.mediaId, source: 'timeslot' }
  if (record.originalMediaId != null) return { mediaId: record.originalMediaId, source: 'original' }
  if (record.scheduleDefaultMediaId !== null) return { mediaId: record.scheduleDefaultMediaId, source: 'schedule' }
  if (record.showDefaultMediaId !== null) return { mediaId: record.showDefaultMediaId, source: 'show' }
  return { mediaId: null, source: 'none' }
}

export type EpisodeSource = 'timeslot' | 'original' | 'none'

/** The episode that airs: the timeslot's own, else (a repetition) its original broadcast's. */
export function resolveEpisode(
  record: Pick<ProgrammeRecord, 'episodeId' | 'episodeTitle' | 'originalEpisodeId' | 'originalEpisodeTitle'>,
): { episodeId: number | null; episodeTitle: string | null; episodeSource: EpisodeSource } {
  if (record.episodeId !== null)
    return { episodeId: record.episodeId, episodeTitle: record.episodeTitle, episodeSource: 'timeslot' }
  if (record.originalEpisodeId != null)
    return {
      episodeId: record.originalEpisodeId,
      episodeTitle: record.originalEpisodeTitle ?? null,
      episodeSource: 'original',
    }
  return { episodeId: null, episodeTitle: null, episodeSource: 'none' }
}
