/** Webhook endpoints, deliveries and attempts; a delivery is claimed by a lease in one statement (SKIP LOCKED). */

import type { WebhookDelivery, WebhookDeliveryRecord, WebhookEndpointRecord } from '../domain/records.ts'
import { Prisma } from './generated/client.ts'
import type { Db, DbClient } from './platform/client.ts'
import { claimDueRows, type Lease, type LeasedTable } from './platform/leased-claims.ts'
import { camelRows } from './platform/rows.ts'

export interface EndpointData {
  url: string
  events: string[]
  showIds: number[]
  description: string
}

const toDelivery = (raw: Array<Record<string, unknown>>): WebhookDeliveryRecord[] =>
  camelRows<WebhookDeliveryRecord & { id: bigint | number }>(raw).map((row) => ({ ...row, id: Number(row.id) }))

export function insertEndpoint(
  client: DbClient,
  data: EndpointData & { secret: string; createdBy: number | null },
): Promise<WebhookEndpointRecord> {
  return client.webhookEndpoint.create({ data })
}

export function findEndpoints(client: DbClient): Promise<WebhookEndpointRecord[]> {
  return client.webhookEndpoint.findMany({ orderBy: { id: 'asc' } })
}

export function findEnabledEndpoints(client: DbClient): Promise<WebhookEndpointRecord[]> {
  return client.webhookEndpoint.findMany({ where: { enabled: true }, orderBy: { id: 'asc' } })
}

export function findEndpoint(client: DbClient, id: number): Promise<WebhookEndpointRecord | null> {
  return client.webhookEndpoint.findUnique({ where: { id } })
}

export function updateEndpoint(
  client: DbClient,
  id: number,
  data: Partial<EndpointData> & {
    enabled?: boolean
    disabledAt?: Date | null
    disabledReason?: string | null
    failingSince?: Date | null
  },
): Promise<WebhookEndpointRecord> {
  return client.webhookEndpoint.update({ where: { id }, data })
}

export async function removeEndpoint(client: DbClient, id: number): Promise<void> {
  await client.webhookEndpoint.delete({ where: { id } })
}

/** One delivery of the event per endpoint; an endpoint that has it already (another instance was first) is left alone. */
export async function insertDeliveries(
  client: DbClient,
  endpointIds: readonly number[],
  event: { id: string; type: string; payload: string; at: Date },
): Promise<number> {
  if (endpointIds.length === 0) return 0
  const rows = await client.$queryRaw<Array<{ id: bigint }>>`
    INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, payload, next_attempt_at, created_at)
    SELECT e, ${event.id}, ${event.type}, ${event.payload}, ${event.at.toISOString()}::timestamptz, ${event.at.toISOString()}::timestamptz
    FROM unnest(${[...endpointIds]}::int[]) AS e
    ON CONFLICT (endpoint_id, event_id) DO NOTHING
    RETURNING id`
  return rows.length
}

/** The deliveries to attempt: pending ones whose time has come, of endpoints that are enabled. */
const DUE_DELIVERIES: LeasedTable = {
  table: 'webhook_deliveries',
  dueColumn: 'next_attempt_at',
  dueIds: (now, limit) => Prisma.sql`
    SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
    WHERE d.state = 'pending' AND d.next_attempt_at <= ${now.toISOString()}::timestamptz AND e.enabled
    ORDER BY d.next_attempt_at, d.id LIMIT ${limit}
    FOR UPDATE OF d SKIP LOCKED`,
}

/** Takes up to `limit` due deliveries of enabled endpoints for this instance until `lease.until`, counting the attempt. */
export async function claimDue(client: DbClient, lease: Lease, limit: number): Promise<WebhookDeliveryRecord[]> {
  return toDelivery(await claimDueRows(client, DUE_DELIVERIES, lease, limit))
}

export async function insertAttempt(
  client: DbClient,
  attempt: { deliveryId: number; at: Date; durationMs: number; status: number | null; error: string | null },
): Promise<void> {
  await client.webhookAttempt.create({ data: { ...attempt, deliveryId: BigInt(attempt.deliveryId) } })
}

export async function markDelivered(client: DbClient, id: number, at: Date): Promise<void> {
  await client.$executeRaw`UPDATE webhook_deliveries SET state = 'delivered', delivered_at = ${at.toISOString()}::timestamptz WHERE id = ${id}`
}

export async function scheduleRetry(client: DbClient, id: number, at: Date): Promise<void> {
  await client.$executeRaw`UPDATE webhook_deliveries SET next_attempt_at = ${at.toISOString()}::timestamptz WHERE id = ${id} AND state = 'pending'`
}

