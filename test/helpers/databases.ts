import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDb, type Db } from '../../src/db/platform/client.ts'
import { applyMigrations } from '../../src/db/platform/migrate.ts'
import { openPGlite } from '../../src/db/platform/pglite.ts'
import {
  adminQuery,
  databaseUrl,
  embeddedTemplateFile,
  exists,
  postgresDatabaseExists,
  postgresTemplateName,
  testDatabaseUrl,
} from './templates.ts'

export type DatabaseKind = 'embedded' | 'postgres'

/** The embedded database always; PostgreSQL too when TEST_DATABASE_URL points at one. */
export function testDatabases(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded']
}

/**
 * A dump of a migrated embedded database, made once per migration set and PGlite version and loaded
 * into memory for each test: initdb and migrating cost seconds, loading the dump a fraction of that.
 * Returns the path of the dump (a tar of the data directory).
 */
export async function embeddedTemplate(): Promise<string> {
  const file = await embeddedTemplateFile()
  if (await exists(file)) return file
  const scratch = await mkdtemp(join(tmpdir(), 'onair-pglite-building-'))
  try {
    const dataDir = join(scratch, 'pglite')
    const db = await createDb({ databaseUrl: null, dataDir })
    try {
      await applyMigrations(db)
    } finally {
      await db.close()
    }
    const { pglite, ready } = await openPGlite(dataDir)
    try {
      await ready
      const dump = await pglite.dumpDataDir('none')
      await writeFile(join(scratch, 'dump.tar'), Buffer.from(await dump.arrayBuffer()))
    } finally {
      await pglite.close()
    }
    // Written aside and renamed: a dump under `file` is always complete, and suites starting at once agree.
    await rename(join(scratch, 'dump.tar'), file)
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
  return file
}

/**
 * A migrated PostgreSQL database that each test database is created from (`CREATE DATABASE ... TEMPLATE`),
 * made once per migration set on the server. Returns its name.
 */
export function postgresTemplate(): Promise<string> {
  templateOfThisProcess ??= findOrBuildPostgresTemplate()
  return templateOfThisProcess
}

let templateOfThisProcess: Promise<string> | undefined

async function findOrBuildPostgresTemplate(): Promise<string> {
  const adminUrl = testDatabaseUrl()
  const name = await postgresTemplateName()
  if (await postgresDatabaseExists(name)) return name
  // Migrated under a name of its own, then renamed: a database named `name` is always complete, and
  // of two suites starting at once, the second to finish drops its copy.
  const building = `${name}_${process.pid}_${Date.now()}`
  await adminQuery(adminUrl, `CREATE DATABASE "${building}"`)
  try {
    const db = await createDb({ databaseUrl: databaseUrl(adminUrl, building), dataDir: tmpdir() })
    try {
      await applyMigrations(db)
    } finally {
      await db.close()
    }
    await adminQuery(adminUrl, `ALTER DATABASE "${building}" RENAME TO "${name}"`)
  } catch (error) {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`)
    if (!(await postgresDatabaseExists(name))) throw error
  }
  return name
}

/** A fresh, migrated database of the given kind, removed when `cleanup` runs. */
export async function freshDatabase(
  kind: DatabaseKind,
  scratchDir: string,
): Promise<{ db: Db; cleanup: () => Promise<void>; url?: string }> {
  if (kind === 'embedded') {
    // In memory, started from the dump: a data directory per test cost a 39 MB copy and seconds of file-system work.
    const db = await createDb({ databaseUrl: null, dataDir: 'memory://', embeddedInitialData: await embeddedDump() })
    return { db, cleanup: () => db.close() }
  }
  const adminUrl = testDatabaseUrl()
  const template = await postgresTemplate()
  const name = `onair_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`)
  const url = databaseUrl(adminUrl, name)
  const db = await createDb({ databaseUrl: url, dataDir: scratchDir })
  return {
    db,
    url,
    cleanup: async () => {
      await db.close()
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    },
  }
}

let dumpOfThisProcess: Promise<Blob> | undefined

/** The template dump, read once per test process (it is only ever read, never changed). */
function embeddedDump(): Promise<Blob> {
  dumpOfThisProcess ??= embeddedTemplate().then(async (file) => new Blob([await readFile(file)]))
  return dumpOfThisProcess
}

/**
 * A migrated embedded data directory on disk, for tests that start the service (or a CLI) as a
 * process of its own: the template dump unpacked into `dataDir`.
 */
export async function embeddedDataDir(dataDir: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist')
  const pglite = await PGlite.create(dataDir, { loadDataDir: await embeddedDump(), extensions: { btree_gist } })
  await pglite.close()
}
