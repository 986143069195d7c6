import type { ShowRecord } from '../../domain/records.ts'
import type { Prisma, Show } from '../generated/client.ts'
import type { DbClient } from '../platform/client.ts'

/** A show with the ids of the users who own it (hosts may change only the shows they own). */

const WITH_OWNERS = { owners: { select: { userId: true }, orderBy: { userId: 'asc' } } } as const

/** The show's own row, without its owners (access control, like users and tokens, stays out of the change log). */
export function tableRow(row: ShowRecord | null): Show | null {
  if (row === null) return null
  const { ownerIds: _ownerIds, ...show } = row
  return show as Show
}

function toShowRow(row: Show & { owners: Array<{ userId: number }> }): ShowRecord {
  const { owners, ...show } = row
  return { ...show, ownerIds: owners.map((owner) => owner.userId) }
}

/** The show, archived or not; null when it never existed. */
export async function findById(client: DbClient, id: number): Promise<ShowRecord | null> {
  const row = await client.show.findUnique({ where: { id }, include: WITH_OWNERS })
  return row === null ? null : toShowRow(row)
}

/** The show, its row share-locked until the transaction ends so it cannot change under a write that needs it. */
export async function findForShare(client: DbClient, id: number): Promise<ShowRecord | null> {
  const rows = await client.$queryRaw<Array<{ id: number }>>`SELECT id FROM shows WHERE id = ${id} FOR SHARE`
  return rows.length === 0 ? null : findById(client, id)
}

export async function findMany(
  client: DbClient,
  filter: {
    isActive?: boolean | undefined
    includeDeleted?: boolean | undefined
    ownerIds?: readonly number[] | undefined
    updatedSince?: Date | undefined
    categories?: readonly string[] | undefined
    /** Canonical tags; each also matches its subtags (de: de, de-AT, de-CH-1996). */
    languages?: readonly string[] | undefined
  },
  page: { limit: number; offset: number },
): Promise<{ rows: ShowRecord[]; total: number }> {
  const where: Prisma.ShowWhereInput = {}
  if (filter.categories !== undefined) where.categories = { hasSome: [...filter.categories] }
  if (filter.languages !== undefined) where.id = { in: await idsSpeaking(client, filter.languages) }
  if (filter.isActive !== undefined) where.isActive = filter.isActive
  if (!filter.includeDeleted) where.deletedAt = null
  if (filter.ownerIds !== undefined) where.owners = { some: { userId: { in: [...filter.ownerIds] } } }
  if (filter.updatedSince !== undefined) where.updatedAt = { gte: filter.updatedSince }
  const [rows, total] = await Promise.all([
    client.show.findMany({ where, orderBy: { id: 'asc' }, take: page.limit, skip: page.offset, include: WITH_OWNERS }),
    client.show.count({ where }),
  ])
  return { rows: rows.map(toShowRow), total }
}

/** Creates the show, owned by `ownerIds`; `actor` is the user id recorded as its creator. */
export async function insert(
  client: DbClient,
  data: Omit<Prisma.ShowUncheckedCreateInput, 'createdBy' | 'updatedBy' | 'owners'>,
  ownerIds: readonly number[],
  actor: number | null,
): Promise<ShowRecord> {
  const owners = { create: ownerIds.map((userId) => ({ userId })) }
  return toShowRow(
    await client.show.create({ data: { ...data, owners, createdBy: actor, updatedBy: actor }, include: WITH_OWNERS }),
  )
}

/** Changes the show; `ownerIds`, when given, replaces its owners. */
export async function update(
  client: DbClient,
  id: number,
  data: Omit<Prisma.ShowUncheckedUpdateInput, 'createdBy' | 'updatedBy' | 'owners'>,
  actor: number | null,
  ownerIds?: readonly number[],
): Promise<ShowRecord> {
  const owners = ownerIds === undefined ? undefined : { deleteMany: {}, create: ownerIds.map((userId) => ({ userId })) }
  return toShowRow(
    await client.show.update({ where: { id }, data: { ...data, owners, updatedBy: actor }, include: WITH_OWNERS }),
  )
}

/** The oldest live show of that name. */
export function findLiveByName(
  client: DbClient,
  name: string,
): Promise<{ id: number; name: string; description: string } | null> {
  return client.show.findFirst({ where: { name, deletedAt: null }, orderBy: { id: 'asc' } })
}

/** Whether any show, deleted ones included, has the slug. */
export async function isSlugTaken(client: DbClient, slug: string): Promise<boolean> {
  return (await client.show.findFirst({ where: { slug }, select: { id: true } })) !== null
}

export async function findOwnedIds(client: DbClient, userId: number): Promise<number[]> {
  const rows = await client.showOwner.findMany({
    where: { userId },
    select: { showId: true },
    orderBy: { showId: 'asc' },
  })
  return rows.map((row) => row.showId)
}

/** Show id → name, for the given ids (archived shows included). */
export async function findNames(client: DbClient, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const shows = await client.show.findMany({
    where: { id: { in: [...new Set(ids)] } },
    select: { id: true, name: true },
  })
  return new Map(shows.map((show) => [show.id, show.name]))
}

/** The ids of the shows with a language that is one of `tags` or a subtag of one (case-insensitive). */
async function idsSpeaking(client: DbClient, tags: readonly string[]): Promise<number[]> {
  const exact = tags.map((tag) => tag.toLowerCase())
  const prefixes = exact.map((tag) => `${tag.replace(/[\\%_]/g, '\\$&')}-%`)
  const rows = await client.$queryRaw<Array<{ id: number }>>`
    SELECT id FROM shows
    WHERE EXISTS (SELECT 1 FROM unnest(languages) AS l WHERE lower(l) = ANY(${exact}::text[]) OR lower(l) LIKE ANY(${prefixes}::text[]))`
  return rows.map((row) => row.id)
}

export async function findArchivedIds(client: DbClient, ids: readonly number[]): Promise<Set<number>> {
  const rows = await client.show.findMany({
    where: { id: { in: [...ids] }, deletedAt: { not: null } },
    select: { id: true },
  })
  return new Set(rows.map((row) => row.id))
}
