/**
 * Stream tickets: an EventSource opens a stream by URL alone, and URLs end up in logs, so a token never stands in
 * one. A ticket is random, one stream once, stored hashed (any instance may get the stream), its caller read
 * afresh at use.
 */
import { randomBytes } from 'node:crypto'
import * as ticketsDb from '../../db/access/stream-tickets.ts'
import * as usersDb from '../../db/access/users.ts'
import { AppError, ERRORS } from '../../errors.ts'
import type { ServiceContext } from '../context.ts'
import { type Caller, isRole } from './caller.ts'
import { hashToken } from './token-secret.ts'

export const TICKET_PREFIX = 'onairticket_'
export const TICKET_SECONDS = 60

export interface StreamTicket {
  ticket: string
  expiresAt: number
}

export async function issueStreamTicket(ctx: ServiceContext, caller: Caller): Promise<StreamTicket> {
  if (caller.userId === null)
    throw new AppError(
      ERRORS.unauthenticated,
      'a stream ticket is got with a credential: send "Authorization: Bearer <token>"',
    )
  const now = ctx.now()
  const ticket = `${TICKET_PREFIX}${randomBytes(32).toString('base64url')}`
  const expiresAt = now + TICKET_SECONDS * 1000
  // Tickets nobody used are swept as new ones are got: the table stays as small as the last minute's.
  await ticketsDb.removeExpired(ctx.db.client, new Date(now))
  await ticketsDb.insert(ctx.db.client, {
    secretHash: hashToken(ticket),
    userId: caller.userId,
    via: caller.via,
    expiresAt: new Date(expiresAt),
  })
  return { ticket, expiresAt }
}

/** The caller a used ticket stands for now: its user as it is, or 401 when the user was deleted. */
export async function ticketCallerNow(ctx: ServiceContext, caller: Caller): Promise<Caller> {
  const user = caller.userId === null ? null : await usersDb.findById(ctx.db.client, caller.userId)
  if (user === null || !isRole(user.role))
    throw new AppError(ERRORS.credentialInvalid, 'the user this stream was opened for no longer exists')
  return { ...caller, name: user.name, role: user.role }
}

/** The caller a ticket stands for, using it up; 401 when it is unknown, used or expired. */
export async function redeemStreamTicket(ctx: ServiceContext, ticket: string): Promise<Caller> {
  // The edge says where a new one is got (plugins/auth.ts).
  const refused = (why: string) => new AppError(ERRORS.credentialInvalid, `the stream ticket ${why}: get a new one`)
  if (!ticket.startsWith(TICKET_PREFIX) || ticket.length > 100) throw refused('is not one')
  const row = await ticketsDb.take(ctx.db.client, hashToken(ticket))
  if (row === null) throw refused('is unknown or was used already')
  if (row.expiresAt.getTime() <= ctx.now()) throw refused('has expired')
  const user = await usersDb.findById(ctx.db.client, row.userId)
  if (user === null || !isRole(user.role)) throw refused('belongs to no user any more')
  return { userId: user.id, name: user.name, role: user.role, via: row.via === 'oidc' ? 'oidc' : 'token' }
}
