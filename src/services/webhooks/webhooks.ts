/** Webhook endpoints as an admin manages them; the station's configuration, not its programme, so no changeset. */
import * as webhooksDb from '../../db/webhooks.ts'
import type { WebhookDelivery, WebhookEndpointRecord } from '../../domain/records.ts'
import { EVENT_PATTERN } from '../../domain/webhooks/webhook-events.ts'
import { AppError, ERRORS, fieldError, requireFound } from '../../errors.ts'
import type { Caller } from '../access/caller.ts'
import type { ServiceContext } from '../context.ts'
import { refusedAddress, resolveHost } from './webhook-address.ts'
import { newWebhookSecret } from './webhook-sender.ts'

export interface EndpointInput {
  url?: string | undefined
  events?: string[] | undefined
  showIds?: number[] | undefined
  description?: string | undefined
  enabled?: boolean | undefined
}

/** The URL as stored, after the checks a registration needs: http(s), no credentials, an allowed address. */
async function checkedUrl(ctx: ServiceContext, value: string): Promise<string> {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw fieldError(
      ERRORS.webhookUrlInvalid,
      'url',
      'is not an absolute URL (e.g. https://automation.example.org/onair)',
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw fieldError(ERRORS.webhookUrlInvalid, 'url', `must be http or https, not ${url.protocol.slice(0, -1)}`)
  if (url.username !== '' || url.password !== '') {
    throw fieldError(
      ERRORS.webhookUrlInvalid,
      'url',
      'must not carry credentials: deliveries are signed, verify the signature instead',
    )
  }
  // A name that does not resolve now is kept: the address is checked again at every delivery.
  for (const address of (await resolveHost(url)) ?? []) {
    const refusal = refusedAddress(address, ctx.config.webhooks.allowPrivateAddresses)
    if (refusal !== null) throw fieldError(ERRORS.webhookAddressRefused, 'url', `resolves to ${refusal}`)
  }
  return url.href
}

function checkedEvents(events: string[]): string[] {
  events.forEach((pattern, k) => {
    if (!EVENT_PATTERN.test(pattern)) {
      throw fieldError(
        ERRORS.webhookEventInvalid,
        `events/${k}`,
        `"${pattern}" is not an event type or pattern: use *, change.*, change.<action> (e.g. change.schedule.create) or air.*`,
      )
    }
  })
  return [...new Set(events)]
}

export async function createEndpoint(
  ctx: ServiceContext,
  caller: Caller,
  input: EndpointInput & { url: string; events: string[] },
): Promise<WebhookEndpointRecord> {
  // The events first: they need no name resolution.
  const events = checkedEvents(input.events)
  const data = {
    url: await checkedUrl(ctx, input.url),
    events,
    showIds: [...new Set(input.showIds ?? [])],
    description: input.description?.trim() ?? '',
  }
  return ctx.db.client.$transaction(async (tx) => {
    await webhooksDb.skipCursorIfUnfollowed(tx, null)
    return webhooksDb.insertEndpoint(tx, { ...data, secret: newWebhookSecret(), createdBy: caller.userId })
  })
}

export function listEndpoints(ctx: ServiceContext): Promise<WebhookEndpointRecord[]> {
  return webhooksDb.findEndpoints(ctx.db.client)
}

export async function getEndpoint(ctx: ServiceContext, id: number): Promise<WebhookEndpointRecord> {
  return requireFound(webhooksDb.findEndpoint(ctx.db.client, id), ERRORS.webhookNotFound, 'webhook', id)
}

/** Changes an endpoint; `enabled: true` brings a disabled one back with a clean record (its failed deliveries can be replayed). */
export async function updateEndpoint(
  ctx: ServiceContext,
  id: number,
  input: EndpointInput,
): Promise<WebhookEndpointRecord> {
  await getEndpoint(ctx, id)
  const changes: Parameters<typeof webhooksDb.updateEndpoint>[2] = {}
  if (input.events !== undefined) changes.events = checkedEvents(input.events)
  if (input.url !== undefined) changes.url = await checkedUrl(ctx, input.url)
  if (input.showIds !== undefined) changes.showIds = [...new Set(input.showIds)]
  if (input.description !== undefined) changes.description = input.description.trim()
  if (input.enabled === true)
    Object.assign(changes, { enabled: true, disabledAt: null, disabledReason: null, failingSince: null })
  if (input.enabled === false)
    Object.assign(changes, { enabled: false, disabledAt: new Date(ctx.now()), disabledReason: 'disabled by an admin' })
  return ctx.db.client.$transaction(async (tx) => {
    if (input.enabled === true) await webhooksDb.skipCursorIfUnfollowed(tx, id)
    return webhooksDb.updateEndpoint(tx, id, changes)
  })
}

export async function removeEndpoint(ctx: ServiceContext, id: number): Promise<void> {
  await getEndpoint(ctx, id)
  await webhooksDb.removeEndpoint(ctx.db.client, id)
}

/** The endpoint's deliveries, newest first, each with its attempts. */
export async function listDeliveries(
  ctx: ServiceContext,
  id: number,
  query: { before?: number | undefined; limit?: number | undefined },
) {
  await getEndpoint(ctx, id)
  const limit = query.limit ?? 50
  const items = await webhooksDb.findDeliveries(ctx.db.client, id, query.before ?? null, limit)
  return { items, next: items.length < limit ? null : items[items.length - 1]!.id }
}

export async function getDelivery(ctx: ServiceContext, id: number, deliveryId: number): Promise<WebhookDelivery> {
  await getEndpoint(ctx, id)
  return requireFound(
    webhooksDb.findDelivery(ctx.db.client, id, deliveryId),
    ERRORS.webhookDeliveryNotFound,
    `delivery of webhook ${id}`,
    deliveryId,
  )
}

/** Sends a delivery again (same webhook-id), refused while the endpoint is disabled. */
export async function replayDelivery(
  ctx: ServiceContext,
  id: number,
  deliveryId: number,
  wake: () => void,
): Promise<WebhookDelivery> {
  const endpoint = await getEndpoint(ctx, id)
  await getDelivery(ctx, id, deliveryId)
  if (!endpoint.enabled)
    throw new AppError(
      ERRORS.webhookDisabled,
      `webhook ${id} is disabled (${endpoint.disabledReason}); enable it first`,
    )
  await webhooksDb.requeue(ctx.db.client, deliveryId, new Date(ctx.now()))
  wake()
  return getDelivery(ctx, id, deliveryId)
}
