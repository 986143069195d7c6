/**
 * /health during the security review's worst import (issue 35): 30 events with
 * `FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30;COUNT=1`, posted to a listening server while /health is asked
 * over and over; prints how long the import took and the slowest and median /health answer during it,
 * on the embedded database and on PostgreSQL. Run: `npm run bench:import-health`.
 */
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import { applyMigrations } from '../../src/db/platform/migrate.ts'
import { SYSTEM } from '../../src/services/access/caller.ts'
import { createUser, issueToken } from '../../src/services/access/users.ts'
import { onEachDatabase } from '../lib/databases.ts'
import { median } from '../lib/measure.ts'

const event = (i: number) => [
  `BEGIN:VEVENT`,
  `UID:never-${i}@example.org`,
  `SUMMARY:Never ${i}`,
  'DTSTART;TZID=Europe/Vienna:20270105T220000',
  'DTEND;TZID=Europe/Vienna:20270105T230000',
  'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30;COUNT=1',
  'END:VEVENT',
]
const calendar = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  ...Array.from({ length: 30 }, (_, i) => event(i)).flat(),
  'END:VCALENDAR',
  '',
].join('\r\n')

await onEachDatabase('import_health', async (label, db) => {
  await applyMigrations(db)
  const app = await buildApp(loadConfig({ STATION_TIME_ZONE: 'Europe/Vienna' }), { db, logger: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const user = await createUser(app.ctx, SYSTEM, { name: 'bench', role: 'programme-manager' })
  const { token } = await issueToken(app.db.client, user.id, 'bench', null)
  const health = async () => {
    const started = performance.now()
    await (await fetch(`${base}/health`)).arrayBuffer()
    return performance.now() - started
  }
  for (let i = 0; i < 20; i++) await health()
  for (let run = 0; run < 3; run++) {
    const started = performance.now()
    let done = 0
    const imported = fetch(`${base}/api/v1/imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ calendar }),
    })
      .then((res) => res.arrayBuffer())
      .then(() => (done = performance.now() - started))
    const waits: number[] = []
    while (done === 0) waits.push(await health())
    await imported
    console.log(
      `${label}, run ${run + 1}: import answered in ${done.toFixed(0)} ms; /health during it: ${waits.length} answers, median ${median(waits).toFixed(1)} ms, slowest ${Math.max(...waits).toFixed(1)} ms`,
    )
  }
  await app.close()
})
