/** API tokens: only their hash and prefix are stored. */

import type { TokenRecord } from '../../domain/records.ts'
import type { ApiToken, User } from '../generated/client.ts'
import type { DbClient } from '../platform/client.ts'

export type TokenWithUser = ApiToken & { user: User }

export function insert(
  client: DbClient,
  data: { userId: number; name: string; prefix: string; secretHash: string; expiresAt: Date | null },
): Promise<TokenRecord> {
  return client.apiToken.create({ data })
}

/** A token as a request's authentication needs it, with its user's name and role. */
export interface Credential {
  id: number
  secretHash: string
  expiresAt: Date | null
  lastUsedAt: Date | null
  userId: number
  userName: string
  userRole: string
}

/** The tokens starting with `prefix`, with their users: one plain indexed query, which every authenticated request runs. */
export function findCredentials(client: DbClient, prefix: string): Promise<Credential[]> {
  return client.$queryRaw<Credential[]>`
    SELECT t.id, t.secret_hash AS "secretHash", t.expires_at AS "expiresAt", t.last_used_at AS "lastUsedAt",
           u.id AS "userId", u.name AS "userName", u.role AS "userRole"
    FROM api_tokens t JOIN users u ON u.id = t.user_id
    WHERE t.prefix = ${prefix}`
}

/** Every token with its prefix and user: what the embedded database's /live-access keeps (services/air/live-access-reads.ts). */
export function findAllCredentials(client: DbClient): Promise<Array<Credential & { prefix: string }>> {
  return client.$queryRaw<Array<Credential & { prefix: string }>>`
    SELECT t.id, t.prefix, t.secret_hash AS "secretHash", t.expires_at AS "expiresAt", t.last_used_at AS "lastUsedAt",
           u.id AS "userId", u.name AS "userName", u.role AS "userRole"
    FROM api_tokens t JOIN users u ON u.id = t.user_id`
}

export function findByHash(client: DbClient, secretHash: string): Promise<TokenWithUser | null> {
  return client.apiToken.findUnique({ where: { secretHash }, include: { user: true } })
}

/** The oldest token of that name, with its user. */
export function findFirstNamed(client: DbClient, name: string): Promise<TokenWithUser | null> {
  return client.apiToken.findFirst({ where: { name }, include: { user: true }, orderBy: { id: 'asc' } })
}

export async function clearExpiry(client: DbClient, id: number): Promise<void> {
  await client.apiToken.update({ where: { id }, data: { expiresAt: null } })
}

export function findById(client: DbClient, id: number): Promise<TokenRecord | null> {
  return client.apiToken.findUnique({ where: { id } })
}

export function findByUser(client: DbClient, userId: number): Promise<TokenRecord[]> {
  return client.apiToken.findMany({ where: { userId }, orderBy: { id: 'asc' } })
}

export function remove(client: DbClient, id: number): Promise<TokenRecord> {
  return client.apiToken.delete({ where: { id } })
}

/** Deletes the user's tokens of that name, except the one with `keepHash`; returns how many went. */
export async function removeNamedExcept(client: DbClient, name: string, keepHash: string): Promise<number> {
  const { count } = await client.apiToken.deleteMany({ where: { name, secretHash: { not: keepHash } } })
  return count
}

/** Records that the token was used at `at`, at most once per `everyMs` (a write per request would cost more). */
export async function touch(client: DbClient, id: number, at: Date, everyMs: number): Promise<void> {
  await client.apiToken.updateMany({
    where: { id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(at.getTime() - everyMs) } }] },
    data: { lastUsedAt: at },
  })
}
