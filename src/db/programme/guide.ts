/** The programme as guides read it: timeslots with their show's and episode's public columns, one query. */

import type { GuideEntry, GuideShow } from '../../domain/guides/guide.ts'
import type { DbClient } from '../platform/client.ts'
import { PUBLIC_SHOW_COLUMNS } from './public-programme.ts'

interface GuideRow {
  id: number
  start: Date
  end: Date
  isRepetition: boolean
  showId: number
  showName: string
  slug: string
  description: string
  imageUrl: string | null
  hosts: Array<{ name: string }>
  categories: string[]
  languages: string[]
  episodeId: number | null
  episodeTitle: string | null
  episodeSummary: string | null
}

/** Every timeslot overlapping the half-open window, in start order. */
export async function findGuideEntries(
  client: DbClient,
  window: { start: number; end: number },
): Promise<GuideEntry[]> {
  const rows = await client.$queryRaw<GuideRow[]>`
    SELECT t.id, t.start, t."end", t.is_repetition AS "isRepetition", s.id AS "showId", s.name AS "showName", s.slug,
      s.description, s.image_url AS "imageUrl", s.hosts, s.categories, s.languages,
      e.id AS "episodeId", e.title AS "episodeTitle", e.summary AS "episodeSummary"
    FROM timeslots t
    JOIN shows s ON s.id = t.show_id
    LEFT JOIN episodes e ON e.id = t.episode_id
    WHERE tstzrange(t.start, t."end") && tstzrange(${new Date(window.start).toISOString()}::timestamptz, ${new Date(window.end).toISOString()}::timestamptz)
    ORDER BY t.start, t.id`
  return rows.map((row) => ({
    id: row.id,
    start: row.start.getTime(),
    end: row.end.getTime(),
    isRepetition: row.isRepetition,
    show: {
      id: row.showId,
      name: row.showName,
      slug: row.slug,
      description: row.description,
      imageUrl: row.imageUrl,
      hosts: row.hosts.map((host) => host.name),
      categories: row.categories,
      languages: row.languages,
    },
    episode:
      row.episodeId === null
        ? null
        : { id: row.episodeId, title: row.episodeTitle ?? '', summary: row.episodeSummary ?? '' },
  }))
}

/** The shows that are not archived, by id: the programme groups of the SPI documents. A guide publishes only public columns. */
export async function findGuideShows(client: DbClient): Promise<GuideShow[]> {
  const rows = await client.show.findMany({
    where: { deletedAt: null },
    select: PUBLIC_SHOW_COLUMNS,
    orderBy: { id: 'asc' },
  })
  return rows.map(({ links: _links, deletedAt: _deletedAt, ...row }) => ({
    ...row,
    hosts: (row.hosts as Array<{ name: string }>).map((host) => host.name),
  }))
}
