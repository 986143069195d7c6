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

type Inject = (qs: string) => Promise<{ statusCode: number; json: () => any }>

/** Each query string must be answered 400 with `fields` naming the given path (one subtest per case). */
export function rejectsQueries(t: Test, request: Inject, cases: Array<[what: string, qs: string, path: string]>): void {
  for (const [what, qs, path] of cases) {
    t.test(`rejects ${what} with 400 naming ${path}`, async (t) => {
      const res = await request(qs)
      t.equal(res.statusCode, 400)
      const body = res.json()
      t.ok(body.fields?.some((f: { path: string }) => f.path === path), `fields name ${path}: ${JSON.stringify(body)}`)
    })
  }
}
