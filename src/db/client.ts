import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { PrismaPg } from '@prisma/adapter-pg'
import pg from 'pg'
import { PrismaPGlite } from 'pglite-prisma-adapter'
import { PrismaClient } from './generated/client.ts'

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
  withConnection<T>(fn: (conn: SqlConnection) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export interface DbOptions {
  databaseUrl: string | null
  dataDir: string
}

/** Opens the embedded database in `dataDir` (created on first use) or PostgreSQL at `databaseUrl`. */
export async function createDb(options: DbOptions): Promise<Db> {
  const db = await (options.databaseUrl === null ? openEmbedded(options.dataDir) : openPostgres(options.databaseUrl))
  // Closing twice (app shutdown, then a test's cleanup) must be harmless.
  let closing: Promise<void> | undefined
  return { ...db, close: () => (closing ??= db.close()) }
}

async function openEmbedded(dataDir: string): Promise<Db> {
  await mkdir(dataDir, { recursive: true })
  const pglite = await PGlite.create(dataDir, { extensions: { btree_gist } })
  const client = new PrismaClient({ adapter: new PrismaPGlite(pglite) })
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
    close: async () => {
      await client.$disconnect()
      if (!pglite.closed) await pglite.close()
    },
  }
}

async function openPostgres(databaseUrl: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {})
  const client = new PrismaClient({ adapter: new PrismaPg(pool) })
  return {
    kind: 'postgres',
    client,
    withConnection: async (fn) => {
      const session = await pool.connect()
      try {
        return await fn({
          exec: async (script) => {
            await session.query(script)
          },
          query: async <Row>(sql: string, params?: unknown[]) =>
            (await session.query(sql, params)).rows as Row[],
        })
      } finally {
        session.release()
      }
    },
    close: async () => {
      await client.$disconnect()
      await pool.end()
    },
  }
}
