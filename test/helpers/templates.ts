import { createHash } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { MIGRATIONS_DIR } from '../../src/locations.ts'

// Names of the migrated templates test databases start from, and whether they exist: light enough
// for tap's `before` step to check without loading the database clients (see databases.ts).

/** Where the embedded template's dump lives: one per migration set and PGlite version. */
export async function embeddedTemplateFile(): Promise<string> {
  return join(tmpdir(), `onair-pglite-template-${await migrationsDigest(await pgliteVersion())}.tar`)
}

/** The PostgreSQL template database's name: one per migration set. */
export async function postgresTemplateName(): Promise<string> {
  return `onair_template_${await migrationsDigest()}`
}

/** Whether every template the test databases need (PostgreSQL's only with TEST_DATABASE_URL) exists. */
export async function templatesExist(): Promise<boolean> {
  if (!(await exists(await embeddedTemplateFile()))) return false
  if (!process.env.TEST_DATABASE_URL) return true
  return postgresDatabaseExists(await postgresTemplateName())
}

export async function postgresDatabaseExists(name: string): Promise<boolean> {
  const rows = await adminQuery(testDatabaseUrl(), 'SELECT 1 FROM pg_database WHERE datname = $1', [name])
  return rows.length > 0
}

/** Only a URL explicitly given for tests is used, and only to create and drop onair_* databases. */
export function testDatabaseUrl(): string {
  const value = process.env.TEST_DATABASE_URL
  if (!value || !/^postgres(ql)?:\/\//.test(value)) {
    throw new Error('TEST_DATABASE_URL must be a postgres:// URL of a server where test databases may be created')
  }
  return value
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function adminQuery(url: string, sql: string, params: unknown[] = []): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql, params)).rows
  } finally {
    await client.end()
  }
}

/** Changes with any migration file (and with `salt`). */
async function migrationsDigest(salt = ''): Promise<string> {
  const hash = createHash('sha256').update(salt)
  for (const name of (await readdir(MIGRATIONS_DIR)).sort()) {
    const file = join(MIGRATIONS_DIR, name, 'migration.sql')
    if (await exists(file)) hash.update(name).update(await readFile(file))
  }
  return hash.digest('hex').slice(0, 16)
}

/** A dump is only good for the PGlite version that wrote it. The package does not export its package.json. */
async function pgliteVersion(): Promise<string> {
  let dir = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')))
  for (;;) {
    const manifest = await readFile(join(dir, 'package.json'), 'utf8').catch(() => undefined)
    if (manifest && JSON.parse(manifest).name === '@electric-sql/pglite')
      return `pglite ${JSON.parse(manifest).version}`
    if (dirname(dir) === dir) throw new Error('@electric-sql/pglite: package.json not found')
    dir = dirname(dir)
  }
}

export async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  )
}
