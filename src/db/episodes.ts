import type { DbClient } from './client.ts'
import type { Episode, Prisma } from './generated/client.ts'

export type EpisodeRow = Episode

export function findById(client: DbClient, id: number): Promise<EpisodeRow | null> {
  return client.episode.findUnique({ where: { id } })
}

export async function findMany(
  client: DbClient,
  filter: { showIds?: readonly number[] | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: EpisodeRow[]; total: number }> {
  const where: Prisma.EpisodeWhereInput = filter.showIds === undefined ? {} : { showId: { in: [...filter.showIds] } }
  const [rows, total] = await Promise.all([
    client.episode.findMany({ where, orderBy: { id: 'asc' }, take: page.limit, skip: page.offset }),
    client.episode.count({ where }),
  ])
  return { rows, total }
}

export function insert(client: DbClient, data: Prisma.EpisodeUncheckedCreateInput): Promise<EpisodeRow> {
  return client.episode.create({ data })
}

export function update(client: DbClient, id: number, data: Prisma.EpisodeUncheckedUpdateInput): Promise<EpisodeRow> {
  return client.episode.update({ where: { id }, data })
}

/** Deletes the episode; the foreign key (ON DELETE SET NULL) clears it from its timeslots in the same statement. */
export function remove(client: DbClient, id: number): Promise<EpisodeRow> {
  return client.episode.delete({ where: { id } })
}

/**
 * The show of an episode about to be assigned, its row share-locked until the transaction ends so it
 * cannot be deleted in between; null when it does not exist.
 */
export async function findShowIdForShare(client: DbClient, id: number): Promise<number | null> {
  const rows = await client.$queryRaw<Array<{ showId: number }>>`SELECT show_id AS "showId" FROM episodes WHERE id = ${id} FOR SHARE`
  return rows[0]?.showId ?? null
}

/** Whether the show exists, share-locking it until the transaction ends so it cannot vanish under a new episode. */
export async function lockShow(client: DbClient, showId: number): Promise<boolean> {
  const rows = await client.$queryRaw<Array<{ id: number }>>`SELECT id FROM shows WHERE id = ${showId} FOR SHARE`
  return rows.length > 0
}
