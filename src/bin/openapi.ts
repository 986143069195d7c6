import { mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { createDb } from '../db/platform/client.ts'
import { applyMigrations } from '../db/platform/migrate.ts'

// The document depends only on the routes, so it is built on a throwaway embedded database
// with the default configuration, never on whatever the environment points at.
const target = new URL('../../openapi/openapi.json', import.meta.url)
const dataDir = join(tmpdir(), `onair-openapi-${process.pid}`)
const config = loadConfig({ DATA_DIR: dataDir })
const db = await createDb(config)
await applyMigrations(db)
const app = await buildApp(config, { db, logger: false })
await app.ready()
await mkdir(new URL('.', target), { recursive: true })
await writeFile(target, `${JSON.stringify(app.swagger(), null, 2)}\n`)
await app.close()
await rm(dataDir, { recursive: true, force: true })
console.log(`wrote ${target.pathname}`)
