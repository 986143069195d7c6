import type { EpisodeRecord } from '../../domain/records.ts'
import type { Episode } from './schemas.ts'

export function toEpisodeView(row: EpisodeRecord): Episode {
  return {
    id: row.id,
    showId: row.showId,
    title: row.title,
    summary: row.summary,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
