/**
 * Turns the change log and the clock into notifications and sends them, once. Changesets after a cursor
 * in the database become one notification per recipient and show (never one per timeslot), in the
 * transaction that moves the cursor, so whichever instance gets there first makes them and a second
 * look makes none. Reminders are made ahead from the programme, keyed by broadcast, lead and start: a
 * moved broadcast gets a new reminder and the old one is dropped when it falls due; a cancelled one is
 * never sent. Every instance sends what is due, claiming each notification first; a failed mail is
 * tried again with backoff. Each notification also goes to the webhooks as `notification.<kind>`.
 */
import type { Config } from '../../config.ts'
import * as changesetsDb from '../../db/changes/changesets.ts'
import * as notificationsDb from '../../db/notifications/notifications.ts'
import type { ChangeFeed } from '../../db/platform/change-feed.ts'
import type { Db, DbClient } from '../../db/platform/client.ts'
import * as stationDb from '../../db/programme/station.ts'
import { type NoticeEvent, noticesOf } from '../../domain/notifications/notices.ts'
import {
  type NoticeContext,
  type RenderedNotice,
  renderChange,
  renderConfirmation,
  renderDigest,
  renderReminder,
} from '../../domain/notifications/notification-texts.ts'
import type { ChangesetRecord } from '../../domain/records.ts'
import { parseLocalDate } from '../../domain/time/civil-dates.ts'
import { todayIn, wallToInstant } from '../../domain/time/station-time.ts'
import { retryDelayMs } from '../../domain/webhooks/webhook-events.ts'
import { hashToken } from '../access/token-secret.ts'
import type { Mailer } from '../notifications/mailer.ts'
import { RoundLoop } from './round-loop.ts'
import type { WebhookDispatcher } from './webhook-dispatcher.ts'

type ShowNames = ReadonlyMap<number, { name: string; slug: string }>

const BATCH = 20
const CHANGE_PAGE = 100
/** Reminders are made this far ahead of their lead, so a restart or a slow round never misses one. */
const REMINDER_LOOKAHEAD_MS = 15 * 60_000
/** A mail that failed this many times is given up (it stays in the delivery log, resendable). */
const MAX_ATTEMPTS = 12
/** The daily digest goes out at this hour, station time. */
export const DIGEST_HOUR = 7

interface Logger {
  warn(details: object, message: string): void
  info(details: object, message: string): void
}

export interface NotificationDeps {
  db: Db
  config: Config
  now: () => number
  feed: ChangeFeed
  log: Logger
  /** Null: no SMTP_URL; notifications are still made and go to the webhooks. */
  mailer: Mailer | null
  webhooks: WebhookDispatcher
  pollMs?: number
}

export class NotificationDispatcher extends RoundLoop {
  readonly #deps: NotificationDeps
  #pumpedTo = -1
  #remindedUntil = 0
  /** The station's name as its mails sign it: read from its profile before mails are made. */
  #stationName = 'onair'

  constructor(deps: NotificationDeps) {
    super({
      feed: deps.feed,
      pollMs: deps.pollMs ?? 1000,
      onError: (err) => deps.log.warn({ err }, 'notification round failed; the next one tries again'),
    })
    this.#deps = deps
  }

  /** A round: pump the change log, make reminders, send what is due. */
  protected async round(): Promise<void> {
    const { db, feed } = this.#deps
    const latest = feed.latest
    const now = this.#deps.now()
    const { anyRecipient, due } = await notificationsDb.roundState(db, new Date(now))
    const pumped = await this.#pumpChanges(latest, anyRecipient)
    const reminded = anyRecipient ? await this.#makeReminders(now) : false
    if (due || pumped || reminded) await this.#sendDue()
  }

