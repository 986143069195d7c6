/**
 * Turns the change log and the clock into notifications (per recipient and show; reminders keyed by broadcast,
 * lead and start, so a moved one is sent anew) and sends them once, claimed first. Each also goes to the webhooks.
 */
import * as changesetsDb from '../../db/changes/changesets.ts'
import * as notificationsDb from '../../db/notifications/notifications.ts'
import type { DbClient } from '../../db/platform/client.ts'
import { type NewNotification, noticesOf } from '../../domain/notifications/notices.ts'
import { renderChange, renderConfirmation } from '../../domain/notifications/notification-texts.ts'
import type { ChangesetRecord } from '../../domain/records.ts'
import { hashToken } from '../access/token-secret.ts'
import type { Mailer } from '../notifications/mailer.ts'
import { NoticeContexts } from '../notifications/notice-context.ts'
import { ChangeLogFollower, type ChangeWorkerDeps, changeRounds } from './change-log-follower.ts'
import { sendDue } from './notification-sending.ts'
import { RoundLoop } from './round-loop.ts'
import type { WebhookDispatcher } from './webhook-dispatcher.ts'

const CHANGE_PAGE = 100
/** Reminders are made this far ahead of their lead, so a restart or a slow round never misses one. */
const REMINDER_LOOKAHEAD_MS = 15 * 60_000

export interface NotificationDeps extends ChangeWorkerDeps {
  /** Null: no SMTP_URL; notifications are still made and go to the webhooks. */
  mailer: Mailer | null
  webhooks: WebhookDispatcher
}

export class NotificationDispatcher extends RoundLoop {
  readonly #deps: NotificationDeps
  readonly #contexts: NoticeContexts
  readonly #changes: ChangeLogFollower
  #remindedUntil = 0

  constructor(deps: NotificationDeps) {
    super(changeRounds(deps, 'notification'))
    this.#deps = deps
    this.#contexts = new NoticeContexts(deps.config)
    this.#changes = new ChangeLogFollower(deps.db, 'notifications')
  }

  /** A round: pump the change log, make reminders, send what is due. */
  protected async round(): Promise<void> {
    const { db, feed } = this.#deps
    const latest = feed.latest
    const now = this.#deps.now()
    const { anyRecipient, due } = await notificationsDb.roundState(db, new Date(now))
    const pumped = await this.#pumpChanges(latest, anyRecipient)
    const reminded = anyRecipient ? await this.#makeReminders(now) : false
    if (!(due || pumped || reminded)) return
    if (await sendDue({ ...this.#deps, contexts: this.#contexts })) this.wake()
  }

  /** Changesets after the cursor become notifications; false when it did not look or another instance held it. */
  async #pumpChanges(latest: number, anyRecipient: boolean): Promise<boolean> {
    // Nobody receives anything: the first confirmed address moves the cursor past this backlog.
    const outcome = await this.#changes.pump(latest, anyRecipient, async (tx, after) => {
      await this.#contexts.readStationName(tx)
      // Bounded in bytes as a /changes page is: a backlog of year-long writes is not read at once.
      const { rows: page, cut } = await changesetsDb.findPage(
        tx,
        {},
        { after },
        CHANGE_PAGE,
        this.#deps.config.changesPageMaxBytes,
      )
      for (const changeset of page) await this.#notify(tx, changeset)
      return { last: page[page.length - 1]?.id ?? after, more: page.length >= CHANGE_PAGE || cut }
    })
    if (outcome === 'busy') setTimeout(() => this.wake(), 100).unref()
    return outcome === 'done'
  }

