import pg from 'pg'
import type { Test } from 'tap'

/** PostgreSQL tests run only where TEST_DATABASE_URL points at a server where test databases may be created. */
export function postgresSkipReason(): string | false {
  return process.env.TEST_DATABASE_URL ? false : 'TEST_DATABASE_URL is not set (a PostgreSQL server for test databases)'
}

/** A new, empty onair_test_* database (the server migrates it at start), dropped when the test ends. */
export async function createTestDatabase(t: Test): Promise<{ url: string; host: string; port: number }> {
  const admin = process.env.TEST_DATABASE_URL
  if (!admin || !/^postgres(ql)?:\/\//.test(admin)) throw new Error('TEST_DATABASE_URL must be a postgres:// URL')
  const name = `onair_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  await adminQuery(admin, `CREATE DATABASE "${name}"`)
  t.teardown(() => adminQuery(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
  const url = new URL(admin)
  url.pathname = `/${name}`
  return { url: url.toString(), host: url.hostname, port: Number(url.port || 5432) }
}

/** The same database reached through another host and port (a proxy in front of it). */
export function via(url: string, port: number): string {
  const through = new URL(url)
  through.hostname = '127.0.0.1'
  through.port = String(port)
  return through.toString()
}

export async function adminQuery<Row = Record<string, unknown>>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql, params)).rows as Row[]
  } finally {
    await client.end()
  }
}
