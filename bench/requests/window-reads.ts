/**
 * Reads that follow their window, not the history (issue 36): each read, uncached (the read cache is
 * emptied before every request), with ten booked years of programme (43,800 two-hour timeslots, five
 * years either side of now) and a change log of 1,000 changesets, then of 100,000; the same for the
 * year's 409 (a daily schedule for next year against the booked programme). The change log grows by
 * bulk SQL (one INSERT … SELECT over generate_series): memo edits of 400 timeslots around now, every
 * tenth a deleted timeslot in the first four of the ten years (outside every window measured, so the
 * answers stay the same), every hundredth a 50-row write, all within the last 30 days (what the feed
 * used to read whole); timeslot_versions is then filled as its migration does. updatedSince's answer
 * grows with the edits of its hour (about 1 at 1,000, 140 at 100,000): its cost follows that.
 * The two levels are two databases open side by side and their requests alternate, so that a busy
 * machine weighs on both alike; a control read (the station, no programme) shows what is noise.
 * Goal: every read at 100,000 ≤ 1.3× its cost at 1,000, on both databases.
 * Run: `npm run bench:window-reads` (BENCH_DATABASE_URL overrides postgres://postgres@127.0.0.1:5432/test;
 * BENCH_RUNS the samples per read, default 15).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { type App, buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import { createDb, type Db } from '../../src/db/platform/client.ts'
import { applyMigrations } from '../../src/db/platform/migrate.ts'
import { instantToLocal } from '../../src/domain/time/station-time.ts'
import { SYSTEM } from '../../src/services/access/caller.ts'
import { createUser, issueToken } from '../../src/services/access/users.ts'
import { growLog } from '../lib/change-log.ts'
import { median, timed } from '../lib/measure.ts'

const ZONE = 'Europe/Vienna'
const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const NOW = Date.parse('2027-06-15T08:30:00Z')
const HOUR = 3_600_000
const DAY = 24 * HOUR
const SLOTS = 43_800
const FIRST_SLOT = NOW - (SLOTS / 2) * 2 * HOUR
const LEVELS = [1_000, 100_000]

const local = (ms: number) => instantToLocal(ms, ZONE)
const iso = (ms: number) => new Date(ms).toISOString()

interface Read {
  name: string
  /** The request's URL on a database holding `changesets`. */
  url: (changesets: number) => string
  method?: 'POST'
  payload?: object
  status: number
}

/** The reads measured (all GETs but the year's 409). */
const READS: Read[] = (() => {
  const week = `start=${encodeURIComponent(local(NOW - 3 * DAY))}&end=${encodeURIComponent(local(NOW + 4 * DAY))}`
  const day = `start=${encodeURIComponent(local(NOW))}&end=${encodeURIComponent(local(NOW + DAY))}`
  const month = `start=${encodeURIComponent(local(NOW - 30 * DAY))}&end=${encodeURIComponent(local(NOW))}`
  return [
    { name: 'programme list (a week)', url: () => `/api/v1/timeslots?${week}`, status: 200 },
    {
      name: 'programme list updatedSince 1 h',
      url: () => `/api/v1/timeslots?updatedSince=${iso(NOW - HOUR)}`,
      status: 200,
    },
    { name: 'playout (a day)', url: () => `/api/v1/playout?${day}`, status: 200 },
    { name: 'now/next', url: () => '/api/v1/air/now-next', status: 200 },
    { name: 'programme health', url: () => '/api/v1/air/health', status: 200 },
    { name: 'week page /programme', url: () => '/programme', status: 200 },
    { name: 'airtime report (a month)', url: () => `/api/v1/reports/airtime?${month}`, status: 200 },
    { name: '.ics feed (default window)', url: () => '/api/v1/timeslots.ics', status: 200 },
    {
      name: '.ics feed (an empty week)',
      url: () =>
        `/api/v1/timeslots.ics?start=${encodeURIComponent(local(NOW + 6 * 365 * DAY))}&end=${encodeURIComponent(local(NOW + 6 * 365 * DAY + 7 * DAY))}`,
      status: 200,
    },
    { name: '/changes newest page', url: () => '/api/v1/changes', status: 200 },
    { name: '/changes of one show', url: () => '/api/v1/changes?showIds=1', status: 200 },
    { name: 'control: GET /api/v1/station', url: () => '/api/v1/station', status: 200 },
    {
      name: 'stream catch-up (after=, 100)',
      url: (changesets) => `/api/v1/changes?after=${changesets - 100}&limit=100`,
      status: 200,
    },
    {
      name: "the year's 409 (365 vs booked)",
      url: () => '/api/v1/schedules/',
      method: 'POST',
      payload: {
        schedule: {
          show: 1,
          rrule: 2,
          firstDate: '2028-01-01',
          lastDate: '2028-12-31',
          startTime: '19:30:00',
          endTime: '20:30:00',
        },
      },
      status: 409,
    },
  ]
})()

