/**
 * What a holiday write costs on a year of programme, on the embedded database and (when reachable)
 * PostgreSQL: 6 business-day shows that skip holidays (1,566 timeslots), 4 weekly shows repeated one
 * business day later, 4 weekly shows that air on holidays: the median and range of POST /holidays
 * (one Monday; 6 removed, 4 repetitions moved) and of its DELETE (all of it back).
 * Run: `npx tsx bench/requests/holidays.ts` (BENCH_DATABASE_URL overrides postgres://postgres@127.0.0.1:5432/test).
 */
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import { applyMigrations } from '../../src/db/platform/migrate.ts'
import { SYSTEM } from '../../src/services/access/caller.ts'
import { createUser, issueToken } from '../../src/services/access/users.ts'
import { onEachDatabase } from '../lib/databases.ts'
import { median, timed } from '../lib/measure.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const config = loadConfig({ STATION_TIME_ZONE: 'Europe/Vienna' })
const MONDAYS = [
  '2027-03-01',
  '2027-03-08',
  '2027-03-15',
  '2027-03-22',
  '2027-03-29',
  '2027-04-05',
  '2027-04-12',
  '2027-04-19',
  '2027-04-26',
  '2027-05-03',
]

await onEachDatabase('holidays', async (label, db) => {
  await applyMigrations(db)
  const app = await buildApp(config, { db, now: () => Date.parse('2027-01-01T00:00:00Z'), logger: false })
  const manager = await createUser(app.ctx, SYSTEM, { name: 'bench', role: 'programme-manager' })
  const { token } = await issueToken(db.client, manager.id, 'bench', null)
  const headers = { authorization: `Bearer ${token}` }
  const post = async (url: string, payload: unknown) => {
    const res = await app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers })
    if (res.statusCode >= 300) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`)
    return res.json() as {
      id: number
      added: Array<{ id: number }>
      timeslots: { removed: unknown[]; created: unknown[] }
    }
  }
  const year = { firstDate: '2027-01-01', lastDate: '2027-12-31' }
  for (let i = 0; i < 6; i++) {
    const show = await post('/api/v1/shows', { name: `Daily ${i}` })
    await post('/api/v1/schedules/', {
      schedule: {
        show: show.id,
        rrule: 3,
        ...year,
        startTime: `0${i}:00:00`,
        endTime: `0${i}:50:00`,
        holidays: 'skip',
      },
    })
  }
  for (let i = 0; i < 4; i++) {
    const show = await post('/api/v1/shows', { name: `Weekly ${i}` })
    const weekly = { show: show.id, rrule: 4, byWeekday: 4, ...year, startTime: `1${i}:00:00`, endTime: `1${i}:50:00` }
    await post('/api/v1/schedules/', { schedule: weekly })
    await post('/api/v1/schedules/', {
      schedule: {
        ...weekly,
        startTime: `1${i + 4}:00:00`,
        endTime: `1${i + 4}:50:00`,
        addDaysNo: 1,
        addBusinessDaysOnly: true,
        isRepetition: true,
      },
    })
  }
  const slots = await db.client.timeslot.count()
  const adds: number[] = []
  const removes: number[] = []
  let changed = ''
  for (let i = 0; i < RUNS; i++) {
    let added: Awaited<ReturnType<typeof post>> | undefined
    adds.push(
      await timed(
        async () =>
          (added = await post('/api/v1/holidays', { date: MONDAYS[i % MONDAYS.length], name: 'Bench Monday' })),
      ),
    )
    changed = `${added!.timeslots.removed.length} removed, ${added!.timeslots.created.length} created`
    removes.push(
      await timed(async () => {
        const res = await app.inject({ method: 'DELETE', url: `/api/v1/holidays/${added!.added[0]!.id}`, headers })
        if (res.statusCode !== 200) throw new Error(res.body)
      }),
    )
  }
  const range = (values: number[]) =>
    `median ${median(values).toFixed(0)} ms (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`
  console.log(
    `${label}: ${slots} timeslots; POST a holiday (${changed}): ${range(adds)}; DELETE it: ${range(removes)}; ${RUNS} runs`,
  )
  await app.close()
  await db.close()
})
