/**
 * The edits of issue 19 on a year of data, on the embedded database and (when reachable) PostgreSQL.
 * The year: two daily shows booked through 2027 (08:00-10:00 and 20:00-22:00, 730 timeslots).
 * - defaultSolution ours / fill: a daily 21:30-22:30 for 2027 in one request (365 collisions).
 * - break in: at 20:47 a once 20:00-22:00 over the running show with ours-start.
 * - give back: that daily schedule with ours (the evening show's 365 timeslots deleted), then deleted itself.
 * - move: a weekly Tuesday 12:00-13:00 for 2027 moved from 6 July to Wednesdays 22:00-23:00 (26 timeslots).
 * Each run is undone by reverting its changeset outside the timing.
 * Run: `npm run bench:weekly-edits` (BENCH_DATABASE_URL overrides postgres://postgres@127.0.0.1:5432/test).
 */
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import type { Db } from '../../src/db/platform/client.ts'
import { applyMigrations } from '../../src/db/platform/migrate.ts'
import { SYSTEM } from '../../src/services/access/caller.ts'
import { createUser, issueToken } from '../../src/services/access/users.ts'
import { onEachDatabase } from '../lib/databases.ts'
import { median, timed } from '../lib/measure.ts'

const RUNS = 5
const NEW_YEAR = Date.parse('2027-01-01T00:00:00Z')

async function benchOn(label: string, db: Db): Promise<void> {
  await applyMigrations(db)
  let now = NEW_YEAR
  const app = await buildApp(loadConfig({ STATION_TIME_ZONE: 'Europe/Vienna' }), { db, now: () => now, logger: false })
  await app.ready()
  const manager = await createUser(app.ctx, SYSTEM, { name: 'bench', role: 'programme-manager' })
  const { token } = await issueToken(db.client, manager.id, 'bench', null)
  const headers = { authorization: `Bearer ${token}` }
  const send = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
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
  for (const [name, start, end] of [
    ['Morning', '08:00:00', '10:00:00'],
    ['Evening', '20:00:00', '22:00:00'],
  ] as const) {
    const res = await send('POST', '/api/v1/schedules/', { schedule: daily(await show(name), start, end) })
    if (res.statusCode !== 201) throw new Error(`seed: ${res.statusCode} ${res.body}`)
  }
  const undo = async () => {
    const last = (await app.inject({ url: '/api/v1/changes?limit=1', headers })).json().items[0].id as number
    const res = await send('POST', `/api/v1/changes/${last}/revert`)
    if (res.statusCode !== 201) throw new Error(`revert: ${res.statusCode} ${res.body.slice(0, 200)}`)
  }
  const measure = async (what: string, run: () => Promise<{ statusCode: number; body: string }>, expected = 201) => {
    const samples: number[] = []
    for (let i = 0; i < RUNS; i += 1) {
      let answer: { statusCode: number; body: string } | undefined
      samples.push(await timed(async () => (answer = await run())))
      if (answer?.statusCode !== expected)
        throw new Error(`${what}: ${answer?.statusCode} ${answer?.body.slice(0, 300)}`)
      // Undone as of New Year, when none of it has aired yet.
      const at = now
      now = NEW_YEAR
      await undo()
      now = at
    }
    console.log(`${label}: ${what}: median ${median(samples).toFixed(1)} ms (n=${RUNS})`)
  }

  const late = await show('Late Show')
  for (const defaultSolution of ['ours', 'fill'] as const) {
    await measure(`defaultSolution ${defaultSolution}, 365 collisions`, () =>
      send('POST', '/api/v1/schedules/', { schedule: daily(late, '21:30:00', '22:30:00'), defaultSolution }),
    )
  }

  // A daily special that took the evening show's slots with ours, deleted: 365 timeslots given back.
  const special = await send('POST', '/api/v1/schedules/', {
    schedule: daily(late, '21:30:00', '22:30:00'),
    defaultSolution: 'ours',
  })
  await measure(
    'give back: delete a daily ours schedule (365 timeslots restored)',
    () => send('DELETE', `/api/v1/schedules/${special.json().id}`),
    200,
  )
  await undo()

  const news = await show('Breaking News')
  now = Date.parse('2027-06-15T18:47:00Z') // 20:47 in Vienna, the evening show on air
  const breakIn = {
    show: news,
    rrule: 1,
    firstDate: '2027-06-15',
    lastDate: '2027-06-15',
    startTime: '20:00:00',
    endTime: '22:00:00',
  }
  const asked = await send('POST', '/api/v1/schedules/', { schedule: breakIn })
  const hash = asked.json().projected[0].hash as string
  await measure('break in at 20:47 with ours-start', () =>
    send('POST', '/api/v1/schedules/', { schedule: breakIn, solutions: { [hash]: 'ours-start' } }),
  )
  now = NEW_YEAR

  const jazz = await show('Jazz Hour')
  const tuesdays = {
    show: jazz,
    rrule: 4,
    byWeekday: 1,
    firstDate: '2027-01-05',
    lastDate: '2027-12-28',
    startTime: '12:00:00',
    endTime: '13:00:00',
  }
  const created = await send('POST', '/api/v1/schedules/', { schedule: tuesdays })
  const moveBody = { from: '2027-07-06', schedule: { byWeekday: 2, startTime: '22:00:00', endTime: '23:00:00' } }
  await measure('move Tue 12:00 → Wed 22:00 from 6 July (26 timeslots)', () =>
    send('POST', `/api/v1/schedules/${created.json().id}/move`, moveBody),
  )
  await app.close()
}

await onEachDatabase('weekly_edits', async (label, db) => {
  try {
    await benchOn(label, db)
  } finally {
    await db.close()
  }
})
