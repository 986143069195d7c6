/** Users (admin), the caller's own user, and API tokens (a user its own; admins everyone's). */

import * as tokensDb from '../../db/access/tokens.ts'
import * as usersDb from '../../db/access/users.ts'
import type { DbClient } from '../../db/platform/client.ts'
import { isRecordMissing, isUniqueViolation } from '../../db/platform/database-errors.ts'
import type { IssuedToken, TokenRecord, UserRecord } from '../../domain/records.ts'
import { AppError, ERRORS, fieldError, notFound, requireFound } from '../../errors.ts'
import type { ServiceContext } from '../context.ts'
import { pageOf } from '../paging.ts'
import { inOwnTransaction, type KeyedAnswer } from '../write.ts'
import type { Caller, Role } from './caller.ts'
import { hashToken, newTokenSecret, prefixOf } from './token-secret.ts'

/** The name of the token ADMIN_TOKEN provides; other tokens may not take it. */
export const ENV_TOKEN_NAME = 'ADMIN_TOKEN'

export interface UserData {
  name?: string | undefined
  role?: Role | undefined
  oidcSubject?: string | null | undefined
}

/** Users are the admins' business (the route says so too; this holds for every other caller of the service). */
function requireAdmin(caller: Caller): void {
  if (caller.role !== 'admin') throw new AppError(ERRORS.forbidden, 'only admins manage users')
}

export async function listUsers(
  ctx: ServiceContext,
  caller: Caller,
  query: { limit?: number | undefined; offset?: number | undefined },
) {
  requireAdmin(caller)
  const page = pageOf(query)
  const { rows, total } = await usersDb.findMany(ctx.db.client, page)
  return { items: rows, total, ...page }
}

export async function getUser(ctx: ServiceContext, caller: Caller, id: number): Promise<UserRecord> {
  requireAdmin(caller)
  return loadUser(ctx, id)
}

async function loadUser(ctx: ServiceContext, id: number): Promise<UserRecord> {
  return requireFound(usersDb.findById(ctx.db.client, id), ERRORS.userNotFound, 'user', id)
}

export async function getMe(ctx: ServiceContext, caller: Caller): Promise<UserRecord> {
  if (caller.userId === null) throw new AppError(ERRORS.unauthenticated, 'only a user has a "me"; send a bearer token')
  return loadUser(ctx, caller.userId)
}

export async function createUser(
  ctx: ServiceContext,
  caller: Caller,
  data: UserData & { name: string; role: Role },
  keyed?: KeyedAnswer,
): Promise<UserRecord> {
  requireAdmin(caller)
  return withSubjectCheck(() =>
    inOwnTransaction(ctx.db.client, (tx) => usersDb.insert(tx, { ...data, name: data.name.trim() }), keyed),
  )
}

/** Changes a user; the last admin keeps its role (409), so someone can always manage users. */
export async function updateUser(ctx: ServiceContext, caller: Caller, id: number, data: UserData): Promise<UserRecord> {
  requireAdmin(caller)
  return ctx.db.client.$transaction(async (tx) => {
    const before = await requireFound(usersDb.findById(tx, id), ERRORS.userNotFound, 'user', id)
    if (before.role === 'admin' && data.role !== undefined && data.role !== 'admin') await requireAnotherAdmin(tx, id)
    const changes = data.name === undefined ? data : { ...data, name: data.name.trim() }
    return withSubjectCheck(() => usersDb.update(tx, id, changes))
  })
}

/** Deletes a user, which deletes its tokens and ownerships; its past changes keep its id and name. */
export async function deleteUser(ctx: ServiceContext, caller: Caller, id: number): Promise<void> {
  requireAdmin(caller)
  await ctx.db.client.$transaction(async (tx) => {
    const before = await requireFound(usersDb.findById(tx, id), ERRORS.userNotFound, 'user', id)
    if (before.role === 'admin') await requireAnotherAdmin(tx, id)
    await usersDb.remove(tx, id)
  })
}

async function requireAnotherAdmin(tx: Parameters<typeof usersDb.count>[0], id: number): Promise<void> {
  if ((await usersDb.count(tx, { role: 'admin', id: { not: id } })) === 0) {
    throw new AppError(ERRORS.lastAdmin, `user ${id} is the last admin; make another user admin first`)
  }
}

async function withSubjectCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError(ERRORS.oidcSubjectTaken, 'oidcSubject', 'belongs to another user')
    if (isRecordMissing(error)) throw new AppError(ERRORS.userNotFound, 'the user does not exist')
    throw error
  }
}

/** A user's tokens are its own business, and the admins'. */
function requireTokenOwner(caller: Caller, userId: number): void {
  if (caller.role === 'admin' || caller.userId === userId) return
  throw new AppError(ERRORS.forbidden, `the tokens of user ${userId} are managed by that user and by admins`)
}

export async function listTokens(ctx: ServiceContext, caller: Caller, userId: number): Promise<TokenRecord[]> {
  requireTokenOwner(caller, userId)
  await loadUser(ctx, userId)
  return tokensDb.findByUser(ctx.db.client, userId)
}

export async function createToken(
  ctx: ServiceContext,
  caller: Caller,
  userId: number,
  data: { name: string; expiresAt?: string | undefined },
): Promise<IssuedToken> {
  requireTokenOwner(caller, userId)
  const name = data.name.trim()
  if (name === ENV_TOKEN_NAME)
    throw fieldError(ERRORS.tokenNameReserved, 'name', `is reserved for the token ADMIN_TOKEN provides`)
  const expiresAt = data.expiresAt === undefined ? null : new Date(data.expiresAt)
  if (expiresAt !== null && expiresAt.getTime() <= ctx.now())
    throw fieldError(ERRORS.tokenExpiryInvalid, 'expiresAt', 'must be in the future')
  await loadUser(ctx, userId)
  return issueToken(ctx.db.client, userId, name, expiresAt)
}

/** Stores a token of the user (a new random one unless given) and answers its secret, once. */
export async function issueToken(
  client: DbClient,
  userId: number,
  name: string,
  expiresAt: Date | null,
  token: string = newTokenSecret(),
): Promise<IssuedToken> {
  const row = await tokensDb.insert(client, {
    userId,
    name,
    prefix: prefixOf(token),
    secretHash: hashToken(token),
    expiresAt,
  })
  return { row, token }
}

/** Revokes a token: the next request that presents it, on any instance, is a 401. */
export async function revokeToken(ctx: ServiceContext, caller: Caller, id: number): Promise<void> {
  const row = await tokensDb.findById(ctx.db.client, id)
  if (row === null || (caller.role !== 'admin' && caller.userId !== row.userId)) {
    // Someone else's token is as good as unknown: its existence is not the caller's business.
    throw notFound(ERRORS.tokenNotFound, 'token', id)
  }
  try {
    await tokensDb.remove(ctx.db.client, id)
  } catch (error) {
    if (isRecordMissing(error)) throw notFound(ERRORS.tokenNotFound, 'token', id)
    throw error
  }
}
