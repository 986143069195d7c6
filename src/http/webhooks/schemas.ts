import { type Static, Type } from 'typebox'
import { ClosedObject, IdSchema, Nullable, TimestampString, WithSecret } from '../common/schemas.ts'

const Url = Type.String({
  minLength: 1,
  maxLength: 2000,
  description: 'Where deliveries are POSTed: http(s), a public address unless WEBHOOKS_ALLOW_PRIVATE_ADDRESSES is true',
})
const Events = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
  minItems: 1,
  maxItems: 50,
  description:
    'Event types or patterns: `*` (all), `change.*` (every change to the programme), `change.<action>` ' +
    '(change.schedule.create, change.timeslot.update, change.show.delete, …), `air.*` (what goes on air)',
})
const ShowIds = Type.Array(IdSchema, { maxItems: 500, description: 'Only events about these shows; empty: every show' })
const Description = Type.String({ maxLength: 500 })

export const WebhookSchema = Type.Object(
  {
    id: IdSchema,
    url: Type.String(),
    events: Type.Array(Type.String()),
    showIds: Type.Array(IdSchema),
    description: Type.String(),
    enabled: Type.Boolean(),
    disabledAt: Nullable(TimestampString),
    disabledReason: Nullable(
      Type.String({ description: 'Why it is disabled: by an admin, or after failing for a day' }),
    ),
    failingSince: Nullable(TimestampString, { description: 'First failure since the last success; null: not failing' }),
    createdAt: TimestampString,
  },
  { title: 'Webhook', description: 'A webhook endpoint (never its secret)' },
)
export type WebhookView = Static<typeof WebhookSchema>

export const CreatedWebhookSchema = WithSecret(
  WebhookSchema,
  { secret: 'The signing secret (`whsec_` + base64 key, Standard Webhooks): shown in this answer only' },
  { title: 'CreatedWebhook' },
)
export type CreatedWebhookView = Static<typeof CreatedWebhookSchema>

export const CreateWebhookBody = ClosedObject(
  { url: Url, events: Events, showIds: Type.Optional(ShowIds), description: Type.Optional(Description) },
  { title: 'WebhookCreate', example: { url: 'https://automation.example.org/onair', events: ['change.*'] } },
)

export const UpdateWebhookBody = ClosedObject(
  {
    url: Type.Optional(Url),
    events: Type.Optional(Events),
    showIds: Type.Optional(ShowIds),
    description: Type.Optional(Description),
    enabled: Type.Optional(Type.Boolean({ description: 'true brings back a disabled endpoint with a clean record' })),
  },
  { minProperties: 1, title: 'WebhookUpdate', example: { enabled: true } },
)

export const WebhookList = Type.Array(WebhookSchema, { title: 'WebhookList' })

export const WebhookAttemptSchema = Type.Object(
  {
    at: TimestampString,
    durationMs: Type.Integer(),
    status: Nullable(Type.Integer({ description: "The receiver's HTTP status; null: no answer" })),
    error: Nullable(Type.String({ description: 'Why it failed; null: delivered' })),
  },
  { title: 'WebhookAttempt' },
)

export const WebhookDeliverySchema = Type.Object(
  {
    id: Type.Integer(),
    webhookId: IdSchema,
    eventId: Type.String({ description: 'The webhook-id header: the same on every attempt and replay' }),
    eventType: Type.String(),
    state: Type.Union([Type.Literal('pending'), Type.Literal('delivered'), Type.Literal('failed')]),
    attempts: Type.Array(WebhookAttemptSchema),
    nextAttemptAt: Nullable(TimestampString, { description: 'When it is tried next; null once delivered or failed' }),
    createdAt: TimestampString,
    deliveredAt: Nullable(TimestampString),
    payload: Type.String({ description: 'The exact body sent' }),
  },
  { title: 'WebhookDelivery' },
)
export type WebhookDeliveryView = Static<typeof WebhookDeliverySchema>

export const WebhookDeliveryPage = Type.Object(
  {
    items: Type.Array(WebhookDeliverySchema),
    next: Nullable(Type.Integer(), { description: 'Pass as `before` for older deliveries; null at the end' }),
  },
  { title: 'WebhookDeliveryPage' },
)

export const DeliveryListQuery = ClosedObject({
  before: Type.Optional(Type.Integer({ minimum: 1, description: 'Deliveries older than this id' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
})

export const DeliveryParams = ClosedObject({
  id: IdSchema,
  deliveryId: Type.Integer({ minimum: 1, maximum: 9007199254740991 }),
})
