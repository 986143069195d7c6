/**
 * Regenerates the README's screenshots of the week page (docs/images/programme-week-*.png): a demo
 * week on an in-memory embedded database, the app on a free port, Debian's chromium headless at 1280
 * and 390 pixels. `npm run screenshots`.
 */
import { mkdirSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { localToInstant } from '../src/domain/time/station-time.ts'
import { SYSTEM } from '../src/services/access/caller.ts'
import { createShow } from '../src/services/programme/shows.ts'
import { launchChromium } from '../test/helpers/browser.ts'
import { freshDatabase } from '../test/helpers/databases.ts'
import { makeSchedule, makeTimeslot } from '../test/helpers/factories.ts'
import { chromium } from '../test/helpers/system-tools.ts'

const ZONE = 'Europe/Vienna'
// Friday of the week summer time ends, 14:20 CEST: Midday Magazine is on air.
const NOW = Date.parse('2027-10-29T12:20:00Z')
const OUT = new URL('../docs/images/', import.meta.url)

const { db, cleanup } = await freshDatabase('embedded', '/tmp')
const app = await buildApp(loadConfig({ STATION_TIME_ZONE: ZONE }), { db, now: () => NOW, logger: false })
await app.ready()

const show = async (name: string, extra: object = {}) => {
  const row = await createShow(app.ctx, SYSTEM, { name, ...extra })
  return { showId: row.id, scheduleId: (await makeSchedule(db, row.id)).id }
}
const morning = await show('Good Morning Vienna', {
  hosts: [{ name: 'Lena Huber' }],
  categories: ['Talk'],
  languages: ['de'],
})
const midday = await show('Midday Magazine', { categories: ['News'], languages: ['de', 'en'] })
const jazz = await show('Night Jazz', { hosts: [{ name: 'Ana Ruiz' }], categories: ['Jazz'], languages: ['en'] })
const weekend = await show('Weekend Sessions', { categories: ['Music'] })
const evil = await show('<script>alert(1)</script>')

const slot = async (
  owner: { showId: number; scheduleId: number },
  day: string,
  from: string,
  to: string,
  nextDay = false,
  isRepetition = false,
) => {
  const endDay = nextDay ? `2027-${day.slice(5, 7)}-${String(Number(day.slice(8)) + 1).padStart(2, '0')}` : day
  await makeTimeslot(db, owner, localToInstant(`${day} ${from}:00`, ZONE), localToInstant(`${endDay} ${to}:00`, ZONE), {
    isRepetition,
  })
}
for (const day of ['2027-10-25', '2027-10-26', '2027-10-27', '2027-10-28', '2027-10-29']) {
  await slot(morning, day, '06:00', '09:00')
  await slot(midday, day, '14:00', '15:00')
  await slot(jazz, day, '22:00', '23:30')
}
await slot(weekend, '2027-10-30', '10:00', '13:00')
await slot(jazz, '2027-10-30', '23:00', '04:00', true, true)
await slot(weekend, '2027-10-31', '10:00', '13:00', false, true)
await slot(evil, '2027-10-31', '18:00', '19:00')

const server = createServer((request, response) => app.routing(request, response))
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const found = chromium()
if (found.path === undefined) throw new Error(found.skip)
const browser = await launchChromium(found.path)
try {
  mkdirSync(OUT, { recursive: true })
  for (const width of [1280, 390]) {
    const page = await browser.newPage()
    await page.setViewport({ width, height: 800 })
    await page.goto(`${base}/programme`, { waitUntil: 'load' })
    const path = new URL(`programme-week-${width}.png`, OUT).pathname
    await page.screenshot({ path, fullPage: true })
    console.log(`wrote ${path}`)
  }
} finally {
  await browser.close()
  server.closeAllConnections()
  server.close()
  await app.close()
  await cleanup()
}