  /** One notification per recipient and show the changeset touched, if the recipient wants that event. */
  async #notify(tx: DbClient, changeset: ChangesetRecord): Promise<void> {
    const notices = noticesOf(changeset.action, changeset.changes ?? [], changeset.at.getTime())
    if (notices.length === 0) return
    const recipients = await notificationsDb.findRecipients(
      tx,
      notices.map((notice) => notice.showId),
    )
    if (recipients.length === 0) return
    const names = await this.#contexts.showNames(
      tx,
      notices.flatMap((notice) => [
        notice.showId,
        ...notice.items.flatMap((item) => ('byShowId' in item ? [item.byShowId] : [])),
      ]),
    )
    const reason = reasonOf(changeset.request)
    const rows = []
    for (const notice of notices) {
      for (const recipient of recipients) {
        if (recipient.showId !== notice.showId || !recipient.settings.events.includes(notice.event)) continue
        if (recipient.userId === changeset.actorUserId && !recipient.settings.ownChanges) continue
        const rendered = renderChange(
          notice,
          { actorName: changeset.actorName, reason },
          this.#contexts.context(recipient.settings, names),
        )
        rows.push(
          newNotification({
            userId: recipient.userId,
            kind: notice.event,
            dedupeKey: `change:${changeset.id}:${notice.showId}:${recipient.userId}`,
            changesetId: changeset.id,
            subject: rendered.subject,
            textBody: rendered.text,
            htmlBody: rendered.html,
            dueAt: new Date(this.#contexts.dueFor(recipient.settings, changeset.at.getTime())),
          }),
        )
      }
    }
    await notificationsDb.insertMany(tx, rows)
  }

  /** Reminders of broadcasts whose lead time falls within the next look-ahead, made once each. */
  async #makeReminders(now: number): Promise<boolean> {
    // Once a minute is enough: the look-ahead is fifteen.
    if (now < this.#remindedUntil) return false
    this.#remindedUntil = now + 60_000
    const { db } = this.#deps
    const maxLead = 7 * 24 * 60
    const upcoming = await notificationsDb.findUpcoming(
      db.client,
      new Date(now),
      new Date(now + maxLead * 60_000 + REMINDER_LOOKAHEAD_MS),
    )
    if (upcoming.length === 0) return false
    const recipients = await notificationsDb.findRecipients(db.client, [
      ...new Set(upcoming.map((slot) => slot.showId)),
    ])
    const rows = []
    for (const slot of upcoming) {
      for (const recipient of recipients) {
        if (recipient.showId !== slot.showId || !recipient.settings.events.includes('reminder')) continue
        for (const lead of recipient.settings.reminderLeadMinutes) {
          const dueAt = slot.start.getTime() - lead * 60_000
          // Due within the look-ahead, and not already past (a reminder made late would arrive late).
          if (dueAt > now + REMINDER_LOOKAHEAD_MS || dueAt < now - 60_000) continue
          const dedupeKey = `reminder:${slot.id}:${slot.start.toISOString()}:${lead}:${recipient.userId}`
          rows.push(
            newNotification({
              userId: recipient.userId,
              kind: 'reminder',
              dedupeKey,
              timeslotId: slot.id,
              timeslotStart: slot.start,
              dueAt: new Date(dueAt),
            }),
          )
        }
      }
    }
    return (await notificationsDb.insertMany(db.client, rows)) > 0
  }

  /** The confirmation mail of a new address: made at once, sent by the next round. */
  async requestConfirmation(
    client: DbClient,
    settings: notificationsDb.NotificationSettingsRecord,
    token: string,
  ): Promise<void> {
    await this.#contexts.readStationName(client)
    const link = `${this.#deps.config.notifications.publicUrl}/api/v1/notifications/confirm?token=${encodeURIComponent(token)}`
    const mail = renderConfirmation(link, this.#contexts.context(settings, new Map()))
    await notificationsDb.insertMany(client, [
      newNotification({
        userId: settings.userId,
        kind: 'confirm-email',
        dedupeKey: `confirm:${settings.userId}:${hashToken(token)}`,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        dueAt: new Date(this.#deps.now()),
      }),
    ])
  }
}

function reasonOf(request: unknown): string | null {
  const reason = (request as { reason?: unknown } | null)?.reason
  return typeof reason === 'string' && reason.trim() !== '' ? reason.trim() : null
}

/** A notification to insert; what a kind does not have is null (a change no timeslot, a reminder no text yet). */
function newNotification(
  row: Pick<NewNotification, 'userId' | 'kind' | 'dedupeKey' | 'dueAt'> & Partial<NewNotification>,
): NewNotification {
  return {
    changesetId: null,
    timeslotId: null,
    timeslotStart: null,
    subject: null,
    textBody: null,
    htmlBody: null,
    ...row,
  }
}
