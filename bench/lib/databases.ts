/**
 * The databases a bench runs on: a new embedded one, then a new PostgreSQL database when the server
 * at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) answers, dropped afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { createDb, type Db } from '../../src/db/platform/client.ts'

/** Runs `bench` on each database; `open` opens another connection to the same one (a second instance). */
export async function onEachDatabase(
  name: string,
  bench: (label: string, db: Db, open: () => Promise<Db>) => Promise<void>,
): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'onair-bench-'))
  try {
    const embedded = await createDb({ databaseUrl: null, dataDir })
    await bench('embedded (PGlite)', embedded, async () => ({ ...embedded, close: async () => {} }))
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }

  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const database = `onair_bench_${name}_${process.pid}`
  const admin = new pg.Client({ connectionString: adminUrl })
  try {
    await admin.connect()
    await admin.query(`CREATE DATABASE "${database}"`)
  } catch (error) {
    console.log(`PostgreSQL skipped: ${(error as Error).message}`)
    await admin.end().catch(() => {})
    return
  }
  try {
    const url = new URL(adminUrl)
    url.pathname = `/${database}`
    const open = () => createDb({ databaseUrl: url.toString(), dataDir: tmpdir() })
    await bench('PostgreSQL', await open(), open)
  } finally {
    await admin.query(`DROP DATABASE "${database}" WITH (FORCE)`)
    await admin.end()
  }
}

/**
 * Runs `run` with the URL of a new PostgreSQL database on the server of `adminUrl` (default
 * BENCH_DATABASE_URL), dropped afterwards, with every connection to it: for benches that start servers.
 */
export async function withPostgresDatabase<T>(
  name: string,
  run: (url: string) => Promise<T>,
  adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
): Promise<T> {
  const database = `onair_bench_${name}_${process.pid}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${database}"`)
  try {
    const url = new URL(adminUrl)
    url.pathname = `/${database}`
    return await run(url.toString())
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
    await admin.end()
  }
}
