import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { PGlite, PGliteOptions } from '@electric-sql/pglite'
import { EMBEDDED_TEMPLATE } from '../../locations.ts'
import type { PrismaClient } from '../generated/client.ts'
import { lockDataDir } from './data-dir-lock.ts'
import type { PoolSettings } from './pool.ts'
import { isReadStatement } from './statements.ts'

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
  /**
   * Calls `onPayload` for each NOTIFY on `channel` (delivered after the notifying transaction commits)
   * and `onGap` whenever notifications may have been missed (a lost connection), until the returned stop.
   */
  listen(channel: string, onPayload: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>
  /**
   * One read statement straight on the pool (PostgreSQL) or PGlite, without Prisma's round trip: for the
   * few questions asked on every request (the programme version). On PGlite it waits for a running
   * transaction to end, like every other query there.
   */
  read<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>
  /**
   * On the embedded database, which only this process opens: how many statements that could have
   * written (anything but a plain read, and every transaction and script) have ended so far. While it
   * stays the same, nothing committed changed: a write that has begun and not ended is not seen by
   * any read (on PGlite a read waits for it). Null on PostgreSQL, where others write too.
   */
  writes(): number | null
  /** Calls `listener` each time `writes()` moves (never on PostgreSQL), until the returned stop. */
  afterWrites(listener: () => void): () => void
  /** Resolves when the database answers a query, rejects when it does not within the readiness timeout. */
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
  /**
   * What a new embedded database starts from instead of the built-in template: a PGlite dump
   * (`dumpDataDir`). Tests start each database in memory from a dump of a migrated one.
   */
  embeddedInitialData?: Blob
}

// Present while a new data directory is being filled: a start killed half-way leaves it, and the next start
// begins again instead of opening half a cluster.
const INITIALISING_MARKER = '.onair-initialising'

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

/**
 * The database at once, and `ready` settling when it answers: the embedded one takes about a second to
 * start (more on a new data directory), which the caller can spend building the app. Queries sent
 * before that wait for it.
 */
export async function openDb(options: DbOptions): Promise<{ db: Db; ready: Promise<void> }> {
  const { db, ready } = await (options.databaseUrl === null
    ? openEmbedded(options)
    : openPostgres(options.databaseUrl, options))
  // Closing twice (app shutdown, then a test's cleanup) must be harmless.
  let closing: Promise<void> | undefined
  return { db: { ...db, close: () => (closing ??= db.close()) }, ready }
}

type PGliteArtifacts = Required<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>>

let pgliteArtifacts: Promise<PGliteArtifacts> | undefined

// Node's WebAssembly global, which Node 20's types leave out.
const { WebAssembly } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<PGliteArtifacts['pgliteWasmModule']> }
}

/**
 * PGlite's WebAssembly, compiled, and its file-system image, read from the start instead of once its
 * module has loaded and its constructor asks for them: on a start the reading and compiling then run
 * beside the loading of the app's modules instead of after it. Once per process: every database opened
 * (a test opens many) shares the compiled module.
 */
function pgliteArtifactsOnce(): Promise<PGliteArtifacts> {
  pgliteArtifacts ??= loadPGliteArtifacts().catch((error: unknown) => {
    // A read or compile that failed is tried again by the next database opened, not remembered.
    pgliteArtifacts = undefined
    throw error
  })
  return pgliteArtifacts
}

async function loadPGliteArtifacts(): Promise<PGliteArtifacts> {
  const artifact = (name: string) => readFile(new URL(import.meta.resolve(`@electric-sql/pglite/${name}`)))
  const [pgliteWasmModule, fsBundle] = await Promise.all([
    artifact('pglite.wasm').then((bytes) => WebAssembly.compile(bytes)),
    artifact('pglite.data').then((bytes) => new Blob([bytes])),
  ])
  return { pgliteWasmModule, fsBundle }
}

/**
 * PGlite on `dataDir` with the extensions our migrations need, from the template when the directory is
 * new; `ready` settles when it has started.
 */
export async function openPGlite(
  dataDir: string,
  template: URL | Blob | null = EMBEDDED_TEMPLATE,
): Promise<{ pglite: PGlite; ready: Promise<void> }> {
  const [{ PGlite }, { btree_gist }, { pgliteWasmModule, fsBundle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    pgliteArtifactsOnce(),
  ])
  // 32 MB of shared buffers instead of PGlite's 128 MB: years of a station's programme fit in it, and
  // setting up the larger pool costs a tenth of a second at every start.
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB']
  const options = { extensions: { btree_gist }, startParams, pgliteWasmModule, fsBundle }
  const existing = (pglite: PGlite) => ({ pglite, ready: pglite.waitReady })
  const fromTemplate = async () => {
    const data =
      template instanceof URL
        ? await readFile(template).then(
            (bytes) => new Blob([bytes]),
            () => null,
          )
        : template
    return data === null ? {} : { loadDataDir: data }
  }
  if (dataDir.startsWith('memory://')) return existing(new PGlite(dataDir, { ...options, ...(await fromTemplate()) }))
  const marker = join(dataDir, INITIALISING_MARKER)
  // Every file of a half-filled directory is one the template (or initdb) writes again.
  if (await exists(marker)) await rm(join(dataDir, 'PG_VERSION'), { force: true })
  if (await exists(join(dataDir, 'PG_VERSION'))) return existing(new PGlite(dataDir, options))

  await mkdir(dataDir, { recursive: true })
  await writeFile(marker, '')
  const pglite = new PGlite(dataDir, { ...options, ...(await fromTemplate()) })
  return { pglite, ready: pglite.waitReady.then(() => rm(marker)) }
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

/**
 * Counts, on the PGlite instance itself, every statement that could write as it ends: Prisma's
 * adapter, raw SQL, migrations and scripts all go through these three methods (statements inside a
 * transaction go through its own `tx`, so a transaction counts as a whole). A counter that moved is
 * all a caller learns; it is read to skip re-reading what cannot have changed.
 */
function countWrites(pglite: PGlite): WriteCount {
  let count = 0
  const listeners = new Set<() => void>()
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work()
    } finally {
      count++
      for (const listener of listeners) listener()
    }
  }
  const query = pglite.query.bind(pglite)
  const exec = pglite.exec.bind(pglite)
  const transaction = pglite.transaction.bind(pglite)
  pglite.query = ((sql: string, ...rest: unknown[]) =>
    isReadStatement(sql)
      ? (query as (...args: unknown[]) => unknown)(sql, ...rest)
      : counted(() => (query as (...args: unknown[]) => Promise<unknown>)(sql, ...rest))) as PGlite['query']
  pglite.exec = ((...args: Parameters<PGlite['exec']>) => counted(() => exec(...args))) as PGlite['exec']
  pglite.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    counted(() => transaction(...args))) as PGlite['transaction']
  return {
    writes: () => count,
    afterWrites: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

type WriteCount = Pick<Db, 'writes' | 'afterWrites'>

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

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  )
}
