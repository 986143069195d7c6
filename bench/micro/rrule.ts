/**
 * onair's recurrence engine beside rrule.js, the RRULE library most TypeScript projects use, in one
 * process on the same rules and dates, and the year's 409 with an RRULE schedule beside a rule id.
 * - engines: a daily rule and `FREQ=MONTHLY;INTERVAL=2;BYDAY=1TU,-1FR` from 2027-01-01 over ten years;
 *   each run expands the parsed rule into every date (rrule.js with its cache off, as a projection
 *   of a new request would use it; onair's dates are day numbers, rrule.js's Date objects in floating
 *   UTC). The dates are checked equal first. Also: parse + expand, from the RRULE text.
 * - 409: a daily 2027 schedule against a fully booked 2027 (365 projected, 730 collisions), sent as
 *   rule id 2 and as `FREQ=DAILY;BYMONTH=1,…,12` (the same days, an RRULE none of the fourteen is, so
 *   it takes the engine's filtering path), alternated run by run.
 * Run: `npm run bench:rrule` (BENCH_DATABASE_URL overrides postgres://postgres@127.0.0.1:5432/test).
 */
import { performance } from 'node:perf_hooks'
import rrulejs from 'rrule'
import { type App, buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import type { Db } from '../../src/db/platform/client.ts'
import { applyMigrations } from '../../src/db/platform/migrate.ts'
import { recurrenceDays } from '../../src/domain/recurrence/rrule-expand.ts'
import { parseRecurrence, type Recurrence } from '../../src/domain/recurrence/rrule-parse.ts'
import { formatLocalDate, parseLocalDate } from '../../src/domain/time/civil-dates.ts'
import { SYSTEM } from '../../src/services/access/caller.ts'
import { createUser, issueToken } from '../../src/services/access/users.ts'
import { onEachDatabase } from '../lib/databases.ts'
import { median, timed } from '../lib/measure.ts'

const { RRule, rrulestr } = rrulejs
const WARMUP = 100
const RUNS = 500

function sampleSync(run: () => unknown): number[] {
  const samples: number[] = []
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const started = performance.now()
    run()
    if (i >= WARMUP) samples.push(performance.now() - started)
  }
  return samples
}

const fmt = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`)

function engines(): void {
  const start = parseLocalDate('2027-01-01') as number
  const end = parseLocalDate('2036-12-31') as number
  const cases = [
    { name: 'daily, ten years', text: 'FREQ=DAILY' },
    { name: 'FREQ=MONTHLY;INTERVAL=2;BYDAY=1TU,-1FR, ten years', text: 'FREQ=MONTHLY;INTERVAL=2;BYDAY=1TU,-1FR' },
  ]
  console.log(`engines: ${RUNS} runs after ${WARMUP} warm-up runs, medians`)
  for (const { name, text } of cases) {
    const ours = (parseRecurrence(text) as { rule: Recurrence }).rule
    const options = {
      ...RRule.parseString(text),
      dtstart: new Date(Date.UTC(2027, 0, 1)),
      until: new Date(Date.UTC(2036, 11, 31)),
    }
    const theirs = new RRule(options, true)
    const ourDates = recurrenceDays(ours, start, { start, end }).map(formatLocalDate)
    const theirDates = theirs.all().map((d) => d.toISOString().slice(0, 10))
    if (JSON.stringify(ourDates) !== JSON.stringify(theirDates)) throw new Error(`${name}: the engines disagree`)
    const expandOurs = median(sampleSync(() => recurrenceDays(ours, start, { start, end })))
    const expandTheirs = median(sampleSync(() => new RRule(options, true).all()))
    const fullOurs = median(
      sampleSync(() => recurrenceDays((parseRecurrence(text) as { rule: Recurrence }).rule, start, { start, end })),
    )
    const fullTheirs = median(
      sampleSync(() =>
        rrulestr(`DTSTART:20270101T000000Z\nRRULE:${text};UNTIL=20361231T000000Z`, { cache: false }).all(),
      ),
    )
    console.log(`  ${name}: ${ourDates.length} dates`)
    console.log(
      `    expand:         onair ${fmt(expandOurs)}, rrule.js ${fmt(expandTheirs)} (${(expandTheirs / expandOurs).toFixed(1)}× onair's time)`,
    )
    console.log(
      `    parse + expand: onair ${fmt(fullOurs)}, rrule.js ${fmt(fullTheirs)} (${(fullTheirs / fullOurs).toFixed(1)}× onair's time)`,
    )
  }
}

const HOUR = 3_600_000
const NOW = Date.parse('2026-12-31T00:00:00Z')
const YEAR_RUNS = 30

async function yearConflict(label: string, db: Db): Promise<void> {
  await applyMigrations(db)
  const app: App = await buildApp(loadConfig({ STATION_TIME_ZONE: 'Europe/Vienna' }), {
    db,
    now: () => NOW,
    logger: false,
  })
  await app.ready()
  const booked = await db.client.show.create({ data: { name: 'Booked', slug: 'booked' } })
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
  const origin = Date.parse('2026-12-31T23:00:00Z')
  const data = Array.from({ length: 4_380 }, (_, i) => ({
    showId: booked.id,
    scheduleId: bookedSchedule.id,
    start: new Date(origin + i * 2 * HOUR),
    end: new Date(origin + (i + 1) * 2 * HOUR),
  }))
  for (let i = 0; i < data.length; i += 1000) await db.client.timeslot.createMany({ data: data.slice(i, i + 1000) })
  const show = await db.client.show.create({ data: { name: 'Daily', slug: 'daily' } })
  const base = {
    show: show.id,
    firstDate: '2027-01-01',
    lastDate: '2027-12-31',
    startTime: '19:30:00',
    endTime: '20:30:00',
  }
  const byId = { ...base, rrule: 2 }
  const byRrule = { ...base, recurrence: 'FREQ=DAILY;BYMONTH=1,2,3,4,5,6,7,8,9,10,11,12' }
  const manager = await createUser(app.ctx, SYSTEM, { name: 'bench', role: 'programme-manager' })
  const { token } = await issueToken(db.client, manager.id, 'bench', null)
  const headers = { authorization: `Bearer ${token}` }
  const post = (schedule: object) =>
    app.inject({ method: 'POST', url: '/api/v1/schedules/', payload: { schedule }, headers })
  for (const schedule of [byId, byRrule]) {
    const res = await post(schedule)
    const projected = res.json().projected as Array<{ collisions: unknown[] }>
    if (res.statusCode !== 409 || projected.length !== 365) throw new Error(`unexpected ${res.statusCode}`)
  }
  const samples = { id: [] as number[], rrule: [] as number[] }
  for (let i = 0; i < YEAR_RUNS + 3; i++) {
    const id = await timed(() => post(byId))
    const rrule = await timed(() => post(byRrule))
    if (i >= 3) {
      samples.id.push(id)
      samples.rrule.push(rrule)
    }
  }
  const [a, b] = [median(samples.id), median(samples.rrule)]
  console.log(`${label}: the year's 409 (365 projected, 730 collisions), ${YEAR_RUNS} runs each, alternated`)
  console.log(`  rule id 2: median ${a.toFixed(1)} ms; RRULE: median ${b.toFixed(1)} ms (${(b / a).toFixed(2)}×)`)
  await app.close()
}

engines()
await onEachDatabase('rrule', (label, db) => yearConflict(label, db))
