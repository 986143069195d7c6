import * as notificationsDb from '../../db/notifications/notifications.ts'
import type { Db } from '../../db/platform/client.ts'
import { type RenderedNotice, renderDigest, renderReminder } from '../../domain/notifications/notification-texts.ts'
import { retryDelayMs } from '../../domain/webhooks/webhook-events.ts'
import type { Mailer } from '../notifications/mailer.ts'
import type { NoticeContexts } from '../notifications/notice-context.ts'
import type { WorkerLog } from './change-log-follower.ts'
import type { WebhookDispatcher } from './webhook-dispatcher.ts'

type Row = notificationsDb.NotificationRecord
type Settings = notificationsDb.NotificationSettingsRecord
type Ready = { row: Row; mail: RenderedNotice }

const BATCH = 20
/** A mail that failed this many times is given up (it stays in the delivery log, resendable). */
const MAX_ATTEMPTS = 12

export interface SendingDeps {
  db: Db
  now: () => number
  log: WorkerLog
  /** Null: no SMTP_URL; notifications are still made and go to the webhooks. */
  mailer: Mailer | null
  webhooks: WebhookDispatcher
  contexts: NoticeContexts
}

/** Sends a batch of what is due, each claimed first; true when the batch was full and more may wait. */
export async function sendDue(deps: SendingDeps): Promise<boolean> {
  const now = deps.now()
  const lease = { now: new Date(now), until: new Date(now + 120_000) }
  const claimed = await notificationsDb.claimDue(deps.db.client, lease, BATCH)
  if (claimed.length === 0) return false
  await deps.contexts.readStationName(deps.db.client)
  const byUser = new Map<number, Row[]>()
  for (const row of claimed) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row])
  for (const [userId, rows] of byUser) await sendTo(deps, userId, rows)
  return claimed.length === BATCH
}

/** A user's claimed notifications: reminders checked against the programme, then one mail each (or one digest). */
async function sendTo(deps: SendingDeps, userId: number, rows: readonly Row[]): Promise<void> {
  const { db, log } = deps
  const settings = await notificationsDb.findSettings(db.client, userId)
  const address = settings?.email ?? null
  const ready: Ready[] = []
  for (const row of rows) {
    const confirmation = row.kind === 'confirm-email'
    if (
      settings === null ||
      address === null ||
      (!confirmation && (settings.emailConfirmedAt === null || !settings.events.includes(row.kind)))
    ) {
      await notificationsDb.markDropped(db.client, [row.id], 'the user no longer receives these notifications')
      continue
    }
    const mail =
      row.kind === 'reminder'
        ? await reminderOf(deps, row, settings)
        : { subject: row.subject!, text: row.textBody!, html: row.htmlBody! }
    if (mail === null) {
      await notificationsDb.markDropped(db.client, [row.id], 'the broadcast was moved or cancelled')
      continue
    }
    ready.push({ row, mail })
  }
  if (ready.length === 0 || settings === null || address === null) return
  const groups = settings.digest && ready.length > 1 ? [ready] : ready.map((one) => [one])
  for (const group of groups) {
    const mail =
      group.length === 1
        ? group[0]!.mail
        : renderDigest(
            group.map((one) => one.mail),
            deps.contexts.context(settings, new Map()),
          )
    const ids = group.map((one) => one.row.id)
    const sent = await deliver(deps, address, settings, mail)
    const at = new Date(deps.now())
    if (sent === null) {
      // A reminder is rendered only now: keep what was sent, for the delivery log.
      const kept = group.length === 1 && group[0]!.row.kind === 'reminder' ? mail : undefined
      await notificationsDb.markSent(db.client, ids, at, kept)
      await toWebhooks(deps, group, userId, address)
      log.info({ userId, notificationIds: ids }, 'notification sent')
    } else {
      const attempts = Math.max(...group.map((one) => one.row.attempts))
      const retryAt = new Date(at.getTime() + retryDelayMs(attempts))
      await notificationsDb.scheduleRetry(db.client, ids, retryAt, sent, attempts >= MAX_ATTEMPTS)
      log.warn({ userId, notificationIds: ids, error: sent }, 'notification not sent; tried again later')
    }
  }
}

/** Null when sent (or when there is no mail channel), else the error. */
async function deliver(deps: SendingDeps, address: string, settings: Settings, mail: RenderedNotice) {
  if (deps.mailer === null) return null
  return deps.mailer.send({ to: address, ...mail, unsubscribe: deps.contexts.links(settings).unsubscribe })
}

async function toWebhooks(deps: SendingDeps, group: readonly Ready[], userId: number, email: string): Promise<void> {
  await deps.webhooks.publish(
    group.map(({ row, mail }) => ({
      id: `notification-${row.id}`,
      type: `notification.${row.kind}`,
      showIds: [],
      at: deps.now(),
      data: { notificationId: row.id, recipient: { userId, email }, subject: mail.subject, text: mail.text },
    })),
  )
}

/** A reminder's mail, written when it is sent; null when its broadcast moved or went since it was made. */
async function reminderOf(deps: SendingDeps, row: Row, settings: Settings): Promise<RenderedNotice | null> {
  const client = deps.db.client
  const broadcast = row.timeslotId === null ? null : await notificationsDb.findBroadcast(client, row.timeslotId)
  if (broadcast === null || broadcast.start.getTime() !== row.timeslotStart?.getTime()) return null
  const names = await deps.contexts.showNames(client, [broadcast.showId])
  return renderReminder(
    { ...broadcast, start: broadcast.start.getTime(), end: broadcast.end.getTime() },
    deps.contexts.context(settings, names),
  )
}
