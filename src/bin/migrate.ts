import { loadConfig } from '../config.ts'
import { createDb } from '../db/platform/client.ts'
import { applyMigrations } from '../db/platform/migrate.ts'

const config = loadConfig(process.env)
const db = await createDb(config)
try {
  const applied = await applyMigrations(db)
  console.log(applied.length === 0 ? 'database is up to date' : `applied: ${applied.join(', ')}`)
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
} finally {
  await db.close()
}