  /** Changesets after the cursor become notifications, in the transaction that moves it. */
  async #pumpChanges(latest: number, anyRecipient: boolean): Promise<boolean> {
    if (latest <= this.#pumpedTo) return false
    // Nobody receives anything: leave the log alone, writing nothing (the first confirmed address moves
    // the cursor past this backlog, so nobody is told of changes made before anyone listened).
    if (!anyRecipient) {
      this.#pumpedTo = latest
      return false
    }
    for (;;) {
      const outcome = await this.#deps.db.client.$transaction(async (tx) => {
        const cursor = await notificationsDb.lockCursor(tx)
        if (cursor === null) return 'busy' as const
        await this.#readStationName(tx)
        // Bounded in bytes as a /changes page is: a backlog of year-long writes is not read at once.
        const { rows: page, cut } = await changesetsDb.findPage(
          tx,
          {},
          { after: cursor },
          CHANGE_PAGE,
          this.#deps.config.changesPageMaxBytes,
        )
        for (const changeset of page) await this.#notify(tx, changeset)
        const last = page[page.length - 1]?.id ?? cursor
        if (last !== cursor) await notificationsDb.moveCursor(tx, last)
        this.#pumpedTo = last
        return page.length < CHANGE_PAGE && !cut ? ('done' as const) : ('more' as const)
      })
      if (outcome === 'busy') {
        setTimeout(() => this.wake(), 100).unref()
        return false
      }
      if (outcome === 'done') return true
    }
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
    const names = await this.#showNames(
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
          this.#context(recipient.settings, names),
        )
        rows.push({
          userId: recipient.userId,
          kind: notice.event,
          dedupeKey: `change:${changeset.id}:${notice.showId}:${recipient.userId}`,
          changesetId: changeset.id,
          timeslotId: null,
          timeslotStart: null,
          subject: rendered.subject,
          textBody: rendered.text,
          htmlBody: rendered.html,
          dueAt: new Date(this.#dueFor(recipient.settings, changeset.at.getTime())),
        })
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
          rows.push({
            userId: recipient.userId,
            kind: 'reminder',
            dedupeKey: `reminder:${slot.id}:${slot.start.toISOString()}:${lead}:${recipient.userId}`,
            changesetId: null,
            timeslotId: slot.id,
            timeslotStart: slot.start,
            subject: null,
            textBody: null,
            htmlBody: null,
            dueAt: new Date(dueAt),
          })
        }
      }
    }
    return (await notificationsDb.insertMany(db.client, rows)) > 0
  }

  async #sendDue(): Promise<void> {
    const { db } = this.#deps
    const now = this.#deps.now()
    const claimed = await notificationsDb.claimDue(db.client, new Date(now), new Date(now + 120_000), BATCH)
    if (claimed.length === 0) return
    await this.#readStationName(db.client)
    const byUser = new Map<number, notificationsDb.NotificationRecord[]>()
    for (const row of claimed) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row])
    for (const [userId, rows] of byUser) await this.#sendTo(userId, rows)
    if (claimed.length === BATCH) this.wake()
  }

  /** A user's claimed notifications: reminders checked against the programme, then one mail each (or one digest). */
  async #sendTo(userId: number, rows: readonly notificationsDb.NotificationRecord[]): Promise<void> {
    const { db, log } = this.#deps
    const settings = await notificationsDb.findSettings(db.client, userId)
    const address = settings?.email ?? null
    const ready: Array<{ row: notificationsDb.NotificationRecord; mail: RenderedNotice }> = []
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
          ? await this.#reminderOf(row, settings)
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
              this.#context(settings, new Map()),
            )
      const ids = group.map((one) => one.row.id)
      const sent = await this.#deliver(address, settings, mail)
      const at = new Date(this.#deps.now())
      if (sent === null) {
        await notificationsDb.markSent(
          db.client,
          ids,
          at,
          group.length === 1 && group[0]!.row.kind === 'reminder' ? mail : undefined,
        )
        await this.#toWebhooks(group, userId, address)
        log.info({ userId, notificationIds: ids }, 'notification sent')
      } else {
        const attempts = Math.max(...group.map((one) => one.row.attempts))
        await notificationsDb.scheduleRetry(
          db.client,
          ids,
          new Date(at.getTime() + retryDelayMs(attempts)),
          sent,
          attempts >= MAX_ATTEMPTS,
        )
        log.warn({ userId, notificationIds: ids, error: sent }, 'notification not sent; tried again later')
      }
    }
  }

  /** Null when sent (or when there is no mail channel), else the error. */
  async #deliver(
    address: string,
    settings: notificationsDb.NotificationSettingsRecord,
    mail: RenderedNotice,
  ): Promise<string | null> {
    const { mailer } = this.#deps
    if (mailer === null) return null
    return mailer.send({ to: address, ...mail, unsubscribe: this.#links(settings).unsubscribe })
  }

  async #toWebhooks(
    group: ReadonlyArray<{ row: notificationsDb.NotificationRecord; mail: RenderedNotice }>,
    userId: number,
    email: string,
  ): Promise<void> {
    await this.#deps.webhooks.publish(
      group.map(({ row, mail }) => ({
        id: `notification-${row.id}`,
        type: `notification.${row.kind}`,
        showIds: [],
        at: this.#deps.now(),
        data: { notificationId: row.id, recipient: { userId, email }, subject: mail.subject, text: mail.text },
      })),
    )
  }

  async #reminderOf(
    row: notificationsDb.NotificationRecord,
    settings: notificationsDb.NotificationSettingsRecord,
  ): Promise<RenderedNotice | null> {
    const broadcast =
      row.timeslotId === null ? null : await notificationsDb.findBroadcast(this.#deps.db.client, row.timeslotId)
    if (broadcast === null || broadcast.start.getTime() !== row.timeslotStart?.getTime()) return null
    const names = await this.#showNames(this.#deps.db.client, [broadcast.showId])
    return renderReminder(
      { ...broadcast, start: broadcast.start.getTime(), end: broadcast.end.getTime() },
      this.#context(settings, names),
    )
  }

  /** When a change notification is due: at once, or at the next digest hour. */
  #dueFor(settings: notificationsDb.NotificationSettingsRecord, at: number): number {
    if (!settings.digest) return at
    return nextHourIn(at, DIGEST_HOUR, this.#deps.config.stationTimeZone)
  }

  async #showNames(client: DbClient, ids: readonly number[]): Promise<ShowNames> {
    return new Map((await notificationsDb.findShows(client, [...new Set(ids)])).map((show) => [show.id, show]))
  }

  #links(settings: notificationsDb.NotificationSettingsRecord, names: ShowNames = new Map()) {
    const base = this.#deps.config.notifications.publicUrl
    return {
      planner: `${base}/planner`,
      showPage: (showId: number) =>
        `${base}/programme/shows/${encodeURIComponent(names.get(showId)?.slug ?? String(showId))}`,
      unsubscribe: `${base}/api/v1/notifications/unsubscribe?token=${encodeURIComponent(settings.unsubscribeToken)}`,
    }
  }

  #context(settings: notificationsDb.NotificationSettingsRecord, names: ShowNames): NoticeContext {
    return {
      zone: this.#deps.config.stationTimeZone,
      language: settings.language,
      stationName: this.#stationName,
      showName: (id) => names.get(id)?.name ?? `show #${id}`,
      links: this.#links(settings, names),
    }
  }

  async #readStationName(client: DbClient): Promise<void> {
    this.#stationName = (await stationDb.find(client)).name.trim() || 'onair'
  }

  /** The confirmation mail of a new address: made at once, sent by the next round. */
  async requestConfirmation(
    client: DbClient,
    settings: notificationsDb.NotificationSettingsRecord,
    token: string,
  ): Promise<void> {
    await this.#readStationName(client)
    const link = `${this.#deps.config.notifications.publicUrl}/api/v1/notifications/confirm?token=${encodeURIComponent(token)}`
    const mail = renderConfirmation(link, this.#context(settings, new Map()))
    await notificationsDb.insertMany(client, [
      {
        userId: settings.userId,
        kind: 'confirm-email',
        dedupeKey: `confirm:${settings.userId}:${hashToken(token)}`,
        changesetId: null,
        timeslotId: null,
        timeslotStart: null,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        dueAt: new Date(this.#deps.now()),
      },
    ])
  }
}

function reasonOf(request: unknown): string | null {
  const reason = (request as { reason?: unknown } | null)?.reason
  return typeof reason === 'string' && reason.trim() !== '' ? reason.trim() : null
}

/** The next moment after `at` when the station's clock shows `hour`:00 (exact in every zone, DST days included). */
export function nextHourIn(at: number, hour: number, zone: string): number {
  const today = parseLocalDate(todayIn(zone, at))!
  const todayAt = wallToInstant(today, hour * 3600, zone)
  return todayAt > at ? todayAt : wallToInstant(today + 1, hour * 3600, zone)
}

export type { NoticeEvent }
