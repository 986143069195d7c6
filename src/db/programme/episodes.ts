import type { EpisodeRecord } from '../../domain/records.ts'
import type { Prisma } from '../generated/client.ts'
import type { DbClient } from '../platform/client.ts'
import { stampedWrites } from '../platform/stamped-writes.ts'

export function findById(client: DbClient, id: number): Promise<EpisodeRecord | null> {
  return client.episode.findUnique({ where: { id } })
}

export async function findExistingIds(client: DbClient, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  return new Set(
    (await client.episode.findMany({ where: { id: { in: [...ids] } }, select: { id: true } })).map((row) => row.id),
  )
}

/** The episode, its row share-locked until the transaction ends so it cannot be deleted under a write that uses it. */
export async function findForShare(client: DbClient, id: number): Promise<EpisodeRecord | null> {
  const rows = await client.$queryRaw<Array<{ id: number }>>`SELECT id FROM episodes WHERE id = ${id} FOR SHARE`
  return rows.length === 0 ? null : findById(client, id)
}

export async function findMany(
  client: DbClient,
  filter: { showIds?: readonly number[] | undefined; updatedSince?: Date | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: EpisodeRecord[]; total: number }> {
  const where: Prisma.EpisodeWhereInput = {}
  if (filter.showIds !== undefined) where.showId = { in: [...filter.showIds] }
  if (filter.updatedSince !== undefined) where.updatedAt = { gte: filter.updatedSince }
  const [rows, total] = await Promise.all([
    client.episode.findMany({ where, orderBy: { id: 'asc' }, take: page.limit, skip: page.offset }),
    client.episode.count({ where }),
  ])
  return { rows, total }
}

// remove: the foreign key (ON DELETE SET NULL) clears the episode from its timeslots in the same statement.
export const { insert, update, remove } = stampedWrites<
  EpisodeRecord,
  Prisma.EpisodeUncheckedCreateInput,
  Prisma.EpisodeUncheckedUpdateInput
>((client) => client.episode)

/** The timeslots that carry the episode (what deleting it clears), for the change log. */
export function findTimeslotsCarrying(client: DbClient, episodeId: number) {
  return client.timeslot.findMany({ where: { episodeId }, orderBy: { id: 'asc' } })
}
