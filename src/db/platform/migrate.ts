import { createHash, randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { MigrationError } from '../../errors.ts'
import { MIGRATIONS_DIR } from '../../locations.ts'
import type { Db, SqlConnection } from './client.ts'

// The key `prisma migrate` locks on, so our runner and Prisma's never migrate one database at once.
const PRISMA_ADVISORY_LOCK = 72707369

// Prisma's own bookkeeping table, column for column, so `prisma migrate deploy` agrees with us.
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
);`

interface Migration {
  name: string
  sql: string
  checksums: string[]
}

interface AppliedRow {
  migration_name: string
  checksum: string
}

/**
 * Applies the migrations in `dir` not recorded yet, each in its own transaction; returns their names. A failing
 * one is rolled back; an applied one whose file has changed is an error.
 */
export async function applyMigrations(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = await readMigrations(dir)
  return db.withConnection(async (conn) => {
    await conn.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK])
    try {
      return await applyPending(conn, migrations)
    } finally {
      await conn.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK])
    }
  })
}

async function applyPending(conn: SqlConnection, migrations: Migration[]): Promise<string[]> {
  await conn.exec(CREATE_MIGRATIONS_TABLE)
  const rows = await conn.query<AppliedRow>(
    'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
  )
  const applied = new Map(rows.map((row) => [row.migration_name, row.checksum]))
  const done: string[] = []
  for (const migration of migrations) {
    const recorded = applied.get(migration.name)
    if (recorded !== undefined) {
      if (!migration.checksums.includes(recorded)) {
        throw new MigrationError(
          migration.name,
          'was modified after it was applied; restore the file or add a new migration',
        )
      }
      continue
    }
    await applyOne(conn, migration)
    done.push(migration.name)
  }
  return done
}

async function applyOne(conn: SqlConnection, migration: Migration): Promise<void> {
  await conn.exec('BEGIN')
  try {
    await conn.exec(migration.sql)
    await conn.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), now(), 1)`,
      [randomUUID(), migration.checksums[0], migration.name],
    )
    await conn.exec('COMMIT')
  } catch (error) {
    await conn.exec('ROLLBACK')
    throw new MigrationError(migration.name, `failed and was rolled back: ${(error as Error).message}`)
  }
}

async function readMigrations(dir: string): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(join(dir, name, 'migration.sql'), 'utf8')
      return { name, sql, checksums: checksumsOf(sql) }
    }),
  )
}

/** SHA-256 hex of the file as it is, then as Prisma also accepts it after a CRLF/LF conversion. */
function checksumsOf(sql: string): string[] {
  const sha = (text: string) => createHash('sha256').update(text).digest('hex')
  return [sha(sql), sha(sql.replace(/\r\n/g, '\n')), sha(sql.replace(/\r?\n/g, '\r\n'))]
}
