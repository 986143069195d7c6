import type { Test } from 'tap'
import { buildApp, type App } from '../../src/app.ts'
import { loadConfig, type Config } from '../../src/config.ts'
import { freshDatabase, type DatabaseKind } from './databases.ts'

/** Fixed "now" of every app test: 2027-01-01 00:00 UTC, so nothing depends on today's date. */
export const TEST_NOW = Date.parse('2027-01-01T00:00:00Z')

export interface TestAppOptions {
  database?: DatabaseKind
  now?: () => number
  env?: Record<string, string>
}

/** The app on a fresh migrated database of its own, closed when the test ends. */
export async function buildTestApp(t: Test, options: TestAppOptions = {}): Promise<App> {
  const config: Config = loadConfig({ STATION_TIME_ZONE: 'Europe/Vienna', ...options.env })
  const { db, cleanup } = await freshDatabase(options.database ?? 'embedded', t.testdir())
  const app = await buildApp(config, { db, now: options.now ?? (() => TEST_NOW), logger: false })
  t.teardown(async () => {
    await app.close()
    await cleanup()
  })
  await app.ready()
  return app
}
