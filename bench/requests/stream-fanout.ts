/**
 * What open change streams cost the rest of the station, on the embedded database and (when reachable)
 * PostgreSQL:
 * - fan-out: with 400 anonymous change streams open (STREAMS), 10 writes one after the other (a show POST each,
 *   answered), until every stream has received all 10 events;
 * - replays: with 1,000 changesets in the log (LOG), 20 streams opened from `after=0` at once, while /health
 *   is asked every 20 ms: its slowest answer, and how long until the replays have all arrived.
 * Run: `npx tsx bench/requests/stream-fanout.ts` (BENCH_DATABASE_URL overrides postgres://postgres@127.0.0.1:5432/test).
 */
import { performance } from 'node:perf_hooks'
import { type App, buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import type { Db } from '../../src/db/platform/client.ts'
import { applyMigrations } from '../../src/db/platform/migrate.ts'
import { SYSTEM } from '../../src/services/access/caller.ts'
import { createUser, issueToken } from '../../src/services/access/users.ts'
import { onEachDatabase } from '../lib/databases.ts'

const STREAMS = Number(process.env.STREAMS ?? 400)
const WRITES = 10
const LOG = Number(process.env.LOG ?? 1000)
const REPLAYS = 20
const config = loadConfig({ STATION_TIME_ZONE: 'Europe/Vienna', STREAM_LIMIT_ANONYMOUS: '1000' })

/** Counts the events a stream receives; resolves `until(n)` once it has n. */
function counting(response: Response) {
  let count = 0
  const waiters: Array<{ n: number; resolve: () => void }> = []
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
      if (done) return
      count += (value!.match(/^event: change$/gm) ?? []).length
      for (const waiter of waiters.splice(0)) (count >= waiter.n ? waiter.resolve : () => waiters.push(waiter))()
    }
  })()
  return {
    until: (n: number) =>
      count >= n ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ n, resolve })),
    close: () => reader.cancel().catch(() => {}),
  }
}

async function bench(label: string, db: Db): Promise<void> {
  await applyMigrations(db)
  const app: App = await buildApp(config, { db, logger: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const base = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`
  const user = await createUser(app.ctx, SYSTEM, { name: 'bench', role: 'programme-manager' })
  const { token } = await issueToken(app.db.client, user.id, 'bench', null)
  const write = (name: string) =>
    app
      .inject({
        method: 'POST',
        url: '/api/v1/shows',
        headers: { authorization: `Bearer ${token}` },
        payload: { name },
      })
      .then((answer) => {
        if (answer.statusCode !== 201) throw new Error(`a write answered ${answer.statusCode}: ${answer.body}`)
      })
  try {
    const streams = await Promise.all(
      Array.from({ length: STREAMS }, async () => counting(await fetch(`${base}/api/v1/changes/stream`))),
    )
    await new Promise((resolve) => setTimeout(resolve, 500))
    const started = performance.now()
    for (let i = 0; i < WRITES; i += 1) await write(`Fan-out ${i}`)
    const written = performance.now() - started
    await Promise.all(streams.map((stream) => stream.until(WRITES)))
    const delivered = performance.now() - started
    for (const stream of streams) await stream.close()
    console.log(
      `${label}: ${STREAMS} streams open, ${WRITES} writes answered in ${written.toFixed(0)} ms, every stream had all ${WRITES} in ${delivered.toFixed(0)} ms`,
    )

    for (let i = WRITES; i < LOG; i += 1) await write(`Log ${i}`)
    let slowest = 0
    let asking = true
    const health = (async () => {
      while (asking) {
        const asked = performance.now()
        await fetch(`${base}/health`).then((answer) => answer.text())
        slowest = Math.max(slowest, performance.now() - asked)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })()
    const replayed = performance.now()
    const replays = await Promise.all(
      Array.from({ length: REPLAYS }, async () => counting(await fetch(`${base}/api/v1/changes/stream?after=0`))),
    )
    await Promise.all(replays.map((stream) => stream.until(LOG)))
    const replayMs = performance.now() - replayed
    asking = false
    await health
    for (const stream of replays) await stream.close()
    console.log(
      `${label}: ${REPLAYS} replays of ${LOG} changesets from after=0 took ${replayMs.toFixed(0)} ms; /health's slowest answer meanwhile ${slowest.toFixed(0)} ms`,
    )
  } finally {
    await app.close()
  }
}

await onEachDatabase('fanout', (label, db) => bench(label, db))
