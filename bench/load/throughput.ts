// Throughput of the production build (`node dist/server.js`) under 64 concurrent readers after a year was
// booked, on the embedded database and PostgreSQL, next to the limit of this machine: the same bytes
// served from memory by a bare node:http process. Then 16 concurrent writers posting colliding
// schedules, each first without and then with its resolution, and a check that no two timeslots overlap.
//
//   npm run bench:load                       (DURATION=10 seconds per measurement;
//                                               BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { buildIfStale, startServer } from '../lib/production.ts'

const DURATION = Number(process.env.DURATION ?? 10)
buildIfStale()
const ADMIN_TOKEN = randomBytes(32).toString('hex')
// A year ahead of the real clock: the server refuses to rewrite what has aired.
const YEAR = new Date().getUTCFullYear() + 1

const READS = [
  {
    name: "a week's timeslots",
    path: `/api/v1/timeslots?start=${YEAR}-03-01+00:00:00&end=${YEAR}-03-08+00:00:00&limit=100`,
    auth: false,
  },
  {
    name: "a day's playout",
    path: `/api/v1/playout?start=${YEAR}-03-02+00:00:00&end=${YEAR}-03-03+00:00:00`,
    auth: true,
  },
  {
    name: "a week's .ics",
    path: `/api/v1/timeslots.ics?start=${YEAR}-03-01+00:00:00&end=${YEAR}-03-08+00:00:00`,
    auth: false,
  },
  // Rendered again every second (secondsLeft), kept within it.
  { name: 'now and next', path: '/api/v1/air/now-next', auth: false },
] as const

interface Measured {
  rps: number
  p50: number
  p99: number
  non2xx: number
}

async function measure(url: string, connections: number, headers: Record<string, string> = {}): Promise<Measured> {
  const result = await autocannon({ url, connections, duration: DURATION, headers })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  }
}

/** The limit: the same bytes from memory, by a bare node:http process (one core, like the app). */
async function startBareServer(
  answers: Record<string, { type: string; body: string }>,
): Promise<{ port: number; stop: () => void }> {
  const port = 3300 + Math.floor(Math.random() * 100)
  const file = join(tmpdir(), `onair-bare-${process.pid}.json`)
  await writeFile(file, JSON.stringify(answers))
  const script = `
    const answers = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'))
    for (const a of Object.values(answers)) a.body = Buffer.from(a.body)
    require('node:http').createServer((req, res) => {
      const a = answers[req.url]
      res.writeHead(200, { 'content-type': a.type, 'content-length': a.body.length })
      res.end(a.body)
    }).listen(${port}, () => console.log('up'))`
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
  await once(child.stdout!, 'data')
  return { port, stop: () => child.kill('SIGTERM') }
}

async function api(
  port: number,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: any; text: string; type: string }> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${ADMIN_TOKEN}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return {
    status: res.status,
    text,
    type: res.headers.get('content-type') ?? '',
    json: text.startsWith('{') ? JSON.parse(text) : null,
  }
}

/** Twelve daily two-hour schedules for the whole year: 4,380 timeslots, 84 a week. */
async function bookYear(port: number): Promise<number> {
  const show = await api(port, 'POST', '/api/v1/shows', { name: 'Booked' })
  if (show.status !== 201) throw new Error(`show: ${show.status} ${show.text}`)
  for (let hour = 0; hour < 24; hour += 2) {
    const h = (n: number) => `${String(n % 24).padStart(2, '0')}:00:00`
    const schedule = {
      show: show.json.id,
      rrule: 2,
      firstDate: `${YEAR}-01-01`,
      lastDate: `${YEAR}-12-31`,
      startTime: h(hour),
      endTime: h(hour + 2),
    }
    const res = await api(port, 'POST', '/api/v1/schedules/', { schedule })
    if (res.status !== 201) throw new Error(`schedule ${hour}: ${res.status} ${res.text.slice(0, 300)}`)
  }
  const week = await api(port, 'GET', READS[0].path)
  return week.json.total as number
}

/**
 * Pairs of overlapping timeslots in the booked year, from the API's own list (paged, in start order).
 * Read until two readings agree: autocannon stops with writes still in flight, and a page read between
 * their commits shifts the next one (the same timeslot on two pages looks like an overlap).
 */
async function overlaps(port: number): Promise<{ slots: number; overlaps: number }> {
  const readYear = async () => {
    const items: Array<{ id: number; startAt: string; endAt: string }> = []
    for (let offset = 0; ; offset += 500) {
      const page = await api(
        port,
        'GET',
        `/api/v1/timeslots?start=${YEAR}-01-01+00:00:00&end=${YEAR + 1}-01-01+00:00:00&limit=500&offset=${offset}`,
      )
      items.push(...page.json.items)
      if (offset + 500 >= page.json.total) return items
    }
  }
  let items = await readYear()
  for (let again = await readYear(); JSON.stringify(again) !== JSON.stringify(items); again = await readYear())
    items = again
  if (new Set(items.map((item) => item.id)).size !== items.length)
    throw new Error('a quiet programme listed a timeslot twice')
  let count = 0
  for (let i = 1; i < items.length; i += 1)
    if (Date.parse(items[i]!.startAt) < Date.parse(items[i - 1]!.endAt)) count += 1
  return { slots: items.length, overlaps: count }
}

