/**
 * A day's extension of 200 open-ended schedules (issue 32, point 3), on the embedded database and
 * (when reachable) PostgreSQL. The programme: 200 daily shows without end, 7 minutes each, side by
 * side through the day, with a 60-day horizon (PROGRAMME_HORIZON_DAYS=60: 12,200 timeslots), so each
 * day that passes brings 200 new timeslots, in 4 batches of 50 (4 changesets by the system user).
 * Timed: `extendHorizon` as the worker runs it, one day later each run; and a round with nothing due.
 * Run: `npm run bench:horizon` (BENCH_DATABASE_URL overrides postgres://postgres@127.0.0.1:5432/test).
 */
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import type { Db } from '../../src/db/platform/client.ts'
import { applyMigrations } from '../../src/db/platform/migrate.ts'
import { SYSTEM } from '../../src/services/access/caller.ts'
import { createUser, issueToken } from '../../src/services/access/users.ts'
import { extendHorizon } from '../../src/services/schedules/horizon-extension.ts'
import { onEachDatabase } from '../lib/databases.ts'
import { median, timed } from '../lib/measure.ts'

const RUNS = Number(process.env.RUNS ?? 5)
const SCHEDULES = 200
const DAY = 86_400_000
const NEW_YEAR = Date.parse('2027-01-01T00:00:00Z')

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`

async function benchOn(label: string, db: Db): Promise<void> {
  await applyMigrations(db)
  let now = NEW_YEAR
  const app = await buildApp(loadConfig({ STATION_TIME_ZONE: 'Europe/Vienna', PROGRAMME_HORIZON_DAYS: '60' }), {
    db,
    now: () => now,
    logger: false,
  })
  await app.ready()
  const manager = await createUser(app.ctx, SYSTEM, { name: 'bench', role: 'programme-manager' })
  const { token } = await issueToken(db.client, manager.id, 'bench', null)
  const headers = { authorization: `Bearer ${token}` }
  const seeded = Date.now()
  for (let i = 0; i < SCHEDULES; i += 1) {
    const show = (
      await app.inject({ method: 'POST', url: '/api/v1/shows', payload: { name: `Show ${i}` }, headers })
    ).json().id as number
    const schedule = {
      show,
      rrule: 2,
      firstDate: '2027-01-01',
      lastDate: null,
      startTime: clock(i * 7),
      endTime: clock(i * 7 + 7),
    }
    const res = await app.inject({ method: 'POST', url: '/api/v1/schedules/', payload: { schedule }, headers })
    if (res.statusCode !== 201) throw new Error(`seed: ${res.statusCode} ${res.body}`)
  }
  const timeslots = await db.client.timeslot.count()
  console.log(
    `${label}: seeded ${SCHEDULES} open-ended schedules, ${timeslots} timeslots in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
  )

  const samples: number[] = []
  for (let run = 1; run <= RUNS; run += 1) {
    now = NEW_YEAR + run * DAY
    let report: Awaited<ReturnType<typeof extendHorizon>> | undefined
    samples.push(await timed(async () => (report = await extendHorizon(app.ctx))))
    if (report?.schedules !== SCHEDULES || report.created !== SCHEDULES)
      throw new Error(`run ${run}: ${JSON.stringify({ ...report, unplaced: report?.unplaced.length })}`)
  }
  const sorted = [...samples].sort((a, b) => a - b)
  console.log(
    `${label}: a day's extension of ${SCHEDULES} open-ended schedules (${SCHEDULES} timeslots, 4 changesets): ` +
      `median ${median(samples).toFixed(0)} ms, range ${sorted[0]!.toFixed(0)}–${sorted.at(-1)!.toFixed(0)} ms (n=${RUNS})`,
  )
  const idle: number[] = []
  for (let run = 0; run < RUNS; run += 1) idle.push(await timed(() => extendHorizon(app.ctx)))
  console.log(`${label}: a round with nothing due: median ${median(idle).toFixed(1)} ms (n=${RUNS})`)
  await app.close()
}

await onEachDatabase('horizon', async (label, db) => {
  try {
    await benchOn(label, db)
  } finally {
    await db.close()
  }
})
