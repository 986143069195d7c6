/**
 * /health while each of the security review's reproductions runs (issue 35). The production build runs
 * as its own process (`node dist/server.js`, default settings, as bench/load/*.ts start it), so the
 * client that asks /health is never held by the server's event loop. Each reproduction in turn, while
 * GET /health is asked every 20 ms (one at a time: the next one 20 ms after the last one started, or
 * at once when it took longer); prints /health's median, p99 and slowest answer during it and the
 * reproduction's own outcome, on the embedded database and on PostgreSQL:
 *
 *   a. the 9,000-event import: 9,000 ordinary one-hour events (no rule) in one file, just under 1 MiB,
 *      previewed (no `commit`); a2. the same with 1,000 events, the most an import reads now;
 *   b. the 300-byte dry run: a schedule POST with `recurrence` FREQ=DAILY;BYMONTHDAY=31;BYMONTH=2,4,6,9,11,
 *      lastDate 9999-12-31, `dryrun: true`;
 *   c. the 100,000-key `/live-access` form (k0=1&k1=1&..., 0.9 MB, anonymous);
 *   d. 300 half-sent POSTs: headers and part of a body (Content-Length 1000), then nothing; waits until
 *      the server has closed all of them or HALF_SENT_WAIT_S (default 40) passes;
 *   e. 40 bad tokens: 40 wrong bearer tokens at the API (GET /api/v1/users/me), then 40 wrong tokens at
 *      the anonymous `/live-access` (last: the failure limit is then reached for this address).
 *
 * Beside /health, `/live-access` is asked every 20 ms with the admin's token (a token it looks up): on the
 * embedded database a write holds the one connection, which a lookup used to wait for.
 *
 * It reads nothing from src/ (nor does bench/lib/production.ts, which starts the server), so it runs on an
 * older checkout with that file copied beside it. Run: `npm run bench:review-health`
 * (ONLY=a,b,... picks reproductions; DATABASES=embedded or postgres runs on one; BENCH_DATABASE_URL as
 * bench/lib/databases.ts).
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { withPostgresDatabase } from '../lib/databases.ts'
import { buildIfStale, startServer } from '../lib/production.ts'

const ADMIN_TOKEN = randomBytes(32).toString('hex')
const POLL_MS = 20
const HALF_SENT_WAIT_MS = Number(process.env.HALF_SENT_WAIT_S ?? 40) * 1000
const ONLY = (process.env.ONLY ?? 'a,a2,b,c,d,e').split(',')
const DATABASES = (process.env.DATABASES ?? 'embedded,postgres').split(',')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const quantile = (values: number[], q: number) => {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN
}
const tally = (statuses: Array<number | string>) => {
  const counts = new Map<number | string, number>()
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1)
  return [...counts].map(([s, n]) => `${n}× ${s}`).join(', ')
}

/**
 * Runs `work` while /health and, beside it, /live-access (the admin's token: a known one, looked up)
 * are each asked every POLL_MS; each answer's time.
 */
async function during<T>(base: string, work: () => Promise<T>) {
  let done = false
  const started = performance.now()
  const running = work().finally(() => (done = true))
  const poll = async (path: string, init?: RequestInit) => {
    const waits: number[] = []
    while (!done) {
      const asked = performance.now()
      await fetch(`${base}${path}`, init).then((res) => res.arrayBuffer())
      waits.push(performance.now() - asked)
      await sleep(Math.max(0, POLL_MS - (performance.now() - asked)))
    }
    return waits
  }
  const [waits, liveAccessWaits] = await Promise.all([
    poll('/health'),
    poll('/api/v1/live-access', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'dj', password: ADMIN_TOKEN }),
    }),
  ])
  const outcome = await running
  return { outcome, waits, liveAccessWaits, ms: performance.now() - started }
}

const post = (base: string, path: string, body: string, headers: Record<string, string>) =>
  fetch(`${base}${path}`, { method: 'POST', headers, body }).then(async (res) => {
    const text = await res.text()
    return { status: res.status, bytes: text.length, text }
  })
const json = { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' }

/** `count` ordinary events, one hour each, one after the other from 2027-01-05, LF line ends (9,000: under 1 MiB as JSON). */
const ordinaryCalendar = (count: number) => {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//review//EN']
  const t0 = Date.UTC(2027, 0, 5, 0)
  const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')
  for (let i = 0; i < count; i++) {
    const start = t0 + i * 3_600_000
    lines.push('BEGIN:VEVENT', `UID:e${i}`, `SUMMARY:S${i % 300}`, `DTSTART:${stamp(start)}`)
    lines.push(`DTEND:${stamp(start + 3_600_000)}`, 'END:VEVENT')
  }
  lines.push('END:VCALENDAR', '')
  return lines.join('\n')
}

/** Opens `count` connections that send headers and 14 of 1,000 body bytes; each one's end (408, closed, or still open). */
function halfSent(port: number, count: number, giveUpMs: number): Promise<string[]> {
  const body = '{"name": "Slow'
  const request = `POST /api/v1/shows HTTP/1.1\r\nHost: onair\r\nAuthorization: Bearer ${ADMIN_TOKEN}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n${body}`
  const ends = Array.from(
    { length: count },
    () =>
      new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1')
        let answer = ''
        const giveUp = setTimeout(() => {
          socket.destroy()
          resolve(`still open at ${giveUpMs / 1000} s`)
        }, giveUpMs)
        socket.setEncoding('utf8')
        socket.on('data', (chunk: string) => (answer += chunk))
        socket.on('error', () => {})
        socket.on('close', () => {
          clearTimeout(giveUp)
          resolve(answer === '' ? 'closed, no answer' : `closed after ${answer.slice(9, 12)}`)
        })
        socket.write(request)
      }),
  )
  return Promise.all(ends)
}

