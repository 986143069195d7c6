import closeWithGrace from 'close-with-grace'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { createDb } from './db/client.ts'
import { applyMigrations } from './db/migrate.ts'

async function main(): Promise<void> {
  const config = loadConfig(process.env)
  const db = await createDb(config)
  try {
    await applyMigrations(db)
  } catch (error) {
    await db.close()
    throw error
  }
  const app = await buildApp(config, { db })
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error')
    else app.log.info({ signal }, 'closing')
    // Stops accepting, lets in-flight requests finish, then onClose closes the database.
    await app.close()
  })
  await app.listen({ port: config.port, host: config.host })
  app.log.info(
    { database: db.kind === 'embedded' ? `embedded (${config.dataDir})` : 'postgresql', zone: config.stationTimeZone },
    'onair ready',
  )
}

main().catch((error: unknown) => {
  console.error(`onair could not start: ${(error as Error).message}`)
  process.exit(1)
})
