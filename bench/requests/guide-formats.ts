/**
 * The guide formats' throughput beside the week read: GET /programme (the week page), GET
 * /api/v1/programme.xmltv (the default window) and one RadioDNS PI day, each from the read cache,
 * with autocannon in turn (twice, alternating), anonymous, on the embedded database and, when
 * reachable, PostgreSQL. And what a render costs when the cache cannot answer (a new window each time).
 * Run: `npm run bench:guides`.
 */
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import type { Db } from '../../src/db/platform/client.ts'
import { applyMigrations } from '../../src/db/platform/migrate.ts'
import { addLocalDays } from '../../src/domain/time/civil-dates.ts'
import { localToInstant, todayIn } from '../../src/domain/time/station-time.ts'
import { SYSTEM } from '../../src/services/access/caller.ts'
import { createShow } from '../../src/services/programme/shows.ts'
import { updateStationProfile } from '../../src/services/programme/station.ts'
import { onEachDatabase } from '../lib/databases.ts'
import { requestRate as rate } from '../lib/request-rate.ts'

const ZONE = 'Europe/Vienna'

async function benchOn(label: string, db: Db): Promise<void> {
  await applyMigrations(db)
  const app = await buildApp(loadConfig({ STATION_TIME_ZONE: ZONE }), { db, logger: false })
  await app.ready()
  await updateStationProfile(app.ctx, SYSTEM, {
    name: 'Radio Bench',
    shortName: 'Bench',
    mediumName: 'Radio Bench',
    description: 'A station for measuring.',
    website: 'https://bench.example',
    logos: [],
    languages: ['de'],
    genres: ['Music'],
    bearers: [
      { kind: 'fm', ecc: 'E2', piCode: 'A3E1', frequency: 92.6 },
      { kind: 'dab', ecc: 'E2', eid: 'A00C', sid: 'A3E1', scids: 0 },
    ],
    radiodns: null,
  })
  // Eight two-hour timeslots a day of eight shows, from 30 days back to 60 days ahead (the XMLTV window holds 720).
  const today = todayIn(ZONE, Date.now())
  for (let s = 0; s < 8; s += 1) {
    const show = await createShow(app.ctx, SYSTEM, {
      name: `Show ${s}`,
      description: `What show ${s} is about.`,
      hosts: [{ name: `Host ${s}` }],
      categories: ['Jazz'],
    })
    const schedule = await db.client.schedule.create({
      data: {
        showId: show.id,
        ruleId: 1,
        firstDate: new Date('2027-01-04'),
        startTime: '00:00:00',
        endTime: '01:00:00',
      },
    })
    const data = Array.from({ length: 90 }, (_, d) => {
      const day = addLocalDays(today, d - 30)
      const hour = (h: number) => `${day} ${String(h).padStart(2, '0')}:00:00`
      return {
        showId: show.id,
        scheduleId: schedule.id,
        start: new Date(localToInstant(hour(2 * s + 6), ZONE)),
        end: new Date(localToInstant(hour(2 * s + 8), ZONE)),
      }
    })
    await db.client.timeslot.createMany({ data })
  }
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  const pi = `/radiodns/spi/3.1/fm/ae2/a3e1/09260/${today.replace(/-/g, '')}_PI.xml`
  const paths = { week: '/programme', xmltv: '/api/v1/programme.xmltv', pi }
  const sizes = await Promise.all(
    Object.values(paths).map(async (path) => (await (await fetch(`${address}${path}`)).arrayBuffer()).byteLength),
  )
  for (const path of Object.values(paths)) await rate(`${address}${path}`) // warm-up
  const runs: Record<string, number[]> = { week: [], xmltv: [], pi: [] }
  for (let round = 0; round < 2; round += 1)
    for (const [name, path] of Object.entries(paths)) runs[name]!.push(await rate(`${address}${path}`))
  // Uncached: each XMLTV request a window the cache has not seen.
  let day = 0
  const started = performance.now()
  for (; day < 20; day += 1)
    await fetch(`${address}/api/v1/programme.xmltv?start=${addLocalDays(today, -30 + day)}+00:00:00`)
  const renderMs = (performance.now() - started) / day
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
  console.log(
    `${label}: week page ${sizes[0]} bytes, XMLTV ${sizes[1]} bytes (720 programmes), PI day ${sizes[2]} bytes`,
  )
  for (const [name, path] of Object.entries(paths)) {
    console.log(
      `  GET ${path.padEnd(50)} ${mean(runs[name]!).toFixed(0)} req/s  (${runs[name]!.map((x) => x.toFixed(0)).join(', ')})`,
    )
  }
  console.log(
    `  XMLTV of a window not cached (render):            ${renderMs.toFixed(1)} ms per request (mean of ${day})`,
  )
  await app.close()
  await db.close()
}

await onEachDatabase('guides', benchOn)
