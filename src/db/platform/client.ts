/** The database the app holds (`Db`): Prisma on PGlite in DATA_DIR or on a PostgreSQL pool at DATABASE_URL. */
import type { PGlite } from '@electric-sql/pglite'
import { EMBEDDED_TEMPLATE } from '../../locations.ts'
import type { PrismaClient } from '../generated/client.ts'
import { lockDataDir } from './data-dir-lock.ts'
import { countWrites, openPGlite, type WriteCount } from './pglite.ts'
import type { PoolSettings } from './pool.ts'

export type { PrismaClient }
/** What db functions accept: the client itself or the client of a running transaction. */
export type DbClient = Omit<PrismaClient, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>

/** One raw SQL session, for migrations and readiness checks (Prisma cannot run multi-statement scripts). */
export interface SqlConnection {
  exec(script: string): Promise<void>
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>
}

export interface Db {
  kind: 'embedded' | 'postgres'
  client: PrismaClient
  /** A session of its own (on PostgreSQL a dedicated connection with no statement timeout, for migrations). */
  withConnection<T>(fn: (conn: SqlConnection) => Promise<T>): Promise<T>
  /** Calls `onPayload` for each NOTIFY on `channel` after its commit, and `onGap` when some may have been missed. */
  listen(channel: string, onPayload: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>
  /** One read straight on the pool or PGlite, without Prisma's round trip: what every request asks. */
  read<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>
  /** Embedded only: how many writes have ended (unchanged: nothing committed changed); null on PostgreSQL. */
  writes(): number | null
  /** Calls `listener` each time `writes()` moves (never on PostgreSQL), until the returned stop. */
  afterWrites(listener: () => void): () => void
  /** Rejects when the database does not answer within the readiness timeout. */
  ping(): Promise<void>
  close(): Promise<void>
}

export interface DbOptions {
  databaseUrl: string | null
  dataDir: string
  dbPoolMax?: number
  dbConnectTimeoutMs?: number
  dbStatementTimeoutMs?: number
  dbIdleTimeoutMs?: number
  dbReadyTimeoutMs?: number
  /** What a new embedded database starts from instead of the template: a PGlite dump (tests start from a migrated one). */
  embeddedInitialData?: Blob
}

/** Opens the embedded database in `dataDir` (created on first use) or PostgreSQL at `databaseUrl`. */
export async function createDb(options: DbOptions): Promise<Db> {
  const { db, ready } = await openDb(options)
  try {
    await ready
  } catch (error) {
    await db.close().catch(() => {})
    throw error
  }
  return db
}

/** The database at once, and `ready` when it answers: the embedded one's second of start can build the app. */
export async function openDb(options: DbOptions): Promise<{ db: Db; ready: Promise<void> }> {
  const { db, ready } = await (options.databaseUrl === null
    ? openEmbedded(options)
    : openPostgres(options.databaseUrl, options))
  // Closing twice (app shutdown, then a test's cleanup) must be harmless.
  let closing: Promise<void> | undefined
  return { db: { ...db, close: () => (closing ??= db.close()) }, ready }
}

async function openEmbedded(options: DbOptions): Promise<{ db: Db; ready: Promise<void> }> {
  const unlock = options.dataDir.startsWith('memory://') ? async () => {} : await lockDataDir(options.dataDir)
  try {
    const [{ pglite, ready }, { PrismaClient }, { PrismaPGlite }] = await Promise.all([
      openPGlite(options.dataDir, options.embeddedInitialData ?? EMBEDDED_TEMPLATE),
      import('../generated/client.ts'),
      import('pglite-prisma-adapter'),
    ])
    const writes = countWrites(pglite)
    const client = new PrismaClient({ adapter: new PrismaPGlite(pglite) })
    const db = embeddedDb(pglite, client, writes, options.dbReadyTimeoutMs ?? 1500)
    return { db: { ...db, close: () => db.close().finally(unlock) }, ready }
  } catch (error) {
    await unlock()
    throw error
  }
}

function embeddedDb(pglite: PGlite, client: PrismaClient, counted: WriteCount, readyTimeoutMs: number): Db {
  const conn: SqlConnection = {
    exec: async (script) => {
      await pglite.exec(script)
    },
    query: async <Row>(sql: string, params?: unknown[]) => (await pglite.query<Row>(sql, params)).rows,
  }
  return {
    kind: 'embedded',
    client,
    withConnection: (fn) => fn(conn),
    read: conn.query,
    ...counted,
    listen: async (channel, onPayload) => {
      const unlisten = await pglite.listen(channel, onPayload)
      return async () => {
        if (!pglite.closed) await unlisten()
      }
    },
    ping: () => within(readyTimeoutMs, conn.query('SELECT 1')),
    close: async () => {
      await client.$disconnect()
      if (!pglite.closed) await pglite.close()
    },
  }
}

async function openPostgres(databaseUrl: string, options: DbOptions): Promise<{ db: Db; ready: Promise<void> }> {
  const [{ createPool, listenOnPostgres, openSession }, { PrismaClient }, { PrismaPg }] = await Promise.all([
    import('./pool.ts'),
    import('../generated/client.ts'),
    import('@prisma/adapter-pg'),
  ])
  const readyTimeoutMs = options.dbReadyTimeoutMs ?? 1500
  const settings: PoolSettings = {
    max: options.dbPoolMax ?? 10,
    connectTimeoutMs: options.dbConnectTimeoutMs ?? 3000,
    statementTimeoutMs: options.dbStatementTimeoutMs ?? 60_000,
    idleTimeoutMs: options.dbIdleTimeoutMs ?? 10_000,
    // As long as /ready waits: a query unanswered longer makes the pool check the server answers at all.
    stallMs: readyTimeoutMs,
  }
  const pool = createPool(databaseUrl, settings)
  const client = new PrismaClient({ adapter: new PrismaPg(pool) })
  const db: Db = {
    kind: 'postgres',
    client,
    withConnection: async (fn) => {
      const session = await openSession(databaseUrl, settings.connectTimeoutMs)
      try {
        return await fn({
          exec: async (script) => {
            await session.query(script)
          },
          query: async <Row>(sql: string, params?: unknown[]) => (await session.query(sql, params)).rows as Row[],
        })
      } finally {
        await session.end().catch(() => {})
      }
    },
    read: async <Row>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as Row[],
    writes: () => null,
    afterWrites: () => () => {},
    listen: (channel, onPayload, onGap) =>
      listenOnPostgres(databaseUrl, settings.connectTimeoutMs, channel, onPayload, onGap),
    ping: () => within(readyTimeoutMs, pool.query('SELECT 1')),
    close: async () => {
      await client.$disconnect()
      await pool.end()
    },
  }
  // Connections open on first use; the migrations at start are the first.
  return { db, ready: Promise.resolve() }
}

/** Settles like `work`, or rejects after `ms` if it has not by then (the work itself goes on to its own timeouts). */
async function within(ms: number, work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms)
  })
  try {
    await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}
