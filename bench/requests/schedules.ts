/**
 * The conflict API at a year's scale, on the embedded database and (when reachable) PostgreSQL:
 * a daily one-hour schedule for 2027 POSTed against a fully booked 2027 (4,380 two-hour timeslots).
 * - detect: the POST without solutions, answered 409 with 365 projected timeslots and 730 collisions.
 * - resolve: the same POST with `ours` for every hash (deletes 730, creates 365, one transaction),
 *   re-seeded between runs outside the timing.
 * - ratio: the year's 409 median over a one-timeslot 409's median, same run (goal ≤ 5×).
 * - history factor: the year's 409 with ten years of booked timeslots (43,800) before 2027 over the
 *   same request with only 2027 booked (goal ≤ 1.3×): the collision query must not read history.
 * Run: `npx tsx bench/requests/schedules.ts` (BENCH_DATABASE_URL overrides postgres://postgres@127.0.0.1:5432/test).
 */
import { type App, buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import type { Db } from '../../src/db/platform/client.ts'
import { applyMigrations } from '../../src/db/platform/migrate.ts'
import { SYSTEM } from '../../src/services/access/caller.ts'
import { createUser, issueToken } from '../../src/services/access/users.ts'
import { onEachDatabase } from '../lib/databases.ts'
import { median, timed } from '../lib/measure.ts'

const DETECT_RUNS = 30
const RESOLVE_RUNS = 5
const NOW = Date.parse('2026-12-31T00:00:00Z')
const HOUR = 3_600_000

async function seedFullYear(db: Db, showId: number, scheduleId: number): Promise<void> {
  await db.client.timeslot.deleteMany({})
  await seedYears(db, showId, scheduleId, Date.parse('2026-12-31T23:00:00Z'), 4_380) // from 2027-01-01 00:00 in Vienna
}

/** `count` back-to-back two-hour timeslots from `origin`, inserted directly in batches. */
async function seedYears(db: Db, showId: number, scheduleId: number, origin: number, count: number): Promise<void> {
  const data = Array.from({ length: count }, (_, i) => ({
    showId,
    scheduleId,
    start: new Date(origin + i * 2 * HOUR),
    end: new Date(origin + (i + 1) * 2 * HOUR),
  }))
  for (let i = 0; i < data.length; i += 1000) await db.client.timeslot.createMany({ data: data.slice(i, i + 1000) })
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
  return `median ${at(0.5).toFixed(1)} ms, min ${sorted[0]!.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (n=${samples.length})`
}

async function benchOn(label: string, db: Db): Promise<void> {
  await applyMigrations(db)
  const config = loadConfig({ STATION_TIME_ZONE: 'Europe/Vienna' })
  const app: App = await buildApp(config, { db, now: () => NOW, logger: false })
  await app.ready()
  const booked = await db.client.show.create({ data: { name: 'Booked', slug: `booked-${Date.now()}` } })
  const bookedSchedule = await db.client.schedule.create({
    data: {
      showId: booked.id,
      ruleId: 2,
      firstDate: new Date('2027-01-01'),
      lastDate: new Date('2027-12-31'),
      startTime: '00:00:00',
      endTime: '02:00:00',
    },
  })
  const show = await db.client.show.create({ data: { name: 'Daily', slug: `daily-${Date.now()}` } })
  const schedule = {
    show: show.id,
    rrule: 2,
    firstDate: '2027-01-01',
    lastDate: '2027-12-31',
    startTime: '19:30:00',
    endTime: '20:30:00',
  }
  // Acting as a programme manager, the role that plans every show (the token check is part of the timing).
  const manager = await createUser(app.ctx, SYSTEM, { name: 'bench', role: 'programme-manager' })
  const { token } = await issueToken(db.client, manager.id, 'bench', null)
  const headers = { authorization: `Bearer ${token}` }
  const post = (payload: object) => app.inject({ method: 'POST', url: '/api/v1/schedules/', payload, headers })

  await seedFullYear(db, booked.id, bookedSchedule.id)
  const first = await post({ schedule })
  const projected = first.json().projected as Array<{ hash: string; collisions: unknown[] }>
  if (first.statusCode !== 409 || projected.length !== 365) throw new Error(`unexpected ${first.statusCode}`)
  const collisions = projected.reduce((n, p) => n + p.collisions.length, 0)

  const detect: number[] = []
  for (let i = 0; i < DETECT_RUNS + 3; i += 1) {
    const ms = await timed(() => post({ schedule }))
    if (i >= 3) detect.push(ms)
  }
  // One projected timeslot against the same booked year: what a 409 costs without the year's size.
  const single = { ...schedule, rrule: 1, firstDate: '2027-03-02', lastDate: '2027-03-02' }
  const one: number[] = []
  for (let i = 0; i < DETECT_RUNS + 3; i += 1) {
    let status = 0
    const ms = await timed(async () => (status = (await post({ schedule: single })).statusCode))
    if (status !== 409) throw new Error(`one-slot POST answered ${status}`)
    if (i >= 3) one.push(ms)
  }
  // Ten years of history before 2027 (43,800 timeslots), then the year's 409 again.
  const tenYearsBefore = Date.parse('2026-12-31T23:00:00Z') - 43_800 * 2 * HOUR
  await seedYears(db, booked.id, bookedSchedule.id, tenYearsBefore, 43_800)
  await db.client.$executeRawUnsafe('ANALYZE timeslots')
  const withHistory: number[] = []
  for (let i = 0; i < DETECT_RUNS + 3; i += 1) {
    const ms = await timed(() => post({ schedule }))
    if (i >= 3) withHistory.push(ms)
  }
  const solutions = Object.fromEntries(projected.map((p) => [p.hash, 'ours']))
  const resolve: number[] = []
  for (let i = 0; i < RESOLVE_RUNS; i += 1) {
    await db.client.timeslot.deleteMany({ where: { showId: show.id } })
    await db.client.schedule.deleteMany({ where: { showId: show.id } })
    await seedFullYear(db, booked.id, bookedSchedule.id)
    let status = 0
    resolve.push(await timed(async () => (status = (await post({ schedule, solutions })).statusCode)))
    if (status !== 201) throw new Error(`resolution answered ${status}`)
  }
  console.log(`${label}: 365 projected vs 4,380 existing (${collisions} collisions)`)
  console.log(`  detect  (409): ${stats(detect)}`)
  console.log(`  resolve (201): ${stats(resolve)}`)
  console.log(`  one timeslot (409): ${stats(one)}`)
  console.log(`  ratio: a year's 409 / one timeslot's 409 = ${(median(detect) / median(one)).toFixed(1)}× (goal ≤ 5×)`)
  console.log(`  with ten years (43,800 timeslots) booked before: ${stats(withHistory)}`)
  console.log(`  history factor: ${(median(withHistory) / median(detect)).toFixed(2)}× (goal ≤ 1.3×)`)
  await app.close()
}

await onEachDatabase('schedules', (label, db) => benchOn(label, db))
