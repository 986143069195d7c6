import type { FastifyReply } from 'fastify'
import { ERRORS } from '../../errors.ts'
import {
  confirmAddress,
  getSettings,
  listNotifications,
  resendNotification,
  unsubscribe,
  updateSettings,
} from '../../services/notifications/notification-settings.ts'
import { routePlugin } from '../common/routes.ts'
import { answer, errorAnswer, errorResponses } from '../common/schemas.ts'
import {
  HtmlPage,
  NotificationListQuery,
  NotificationPage,
  NotificationSchema,
  NotificationSettingsSchema,
  NotificationSettingsUpdate,
  OneClickBody,
  TokenQuery,
} from './schemas.ts'
import { LINK_PAGE_POLICY, linkPage, toNotificationView } from './views.ts'

/** A page for the person who followed a mail's link: its own policy (forms post only here), HTML. */
const sendPage = (reply: FastifyReply, html: string) =>
  reply.header('content-security-policy', LINK_PAGE_POLICY).type('text/html; charset=utf-8').send(html)
const page = (description: string) => ({
  200: { description, content: { 'text/html': { schema: HtmlPage } } },
  ...errorResponses,
})

/**
 * A user's notification settings, the links in every mail (confirm, unsubscribe), and the delivery log.
 * Mail clients post the one-click unsubscribe as a form (RFC 8058).
 */
export default routePlugin('notifications', { forms: true }, async (app, route) => {
  app.get(
    '/api/v1/users/me/notifications',
    route.options(
      {
        permission: 'account',
        operationId: 'getNotificationSettings',
        summary: 'What the caller hears about its broadcasts, and where',
      },
      {
        response: {
          200: answer('The settings (the defaults until changed)', NotificationSettingsSchema),
        },
      },
    ),
    async (request) => getSettings(app.ctx, request.caller),
  )

  app.patch(
    '/api/v1/users/me/notifications',
    route.options(
      {
        permission: 'account',
        operationId: 'updateNotificationSettings',
        summary:
          'Change what the caller hears about; a new email address gets a confirmation mail and nothing else until confirmed',
      },
      {
        body: NotificationSettingsUpdate,
        response: { 200: answer('The settings', NotificationSettingsSchema) },
      },
    ),
    async (request) => updateSettings(app.ctx, request.caller, request.body),
  )

  app.get(
    '/api/v1/notifications/confirm',
    route.options(
      {
        permission: 'public',
        operationId: 'confirmNotificationAddress',
        summary:
          'The link of a confirmation mail: the address receives notifications from now on (once, within 48 hours)',
      },
      {
        security: [],
        querystring: TokenQuery,
        response: page('Confirmed'),
      },
    ),
    async (request, reply) => {
      const { email } = await confirmAddress(app.ctx, request.query.token)
      return sendPage(reply, linkPage('Address confirmed', `Programme notifications will go to ${email}.`))
    },
  )

  app.get(
    '/api/v1/notifications/unsubscribe',
    route.options(
      {
        permission: 'public',
        operationId: 'unsubscribePage',
        summary:
          'The unsubscribe link of every mail: a page with one button (a link preview never unsubscribes anyone)',
      },
      {
        security: [],
        querystring: TokenQuery,
        response: page('The page'),
      },
    ),
    async (request, reply) =>
      sendPage(
        reply,
        linkPage('Unsubscribe', 'Stop every programme notification to this address?', {
          action: `/api/v1/notifications/unsubscribe?token=${encodeURIComponent(request.query.token)}`,
          button: 'Unsubscribe',
        }),
      ),
  )

  app.post(
    '/api/v1/notifications/unsubscribe',
    route.options(
      {
        permission: 'public',
        operationId: 'unsubscribe',
        summary:
          "Stop every notification to the address of this link (the one-click unsubscribe of RFC 8058, and the page's button)",
      },
      {
        security: [],
        querystring: TokenQuery,
        body: OneClickBody,
        response: page('Unsubscribed'),
      },
    ),
    async (request, reply) => {
      const { email } = await unsubscribe(app.ctx, request.query.token)
      return sendPage(
        reply,
        linkPage('Unsubscribed', `No more programme notifications will go to ${email ?? 'this address'}.`),
      )
    },
  )

  app.get(
    '/api/v1/notifications',
    route.options(
      {
        permission: 'account',
        operationId: 'listNotifications',
        summary: "The delivery log, newest first: an admin's of everyone, anyone else's own",
      },
      {
        querystring: NotificationListQuery,
        response: {
          200: answer('A page of notifications', NotificationPage),
          403: errorAnswer("Another user's log, asked by a non-admin", ERRORS.forbidden),
        },
      },
    ),
    async (request) => {
      const { items, next } = await listNotifications(app.ctx, request.caller, request.query)
      return { items: items.map(toNotificationView), next }
    },
  )

  app.post(
    '/api/v1/notifications/:id/resend',
    route.byId(
      {
        permission: 'notifications.manage',
        operationId: 'resendNotification',
        summary: 'Send a notification again (admins)',
      },
      {
        response: {
          200: answer('Due again now', NotificationSchema),
          409: errorAnswer('It is waiting to be sent already', ERRORS.notificationPending),
        },
      },
    ),
    async (request) => toNotificationView(await resendNotification(app.ctx, request.caller, request.params.id)),
  )
})
