/**
 * What the token check adds per request: GET /api/v1/shows (a page of 20 shows) anonymous, then with
 * an API token (one indexed lookup by prefix joined with its user, a constant-time hash compare;
 * lastUsedAt written at most once a minute), in pairs so drift hits both alike. Also the
 * check on its own (authenticateToken). On the embedded database and, when reachable, PostgreSQL.
 * Run: `npx tsx bench/requests/auth.ts` (BENCH_DATABASE_URL overrides postgres://postgres@127.0.0.1:5432/test).
 */
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import type { Db } from '../../src/db/platform/client.ts'
import { applyMigrations } from '../../src/db/platform/migrate.ts'
import { authenticateToken } from '../../src/services/access/authentication.ts'
import { SYSTEM } from '../../src/services/access/caller.ts'
import { createUser, issueToken } from '../../src/services/access/users.ts'
import { onEachDatabase } from '../lib/databases.ts'
import { median, timed } from '../lib/measure.ts'

const ROUNDS = 20
const PER_ROUND = 100
const WARM_UP = 300

async function benchOn(label: string, db: Db): Promise<void> {
  await applyMigrations(db)
  const config = loadConfig({ STATION_TIME_ZONE: 'Europe/Vienna' })
  const app = await buildApp(config, { db, logger: false })
  await app.ready()
  for (let i = 0; i < 20; i += 1)
    await db.client.show.create({ data: { name: `Show ${i}`, slug: `show-${i}-${Date.now()}` } })
  // Other users' tokens in the table too, so the lookup is an index probe among many.
  for (let i = 0; i < 200; i += 1) {
    const user = await createUser(app.ctx, SYSTEM, { name: `user ${i}`, role: 'reader' })
    await issueToken(db.client, user.id, 'bench', null)
  }
  const reader = await createUser(app.ctx, SYSTEM, { name: 'bench', role: 'reader' })
  const { token } = await issueToken(db.client, reader.id, 'bench', null)
  const anonymous = () => app.inject({ url: '/api/v1/shows?limit=20' })
  const withToken = () => app.inject({ url: '/api/v1/shows?limit=20', headers: { authorization: `Bearer ${token}` } })
  const check = () => authenticateToken(app.ctx, token)
  if ((await withToken()).statusCode !== 200 || (await anonymous()).statusCode !== 200) throw new Error('requests fail')

  for (let i = 0; i < WARM_UP; i += 1) await Promise.all([anonymous(), withToken(), check()])
  // Pairs, one right after the other, so a busy moment of the machine hits both sides of a difference.
  const samples = { anonymous: [] as number[], token: [] as number[], added: [] as number[], check: [] as number[] }
  for (let i = 0; i < ROUNDS * PER_ROUND; i += 1) {
    const [first, second] = i % 2 === 0 ? [anonymous, withToken] : [withToken, anonymous]
    const x = await timed(first)
    const y = await timed(second)
    const [plain, authenticated] = i % 2 === 0 ? [x, y] : [y, x]
    samples.anonymous.push(plain)
    samples.token.push(authenticated)
    samples.added.push(authenticated - plain)
    samples.check.push(await timed(check))
  }
  console.log(`${label} (n=${ROUNDS * PER_ROUND} pairs):`)
  console.log(`  GET /api/v1/shows anonymous:        median ${median(samples.anonymous).toFixed(3)} ms`)
  console.log(`  GET /api/v1/shows with a token:     median ${median(samples.token).toFixed(3)} ms`)
  console.log(`  added per request (paired):         median ${median(samples.added).toFixed(3)} ms`)
  console.log(`  the token check alone:              median ${median(samples.check).toFixed(3)} ms`)
  await app.close()
}

await onEachDatabase('auth', (label, db) => benchOn(label, db))
