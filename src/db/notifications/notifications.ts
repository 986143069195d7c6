/** Notification settings and notifications; a notification is claimed like a webhook delivery (SKIP LOCKED, a lease). */

import type {
  NewNotification,
  NotificationRecord,
  NotificationSettingsRecord,
} from '../../domain/notifications/notices.ts'
import { Prisma } from '../generated/client.ts'
import type { Db, DbClient } from '../platform/client.ts'
import { claimDueRows, type Lease, type LeasedTable } from '../platform/leased-claims.ts'
import { camelRows } from '../platform/rows.ts'

export type { NotificationRecord, NotificationSettingsRecord }

/** A user who may receive mail: a confirmed address and the settings that say what. */
export interface Recipient {
  userId: number
  name: string
  role: string
  email: string
  settings: NotificationSettingsRecord
}

const toNotifications = (raw: Array<Record<string, unknown>>): NotificationRecord[] =>
  camelRows<NotificationRecord & { id: bigint | number; changesetId: bigint | number | null }>(raw).map((row) => ({
    ...row,
    id: Number(row.id),
    changesetId: row.changesetId === null ? null : Number(row.changesetId),
  }))

const toSettings = (raw: Array<Record<string, unknown>>): NotificationSettingsRecord[] =>
  camelRows<NotificationSettingsRecord & { confirmTokenHash?: unknown }>(raw).map(
    ({ confirmTokenHash: _, ...row }) => row,
  )

export async function findSettings(client: DbClient, userId: number): Promise<NotificationSettingsRecord | null> {
  return toSettings(await client.$queryRaw`SELECT * FROM notification_settings WHERE user_id = ${userId}`)[0] ?? null
}

export interface SettingsData {
  email: string | null
  events: readonly string[]
  reminderLeadMinutes: readonly number[]
  digest: boolean
  allShows: boolean
  ownChanges: boolean
  language: string
}

/** Writes a user's settings; a changed address is unconfirmed until its token comes back. */
export async function upsertSettings(
  client: DbClient,
  userId: number,
  data: SettingsData,
  confirm: { tokenHash: string; expiresAt: Date } | null,
  unsubscribeToken: string,
): Promise<NotificationSettingsRecord> {
  const rows = await client.$queryRaw<Array<Record<string, unknown>>>`
    INSERT INTO notification_settings (user_id, email, email_confirmed_at, confirm_token_hash, confirm_expires_at, unsubscribe_token,
      events, reminder_lead_minutes, digest, all_shows, own_changes, language, updated_at)
    VALUES (${userId}, ${data.email}, NULL, ${confirm?.tokenHash ?? null}, ${confirm?.expiresAt.toISOString() ?? null}::timestamptz, ${unsubscribeToken},
      ${[...data.events]}::text[], ${[...data.reminderLeadMinutes]}::int[], ${data.digest}, ${data.allShows}, ${data.ownChanges}, ${data.language}, now())
    ON CONFLICT (user_id) DO UPDATE SET
      email = EXCLUDED.email,
      email_confirmed_at = CASE WHEN notification_settings.email IS NOT DISTINCT FROM EXCLUDED.email THEN notification_settings.email_confirmed_at END,
      confirm_token_hash = CASE WHEN notification_settings.email IS NOT DISTINCT FROM EXCLUDED.email THEN notification_settings.confirm_token_hash ELSE EXCLUDED.confirm_token_hash END,
      confirm_expires_at = CASE WHEN notification_settings.email IS NOT DISTINCT FROM EXCLUDED.email THEN notification_settings.confirm_expires_at ELSE EXCLUDED.confirm_expires_at END,
      events = EXCLUDED.events, reminder_lead_minutes = EXCLUDED.reminder_lead_minutes, digest = EXCLUDED.digest,
      all_shows = EXCLUDED.all_shows, own_changes = EXCLUDED.own_changes, language = EXCLUDED.language, updated_at = now()
    RETURNING *`
  return toSettings(rows)[0]!
}

/** Confirms the address whose token this is, once; null when no unexpired token matches. */
export async function confirmEmail(
  client: DbClient,
  tokenHash: string,
  at: Date,
): Promise<NotificationSettingsRecord | null> {
  const waiting = await client.$queryRaw<
    Array<{ user_id: number }>
  >`SELECT user_id FROM notification_settings WHERE confirm_token_hash = ${tokenHash}`
  if (waiting[0] !== undefined) await skipCursorIfUnfollowed(client, waiting[0].user_id)
  const rows = await client.$queryRaw<Array<Record<string, unknown>>>`
    UPDATE notification_settings SET email_confirmed_at = ${at.toISOString()}::timestamptz, confirm_token_hash = NULL, confirm_expires_at = NULL
    WHERE confirm_token_hash = ${tokenHash} AND confirm_expires_at > ${at.toISOString()}::timestamptz AND email IS NOT NULL
    RETURNING *`
  return toSettings(rows)[0] ?? null
}

