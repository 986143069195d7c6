import {
  createEndpoint,
  getDelivery,
  getEndpoint,
  listDeliveries,
  listEndpoints,
  removeEndpoint,
  replayDelivery,
  updateEndpoint,
} from '../../services/webhooks/webhooks.ts'
import { noContentAfter, routePlugin } from '../common/routes.ts'
import { answer, errorAnswer } from '../common/schemas.ts'
import {
  CreatedWebhookSchema,
  CreateWebhookBody,
  DeliveryListQuery,
  DeliveryParams,
  UpdateWebhookBody,
  WebhookDeliveryPage,
  WebhookDeliverySchema,
  WebhookList,
  WebhookSchema,
} from './schemas.ts'
import { toCreatedWebhookView, toDeliveryView, toWebhookView } from './views.ts'

/** Signed webhooks: endpoints, their delivery log, replays. */
export default routePlugin('webhooks', async (app, route) => {
  app.get(
    '/api/v1/webhooks',
    route.options(
      {
        permission: 'webhooks.manage',
        operationId: 'listWebhooks',
        summary: 'Every webhook endpoint (never their secrets)',
      },
      {
        response: { 200: answer('The endpoints', WebhookList) },
      },
    ),
    async () => (await listEndpoints(app.ctx)).map(toWebhookView),
  )

  app.post(
    '/api/v1/webhooks',
    route.options(
      {
        permission: 'webhooks.manage',
        operationId: 'createWebhook',
        summary: 'Register a webhook endpoint; its signing secret is in this answer only',
        description:
          'Every delivery is a POST of `{type, timestamp, data}` signed as Standard Webhooks says: headers `webhook-id` (the event, ' +
          'the same on retries), `webhook-timestamp` (seconds) and `webhook-signature` = `v1,` + base64 HMAC-SHA256 of ' +
          '`<webhook-id>.<webhook-timestamp>.<body>` keyed with the base64-decoded part of the secret after `whsec_`. ' +
          'A 2xx answer within WEBHOOKS_TIMEOUT_MS delivers it; otherwise it is tried again after 5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h, ' +
          'and an endpoint failing for a day is disabled.',
      },
      {
        body: CreateWebhookBody,
        response: {
          201: answer('Registered: the secret is in `secret`, shown this once', CreatedWebhookSchema),
        },
      },
    ),
    async (request, reply) => {
      const endpoint = await createEndpoint(app.ctx, request.caller, request.body)
      return reply.code(201).header('location', `/api/v1/webhooks/${endpoint.id}`).send(toCreatedWebhookView(endpoint))
    },
  )

  app.get(
    '/api/v1/webhooks/:id',
    route.lookup(
      {
        permission: 'webhooks.manage',
        operationId: 'getWebhook',
        summary: 'One webhook endpoint: whether it is enabled, failing, or why it was disabled',
      },
      'The endpoint',
      WebhookSchema,
    ),
    async (request) => toWebhookView(await getEndpoint(app.ctx, request.params.id)),
  )

  app.patch(
    '/api/v1/webhooks/:id',
    route.byId(
      {
        permission: 'webhooks.manage',
        operationId: 'updateWebhook',
        summary: 'Change an endpoint, disable it, or enable it again',
      },
      {
        body: UpdateWebhookBody,
        response: { 200: answer('Changed', WebhookSchema) },
      },
    ),
    async (request) => toWebhookView(await updateEndpoint(app.ctx, request.params.id, request.body)),
  )

  app.delete(
    '/api/v1/webhooks/:id',
    route.discard(
      {
        permission: 'webhooks.manage',
        operationId: 'deleteWebhook',
        summary: 'Delete an endpoint and its delivery log',
      },
      'Deleted',
    ),
    async (request, reply) => noContentAfter(reply, removeEndpoint(app.ctx, request.params.id)),
  )

  app.get(
    '/api/v1/webhooks/:id/deliveries',
    route.byId(
      {
        permission: 'webhooks.manage',
        operationId: 'listWebhookDeliveries',
        summary: "The endpoint's delivery log, newest first, with every attempt",
      },
      {
        querystring: DeliveryListQuery,
        response: { 200: answer('A page of deliveries', WebhookDeliveryPage) },
      },
    ),
    async (request) => {
      const page = await listDeliveries(app.ctx, request.params.id, request.query)
      return { items: page.items.map(toDeliveryView), next: page.next }
    },
  )

  app.get(
    '/api/v1/webhooks/:id/deliveries/:deliveryId',
    route.options(
      {
        permission: 'webhooks.manage',
        operationId: 'getWebhookDelivery',
        summary: 'One delivery with its attempts',
      },
      {
        params: DeliveryParams,
        response: { 200: answer('The delivery', WebhookDeliverySchema) },
      },
    ),
    async (request) => toDeliveryView(await getDelivery(app.ctx, request.params.id, request.params.deliveryId)),
  )

  app.post(
    '/api/v1/webhooks/:id/deliveries/:deliveryId/replay',
    route.options(
      {
        permission: 'webhooks.manage',
        operationId: 'replayWebhookDelivery',
        summary: 'Send a delivery again, now (same webhook-id and body, a fresh timestamp and signature)',
      },
      {
        params: DeliveryParams,
        response: {
          202: answer('Queued: it is sent within a moment', WebhookDeliverySchema),
          409: errorAnswer('The endpoint is disabled: enable it first'),
        },
      },
    ),
    async (request, reply) =>
      reply
        .code(202)
        .send(
          toDeliveryView(
            await replayDelivery(app.ctx, request.params.id, request.params.deliveryId, () => app.ctx.webhooks.wake()),
          ),
        ),
  )
})
