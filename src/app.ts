import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify, { type FastifyServerOptions } from 'fastify'
import type { Config } from './config.ts'
import { ChangeFeed } from './db/platform/change-feed.ts'
import type { Db } from './db/platform/client.ts'
import air from './http/air/routes.ts'
import changes from './http/changes/routes.ts'
import episodes from './http/episodes/routes.ts'
import guides from './http/guides/routes.ts'
import health from './http/health/routes.ts'
import holidays from './http/holidays/routes.ts'
import imports from './http/imports/routes.ts'
import liveAccess from './http/live-access/routes.ts'
import notifications from './http/notifications/routes.ts'
import planner from './http/planner/routes.ts'
import playout from './http/playout/routes.ts'
import programmePages from './http/programme/routes.ts'
import reports from './http/reports/routes.ts'
import scheduleMoves from './http/schedules/move-routes.ts'
import scheduleReads from './http/schedules/read-routes.ts'
import schedules from './http/schedules/routes.ts'
import variantA from './http/schedules/variant-a-routes.ts'
import seasons from './http/seasons/routes.ts'
import shows from './http/shows/routes.ts'
import station from './http/station/routes.ts'
import streamTickets from './http/stream-tickets/routes.ts'
import calendar from './http/timeslots/ical-routes.ts'
import timeslotMoves from './http/timeslots/move-routes.ts'
import timeslots from './http/timeslots/routes.ts'
import tokens from './http/tokens/routes.ts'
import users from './http/users/routes.ts'
import webhooks from './http/webhooks/routes.ts'
import authPlugin from './plugins/auth.ts'
import conventionsPlugin, { requestIdOf } from './plugins/conventions.ts'
import dbPlugin from './plugins/db.ts'
import errorsPlugin, { frameworkErrors } from './plugins/error-handler.ts'
import httpSecurityPlugin from './plugins/http-security.ts'
import idempotencyPlugin from './plugins/idempotency.ts'
import openapiPlugin from './plugins/openapi.ts'
import permissionDocsPlugin from './plugins/permission-docs.ts'
import readCachePlugin from './plugins/read-cache.ts'
import retentionPlugin from './plugins/retention.ts'
import routeRegistryPlugin from './plugins/route-registry.ts'
import { serializersOnFirstUse } from './plugins/serializers.ts'
import { validatorCompiler } from './plugins/validation/validators.ts'
import { LiveAccessReads } from './services/air/live-access-reads.ts'
import type { ServiceContext } from './services/context.ts'
import { type Mailer, smtpMailer } from './services/notifications/mailer.ts'
import { AirEvents } from './services/workers/air-events.ts'
import { HorizonWorker } from './services/workers/horizon-worker.ts'
import { NotificationDispatcher } from './services/workers/notification-dispatcher.ts'
import { WebhookDispatcher } from './services/workers/webhook-dispatcher.ts'

export interface AppDeps {
  db: Db
  /** The clock, epoch ms. Defaults to the real one. */
  now?: () => number
  logger?: FastifyServerOptions['logger']
  /** Where notification mails go; defaults to SMTP_URL's server (none without it). */
  mailer?: Mailer | null
}

/** Builds the Fastify app without listening: server.ts listens, tests use `app.inject`. */
export async function buildApp(config: Config, deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    // A body that arrives slowly, or headers that never end, must not hold a connection (issue 35).
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    bodyLimit: config.http.bodyLimitBytes,
    http: {
      requestTimeout: config.http.requestTimeoutMs,
      headersTimeout: config.http.headersTimeoutMs,
      // Node looks for expired requests only this often (30 s by default), which would stretch every timeout.
      connectionsCheckingInterval: Math.min(1000, config.http.headersTimeoutMs),
    },
    ajv: { customOptions: { removeAdditional: false } },
    schemaController: { compilersFactory: { buildSerializer: serializersOnFirstUse() } },
    // The contract writes `/api/v1/schedules/`; clients send it with and without the slash.
    routerOptions: { ignoreTrailingSlash: true },
    requestIdHeader: false,
    genReqId: requestIdOf,
    frameworkErrors,
  }).withTypeProvider<TypeBoxTypeProvider>()
  const validators = validatorCompiler()
  app.setValidatorCompiler(validators)
  // Not awaited: the validators no request has needed yet are compiled in the turns the service is idle.
  app.addHook('onListen', async () => {
    void validators.compileRest()
  })

  const feed = new ChangeFeed(deps.db, { pollMs: 5_000 })
  const now = deps.now ?? Date.now
  const airEvents = new AirEvents({ db: deps.db, config, now, feed })
  const dispatcher = new WebhookDispatcher({
    db: deps.db,
    config,
    now,
    feed,
    air: airEvents,
    log: app.log.child({ component: 'webhooks' }),
  })
  const { smtpUrl, smtpFrom } = config.notifications
  const mailer = deps.mailer !== undefined ? deps.mailer : smtpUrl === null ? null : smtpMailer(smtpUrl, smtpFrom)
  const notifier = new NotificationDispatcher({
    db: deps.db,
    config,
    now,
    feed,
    mailer,
    webhooks: dispatcher,
    log: app.log.child({ component: 'notifications' }),
  })
  const ctx: ServiceContext = {
    db: deps.db,
    config,
    now,
    feed,
    air: airEvents,
    webhooks: dispatcher,
    notifications: notifier,
    liveAccessReads: new LiveAccessReads(deps.db, now, config.liveAccess),
  }
  await app.register(conventionsPlugin)
  await app.register(errorsPlugin)
  await app.register(dbPlugin, { db: deps.db })
  app.decorate('ctx', ctx)
  app.addHook('onReady', () => feed.start())
  app.addHook('onReady', async () => dispatcher.start())
  app.addHook('onReady', async () => notifier.start())
  const horizonWorker = new HorizonWorker(ctx, app.log.child({ component: 'horizon' }))
  app.addHook('onReady', async () => horizonWorker.start())
  // Before the database closes (hooks run in reverse order of registration).
  app.addHook('preClose', () => {
    ctx.liveAccessReads.close()
    ctx.air.stop()
    return feed.stop()
  })
  app.addHook('preClose', () => dispatcher.stop())
  app.addHook('preClose', () => horizonWorker.stop())
  app.addHook('preClose', async () => {
    await notifier.stop()
    mailer?.close()
  })
  await app.register(retentionPlugin)
  await app.register(httpSecurityPlugin)
  // Before auth: authentication reads the access version with the programme version.
  await app.register(readCachePlugin)
  await app.register(routeRegistryPlugin)
  await app.register(permissionDocsPlugin)
  await app.register(authPlugin)
  await app.register(idempotencyPlugin)
  await app.register(openapiPlugin)

  await app.register(health)
  await app.register(station)
  await app.register(shows)
  await app.register(schedules)
  await app.register(scheduleMoves)
  await app.register(timeslotMoves)
  await app.register(scheduleReads)
  await app.register(seasons)
  await app.register(timeslots)
  await app.register(calendar)
  await app.register(guides)
  await app.register(variantA)
  await app.register(episodes)
  await app.register(playout)
  await app.register(users)
  await app.register(tokens)
  await app.register(changes)
  await app.register(imports)
  await app.register(holidays)
  await app.register(air)
  await app.register(streamTickets)
  await app.register(webhooks)
  await app.register(liveAccess)
  await app.register(reports)
  await app.register(programmePages)
  await app.register(planner)
  await app.register(notifications)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