/** Moves the cursor to the newest changeset when nobody but `userId` receives notifications: no backlog. */
export async function skipCursorIfUnfollowed(client: DbClient, userId: number): Promise<void> {
  await client.$executeRaw`
    UPDATE notification_cursor SET changeset_id = (SELECT coalesce(max(id), 0) FROM changesets)
    WHERE NOT EXISTS (SELECT 1 FROM notification_settings WHERE email_confirmed_at IS NOT NULL AND cardinality(events) > 0 AND user_id <> ${userId})`
}

/** Stops every mail to the holder of this token; null when it is nobody's. */
export async function unsubscribe(client: DbClient, token: string): Promise<NotificationSettingsRecord | null> {
  const rows = await client.$queryRaw<Array<Record<string, unknown>>>`
    UPDATE notification_settings SET events = '{}', updated_at = now() WHERE unsubscribe_token = ${token} RETURNING *`
  return toSettings(rows)[0] ?? null
}

/** Who hears about these shows (owners, and whoever follows every show) with a confirmed address; per user and show. */
export async function findRecipients(
  client: DbClient,
  showIds: readonly number[],
): Promise<Array<Recipient & { showId: number }>> {
  if (showIds.length === 0) return []
  const rows = await client.$queryRaw<Array<Record<string, unknown>>>`
    SELECT s.id AS show_id, u.id AS user_id, u.name, u.role, n.*
    FROM unnest(${[...showIds]}::int[]) AS s(id)
    JOIN notification_settings n ON n.email IS NOT NULL AND n.email_confirmed_at IS NOT NULL
    JOIN users u ON u.id = n.user_id
    WHERE n.all_shows OR EXISTS (SELECT 1 FROM show_owners o WHERE o.show_id = s.id AND o.user_id = u.id)`
  return rows.map((row) => {
    const [settings] = toSettings([row])
    return {
      showId: row.show_id as number,
      userId: row.user_id as number,
      name: row.name as string,
      role: row.role as string,
      email: row.email as string,
      settings: settings!,
    }
  })
}

/** Inserts notifications; one whose key exists already (another instance, another look) is left alone. */
export async function insertMany(client: DbClient, rows: readonly NewNotification[]): Promise<number> {
  let inserted = 0
  for (const row of rows) {
    inserted += await client.$executeRaw`
      INSERT INTO notifications (user_id, kind, dedupe_key, changeset_id, timeslot_id, timeslot_start, subject, text_body, html_body, due_at)
      VALUES (${row.userId}, ${row.kind}, ${row.dedupeKey}, ${row.changesetId}, ${row.timeslotId}, ${row.timeslotStart?.toISOString() ?? null}::timestamptz,
        ${row.subject}, ${row.textBody}, ${row.htmlBody}, ${row.dueAt.toISOString()}::timestamptz)
      ON CONFLICT (dedupe_key) DO NOTHING`
  }
  return inserted
}