const reproductions: Array<{ key: string; name: string; run: (base: string, port: number) => Promise<string> }> = [
  ...(
    [
      ['a', 'a. 9,000-event import', 9000],
      ['a2', 'a2. 1,000-event import (the most one reads now)', 1000],
    ] as const
  ).map(([key, name, count]) => ({
    key,
    name,
    run: async (base: string) => {
      const body = JSON.stringify({ calendar: ordinaryCalendar(count) })
      const res = await post(base, '/api/v1/imports', body, json)
      return `${res.status} (${(body.length / 1024).toFixed(0)} KB sent) ${res.text.slice(0, 120).replace(/\s+/g, ' ')}`
    },
  })),
  {
    key: 'b',
    name: 'b. 300-byte recurrence dry run',
    run: async (base) => {
      const show = await post(base, '/api/v1/shows', JSON.stringify({ name: `Review ${Date.now()}` }), json)
      const id = JSON.parse(show.text).id
      const body = JSON.stringify({
        schedule: {
          show: id,
          recurrence: 'FREQ=DAILY;BYMONTHDAY=31;BYMONTH=2,4,6,9,11',
          firstDate: '2027-01-01',
          lastDate: '9999-12-31',
          startTime: '20:00:00',
          endTime: '21:00:00',
          dryrun: true,
        },
      })
      const res = await post(base, '/api/v1/schedules', body, json)
      return `${res.status} (${body.length} bytes sent) ${res.text.slice(0, 120).replace(/\s+/g, ' ')}`
    },
  },
  {
    key: 'c',
    name: 'c. 100,000-key /live-access form',
    run: async (base) => {
      const form = Array.from({ length: 100_000 }, (_, i) => `k${i}=1`).join('&')
      const res = await post(base, '/api/v1/live-access', form, {
        'content-type': 'application/x-www-form-urlencoded',
      })
      return `${res.status}, answer ${(res.bytes / 1024).toFixed(1)} KB (${(form.length / 1024).toFixed(0)} KB sent)`
    },
  },
  {
    key: 'd',
    name: 'd. 300 half-sent POSTs',
    run: async (_base, port) => {
      const started = performance.now()
      const ends = await halfSent(port, 300, HALF_SENT_WAIT_MS)
      return `${tally(ends)}; the last after ${((performance.now() - started) / 1000).toFixed(1)} s`
    },
  },
  {
    key: 'e',
    name: 'e. 40 bad tokens (API, then /live-access)',
    run: async (base) => {
      const api: number[] = []
      for (let i = 0; i < 40; i++) {
        const res = await fetch(`${base}/api/v1/users/me`, {
          headers: { authorization: `Bearer onair_guess-${i}-0123456789abcdefghijklmnop` },
        })
        await res.arrayBuffer()
        api.push(res.status)
      }
      const live: string[] = []
      for (let i = 0; i < 40; i++) {
        const res = await post(
          base,
          '/api/v1/live-access',
          JSON.stringify({ user: 'source', password: `onair_guess-live-${i}-0123456789abcdefghijklmnop` }),
          { 'content-type': 'application/json' },
        )
        live.push(res.status === 200 ? `200 allowed=${JSON.parse(res.text).allowed}` : String(res.status))
      }
      return `API: ${tally(api)}; /live-access: ${tally(live)}`
    },
  },
]

async function benchOn(label: string, env: Record<string, string>) {
  const server = await startServer(env, { adminToken: ADMIN_TOKEN, stopSignal: 'SIGKILL' })
  const base = `http://127.0.0.1:${server.port}`
  try {
    for (let i = 0; i < 20; i++) await fetch(`${base}/health`).then((res) => res.arrayBuffer())
    // A streaming server that has asked before: what /live-access reads is kept from its first question on.
    for (let i = 0; i < 3; i++)
      await post(base, '/api/v1/live-access', JSON.stringify({ user: 'dj', password: ADMIN_TOKEN }), {
        'content-type': 'application/json',
      })
    for (const r of reproductions.filter((r) => ONLY.includes(r.key))) {
      const { outcome, waits, liveAccessWaits, ms } = await during(base, () =>
        r.run(base, server.port).catch((e) => `failed: ${e}`),
      )
      const answers = (what: string, times: number[]) =>
        `${what}: ${times.length} answers, median ${quantile(times, 0.5).toFixed(1)} ms, ` +
        `p99 ${quantile(times, 0.99).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`
      console.log(
        `${label} | ${r.name} | took ${(ms / 1000).toFixed(2)} s | ${answers('/health', waits)} | ` +
          `${answers('/live-access', liveAccessWaits)} | ${outcome}`,
      )
    }
  } finally {
    await server.stop()
  }
}

buildIfStale()
if (DATABASES.includes('embedded')) {
  const dataDir = await mkdtemp(join(tmpdir(), 'onair-review-'))
  try {
    await benchOn('embedded', { DATA_DIR: dataDir })
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}
if (DATABASES.includes('postgres'))
  await withPostgresDatabase('review', (url) => benchOn('PostgreSQL', { DATABASE_URL: url }))
