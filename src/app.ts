import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Ajv, type Options as AjvOptions } from 'ajv'
import addFormatsModule from 'ajv-formats'
import Fastify, { type FastifyServerOptions } from 'fastify'
import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import dbPlugin from './plugins/db.ts'
import errorsPlugin from './plugins/errors.ts'
import openapiPlugin from './plugins/openapi.ts'
import calendar from './routes/calendar.ts'
import episodes from './routes/episodes.ts'
import health from './routes/health.ts'
import playout from './routes/playout.ts'
import scheduleReads from './routes/schedule-reads.ts'
import schedules from './routes/schedules.ts'
import shows from './routes/shows.ts'
import timeslots from './routes/timeslots.ts'
import { createServices } from './services/index.ts'

export interface AppDeps {
  db: Db
  /** The clock, epoch ms. Defaults to the real one. */
  now?: () => number
  logger?: FastifyServerOptions['logger']
}

// ajv-formats is CommonJS with a default export; under nodenext it arrives wrapped.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv

function makeAjv(options: AjvOptions): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    useDefaults: true,
    // Unknown fields are rejected by `additionalProperties: false`, never silently dropped.
    removeAdditional: false,
    strict: false,
    ...options,
  })
  return addFormats(ajv)
}

/** Builds the Fastify app without listening: server.ts listens, tests use `app.inject`. */
export async function buildApp(config: Config, deps: AppDeps) {
  const now = deps.now ?? Date.now
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    ajv: { customOptions: { removeAdditional: false } },
    // The contract writes `/api/v1/schedules/`; clients send it with and without the slash.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<TypeBoxTypeProvider>()

  // A JSON body is taken as sent (`"5"` stays a string); only query strings and path params,
  // which are text by nature, are coerced to the declared types.
  const bodyAjv = makeAjv({ coerceTypes: false })
  const textAjv = makeAjv({ coerceTypes: 'array' })
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object),
  )

  await app.register(errorsPlugin)
  await app.register(dbPlugin, { db: deps.db })
  app.decorate('services', createServices({ db: deps.db, config, now }))
  await app.register(openapiPlugin)

  await app.register(health)
  await app.register(shows)
  await app.register(schedules)
  await app.register(scheduleReads)
  await app.register(timeslots)
  await app.register(calendar)
  await app.register(episodes)
  await app.register(playout)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
