/**
 * The automation doors' speed, on the embedded database and (when reachable) PostgreSQL:
 * - webhook delivery: a write through instance A, answered, until its signed delivery reaches a
 *   node:http receiver (two instances on PostgreSQL, each with its dispatcher, racing for deliveries).
 * - live access: the answer time of POST /api/v1/live-access over real HTTP (keep-alive), for the
 *   owner of the show on air (granted) and for another host (refused).
 * Run: `npm run bench:automation` (BENCH_DATABASE_URL overrides postgres://postgres@127.0.0.1:5432/test).
 */
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import { type App, buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import type { Db } from '../../src/db/platform/client.ts'
import { applyMigrations } from '../../src/db/platform/migrate.ts'
import { SYSTEM } from '../../src/services/access/caller.ts'
import { createUser, issueToken } from '../../src/services/access/users.ts'
import { onEachDatabase } from '../lib/databases.ts'
import { median } from '../lib/measure.ts'

const DELIVERIES = 40
const ASKS = 300
const config = loadConfig({ STATION_TIME_ZONE: 'UTC', WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' })
const ms = (value: number) => `${value.toFixed(2)} ms`
const max = (samples: number[]) => Math.max(...samples)
const p99 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.99)]!

const agent = new (await import('node:http')).Agent({ keepAlive: true, maxSockets: 1 })
function post(url: string, body: unknown, token?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body)
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}

await onEachDatabase('automation', async (label, db: Db, open) => {
  await applyMigrations(db)
  const a = await buildApp(config, { db, logger: false })
  const b = await buildApp(config, { db: await open(), logger: false })
  await Promise.all([a.ready(), b.ready()])
  const base = await listen(a)
  const admin = await createUser(a.ctx, SYSTEM, { name: 'bench admin', role: 'admin' })
  const { token } = await issueToken(db.client, admin.id, 'bench', null)

  // Webhook delivery delay.
  const arrived = new Map<string, number>()
  const receiver = createServer((req, res) => {
    arrived.set(String(req.headers['webhook-id']), performance.now())
    req.resume()
    req.on('end', () => res.writeHead(204).end())
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const hook = await post(
    `${base}/api/v1/webhooks`,
    { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`, events: ['change.*'] },
    token,
  )
  if (hook.status !== 201) throw new Error(hook.text)
  const delays: number[] = []
  for (let i = 0; i < DELIVERIES; i++) {
    const res = await post(`${base}/api/v1/shows`, { name: `Bench ${i}` }, token)
    const answered = performance.now()
    const changeId = `change-${(await db.client.changeset.findFirstOrThrow({ orderBy: { id: 'desc' } })).id}`
    while (!arrived.has(changeId)) await new Promise((resolve) => setTimeout(resolve, 1))
    if (res.status !== 201) throw new Error(res.text)
    delays.push(arrived.get(changeId)! - answered)
  }
  console.log(
    `${label}: webhook delivery after the write's answer over ${DELIVERIES}: median ${ms(median(delays))}, max ${ms(max(delays))}`,
  )

  // Live access answer time.
  const show = await a.db.client.show.create({ data: { name: 'Live show', slug: 'live-show' } })
  const schedule = await a.db.client.schedule.create({
    data: {
      showId: show.id,
      ruleId: 1,
      firstDate: new Date(),
      lastDate: new Date(),
      startTime: '00:00:00',
      endTime: '23:59:59',
    },
  })
  await a.db.client.timeslot.create({
    data: {
      showId: show.id,
      scheduleId: schedule.id,
      start: new Date(Date.now() - 3600_000),
      end: new Date(Date.now() + 3600_000),
    },
  })
  const owner = await createUser(a.ctx, SYSTEM, { name: 'owner', role: 'host' })
  const other = await createUser(a.ctx, SYSTEM, { name: 'other', role: 'host' })
  await a.db.client.showOwner.create({ data: { showId: show.id, userId: owner.id } })
  for (const [who, user, expected] of [
    ['owner (granted)', owner, true],
    ['another host (refused)', other, false],
  ] as const) {
    const password = (await issueToken(db.client, user.id, 'live', null)).token
    const times: number[] = []
    for (let i = 0; i < ASKS + 20; i++) {
      const started = performance.now()
      const res = await post(`${base}/api/v1/live-access`, { user: 'source', password })
      const took = performance.now() - started
      if (JSON.parse(res.text).allowed !== expected) throw new Error(res.text)
      if (i >= 20) times.push(took)
    }
    console.log(
      `${label}: live-access answer, ${who}, over ${ASKS}: median ${ms(median(times))}, p99 ${ms(p99(times))}, max ${ms(max(times))}`,
    )
  }
  receiver.close()
  await b.close()
  await a.close()
})
agent.destroy()
