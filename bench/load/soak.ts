/**
 * A soak: two instances (`node dist/server.js`) over a PostgreSQL cluster of the soak's own (initdb and
 * pg_ctl in a temporary directory, on a free port), SOAK_CLIENTS clients (default 6) sending a mix of
 * writes and reads to both for SOAK_MINUTES (default 30), with faults at even intervals: every backend
 * of the database terminated, a fast PostgreSQL restart, an instance SIGKILLed and started again.
 * It fails (exit 1) on any 500, any overlapping timeslots, or an acknowledged write that is not in the
 * change log exactly once (each write carries a marker of its own); it reports, per slice (ten minutes,
 * or a third of a shorter soak), the answers per second, p50/p99 per kind of request and each
 * instance's RSS (sampled every 5 s: the slice's highest and last). SOAK_CHANGESETS (default 0) grows
 * the change log by bulk SQL before the clients start (issue 36's soak: 100,000). SOAK_HEAP_DIR writes
 * two heap snapshots of instance A (the one no fault kills) there, after the first slice and at the end,
 * and prints what grew between them by constructor (bench/lib/heap-summary.ts).
 *   SOAK_MINUTES=3 SOAK_CHANGESETS=100000 npm run bench:soak
 * Needs PostgreSQL's server binaries (/usr/lib/postgresql/<version>/bin); run as root, the cluster
 * runs as the postgres user.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { createDb } from '../../src/db/platform/client.ts'
import { growLog } from '../lib/change-log.ts'
import { growthTable } from '../lib/heap-summary.ts'
import { percentile } from '../lib/measure.ts'
import { buildIfStale, freePort, ROOT } from '../lib/production.ts'

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30)
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 6)
// The change log the soak starts with, grown by bulk SQL (bench/lib/change-log.ts): issue 36 asks for 100,000.
const CHANGESETS = Number(process.env.SOAK_CHANGESETS ?? 0)
const TOKEN = `onair_${'soak-admin-token-'.repeat(3)}`
const DURATION = MINUTES * 60_000
const SLICE = Math.min(10 * 60_000, DURATION / 3)
const HEAP_DIR = process.env.SOAK_HEAP_DIR
const FAULTS = ['terminate backends', 'restart PostgreSQL (fast)', 'SIGKILL an instance and start it again'] as const

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A PostgreSQL cluster in a temporary directory, run by the postgres user. */
class Cluster {
  readonly dir = mkdtempSync(join(tmpdir(), 'onair-soak-pg-'))
  readonly bin: string
  readonly port: number
  constructor(port: number) {
    this.port = port
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
    this.bin = `/usr/lib/postgresql/${versions[0]}/bin`
    chownSync(this.dir, uidOf('postgres'), gidOf('postgres'))
  }
  // Asynchronous, so the clients keep running while PostgreSQL restarts; output to the log file only
  // (a postmaster started with a pipe for stdout would keep the pipe, and the wait, open).
  async #run(tool: string, ...args: string[]): Promise<void> {
    const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : []
    const [command, ...rest] = [...asPostgres, `${this.bin}/${tool}`, ...args]
    const child = spawn(command!, rest, { stdio: 'ignore' })
    const [code] = (await once(child, 'exit')) as [number | null]
    if (code !== 0) throw new Error(`${tool} ${args.join(' ')} exited ${code} (see ${this.dir}/log)`)
  }
  init(): Promise<void> {
    return this.#run('initdb', '-D', `${this.dir}/data`, '-U', 'postgres', '--auth=trust', '--no-sync')
  }
  #options = () => `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`
  start(): Promise<void> {
    return this.#run('pg_ctl', '-D', `${this.dir}/data`, '-l', `${this.dir}/log`, '-w', '-o', this.#options(), 'start')
  }
  restart(): Promise<void> {
    return this.#run(
      'pg_ctl',
      '-D',
      `${this.dir}/data`,
      '-l',
      `${this.dir}/log`,
      '-m',
      'fast',
      '-w',
      '-o',
      this.#options(),
      'restart',
    )
  }
  stop(): Promise<void> {
    return this.#run('pg_ctl', '-D', `${this.dir}/data`, '-m', 'immediate', '-w', 'stop')
  }
  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`
  }
}

function uidOf(user: string): number {
  return Number(spawnSync('id', ['-u', user], { encoding: 'utf8' }).stdout.trim())
}
function gidOf(user: string): number {
  return Number(spawnSync('id', ['-g', user], { encoding: 'utf8' }).stdout.trim())
}

async function sql<T = Record<string, unknown>>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, params)).rows as T[]
  } finally {
    await client.end()
  }
}

class Instance {
  child: ChildProcess | undefined
  down = false
  readonly name: string
  readonly port: number
  readonly databaseUrl: string
  constructor(name: string, port: number, databaseUrl: string) {
    this.name = name
    this.port = port
    this.databaseUrl = databaseUrl
  }
  get url(): string {
    return `http://127.0.0.1:${this.port}`
  }
  async start(): Promise<void> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(this.port),
      HOST: '127.0.0.1',
      DATABASE_URL: this.databaseUrl,
      ADMIN_TOKEN: TOKEN,
      LOG_LEVEL: 'fatal',
    }
    delete env.NODE_OPTIONS
    // Instance A writes a heap snapshot on SIGUSR2 when the soak is asked for them.
    const heap =
      HEAP_DIR !== undefined && this.name === 'A'
        ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${HEAP_DIR}`]
        : []
    this.child = spawn(process.execPath, [...heap, 'dist/server.js'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    for (let i = 0; i < 600; i += 1) {
      const ready = await fetch(`${this.url}/ready`).then(
        (res) => res.status === 200,
        () => false,
      )
      if (ready) {
        this.down = false
        return
      }
      await sleep(100)
    }
    throw new Error(`${this.name} did not become ready`)
  }
  /** Resident memory in MB, from /proc. */
  rss(): number {
    const pid = this.child?.pid
    if (pid === undefined || !existsSync(`/proc/${pid}/status`)) return 0
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'))
    return line === undefined ? 0 : Number(line.split(/\s+/)[1]) / 1024
  }
  /** A heap snapshot written to SOAK_HEAP_DIR: the file's path, once V8 has finished writing it. */
  async heapSnapshot(): Promise<string> {
    const before = new Set(readdirSync(HEAP_DIR!))
    this.child!.kill('SIGUSR2')
    for (;;) {
      await sleep(1_000)
      const written = readdirSync(HEAP_DIR!).find((file) => !before.has(file) && file.endsWith('.heapsnapshot'))
      // V8 writes the file in one go while the process is paused: ready once it answers again.
      if (
        written !== undefined &&
        (await fetch(`${this.url}/health`).then(
          (res) => res.ok,
          () => false,
        ))
      ) {
        return join(HEAP_DIR!, written)
      }
    }
  }
  async kill(): Promise<void> {
    this.down = true
    const exited = new Promise((resolve) => this.child!.once('exit', resolve))
    this.child!.kill('SIGKILL')
    await exited
  }
  async stop(): Promise<void> {
    if (this.child === undefined || this.child.exitCode !== null || this.child.signalCode !== null) return
    const exited = new Promise((resolve) => this.child!.once('exit', resolve))
    this.child.kill('SIGTERM')
    await exited
  }
}

interface Sample {
  at: number
  kind: string
  ms: number
  status: number
}

const samples: Sample[] = []
const rssSamples: Array<{ at: number; rss: number[] }> = []
const acknowledged: string[] = []
const unacknowledged: string[] = []
const problems: string[] = []
let counter = 0

async function call(
  instance: Instance,
  kind: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: unknown }> {
  const started = performance.now()
  let status = 0
  let body: unknown
  try {
    const res = await fetch(`${instance.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${TOKEN}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(60_000),
    })
    status = res.status
    const text = await res.text()
    body = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text
  } catch {
    status = 0
  }
  samples.push({ at: Date.now(), kind, ms: performance.now() - started, status })
  if (status >= 500 && status !== 503)
    problems.push(`${kind} ${path} answered ${status} on ${instance.name}: ${JSON.stringify(body).slice(0, 300)}`)
  return { status, body }
}

