/**
 * The change log's price and speed, on the embedded database and (when reachable) PostgreSQL:
 * - cost per write: the median time of two writes (a timeslot PATCH, one row; a weekly schedule for a
 *   year, 53 rows), and of the part the change log adds: inserting that same changeset (with its
 *   NOTIFY) inside an open transaction.
 * - delivery: a write through instance A, answered, until the Server-Sent Event arrives on a stream
 *   opened on instance B (on PostgreSQL two apps with pools of their own, like two replicas; embedded:
 *   one database, so in-process).
 * Run: `npx tsx bench/requests/changes.ts` (BENCH_DATABASE_URL overrides postgres://postgres@127.0.0.1:5432/test).
 */
import { request } from 'node:http'
import { performance } from 'node:perf_hooks'
import { type App, buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import * as changesetsDb from '../../src/db/changes/changesets.ts'
import type { Db } from '../../src/db/platform/client.ts'
import { applyMigrations } from '../../src/db/platform/migrate.ts'
import { SYSTEM } from '../../src/services/access/caller.ts'
import { createUser, issueToken } from '../../src/services/access/users.ts'
import { onEachDatabase } from '../lib/databases.ts'
import { median, timed } from '../lib/measure.ts'

const RUNS = 30
const DELIVERIES = 20
const config = loadConfig({ STATION_TIME_ZONE: 'Europe/Vienna' })

const ms = (value: number) => `${value.toFixed(2)} ms`

/** The cost of the write itself, and of inserting its changeset again on its own. */
async function costOf(
  _app: App,
  db: Db,
  label: string,
  write: (i: number) => Promise<{ statusCode: number }>,
): Promise<void> {
  const writes: number[] = []
  for (let i = 0; i < RUNS + 3; i += 1) {
    let status = 0
    const took = await timed(async () => (status = (await write(i)).statusCode))
    if (status >= 300) throw new Error(`${label} answered ${status}`)
    if (i >= 3) writes.push(took)
  }
  const [latest] = (await changesetsDb.findPage(db.client, {}, { before: null }, 1, 100_000_000)).rows
  const again: changesetsDb.NewChangeset = { ...latest!, at: Date.now(), entityKeys: [] }
  const inserts: number[] = []
  // Inside one open transaction, as in a write: the statement, its JSON and the NOTIFY, no BEGIN/COMMIT.
  await db.client.$transaction(async (tx) => {
    for (let i = 0; i < RUNS; i += 1) inserts.push(await timed(() => changesetsDb.insert(tx, again)))
  })
  const rows = (latest!.changes as unknown[]).length
  const bytes = JSON.stringify(latest!.changes).length
  console.log(
    `  ${label} (${rows} row${rows === 1 ? '' : 's'}, ${(bytes / 1024).toFixed(1)} KB of changes): write ${ms(median(writes))}, ` +
      `its changeset alone ${ms(median(inserts))} (${((median(inserts) / median(writes)) * 100).toFixed(0)} %)`,
  )
}

/** Opens the change stream on `app` (listening) and calls `onEvent` with each changeset id as it arrives. */
function openStream(url: string, token: string, onEvent: (id: number) => void): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/api/v1/changes/stream`,
      { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (res) => {
        res.setEncoding('utf8')
        let buffered = ''
        res.on('data', (chunk: string) => {
          buffered += chunk
          for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
            const event = buffered.slice(0, end)
            buffered = buffered.slice(end + 2)
            const id = /^id: (\d+)$/m.exec(event)
            if (id) onEvent(Number(id[1]))
          }
        })
        resolve(() => req.destroy())
      },
    )
    req.on('error', reject)
    req.end()
  })
}

async function deliveryBetween(a: App, b: App, token: string, showId: number): Promise<number[]> {
  const url = await b.listen({ port: 0, host: '127.0.0.1' })
  const waiting = new Map<number, (at: number) => void>()
  const arrived = new Map<number, number>()
  const close = await openStream(url, token, (id) => {
    const now = performance.now()
    arrived.set(id, now)
    waiting.get(id)?.(now)
  })
  await new Promise((resolve) => setTimeout(resolve, 200))
  const latencies: number[] = []
  for (let i = 0; i < DELIVERIES; i += 1) {
    const res = await a.inject({
      method: 'PATCH',
      url: `/api/v1/shows/${showId}`,
      payload: { description: `delivery ${i}` },
      headers: { authorization: `Bearer ${token}` },
    })
    const answeredAt = performance.now()
    if (res.statusCode !== 200) throw new Error(`PATCH answered ${res.statusCode}`)
    const id = await changesetsDb.findLatestId(a.db)
    const at = arrived.get(id) ?? (await new Promise<number>((resolve) => waiting.set(id, resolve)))
    latencies.push(Math.max(0, at - answeredAt))
  }
  close()
  return latencies
}

async function benchOn(label: string, db: Db, second: () => Promise<Db>): Promise<void> {
  await applyMigrations(db)
  const app = await buildApp(config, { db, logger: false })
  await app.ready()
  const manager = await createUser(app.ctx, SYSTEM, { name: 'bench', role: 'programme-manager' })
  const { token } = await issueToken(db.client, manager.id, 'bench', null)
  const headers = { authorization: `Bearer ${token}` }
  const show = (
    await app.inject({ method: 'POST', url: '/api/v1/shows', payload: { name: `Bench ${Date.now()}` }, headers })
  ).json() as { id: number }
  const year = new Date().getUTCFullYear() + 1
  const weekly = (i: number) => ({
    schedule: {
      show: show.id,
      rrule: 4,
      byWeekday: i % 7,
      firstDate: `${year}-01-01`,
      lastDate: `${year}-12-31`,
      startTime: `${String(i % 24).padStart(2, '0')}:00:00`,
      endTime: `${String(i % 24).padStart(2, '0')}:30:00`,
    },
  })
  // Before the schedule writes, so nothing else is planned yet: every weekday/hour pair is free once.
  const first = await app.inject({ method: 'POST', url: '/api/v1/schedules/', payload: weekly(0), headers })
  const slot = (await app.db.client.timeslot.findFirst({ where: { scheduleId: first.json().id } }))!

  console.log(`${label}:`)
  await costOf(app, db, 'PATCH a timeslot memo', (i) =>
    app.inject({ method: 'PATCH', url: `/api/v1/timeslots/${slot.id}`, payload: { memo: `memo ${i}` }, headers }),
  )
  await costOf(app, db, 'POST a weekly schedule for a year', (i) =>
    app.inject({ method: 'POST', url: '/api/v1/schedules/', payload: weekly(i + 1), headers }),
  )

  const b = await buildApp(config, { db: await second(), logger: false })
  await b.ready()
  const latencies = await deliveryBetween(app, b, token, show.id)
  const sorted = [...latencies].sort((x, y) => x - y)
  console.log(
    `  delivery to a stream on another instance: median ${ms(median(latencies))}, max ${ms(sorted.at(-1)!)} (n=${latencies.length})`,
  )
  await b.close()
  await app.close()
}

await onEachDatabase('changes', benchOn)
