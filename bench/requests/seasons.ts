/**
 * Issue 31 point 6: a two-month `replace` season on a year of 4,380 booked timeslots (twelve daily
 * two-hour shows through 2027), against the year's 409 on the same database (a daily one-hour
 * schedule for 2027 POSTed without solutions: 365 projected, 730 collisions, as bench/requests/schedules.ts).
 * - activate: POST /api/v1/seasons, July and August 2027, replace: 744 regular timeslots step aside.
 * - delete: DELETE /api/v1/seasons/{id}: the 744 come back (with their ids).
 * Activation and deletion alternate, so each run starts from the booked year. Goal: each ≤ 3× the year's 409.
 * Run: `npm run bench:seasons` (BENCH_DATABASE_URL overrides postgres://postgres@127.0.0.1:5432/test;
 * SEASON_BENCH_RUNS the runs, default 5).
 */
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import type { Db } from '../../src/db/platform/client.ts'
import { applyMigrations } from '../../src/db/platform/migrate.ts'
import { SYSTEM } from '../../src/services/access/caller.ts'
import { createUser, issueToken } from '../../src/services/access/users.ts'
import { onEachDatabase } from '../lib/databases.ts'
import { median, timed } from '../lib/measure.ts'

const RUNS = Number(process.env.SEASON_BENCH_RUNS ?? 5)
const NOW = Date.parse('2026-12-31T00:00:00Z')
const SUMMER = { name: 'Summer 2027', firstDate: '2027-07-01', lastDate: '2027-08-31', mode: 'replace' }

const range = (samples: number[]) =>
  `median ${median(samples).toFixed(1)} ms, range ${Math.min(...samples).toFixed(1)}–${Math.max(...samples).toFixed(1)} ms (n=${samples.length})`

async function benchOn(label: string, db: Db): Promise<void> {
  await applyMigrations(db)
  const app = await buildApp(loadConfig({ STATION_TIME_ZONE: 'Europe/Vienna' }), { db, now: () => NOW, logger: false })
  await app.ready()
  const manager = await createUser(app.ctx, SYSTEM, { name: 'bench', role: 'programme-manager' })
  const { token } = await issueToken(db.client, manager.id, 'bench', null)
  const headers = { authorization: `Bearer ${token}` }
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers })
  const show = async (name: string) => (await send('POST', '/api/v1/shows', { name })).json().id as number
  const daily = (id: number, startTime: string, endTime: string) => ({
    show: id,
    rrule: 2,
    firstDate: '2027-01-01',
    lastDate: '2027-12-31',
    startTime,
    endTime,
  })
  for (let hour = 0; hour < 24; hour += 2) {
    const at = (h: number) => `${String(h % 24).padStart(2, '0')}:00:00`
    const res = await send('POST', '/api/v1/schedules/', {
      schedule: daily(await show(`Block ${hour}`), at(hour), at(hour + 2)),
    })
    if (res.statusCode !== 201) throw new Error(`seed: ${res.statusCode} ${res.body.slice(0, 300)}`)
  }
  const booked = await db.client.timeslot.count()
  const late = await show('Late Show')
  const detect: number[] = []
  for (let i = 0; i < RUNS + 2; i += 1) {
    let status = 0
    const ms = await timed(
      async () =>
        (status = (await send('POST', '/api/v1/schedules/', { schedule: daily(late, '19:30:00', '20:30:00') }))
          .statusCode),
    )
    if (status !== 409) throw new Error(`the year's 409 answered ${status}`)
    if (i >= 2) detect.push(ms)
  }
  const activate: number[] = []
  const remove: number[] = []
  let aside = 0
  for (let i = 0; i < RUNS + 1; i += 1) {
    let created: { statusCode: number; body: string; json(): { id: number; steppedAsideCount: number } } | undefined
    const a = await timed(async () => (created = await send('POST', '/api/v1/seasons', SUMMER)))
    if (created?.statusCode !== 201) throw new Error(`activate: ${created?.statusCode} ${created?.body.slice(0, 300)}`)
    aside = created.json().steppedAsideCount
    let status = 0
    const d = await timed(
      async () => (status = (await send('DELETE', `/api/v1/seasons/${created!.json().id}`)).statusCode),
    )
    if (status !== 200) throw new Error(`delete answered ${status}`)
    if ((await db.client.timeslot.count()) !== booked) throw new Error('the year did not come back whole')
    if (i >= 1) {
      activate.push(a)
      remove.push(d)
    }
  }
  console.log(`${label}: ${booked} booked timeslots; the season takes ${aside}`)
  console.log(`  the year's 409: ${range(detect)}`)
  console.log(
    `  activate the season: ${range(activate)} = ${(median(activate) / median(detect)).toFixed(2)}× the 409 (goal ≤ 3×)`,
  )
  console.log(
    `  delete the season:   ${range(remove)} = ${(median(remove) / median(detect)).toFixed(2)}× the 409 (goal ≤ 3×)`,
  )
  await app.close()
}

await onEachDatabase('seasons', async (label, db) => {
  try {
    await benchOn(label, db)
  } finally {
    await db.close()
  }
})
