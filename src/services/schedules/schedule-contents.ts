/** Variant A's `notes` and `playlists`: per hash, the created timeslot's episode and media, checked under the lock. */

import type { DbClient } from '../../db/platform/client.ts'
import * as episodesDb from '../../db/programme/episodes.ts'
import type { SlotContent } from '../../domain/schedules/series-move.ts'
import { AppError, ERRORS, fieldError } from '../../errors.ts'

export interface ProjectedContents {
  /** Hash → episode id (Variant A: note id). */
  episodeIds?: Record<string, number> | undefined
  /** Hash → media id (Variant A: playlist id). */
  mediaIds?: Record<string, number> | undefined
}

/** The content of each created timeslot, once keys and episodes are checked; undefined: none. */
export async function checkedContents(
  tx: DbClient,
  contents: ProjectedContents | undefined,
  showId: number,
  hashes: ReadonlySet<string>,
  names: { episodes: string; media: string },
): Promise<((hash: string) => SlotContent | undefined) | undefined> {
  const episodeIds = contents?.episodeIds ?? {}
  const mediaIds = contents?.mediaIds ?? {}
  if (Object.keys(episodeIds).length + Object.keys(mediaIds).length === 0) return undefined
  for (const [field, entries] of [
    [names.episodes, episodeIds],
    [names.media, mediaIds],
  ] as const) {
    const stranger = Object.keys(entries).find((hash) => !hashes.has(hash))
    if (stranger !== undefined) {
      throw fieldError(
        ERRORS.validationFailed,
        `${field}/${stranger}`,
        'is no projected timeslot of this schedule; use a hash of its `projected`',
      )
    }
  }
  for (const [hash, episodeId] of Object.entries(episodeIds)) {
    const path = `${names.episodes}/${hash}`
    const episode = await episodesDb.findForShare(tx, episodeId)
    if (episode === null)
      throw fieldError(
        ERRORS.episodeUnknown,
        path,
        `${names.episodes === 'notes' ? 'note' : 'episode'} ${episodeId} does not exist`,
      )
    if (episode.showId !== showId) {
      throw new AppError(
        ERRORS.episodeOtherShow,
        `${episodeId} belongs to show ${episode.showId}, not to show ${showId} of this schedule`,
        [{ path, message: `must be one of show ${showId}` }],
      )
    }
  }
  return (hash) =>
    hash in episodeIds || hash in mediaIds
      ? { episodeId: episodeIds[hash] ?? null, mediaId: mediaIds[hash] ?? null, memo: '' }
      : undefined
}