/** Gives up the endpoint's pending deliveries (it was disabled): they stay in the log, replayable. */
export async function failPending(client: DbClient, endpointId: number): Promise<void> {
  await client.$executeRaw`UPDATE webhook_deliveries SET state = 'failed' WHERE endpoint_id = ${endpointId} AND state = 'pending'`
}

/** Due again now, with its attempts so far kept in the log. */
export async function requeue(client: DbClient, id: number, at: Date): Promise<WebhookDeliveryRecord | null> {
  return (
    toDelivery(
      await client.$queryRaw`
      UPDATE webhook_deliveries SET state = 'pending', next_attempt_at = ${at.toISOString()}::timestamptz, delivered_at = NULL
      WHERE id = ${id} RETURNING *`,
    )[0] ?? null
  )
}

// A delivery and its attempts in one statement, one snapshot: read apart, an attempt committing between
// could show beside the delivery's lease instead of its retry time.
const withTries = (where: Prisma.Sql, limit: number) => Prisma.sql`
  SELECT d.*, COALESCE(
    (SELECT json_agg(json_build_object('id', a.id, 'at', a.at, 'durationMs', a.duration_ms, 'status', a.status, 'error', a.error) ORDER BY a.id)
     FROM webhook_attempts a WHERE a.delivery_id = d.id), '[]') AS tries
  FROM webhook_deliveries d WHERE ${where} ORDER BY d.id DESC LIMIT ${limit}`

type TryJson = { id: number; at: string; durationMs: number; status: number | null; error: string | null }

const toDeliveryWithTries = (raw: Array<Record<string, unknown>>): WebhookDelivery[] =>
  toDelivery(raw).map((row) => {
    const tries = (row as unknown as { tries: TryJson[] | string }).tries
    const list: TryJson[] = typeof tries === 'string' ? JSON.parse(tries) : tries
    return { ...row, tries: list.map((a) => ({ ...a, id: Number(a.id), deliveryId: row.id, at: new Date(a.at) })) }
  })

export async function findDelivery(client: DbClient, endpointId: number, id: number): Promise<WebhookDelivery | null> {
  return (
    toDeliveryWithTries(
      await client.$queryRaw(withTries(Prisma.sql`d.id = ${id} AND d.endpoint_id = ${endpointId}`, 1)),
    )[0] ?? null
  )
}

/** The endpoint's deliveries with their attempts (oldest first), newest first, before a cursor. */
export async function findDeliveries(
  client: DbClient,
  endpointId: number,
  before: number | null,
  limit: number,
): Promise<WebhookDelivery[]> {
  return toDeliveryWithTries(
    await client.$queryRaw(
      withTries(
        Prisma.sql`d.endpoint_id = ${endpointId} AND (${before}::bigint IS NULL OR d.id < ${before}::bigint)`,
        limit,
      ),
    ),
  )
}

// The idle questions are plain reads on the pool or PGlite: asked every second, they must not count as writes.

/** A round's questions in one read: any endpoint enabled, any subscribing to air events, any delivery due. */
export async function roundState(
  db: Db,
  now: Date,
): Promise<{ anyEnabled: boolean; airSubscribed: boolean; due: boolean }> {
  const [row] = await db.read<{ any_enabled: boolean; air_subscribed: boolean; due: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM webhook_endpoints WHERE enabled) AS any_enabled,
            EXISTS (SELECT 1 FROM webhook_endpoints WHERE enabled AND EXISTS (SELECT 1 FROM unnest(events) AS e WHERE e = '*' OR e LIKE 'air.%')) AS air_subscribed,
            EXISTS (SELECT 1 FROM webhook_deliveries WHERE state = 'pending' AND next_attempt_at <= $1::timestamptz) AS due`,
    [now.toISOString()],
  )
  return { anyEnabled: row!.any_enabled, airSubscribed: row!.air_subscribed, due: row!.due }
}

export async function hasDue(db: Db, now: Date): Promise<boolean> {
  return (
    (
      await db.read(
        `SELECT 1 FROM webhook_deliveries WHERE state = 'pending' AND next_attempt_at <= $1::timestamptz LIMIT 1`,
        [now.toISOString()],
      )
    ).length > 0
  )
}

/** Moves the cursor to the newest changeset when no endpoint is enabled: a new endpoint gets no backlog. */
export async function skipCursorIfUnfollowed(client: DbClient, exceptEndpointId: number | null): Promise<void> {
  await client.$executeRaw`
    UPDATE webhook_cursor SET changeset_id = (SELECT coalesce(max(id), 0) FROM changesets)
    WHERE NOT EXISTS (SELECT 1 FROM webhook_endpoints WHERE enabled AND id IS DISTINCT FROM ${exceptEndpointId}::int)`
}
