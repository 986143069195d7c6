/** The people and scripts that use onair. Deleting one deletes its tokens and ownerships (foreign keys). */

import type { UserRecord } from '../../domain/records.ts'
import type { Prisma } from '../generated/client.ts'
import type { DbClient } from '../platform/client.ts'

export function findById(client: DbClient, id: number): Promise<UserRecord | null> {
  return client.user.findUnique({ where: { id } })
}

export function findBySubject(client: DbClient, oidcSubject: string): Promise<UserRecord | null> {
  return client.user.findUnique({ where: { oidcSubject } })
}

export async function findMany(
  client: DbClient,
  page: { limit: number; offset: number },
): Promise<{ rows: UserRecord[]; total: number }> {
  const [rows, total] = await Promise.all([
    client.user.findMany({ orderBy: { id: 'asc' }, take: page.limit, skip: page.offset }),
    client.user.count(),
  ])
  return { rows, total }
}

/** The names of the first users with one of these roles (by id): whom a refusal tells a caller to ask. */
export async function findNamesWithRoles(client: DbClient, roles: readonly string[], limit: number): Promise<string[]> {
  const rows = await client.user.findMany({
    where: { role: { in: [...roles] } },
    select: { name: true },
    orderBy: { id: 'asc' },
    take: limit,
  })
  return rows.map((row) => row.name)
}

export async function findExistingIds(client: DbClient, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await client.user.findMany({ where: { id: { in: [...ids] } }, select: { id: true } })
  return rows.map((row) => row.id)
}

export function count(client: DbClient, where: Prisma.UserWhereInput = {}): Promise<number> {
  return client.user.count({ where })
}

export function insert(
  client: DbClient,
  data: { name: string; role: string; oidcSubject?: string | null },
): Promise<UserRecord> {
  return client.user.create({ data })
}

export function update(
  client: DbClient,
  id: number,
  data: { name?: string; role?: string; oidcSubject?: string | null },
): Promise<UserRecord> {
  return client.user.update({ where: { id }, data })
}

export function remove(client: DbClient, id: number): Promise<UserRecord> {
  return client.user.delete({ where: { id } })
}
