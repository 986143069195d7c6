// Delay from a timeslot boundary to its air event, on the stream and as a webhook delivery, on the
// embedded database and PostgreSQL: the app listens on the real clock, a row of one-second timeslots
// starts a few seconds ahead, an EventSource-like reader notes when each timeslot.started arrives, and
// a node:http receiver registered for `air.timeslot.started` notes when each delivery arrives.
//
//   npm run bench:air     (BOUNDARIES=20; BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import { createDb } from '../../src/db/platform/client.ts'
import { applyMigrations } from '../../src/db/platform/migrate.ts'
import { withPostgresDatabase } from '../lib/databases.ts'

const BOUNDARIES = Number(process.env.BOUNDARIES ?? 20)
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

async function delays(env: Record<string, string>): Promise<{ stream: number[]; webhook: number[] }> {
  const dir = await mkdtemp(join(tmpdir(), 'onair-air-bench-'))
  const config = loadConfig({
    STATION_TIME_ZONE: 'Europe/Vienna',
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
    WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true',
    ...env,
  })
  const db = await createDb(config)
  await applyMigrations(db)
  const app = await buildApp(config, { db, logger: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  const webhook: number[] = []
  const receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const arrived = Date.now()
      const event = JSON.parse(body) as { type: string; data: { timeslot: { startAt: string } } }
      if (event.type === 'air.timeslot.started') webhook.push(arrived - Date.parse(event.data.timeslot.startAt))
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  try {
    const secret = `whsec_${Buffer.from('onair-bench-secret-0123456789abcdef').toString('base64')}`
    await db.client.webhookEndpoint.create({
      data: {
        url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`,
        events: ['air.timeslot.started'],
        secret,
      },
    })
    // The dispatcher's next round (each second) sees the endpoint and starts following the air.
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    const show = await db.client.show.create({ data: { name: 'Bench', slug: `bench-${Date.now()}` } })
    const schedule = await db.client.schedule.create({
      data: {
        showId: show.id,
        ruleId: 1,
        firstDate: new Date('2030-01-01'),
        lastDate: new Date('2030-01-01'),
        startTime: '10:00:00',
        endTime: '11:00:00',
      },
    })
    const first = Math.ceil(Date.now() / 1000) * 1000 + 2000
    await db.client.timeslot.createMany({
      data: Array.from({ length: BOUNDARIES }, (_, i) => ({
        showId: show.id,
        scheduleId: schedule.id,
        start: new Date(first + i * 1000),
        end: new Date(first + i * 1000 + 1000),
      })),
    })
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/air/stream`)
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    const seen: number[] = []
    let buffer = ''
    while (seen.length < BOUNDARIES) {
      const { value, done } = await reader.read()
      if (done) break
      const arrived = Date.now()
      buffer += value
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (!block.includes('event: timeslot.started')) continue
        const data = JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { timeslot: { startAt: string } }
        seen.push(arrived - Date.parse(data.timeslot.startAt))
      }
    }
    await reader.cancel()
    for (let waited = 0; webhook.length < seen.length && waited < 10_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100))
    return { stream: seen, webhook }
  } finally {
    receiver.close()
    await app.close()
    await rm(dir, { recursive: true, force: true })
  }
}

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b)
  return `median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms (n=${sorted.length})`
}

function report(label: string, { stream, webhook }: { stream: number[]; webhook: number[] }): void {
  console.log(
    `${label}: boundary → timeslot.started on the stream ${summary(stream)}; as a webhook delivery ${summary(webhook)}`,
  )
}

report('embedded', await delays({}))
await withPostgresDatabase('air', async (url) => report('postgres', await delays({ DATABASE_URL: url })), PG_URL)
