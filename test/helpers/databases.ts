import { createHash } from 'node:crypto'
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { createDb, type Db } from '../../src/db/client.ts'
import { applyMigrations, MIGRATIONS_DIR } from '../../src/db/migrate.ts'

export type DatabaseKind = 'embedded' | 'postgres'

/** The embedded database always; PostgreSQL too when TEST_DATABASE_URL points at one. */
export function testDatabases(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded']
}

/**
 * A migrated embedded data directory, made once per migration set and copied for each test:
 * initdb costs seconds, a copy a fraction of that.
 */
export async function embeddedTemplate(): Promise<string> {
  const dir = join(tmpdir(), `onair-pglite-template-${await migrationsDigest()}`)
  if (await exists(join(dir, 'PG_VERSION'))) return dir
  const building = `${dir}.building-${process.pid}-${Date.now()}`
  const db = await createDb({ databaseUrl: null, dataDir: building })
  await applyMigrations(db)
  await db.close()
  try {
    await rename(building, dir)
  } catch {
    // Another test process won the race; its template is as good as ours.
    await rm(building, { recursive: true, force: true })
  }
  return dir
}

/** A fresh, migrated database of the given kind, removed when `cleanup` runs. */
export async function freshDatabase(kind: DatabaseKind, scratchDir: string): Promise<{ db: Db; cleanup: () => Promise<void> }> {
  if (kind === 'embedded') {
    const dataDir = join(scratchDir, 'pglite')
    await mkdir(scratchDir, { recursive: true })
    await cp(await embeddedTemplate(), dataDir, { recursive: true })
    const db = await createDb({ databaseUrl: null, dataDir })
    return { db, cleanup: () => db.close() }
  }
  const adminUrl = testDatabaseUrl()
  const name = `onair_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const db = await createDb({ databaseUrl: url.toString(), dataDir: scratchDir })
  await applyMigrations(db)
  return {
    db,
    cleanup: async () => {
      await db.close()
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    },
  }
}

/** Only a URL explicitly given for tests is used, and only to create and drop onair_test_* databases. */
function testDatabaseUrl(): string {
  const value = process.env.TEST_DATABASE_URL
  if (!value || !/^postgres(ql)?:\/\//.test(value)) {
    throw new Error('TEST_DATABASE_URL must be a postgres:// URL of a server where test databases may be created')
  }
  return value
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

async function migrationsDigest(): Promise<string> {
  const hash = createHash('sha256')
  for (const name of (await readdir(MIGRATIONS_DIR)).sort()) {
    const file = join(MIGRATIONS_DIR, name, 'migration.sql')
    if (await exists(file)) hash.update(name).update(await readFile(file))
  }
  return hash.digest('hex').slice(0, 16)
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  )
}
