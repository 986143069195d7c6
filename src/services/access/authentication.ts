/**
 * Who a bearer credential belongs to: an onair API token (found by prefix, compared by hash, cached per access
 * version so a revocation holds at once everywhere), or a JWT from the OIDC provider.
 */

import type { CredentialCache } from '../../db/access/credential-cache.ts'
import * as tokensDb from '../../db/access/tokens.ts'
import * as usersDb from '../../db/access/users.ts'
import { isUniqueViolation } from '../../db/platform/database-errors.ts'
import type { UserRecord } from '../../domain/records.ts'
import { AppError, ERRORS } from '../../errors.ts'
import type { ServiceContext } from '../context.ts'
import { type Caller, isRole } from './caller.ts'
import { nameFromClaims, type OidcVerifier, roleFromClaims } from './oidc.ts'
import { hashToken, isCredentialSyntax, looksLikeJwt, prefixOf, sameHash } from './token-secret.ts'

// lastUsedAt is written at most once a minute per token: a write on every request would cost more than the check.
const TOUCH_EVERY_MS = 60_000

const invalid = (message: string) => new AppError(ERRORS.credentialInvalid, message)

/** The value of an `Authorization` header as the credential it carries; a 401 when it carries none usable. */
export function bearerCredential(header: string): string {
  const match = /^Bearer +(\S+) *$/i.exec(header)
  if (match === null) throw invalid('the Authorization header must be "Bearer <token>"')
  const credential = match[1]!
  if (!isCredentialSyntax(credential)) throw invalid('the bearer token is malformed')
  return credential
}

/** Where authenticated tokens are kept, and the access version of the request, read when first needed. */
export interface TokenMemory {
  credentials: CredentialCache
  accessVersion: () => Promise<string>
}

/** The caller a bearer credential stands for; 401 when it is unknown, revoked or expired. */
export async function authenticateBearer(
  ctx: ServiceContext,
  credential: string,
  oidc: OidcVerifier | null,
  memory?: TokenMemory,
): Promise<Caller> {
  if (oidc !== null && looksLikeJwt(credential)) return authenticateJwt(ctx, oidc, credential)
  return authenticateToken(ctx, credential, memory)
}

/** Where a token's candidates are found and its use is noted: the database, or what /live-access keeps of it. */
export interface CredentialStore {
  find(prefix: string): Promise<tokensDb.Credential[]>
  touch(id: number, at: Date, everyMs: number): Promise<void>
}

const inDatabase = (ctx: ServiceContext): CredentialStore => ({
  find: (prefix) => tokensDb.findCredentials(ctx.db.client, prefix),
  touch: (id, at, everyMs) => tokensDb.touch(ctx.db.client, id, at, everyMs),
})

export async function authenticateToken(
  ctx: ServiceContext,
  token: string,
  memory?: TokenMemory,
  store: CredentialStore = inDatabase(ctx),
): Promise<Caller> {
  const hash = hashToken(token)
  // Read before the lookup: what the lookup then finds is at least as new as this version.
  const accessVersion = await memory?.accessVersion()
  let found = accessVersion === undefined ? undefined : memory!.credentials.find(hash, accessVersion)
  if (found === undefined) {
    const candidates = await store.find(prefixOf(token))
    // Every candidate is compared, so the time taken does not say which one matched.
    for (const candidate of candidates) if (sameHash(candidate.secretHash, hash)) found = candidate
    if (found === undefined) throw invalid('the token is unknown or was revoked')
    if (accessVersion !== undefined) memory!.credentials.keep(hash, accessVersion, found)
  }
  const now = ctx.now()
  if (found.expiresAt !== null && found.expiresAt.getTime() <= now)
    throw invalid(`the token expired on ${found.expiresAt.toISOString()}`)
  if (found.lastUsedAt === null || found.lastUsedAt.getTime() < now - TOUCH_EVERY_MS) {
    await store.touch(found.id, new Date(now), TOUCH_EVERY_MS)
    // The kept entry too (touching leaves the access version alone): the next minute's requests skip it.
    found.lastUsedAt = new Date(now)
  }
  return callerOf({ id: found.userId, name: found.userName, role: found.userRole }, 'token')
}

/** A verified JWT's user, by `sub` or created with the claimed role (which wins); no role for a new one: 403. */
export async function authenticateJwt(ctx: ServiceContext, oidc: OidcVerifier, token: string): Promise<Caller> {
  const claims = await oidc.verify(token, ctx.now())
  const subject = claims.sub!
  const role = roleFromClaims(claims, oidc.settings.roleClaim)
  let user = await usersDb.findBySubject(ctx.db.client, subject)
  if (user === null) {
    if (role === null) {
      throw new AppError(
        ERRORS.forbidden,
        `the token names no onair role in its ${oidc.settings.roleClaim} claim; ask an admin to add you`,
      )
    }
    try {
      user = await usersDb.insert(ctx.db.client, { name: nameFromClaims(claims), role, oidcSubject: subject })
    } catch (error) {
      // Two first requests of one person at once: the other one created the user.
      if (!isUniqueViolation(error)) throw error
      user = (await usersDb.findBySubject(ctx.db.client, subject))!
    }
  } else if (role !== null && role !== user.role) {
    user = await usersDb.update(ctx.db.client, user.id, { role })
  }
  return callerOf(user, 'oidc')
}

function callerOf(user: Pick<UserRecord, 'id' | 'name' | 'role'>, via: Caller['via']): Caller {
  // The CHECK constraint keeps roles known; a row that is not would get nothing.
  return { userId: user.id, name: user.name, role: isRole(user.role) ? user.role : null, via }
}
