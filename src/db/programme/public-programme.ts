/** What the public pages read: public columns only, by name, so a column added later stays out until decided public. */

import type { PublicShow, PublicTimeslot } from '../../domain/records.ts'
import type { DbClient } from '../platform/client.ts'

export const PUBLIC_SHOW_COLUMNS = {
  id: true,
  name: true,
  slug: true,
  description: true,
  imageUrl: true,
  hosts: true,
  links: true,
  categories: true,
  languages: true,
  deletedAt: true,
} as const

const TIMESLOT_COLUMNS = {
  id: true,
  start: true,
  end: true,
  isRepetition: true,
  show: { select: PUBLIC_SHOW_COLUMNS },
} as const

export async function findInWindow(
  client: DbClient,
  window: { start: number; end: number },
): Promise<PublicTimeslot[]> {
  return client.timeslot.findMany({
    where: { start: { lt: new Date(window.end) }, end: { gt: new Date(window.start) } },
    select: TIMESLOT_COLUMNS,
    orderBy: { start: 'asc' },
  })
}

/** The timeslots ending after `from`, first `count` by start (the one on air first). */
export async function findFrom(
  client: DbClient,
  from: number,
  count: number,
  showId?: number,
): Promise<PublicTimeslot[]> {
  return client.timeslot.findMany({
    where: { end: { gt: new Date(from) }, ...(showId === undefined ? {} : { showId }) },
    select: TIMESLOT_COLUMNS,
    orderBy: { start: 'asc' },
    take: count,
  })
}

export async function findLiveShowBySlug(client: DbClient, slug: string): Promise<PublicShow | null> {
  return client.show.findFirst({ where: { slug, deletedAt: null }, select: PUBLIC_SHOW_COLUMNS })
}
