/**
 * The question a streaming server asks when someone connects a live source: may this credential go
 * live now? The password the host types into the streaming software is one of its onair API tokens.
 */
import type { LiveAccessAnswer } from '../../domain/air/live-access.ts'
import { decideLiveAccess } from '../../domain/air/live-access.ts'
import { AppError, ERRORS } from '../../errors.ts'
import { authenticateToken } from '../access/authentication.ts'
import { isCredentialSyntax } from '../access/token-secret.ts'
import type { ServiceContext } from '../context.ts'

/** What a caller without a good token hears: the same whether the token is unknown, expired, revoked or malformed. */
export const NOT_A_GOOD_TOKEN = 'the password is not a valid onair API token (unknown, expired, revoked or mistyped)'

/** The answer, and for a refused credential the true reason, which goes to the log only. */
export type LiveAccessCheck = LiveAccessAnswer & { credentialRefused: string | null }

const refused = (reason: string, now: number): LiveAccessCheck => ({
  allowed: false,
  slot: null,
  reason: NOT_A_GOOD_TOKEN,
  until: null,
  user: null,
  now,
  credentialRefused: reason,
})

export async function checkLiveAccess(ctx: ServiceContext, password: string): Promise<LiveAccessCheck> {
  if (!isCredentialSyntax(password)) return refused('the password is not an onair API token', ctx.now())
  let user: { id: number; name: string }
  try {
    const caller = await authenticateToken(ctx, password, undefined, ctx.liveAccessReads)
    user = { id: caller.userId!, name: caller.name }
  } catch (error) {
    // A credential that is not good is an answer (not allowed), not a failure.
    if (error instanceof AppError && error.code === ERRORS.credentialInvalid.code)
      return refused(error.message, ctx.now())
    throw error
  }
  const now = ctx.now()
  const { graceBeforeMs, graceAfterMs } = ctx.config.liveAccess
  // A slot is open from start - before to end + after: those overlapping [now - after, now + before].
  const slots = await ctx.liveAccessReads.slotsNear(now - graceAfterMs, now + graceBeforeMs + 1)
  return {
    ...decideLiveAccess(slots, user.id, now, { beforeMs: graceBeforeMs, afterMs: graceAfterMs }),
    user,
    now,
    credentialRefused: null,
  }
}
