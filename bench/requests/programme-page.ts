/**
 * The week page's throughput against the ceiling: GET /programme (anonymous, served from the read
 * cache: one version read, then the kept bytes) against a bare node:http server answering the same
 * bytes, with autocannon on each in turn (twice, alternating). On the embedded database and, when
 * reachable, PostgreSQL. Run: `npm run bench:pages`.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import type { Db } from '../../src/db/platform/client.ts'
import { applyMigrations } from '../../src/db/platform/migrate.ts'
import { addLocalDays } from '../../src/domain/time/civil-dates.ts'
import { localToInstant, todayIn } from '../../src/domain/time/station-time.ts'
import { SYSTEM } from '../../src/services/access/caller.ts'
import { createShow } from '../../src/services/programme/shows.ts'
import { onEachDatabase } from '../lib/databases.ts'
import { requestRate as rate } from '../lib/request-rate.ts'

const ZONE = 'Europe/Vienna'

async function benchOn(label: string, db: Db): Promise<void> {
  await applyMigrations(db)
  const app = await buildApp(loadConfig({ STATION_TIME_ZONE: ZONE }), { db, logger: false })
  await app.ready()
  // 35 timeslots of five shows around today, so the current week holds most of them.
  const today = todayIn(ZONE, Date.now())
  for (let s = 0; s < 5; s += 1) {
    const show = await createShow(app.ctx, SYSTEM, { name: `Show ${s}`, hosts: [{ name: `Host ${s}` }] })
    const schedule = await db.client.schedule.create({
      data: {
        showId: show.id,
        ruleId: 1,
        firstDate: new Date('2027-01-04'),
        startTime: '00:00:00',
        endTime: '01:00:00',
      },
    })
    const data = Array.from({ length: 7 }, (_, d) => {
      const day = addLocalDays(today, d - 3)
      return {
        showId: show.id,
        scheduleId: schedule.id,
        start: new Date(localToInstant(`${day} ${String(6 + 3 * s).padStart(2, '0')}:00:00`, ZONE)),
        end: new Date(localToInstant(`${day} ${String(8 + 3 * s).padStart(2, '0')}:00:00`, ZONE)),
      }
    })
    await db.client.timeslot.createMany({ data })
  }
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  const page = await fetch(`${address}/programme`)
  const body = Buffer.from(await page.arrayBuffer())
  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length })
    response.end(body)
  })
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve))
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`
  await rate(`${address}/programme`) // warm-up
  const onair: number[] = []
  const plain: number[] = []
  for (let round = 0; round < 2; round += 1) {
    onair.push(await rate(`${address}/programme`))
    plain.push(await rate(bareUrl))
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
  console.log(`${label}: the week page is ${body.length} bytes`)
  console.log(
    `  GET /programme (onair):      ${mean(onair).toFixed(0)} req/s  (${onair.map((x) => x.toFixed(0)).join(', ')})`,
  )
  console.log(
    `  same bytes, bare node:http:  ${mean(plain).toFixed(0)} req/s  (${plain.map((x) => x.toFixed(0)).join(', ')})`,
  )
  console.log(`  ratio: ${(mean(onair) / mean(plain)).toFixed(2)}`)
  bare.close()
  await app.close()
  await db.close()
}

await onEachDatabase('pages', benchOn)