/** The notifications to send: pending ones whose time has come (a failed one's next try, too). */
const DUE_NOTIFICATIONS: LeasedTable = {
  table: 'notifications',
  dueColumn: 'due_at',
  dueIds: (now, limit) => Prisma.sql`
    SELECT id FROM notifications WHERE state = 'pending' AND due_at <= ${now.toISOString()}::timestamptz
    ORDER BY due_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
}

/** Takes up to `limit` due notifications for this instance until `lease.until`, counting the attempt. */
export async function claimDue(client: DbClient, lease: Lease, limit: number): Promise<NotificationRecord[]> {
  return toNotifications(await claimDueRows(client, DUE_NOTIFICATIONS, lease, limit))
}

export async function markSent(
  client: DbClient,
  ids: readonly number[],
  at: Date,
  rendered?: { subject: string; text: string; html: string },
): Promise<void> {
  await client.$executeRaw`
    UPDATE notifications SET state = 'sent', sent_at = ${at.toISOString()}::timestamptz, last_error = NULL,
      subject = coalesce(${rendered?.subject ?? null}, subject), text_body = coalesce(${rendered?.text ?? null}, text_body), html_body = coalesce(${rendered?.html ?? null}, html_body)
    WHERE id = ANY(${[...ids]}::bigint[])`
}

export async function markDropped(client: DbClient, ids: readonly number[], why: string): Promise<void> {
  await client.$executeRaw`UPDATE notifications SET state = 'dropped', last_error = ${why} WHERE id = ANY(${[...ids]}::bigint[])`
}

export async function scheduleRetry(
  client: DbClient,
  ids: readonly number[],
  at: Date,
  error: string,
  failed: boolean,
): Promise<void> {
  await client.$executeRaw`
    UPDATE notifications SET due_at = ${at.toISOString()}::timestamptz, last_error = ${error}, state = CASE WHEN ${failed} THEN 'failed' ELSE state END
    WHERE id = ANY(${[...ids]}::bigint[])`
}

/** Due again now (an admin's resend), its attempts kept. */
export async function requeue(client: DbClient, id: number, at: Date): Promise<NotificationRecord | null> {
  return (
    toNotifications(
      await client.$queryRaw`
        UPDATE notifications SET state = 'pending', due_at = ${at.toISOString()}::timestamptz, sent_at = NULL WHERE id = ${id} AND state <> 'pending'
        RETURNING *`,
    )[0] ?? null
  )
}

export async function findById(client: DbClient, id: number): Promise<NotificationRecord | null> {
  return toNotifications(await client.$queryRaw`SELECT * FROM notifications WHERE id = ${id}`)[0] ?? null
}

/** Notifications newest first, before a cursor; of one user when given. */
export async function findPage(
  client: DbClient,
  filter: { userId: number | null; state: string | null },
  before: number | null,
  limit: number,
): Promise<NotificationRecord[]> {
  return toNotifications(
    await client.$queryRaw`
      SELECT * FROM notifications
      WHERE (${filter.userId}::int IS NULL OR user_id = ${filter.userId}::int) AND (${filter.state}::text IS NULL OR state = ${filter.state}::text)
        AND (${before}::bigint IS NULL OR id < ${before}::bigint)
      ORDER BY id DESC LIMIT ${limit}`,
  )
}

/** Broadcasts starting in (from, to], of shows the user owns or of every show, for reminders. */
export async function findUpcoming(
  client: DbClient,
  from: Date,
  to: Date,
): Promise<
  Array<{ id: number; showId: number; start: Date; end: Date; episodeTitle: string | null; mediaId: number | null }>
> {
  const rows = await client.$queryRaw<Array<Record<string, unknown>>>`
    SELECT t.id, t.show_id, t.start, t."end", t.media_id, e.title AS episode_title
    FROM timeslots t LEFT JOIN episodes e ON e.id = t.episode_id
    WHERE t.start > ${from.toISOString()}::timestamptz AND t.start <= ${to.toISOString()}::timestamptz
    ORDER BY t.start, t.id`
  return camelRows(rows)
}

/** A broadcast as it is now, for a reminder about to go out. */
export async function findBroadcast(
  client: DbClient,
  id: number,
): Promise<{
  id: number
  showId: number
  start: Date
  end: Date
  episodeTitle: string | null
  mediaId: number | null
} | null> {
  const rows = await client.$queryRaw<Array<Record<string, unknown>>>`
    SELECT t.id, t.show_id, t.start, t."end", t.media_id, e.title AS episode_title
    FROM timeslots t LEFT JOIN episodes e ON e.id = t.episode_id WHERE t.id = ${id}`
  return (camelRows(rows)[0] as never) ?? null
}

/** Whether anything is due, and whether anyone has a confirmed address: the idle round's one read. */
export async function roundState(db: Db, now: Date): Promise<{ anyRecipient: boolean; due: boolean }> {
  const [row] = await db.read<{ any_recipient: boolean; due: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM notification_settings WHERE email_confirmed_at IS NOT NULL AND cardinality(events) > 0) AS any_recipient,
            EXISTS (SELECT 1 FROM notifications WHERE state = 'pending' AND due_at <= $1::timestamptz) AS due`,
    [now.toISOString()],
  )
  return { anyRecipient: row!.any_recipient, due: row!.due }
}

/** The names and page slugs of shows, for the texts and links of notifications. */
export async function findShows(
  client: DbClient,
  ids: readonly number[],
): Promise<Array<{ id: number; name: string; slug: string }>> {
  if (ids.length === 0) return []
  return client.$queryRaw`SELECT id, name, slug FROM shows WHERE id = ANY(${[...ids]}::int[])`
}