/**
 * 16 writers, each in a loop: POST a one-hour schedule on a random day of the year that overlaps a
 * booked timeslot (409 with the collision), then the same POST with `ours` for its hash (201).
 */
async function measureWrites(port: number): Promise<Measured & { resolved: number; conflicts: number }> {
  const show = await api(port, 'POST', '/api/v1/shows', { name: 'Live' })
  const headers = { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' }
  let resolved = 0
  let conflicts = 0
  type Context = { schedule?: object; hash?: string }
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 16,
    duration: DURATION,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/schedules/',
        headers,
        setupRequest: (request, context: Context) => {
          const day = new Date(Date.UTC(YEAR, 0, 2 + Math.floor(Math.random() * 360))).toISOString().slice(0, 10)
          const hour = 2 * Math.floor(Math.random() * 11) + 1
          const schedule = {
            show: show.json.id,
            rrule: 1,
            firstDate: day,
            lastDate: day,
            startTime: `${String(hour).padStart(2, '0')}:30:00`,
            endTime: `${String(hour + 1).padStart(2, '0')}:30:00`,
          }
          context.schedule = schedule
          return { ...request, body: JSON.stringify({ schedule }) }
        },
        onResponse: (status, body, context: Context) => {
          context.hash = status === 409 ? (JSON.parse(body).projected?.[0]?.hash as string | undefined) : undefined
          if (status === 409) conflicts += 1
        },
      },
      {
        method: 'POST',
        path: '/api/v1/schedules/',
        headers,
        setupRequest: (request, context: Context) => {
          const solutions = context.hash === undefined ? undefined : { [context.hash]: 'ours' }
          return {
            ...request,
            body: JSON.stringify({ schedule: context.schedule, ...(solutions === undefined ? {} : { solutions }) }),
          }
        },
        onResponse: (status) => {
          if (status === 201) resolved += 1
        },
      },
    ],
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.errors,
    resolved,
    conflicts,
  }
}

const rows: string[] = []
const fmt = (n: number) => Math.round(n).toLocaleString('en')

async function benchOn(label: string, env: Record<string, string>): Promise<void> {
  const server = await startServer(env, { adminToken: ADMIN_TOKEN })
  try {
    const week = await bookYear(server.port)
    const answers: Record<string, { type: string; body: string }> = {}
    for (const read of READS) {
      const res = await api(server.port, 'GET', read.path)
      if (res.status !== 200) throw new Error(`${read.path}: ${res.status}`)
      answers[read.path] = { type: res.type, body: res.text }
    }
    const bare = await startBareServer(answers)
    try {
      for (const read of READS) {
        const headers: Record<string, string> = read.auth ? { authorization: `Bearer ${ADMIN_TOKEN}` } : {}
        const app = await measure(`http://127.0.0.1:${server.port}${read.path}`, 64, headers)
        const limit = await measure(`http://127.0.0.1:${bare.port}${read.path}`, 64)
        const kb = (Buffer.byteLength(answers[read.path]!.body) / 1024).toFixed(1)
        rows.push(
          `| ${label} | ${read.name} (${kb} KB${read.path.includes('timeslots?') ? `, ${week} slots` : ''}${read.auth ? ', token' : ''}) | ${fmt(app.rps)} | ${app.p50} / ${app.p99} ms | ${fmt(limit.rps)} | ${((100 * app.rps) / limit.rps).toFixed(0)} % |${app.non2xx > 0 ? ` ${app.non2xx} failed` : ''}`,
        )
        console.log(rows.at(-1))
      }
    } finally {
      bare.stop()
    }
    const writes = await measureWrites(server.port)
    const check = await overlaps(server.port)
    rows.push(
      `| ${label} | writes, 16 connections: colliding POST then its resolution | ${fmt(writes.rps)} (${fmt(writes.resolved / DURATION)} resolved/s) | ${writes.p50} / ${writes.p99} ms | | ${check.overlaps} overlaps in ${fmt(check.slots)} timeslots |`,
    )
    console.log(rows.at(-1))
  } finally {
    await server.stop()
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'onair-load-'))
try {
  await benchOn('embedded', { DATA_DIR: dataDir })
} finally {
  await rm(dataDir, { recursive: true, force: true })
}

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const name = `onair_load_${process.pid}`
const admin = new pg.Client({ connectionString: adminUrl })
try {
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  try {
    await benchOn('PostgreSQL', { DATABASE_URL: url.toString() })
  } finally {
    await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`)
  }
} catch (error) {
  console.log(`PostgreSQL skipped: ${(error as Error).message}`)
} finally {
  await admin.end().catch(() => {})
}

console.log(
  `\n${cpus().length} cores (${cpus()[0]?.model ?? '?'}), Node ${process.version}, ${DURATION} s per measurement, 64 connections for reads`,
)
console.log('| database | request | app req/s | p50 / p99 | limit req/s (bare node:http, same bytes) | app / limit |')
console.log('|---|---|---|---|---|---|')
for (const row of rows) console.log(row)