const local = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ')

async function client(n: number, instances: Instance[], shows: number[], until: number): Promise<void> {
  const week = `start=${encodeURIComponent(local(Date.now() - 3 * 86_400_000))}&end=${encodeURIComponent(local(Date.now() + 4 * 86_400_000))}`
  for (let i = 0; Date.now() < until; i += 1) {
    const instance = instances[(n + i) % instances.length]!
    if (instance.down) {
      await sleep(50)
      continue
    }
    const show = shows[(n + i) % shows.length]!
    counter += 1
    const marker = `soak-${process.pid}-${counter}`
    switch (i % 10) {
      case 0: {
        // A weekly schedule in a year of its own per client: some collide (409), most are created.
        const year = 2030 + n
        const day = (i * 7) % 360
        const first = new Date(Date.UTC(year, 0, 1) + day * 86_400_000).toISOString().slice(0, 10)
        const hour = String(i % 24).padStart(2, '0')
        const res = await call(instance, 'POST schedule', '/api/v1/schedules/', {
          method: 'POST',
          body: {
            schedule: {
              show,
              rrule: 4,
              byWeekday: i % 7,
              firstDate: first,
              lastDate: `${year}-12-31`,
              startTime: `${hour}:00:00`,
              endTime: `${hour}:30:00`,
            },
          },
        })
        if (res.status === 201) acknowledged.push(`schedule:${(res.body as { id: number }).id}`)
        break
      }
      case 1:
      case 5: {
        const res = await call(instance, 'PATCH show', `/api/v1/shows/${show}`, {
          method: 'PATCH',
          body: { description: marker },
        })
        ;(res.status === 200 ? acknowledged : unacknowledged).push(marker)
        break
      }
      case 2:
        await call(instance, 'GET timeslots (week)', `/api/v1/timeslots?${week}`)
        break
      case 3:
        await call(instance, 'GET .ics', '/api/v1/timeslots.ics')
        break
      case 4:
        await call(instance, 'GET now-next', '/api/v1/air/now-next')
        break
      case 6:
        await call(instance, 'GET playout', `/api/v1/playout?${week}`)
        break
      case 7:
        await call(instance, 'GET /changes', '/api/v1/changes?limit=50')
        break
      case 8:
        await call(instance, 'GET /programme', '/programme')
        break
      default:
        await call(instance, 'GET health', '/api/v1/air/health')
    }
  }
}

