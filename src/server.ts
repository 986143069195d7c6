import type { AddressInfo } from 'node:net'
import { enableCompileCache, flushCompileCache } from './compile-cache.ts'
import { loadConfig } from './config.ts'
import { type Db, openDb } from './db/platform/client.ts'
import { closeWithin, stopRequested } from './shutdown.ts'

/** Milliseconds since the process started, at each step of the start (logged with 'onair ready'). */
const startMs: Record<string, number> = {}
const mark = (step: string) => (startMs[step] = Math.round(performance.now()))

enableCompileCache()

async function main(): Promise<void> {
  const config = loadConfig(process.env)
  const stop = stopRequested((signal) => {
    console.error(`onair: ${signal} again, exiting without waiting for requests in flight`)
    process.exit(1)
  })
  // The database starts (PGlite compiles and starts Postgres, reading files and compiling WebAssembly in
  // the background) while the app's modules load and the app is built; it is migrated before listening.
  const [{ db, ready }, { buildApp }] = await Promise.all([
    openDb(config),
    import('./app.ts').finally(() => mark('modulesLoaded')),
  ])
  // A failed start is reported where it is awaited (migrate), not as an unhandled rejection meanwhile.
  ready.catch(() => {})
  const app = await buildApp(config, { db })
  mark('appBuilt')
  // Prisma's query compiler takes a few tenths of a second and no database: set up now, while PGlite
  // compiles, not at the first query (which meets and reports any failure here again).
  db.client.$connect().catch(() => {})
  // Migrated before ready: ready starts what reads the tables (the change feed, retention).
  const migrated = await migrate(db, ready)
  // Once stopping, every answer closes its connection: a kept-alive one would hold the close open.
  let stopping = false
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close')
  })
  await app.ready()
  await app.listen({ port: config.port, host: config.host })
  mark('listening')
  flushCompileCache()
  // Only once the port is ours: a first start that cannot listen (EADDRINUSE) must not create the first
  // admin and print its token, which the next start, finding a user, would never show again.
  const { bootstrapAccess } = await import('./services/access/bootstrap.ts')
  const { keepFirstAdminToken } = await import('./first-admin-token.ts')
  await bootstrapAccess(app.ctx, {
    info: (message) => app.log.info(message),
    warn: (message) => app.log.warn(message),
    keepFirstToken: (token) => keepFirstAdminToken(config.dataDir, token, process.stderr),
  })
  app.log.info(
    {
      // The port bound, which PORT=0 leaves to the system: how a supervisor (or a test) learns it.
      port: (app.server.address() as AddressInfo).port,
      database: db.kind === 'embedded' ? `embedded (${config.dataDir})` : 'postgresql',
      zone: config.stationTimeZone,
      migrationsApplied: migrated,
      startMs,
    },
    'onair ready',
  )
  const signal = await stop
  stopping = true
  app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'closing: finishing the requests in flight')
  // app.close() stops accepting, waits for the requests in flight, then onClose closes the database.
  await closeWithin(config.shutdownGraceMs, () => app.close(), app.log)
}

/** Waits for the database and migrates it; answers the names of the migrations this start applied. */
async function migrate(db: Db, ready: Promise<void>): Promise<string[]> {
  try {
    await ready
    mark('databaseOpen')
    // One query on an up-to-date database; the runner (advisory lock, checks, apply) only when needed.
    const { migrationsApplied } = await import('./db/platform/migrations-applied.ts')
    let migrated: string[] = []
    if (!(await migrationsApplied(db))) {
      const { applyMigrations } = await import('./db/platform/migrate.ts')
      migrated = await applyMigrations(db)
    }
    mark('migrated')
    return migrated
  } catch (error) {
    await db.close().catch(() => {})
    throw error
  }
}

main().catch((error: unknown) => {
  console.error(`onair could not start: ${(error as Error).message}`)
  process.exit(1)
})
