import type { WebhookDelivery, WebhookEndpointRecord } from '../../domain/records.ts'
import type { CreatedWebhookView, WebhookDeliveryView, WebhookView } from './schemas.ts'

export function toWebhookView(row: WebhookEndpointRecord): WebhookView {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    showIds: row.showIds,
    description: row.description,
    enabled: row.enabled,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

export function toCreatedWebhookView(row: WebhookEndpointRecord): CreatedWebhookView {
  return { ...toWebhookView(row), secret: row.secret }
}

export function toDeliveryView(delivery: WebhookDelivery): WebhookDeliveryView {
  return {
    id: delivery.id,
    webhookId: delivery.endpointId,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    state: delivery.state,
    attempts: delivery.tries.map((attempt) => ({
      at: attempt.at.toISOString(),
      durationMs: attempt.durationMs,
      status: attempt.status,
      error: attempt.error,
    })),
    nextAttemptAt: delivery.state === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
    createdAt: delivery.createdAt.toISOString(),
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
    payload: delivery.payload,
  }
}
