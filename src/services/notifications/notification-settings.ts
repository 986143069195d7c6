/** What a user hears and where (its own settings), confirming and unsubscribing by link, and the delivery log. */
import { randomBytes } from 'node:crypto'
import * as notificationsDb from '../../db/notifications/notifications.ts'
import { NOTICE_EVENTS, type NoticeEvent } from '../../domain/notifications/notices.ts'
import { AppError, ERRORS, fieldError, notFound } from '../../errors.ts'
import { type Caller, managesProgramme } from '../access/caller.ts'
import { hashToken } from '../access/token-secret.ts'
import type { ServiceContext } from '../context.ts'

const CONFIRM_MS = 48 * 3_600_000

/** The secret of a link in a mail (base64url, 192 bits): it only confirms or unsubscribes one address. */
const linkToken = () => randomBytes(24).toString('base64url')

export interface NotificationSettings {
  userId: number
  email: string | null
  events: NoticeEvent[]
  reminderLeadMinutes: number[]
  digest: boolean
  allShows: boolean
  ownChanges: boolean
  language: 'en'
  emailConfirmed: boolean
}

const DEFAULTS: notificationsDb.SettingsData = {
  email: null,
  events: [...NOTICE_EVENTS],
  reminderLeadMinutes: [2880, 60],
  digest: false,
  allShows: false,
  ownChanges: false,
  language: 'en',
}

function requireUser(caller: Caller): number {
  if (caller.userId === null)
    throw new AppError(ERRORS.unauthenticated, 'notification settings belong to a user; send a bearer token')
  return caller.userId
}

function viewOf(userId: number, row: notificationsDb.NotificationSettingsRecord | null): NotificationSettings {
  const { email, events, reminderLeadMinutes, digest, allShows, ownChanges } = row ?? DEFAULTS
  const known = (NOTICE_EVENTS as readonly string[]).filter((event) => events.includes(event)) as NoticeEvent[]
  return {
    userId,
    email,
    events: known,
    reminderLeadMinutes: [...reminderLeadMinutes],
    digest,
    allShows,
    ownChanges,
    language: 'en',
    emailConfirmed: row?.emailConfirmedAt != null,
  }
}

export async function getSettings(ctx: ServiceContext, caller: Caller): Promise<NotificationSettings> {
  const userId = requireUser(caller)
  return viewOf(userId, await notificationsDb.findSettings(ctx.db.client, userId))
}

/** Changes the caller's settings; a new address gets only a confirmation mail until its link comes back. */
export async function updateSettings(
  ctx: ServiceContext,
  caller: Caller,
  data: Partial<notificationsDb.SettingsData>,
): Promise<NotificationSettings> {
  const userId = requireUser(caller)
  if (data.allShows === true && !managesProgramme(caller)) {
    throw fieldError(
      ERRORS.notificationSettingsInvalid,
      'allShows',
      'is for programme managers and admins; a host hears about its own shows',
    )
  }
  const leads = data.reminderLeadMinutes
  if (leads !== undefined && new Set(leads).size !== leads.length) {
    throw fieldError(
      ERRORS.notificationSettingsInvalid,
      'reminderLeadMinutes',
      'lists a lead time twice; give each once, e.g. [2880, 60]',
    )
  }
  return ctx.db.client
    .$transaction(async (tx) => {
      const before = await notificationsDb.findSettings(tx, userId)
      const merged = { ...DEFAULTS, ...(before === null ? {} : viewOf(userId, before)), ...data }
      const email = merged.email === null ? null : merged.email.trim().toLowerCase()
      const settings = { ...merged, email, events: [...new Set(merged.events)] }
      const addressChanged = email !== null && email !== (before?.email ?? null)
      const token = addressChanged ? linkToken() : null
      const row = await notificationsDb.upsertSettings(
        tx,
        userId,
        settings,
        token === null ? null : { tokenHash: hashToken(token), expiresAt: new Date(ctx.now() + CONFIRM_MS) },
        before?.unsubscribeToken ?? linkToken(),
      )
      if (token !== null) await ctx.notifications.requestConfirmation(tx, row, token)
      return viewOf(userId, row)
    })
    .finally(() => ctx.notifications.wake())
}

export async function confirmAddress(ctx: ServiceContext, token: string): Promise<{ email: string }> {
  const row = await ctx.db.client.$transaction((tx) =>
    notificationsDb.confirmEmail(tx, hashToken(token), new Date(ctx.now())),
  )
  if (row === null)
    throw fieldError(
      ERRORS.notificationTokenInvalid,
      'token',
      'is not a confirmation link of an address waiting for one (it works once, for 48 hours); save the address again for a new link',
    )
  return { email: row.email! }
}

export async function unsubscribe(ctx: ServiceContext, token: string): Promise<{ email: string | null }> {
  const row = await notificationsDb.unsubscribe(ctx.db.client, token)
  if (row === null)
    throw fieldError(
      ERRORS.notificationTokenInvalid,
      'token',
      'is no unsubscribe link of this station; the link in a mail works as it is',
    )
  return { email: row.email }
}

/** The delivery log: an admin's of everyone (or of one user), anyone else's own. */
export async function listNotifications(
  ctx: ServiceContext,
  caller: Caller,
  query: {
    userId?: number | undefined
    state?: string | undefined
    before?: number | undefined
    limit?: number | undefined
  },
) {
  const own = requireUser(caller)
  const userId = caller.role === 'admin' ? (query.userId ?? null) : own
  if (caller.role !== 'admin' && query.userId !== undefined && query.userId !== own) {
    throw new AppError(ERRORS.forbidden, 'only admins read the notifications of other users')
  }
  const limit = query.limit ?? 50
  const items = await notificationsDb.findPage(
    ctx.db.client,
    { userId, state: query.state ?? null },
    query.before ?? null,
    limit,
  )
  return { items, next: items.length === limit ? items[items.length - 1]!.id : null }
}

/** Sends a notification again (an admin's repair after a mail server lost it). */
export async function resendNotification(ctx: ServiceContext, caller: Caller, id: number) {
  if (caller.role !== 'admin') throw new AppError(ERRORS.forbidden, 'only admins resend notifications')
  const row = await notificationsDb.requeue(ctx.db.client, id, new Date(ctx.now()))
  if (row === null) {
    if ((await notificationsDb.findById(ctx.db.client, id)) === null)
      throw notFound(ERRORS.notificationNotFound, 'notification', id)
    throw new AppError(
      ERRORS.notificationPending,
      `notification ${id} is waiting to be sent already; it goes out when due`,
    )
  }
  ctx.notifications.wake()
  return row
}
