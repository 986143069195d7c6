/**
 * Access without a manual step, at every start: ADMIN_TOKEN ensures an admin with exactly that token; without it,
 * a database without users gets an admin whose token goes to `keepFirstToken` (a file only the owner reads, never
 * a log).
 */
import * as tokensDb from '../../db/access/tokens.ts'
import * as usersDb from '../../db/access/users.ts'
import { inLockedTransaction } from '../../db/platform/transaction.ts'
import type { ServiceContext } from '../context.ts'
import { hashToken } from './token-secret.ts'
import { ENV_TOKEN_NAME, issueToken } from './users.ts'

// Instances starting at once on one database bootstrap one after the other ("onbo").
const BOOTSTRAP_LOCK = 0x6f6e626f

export interface BootstrapLog {
  info(message: string): void
  warn(message: string): void
  /** Keeps the first admin's token where only the operator reads it; answers where (said in the log). */
  keepFirstToken(token: string): Promise<string>
}

export type BootstrapOutcome = 'admin-token-kept' | 'admin-token-created' | 'first-admin-created' | 'nothing-to-do'

export async function bootstrapAccess(ctx: ServiceContext, log: BootstrapLog): Promise<BootstrapOutcome> {
  const adminToken = ctx.config.access.adminToken
  return inLockedTransaction(ctx.db.client, BOOTSTRAP_LOCK, async (tx) => {
    if (adminToken !== null) {
      const hash = hashToken(adminToken)
      const current = await tokensDb.findByHash(tx, hash)
      if (current !== null) {
        // Someone demoted the user or gave the token an expiry: ADMIN_TOKEN still means admin, for good.
        if (current.user.role !== 'admin') await usersDb.update(tx, current.userId, { role: 'admin' })
        if (current.expiresAt !== null) await tokensDb.clearExpiry(tx, current.id)
        return 'admin-token-kept'
      }
      const previous = await tokensDb.findFirstNamed(tx, ENV_TOKEN_NAME)
      const revoked = await tokensDb.removeNamedExcept(tx, ENV_TOKEN_NAME, hash)
      const user =
        previous !== null && previous.user.role === 'admin'
          ? previous.user
          : await usersDb.insert(tx, { name: 'admin', role: 'admin' })
      await issueToken(tx, user.id, ENV_TOKEN_NAME, null, adminToken)
      log.info(
        `ADMIN_TOKEN: user ${user.id} "${user.name}" (admin) has it now${revoked > 0 ? '; the previous ADMIN_TOKEN is revoked' : ''}`,
      )
      return 'admin-token-created'
    }
    if ((await usersDb.count(tx)) > 0) return 'nothing-to-do'
    const user = await usersDb.insert(tx, { name: 'admin', role: 'admin' })
    const { token } = await issueToken(tx, user.id, 'first admin token', null)
    // Inside the transaction: a token that could not be kept leaves no admin nobody can act as.
    const where = await log.keepFirstToken(token)
    log.warn(
      `First start: created user ${user.id} "admin" with role admin. Its API token is in ${where}, readable by this user only ` +
        '(open /docs, press Authorize and paste it; or send "Authorization: Bearer <token>")',
    )
    return 'first-admin-created'
  })
}