async function fault(
  kind: (typeof FAULTS)[number],
  cluster: Cluster,
  instances: Instance[],
  adminUrl: string,
): Promise<void> {
  const started = Date.now()
  if (kind === 'terminate backends') {
    await sql(
      adminUrl,
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'onair' AND pid <> pg_backend_pid()`,
    )
  } else if (kind === 'restart PostgreSQL (fast)') {
    await cluster.restart()
  } else {
    const victim = instances[1]!
    await victim.kill()
    await sleep(1_000)
    await victim.start()
  }
  console.log(`  fault at ${((started - soakStart) / 60_000).toFixed(1)} min: ${kind} (${Date.now() - started} ms)`)
}

let soakStart = 0

function report(): void {
  const slices = Math.max(1, Math.round(DURATION / SLICE))
  const kinds = [...new Set(samples.map((s) => s.kind))].sort()
  console.log(
    `\n| slice | answers/s | ${kinds.map((k) => `${k} p50/p99 ms`).join(' | ')} | RSS A max/last MB | RSS B max/last MB |`,
  )
  console.log(`|---|---:|${kinds.map(() => '---:').join('|')}|---:|---:|`)
  for (let s = 0; s < slices; s += 1) {
    const from = soakStart + s * SLICE
    const to = from + SLICE
    const inSlice = samples.filter((x) => x.at >= from && x.at < to && x.status !== 0)
    const cells = kinds.map((kind) => {
      const ms = inSlice.filter((x) => x.kind === kind).map((x) => x.ms)
      return ms.length === 0 ? '–' : `${percentile(ms, 0.5).toFixed(0)} / ${percentile(ms, 0.99).toFixed(0)}`
    })
    const rss = rssSamples.filter((x) => x.at >= from && x.at < to)
    const memory = [0, 1].map((i) => {
      const values = rss.map((x) => x.rss[i]!).filter((v) => v > 0)
      return values.length === 0 ? '–' : `${Math.max(...values).toFixed(0)} / ${values.at(-1)!.toFixed(0)}`
    })
    console.log(
      `| ${((from - soakStart) / 60_000).toFixed(1)}–${((to - soakStart) / 60_000).toFixed(1)} min | ${(inSlice.length / (SLICE / 1000)).toFixed(1)} | ${cells.join(' | ')} | ${memory.join(' | ')} |`,
    )
  }
}

async function check(url: string): Promise<void> {
  const overlaps = await sql<{ n: string }>(
    url,
    `SELECT count(*)::text AS n FROM timeslots a JOIN timeslots b ON a.id < b.id AND tstzrange(a.start, a."end") && tstzrange(b.start, b."end")`,
  )
  if (overlaps[0]!.n !== '0') problems.push(`${overlaps[0]!.n} overlapping pairs of timeslots`)
  // Every acknowledged write once in the change log: show PATCHes by their marker, schedules by id.
  const markers = await sql<{ marker: string; n: string }>(
    url,
    `SELECT change->'after'->>'description' AS marker, count(*)::text AS n FROM changesets, jsonb_array_elements(changes) AS change
     WHERE action = 'show.update' AND change->>'entity' = 'show' GROUP BY 1`,
  )
  const logged = new Map(markers.map((row) => [row.marker, Number(row.n)]))
  const schedules = await sql<{ id: number; n: string }>(
    url,
    `SELECT unnest(schedule_ids) AS id, count(*)::text AS n FROM changesets WHERE action = 'schedule.create' GROUP BY 1`,
  )
  for (const row of schedules) logged.set(`schedule:${row.id}`, Number(row.n))
  const missing = acknowledged.filter((key) => logged.get(key) !== 1)
  if (missing.length > 0)
    problems.push(
      `${missing.length} acknowledged writes not in the change log exactly once (e.g. ${missing.slice(0, 3).join(', ')})`,
    )
  const twice = unacknowledged.filter((key) => (logged.get(key) ?? 0) > 1)
  if (twice.length > 0) problems.push(`${twice.length} unanswered writes in the change log more than once`)
  console.log(
    `\nchecked: ${acknowledged.length} acknowledged writes each once in the change log (${unacknowledged.length} unanswered or refused, none twice); overlaps ${overlaps[0]!.n}`,
  )
}

buildIfStale()
const cluster = new Cluster(await freePort())
const instances: Instance[] = []
try {
  await cluster.init()
  await cluster.start()
  const adminUrl = cluster.url('postgres')
  await sql(adminUrl, 'CREATE DATABASE onair')
  const url = cluster.url('onair')
  instances.push(new Instance('A', await freePort(), url), new Instance('B', await freePort(), url))
  // One after the other: the first runs the migrations.
  for (const instance of instances) await instance.start()
  const shows: number[] = []
  for (let s = 0; s < 5; s += 1) {
    const res = await call(instances[0]!, 'setup', '/api/v1/shows', { method: 'POST', body: { name: `Soak ${s}` } })
    shows.push((res.body as { id: number }).id)
  }
  if (CHANGESETS > 0) {
    const db = await createDb({ databaseUrl: url, dataDir: tmpdir() })
    const started = Date.now()
    await growLog(db, CHANGESETS, { now: Date.now(), firstSlot: Date.now() - 5 * 365 * 86_400_000, slots: 43_800 })
    await db.close()
    console.log(
      `grew the change log to ${CHANGESETS.toLocaleString('en')} changesets in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    )
  }
  samples.length = 0
  console.log(
    `soak: ${MINUTES} min, ${CLIENTS} clients over 2 instances, PostgreSQL ${cluster.bin.split('/').at(-2)} on port ${cluster.port}`,
  )
  soakStart = Date.now()
  const until = soakStart + DURATION
  const sampler = setInterval(() => rssSamples.push({ at: Date.now(), rss: instances.map((i) => i.rss()) }), 5_000)
  const faults = (async () => {
    const every = DURATION / (FAULTS.length * Math.max(1, Math.floor(MINUTES / 10)) + 1)
    for (let k = 0; Date.now() + every < until; k += 1) {
      await sleep(every)
      await fault(FAULTS[k % FAULTS.length]!, cluster, instances, adminUrl)
    }
  })()
  const snapshots: Promise<string>[] = []
  const firstSnapshot =
    HEAP_DIR === undefined ? undefined : setTimeout(() => snapshots.push(instances[0]!.heapSnapshot()), SLICE)
  await Promise.all([...Array.from({ length: CLIENTS }, (_, n) => client(n, instances, shows, until)), faults])
  clearInterval(sampler)
  clearTimeout(firstSnapshot)
  report()
  if (HEAP_DIR !== undefined) {
    snapshots.push(instances[0]!.heapSnapshot())
    const [first, last] = await Promise.all(snapshots)
    console.log(
      `\ninstance A's heap after the first slice and at the end (${first}, ${last}):\n${growthTable(first!, last!)}`,
    )
  }
  await check(url)
  const fiveHundreds = samples.filter((s) => s.status >= 500 && s.status !== 503).length
  const unavailable = samples.filter((s) => s.status === 503 || s.status === 0).length
  console.log(`answers: ${samples.length}, 500s: ${fiveHundreds}, 503 or no answer (during faults): ${unavailable}`)
} catch (error) {
  problems.push(String(error))
} finally {
  for (const instance of instances) await instance.stop().catch(() => {})
  await cluster.stop().catch(() => {})
  rmSync(cluster.dir, { recursive: true, force: true })
}
if (problems.length > 0) {
  console.log(`\nFAILED:\n${problems.slice(0, 20).join('\n')}`)
  process.exitCode = 1
} else console.log('\nno 500, no overlap, every acknowledged write once in the change log')
