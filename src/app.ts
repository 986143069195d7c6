import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify, { type FastifyServerOptions } from 'fastify'
import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import authPlugin from './plugins/auth.ts'
import conventionsPlugin, { requestIdOf } from './plugins/conventions.ts'
import dbPlugin from './plugins/db.ts'
import errorsPlugin, { frameworkErrors } from './plugins/errors.ts'
import httpSecurityPlugin from './plugins/http-security.ts'
import idempotencyPlugin from './plugins/idempotency.ts'
import openapiPlugin from './plugins/openapi.ts'
import readCachePlugin from './plugins/read-cache.ts'
import retentionPlugin from './plugins/retention.ts'
import { validatorCompiler } from './plugins/validators.ts'
import calendar from './routes/calendar.ts'
import changes from './routes/changes.ts'
import episodes from './routes/episodes.ts'
import health from './routes/health.ts'
import playout from './routes/playout.ts'
import scheduleReads from './routes/schedule-reads.ts'
import schedules from './routes/schedules.ts'
import shows from './routes/shows.ts'
import station from './routes/station.ts'
import timeslots from './routes/timeslots.ts'
import tokens from './routes/tokens.ts'
import users from './routes/users.ts'
import reports from './http/reports/routes.ts'
import programmePages from './http/programme/routes.ts'
import { ChangeFeed } from './services/change-feed.ts'
import type { ServiceContext } from './services/context.ts'

export interface AppDeps {
  db: Db
  /** The clock, epoch ms. Defaults to the real one. */
  now?: () => number
  logger?: FastifyServerOptions['logger']
}

/** Builds the Fastify app without listening: server.ts listens, tests use `app.inject`. */
export async function buildApp(config: Config, deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    ajv: { customOptions: { removeAdditional: false } },
    // The contract writes `/api/v1/schedules/`; clients send it with and without the slash.
    routerOptions: { ignoreTrailingSlash: true },
    requestIdHeader: false,
    genReqId: requestIdOf,
    frameworkErrors,
  }).withTypeProvider<TypeBoxTypeProvider>()
  app.setValidatorCompiler(validatorCompiler())

  const feed = new ChangeFeed(deps.db, { pollMs: 5_000 })
  const ctx: ServiceContext = { db: deps.db, config, now: deps.now ?? Date.now, feed }
  await app.register(conventionsPlugin)
  await app.register(errorsPlugin)
  await app.register(dbPlugin, { db: deps.db })
  app.decorate('ctx', ctx)
  app.addHook('onReady', () => feed.start())
  // Before the database closes (hooks run in reverse order of registration).
  app.addHook('preClose', () => feed.stop())
  await app.register(retentionPlugin)
  await app.register(httpSecurityPlugin)
  // Before auth: authentication reads the access version with the programme version.
  await app.register(readCachePlugin)
  await app.register(authPlugin)
  await app.register(idempotencyPlugin)
  await app.register(openapiPlugin)

  await app.register(health)
  await app.register(station)
  await app.register(shows)
  await app.register(schedules)
  await app.register(scheduleReads)
  await app.register(timeslots)
  await app.register(calendar)
  await app.register(episodes)
  await app.register(playout)
  await app.register(users)
  await app.register(tokens)
  await app.register(changes)
  await app.register(reports)
  await app.register(programmePages)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