/** Ten years of back-to-back two-hour timeslots of show 1 around now. */
async function bookTenYears(db: Db): Promise<void> {
  const show = await db.client.show.create({ data: { name: 'Booked', slug: 'booked' } })
  const schedule = await db.client.schedule.create({
    data: { showId: show.id, ruleId: 2, firstDate: new Date(FIRST_SLOT), startTime: '00:00:00', endTime: '02:00:00' },
  })
  await db.client.$executeRaw`
    INSERT INTO timeslots (schedule_id, show_id, start, "end", memo, updated_at)
    SELECT ${schedule.id}, ${show.id}, ${iso(FIRST_SLOT)}::timestamptz + g * interval '2 hours',
           ${iso(FIRST_SLOT)}::timestamptz + (g + 1) * interval '2 hours', '', now()
    FROM generate_series(0, ${SLOTS - 1}::int) AS g`
}

interface Side {
  app: App
  token: string
  changesets: number
}

/** A database of its own per level, both open at once, so that requests to them can alternate. */
async function sides(kind: 'embedded' | 'postgres', use: (sides: Side[]) => Promise<void>): Promise<void> {
  const opened: Array<{ db: Db; close: () => Promise<void> }> = []
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const admin = new pg.Client({ connectionString: adminUrl })
  if (kind === 'postgres') await admin.connect()
  try {
    for (const level of LEVELS) {
      if (kind === 'embedded') {
        const dataDir = await mkdtemp(join(tmpdir(), 'onair-bench-'))
        const db = await createDb({ databaseUrl: null, dataDir })
        opened.push({ db, close: () => rm(dataDir, { recursive: true, force: true }) })
      } else {
        const name = `onair_bench_window_${level}_${process.pid}`
        await admin.query(`CREATE DATABASE "${name}"`)
        const url = new URL(adminUrl)
        url.pathname = `/${name}`
        const db = await createDb({ databaseUrl: url.toString(), dataDir: tmpdir() })
        opened.push({ db, close: async () => void (await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`)) })
      }
    }
    const built: Side[] = []
    for (const [i, level] of LEVELS.entries()) {
      const { db } = opened[i]!
      await applyMigrations(db)
      const app = await buildApp(loadConfig({ STATION_TIME_ZONE: ZONE }), { db, now: () => NOW, logger: false })
      await app.ready()
      await bookTenYears(db)
      const manager = await createUser(app.ctx, SYSTEM, { name: 'bench', role: 'programme-manager' })
      const { token } = await issueToken(db.client, manager.id, 'bench', null)
      const grown = await timed(() => growLog(db, level, { now: NOW, firstSlot: FIRST_SLOT, slots: SLOTS }))
      console.log(`${kind}: ${level.toLocaleString('en')} changesets (grown in ${(grown / 1000).toFixed(1)} s)`)
      built.push({ app, token, changesets: level })
    }
    await use(built)
    for (const side of built) await side.app.close()
  } finally {
    for (const { db, close } of opened) {
      await db.close().catch(() => {})
      await close()
    }
    if (kind === 'postgres') await admin.end()
  }
}

async function once(side: Side, read: Read): Promise<number> {
  side.app.readCache.clear()
  let status = 0
  const took = await timed(async () => {
    const res = await side.app.inject({
      method: read.method ?? 'GET',
      url: read.url(side.changesets),
      payload: read.payload,
      headers: { authorization: `Bearer ${side.token}` },
    })
    status = res.statusCode
  })
  if (status !== read.status) throw new Error(`${read.name} answered ${status} with ${side.changesets} changesets`)
  return took
}

async function compare(label: string, both: Side[]): Promise<void> {
  console.log(`\n${label}, median of ${RUNS} uncached requests, the levels alternating (ms):`)
  console.log(`| read | ${LEVELS.map((n) => n.toLocaleString('en')).join(' | ')} | factor |`)
  console.log(`|---|${LEVELS.map(() => '---:').join('|')}|---:|`)
  for (const read of READS) {
    const samples = both.map(() => [] as number[])
    for (let i = 0; i < RUNS + 2; i += 1) {
      // Alternating which goes first, so a busy machine weighs on both alike.
      const order = i % 2 === 0 ? both.keys() : [...both.keys()].reverse()
      for (const k of order) {
        const took = await once(both[k]!, read)
        if (i >= 2) samples[k]!.push(took)
      }
    }
    const medians = samples.map(median)
    console.log(
      `| ${read.name} | ${medians.map((m) => m.toFixed(1)).join(' | ')} | ${(medians.at(-1)! / medians[0]!).toFixed(2)}× |`,
    )
  }
}

for (const [kind, label] of [
  ['embedded', 'embedded (PGlite)'],
  ['postgres', 'PostgreSQL'],
] as const) {
  await sides(kind, (both) => compare(label, both)).catch((error: unknown) => {
    if (kind === 'postgres' && /ECONNREFUSED|connect/.test(String(error)))
      console.log(`PostgreSQL skipped: ${(error as Error).message}`)
    else throw error
  })
}
