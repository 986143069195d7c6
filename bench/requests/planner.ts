/**
 * The planner's budgets in Chromium on this machine (Debian's chromium headless, puppeteer-core), on the
 * embedded database: the bytes of its first load (JavaScript and CSS as transferred, compressed, with
 * an empty cache: Chrome's encodedDataLength) and the time from navigation to a week of 300 timeslots
 * drawn (signed in already: the token in the tab's sessionStorage). Five runs each, a fresh browser
 * context per run. Run: `npm run bench:planner` (after `npm run build`, which builds the planner).
 */
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import { localToInstant } from '../../src/domain/time/station-time.ts'
import { SYSTEM } from '../../src/services/access/caller.ts'
import { createUser, issueToken } from '../../src/services/access/users.ts'
import { createShow } from '../../src/services/programme/shows.ts'
import { launchChromium } from '../../test/helpers/browser.ts'
import { freshDatabase } from '../../test/helpers/databases.ts'
import { servePlanner } from '../../test/helpers/planner.ts'
import { chromium } from '../../test/helpers/system-tools.ts'
import { median } from '../lib/measure.ts'

const ZONE = 'Europe/Vienna'
const RUNS = 5
// Monday 4 January 2027, 09:00 in Vienna: the week drawn first is 4–10 January.
const NOW = Date.parse('2027-01-04T08:00:00Z')
const TIMESLOTS = 300

const { db, cleanup } = await freshDatabase('embedded', '/tmp')
const app = await buildApp(loadConfig({ STATION_TIME_ZONE: ZONE }), { db, now: () => NOW, logger: false })
await app.ready()
const user = await createUser(app.ctx, SYSTEM, { name: 'bench', role: 'programme-manager' })
const { token } = await issueToken(app.db.client, user.id, 'bench', null)

// 300 timeslots of half an hour in the week, six shows taking turns: 43 a day from midnight.
const owners = []
for (let s = 0; s < 6; s += 1) {
  const show = await createShow(app.ctx, SYSTEM, { name: `Show ${s}` })
  const schedule = await db.client.schedule.create({
    data: { showId: show.id, ruleId: 1, firstDate: new Date('2027-01-04'), startTime: '00:00:00', endTime: '00:30:00' },
  })
  owners.push({ showId: show.id, scheduleId: schedule.id })
}
const rows = []
for (let i = 0; i < TIMESLOTS; i += 1) {
  const day = Math.floor(i / 43)
  const minutes = (i % 43) * 30
  const start = `2027-01-${String(4 + day).padStart(2, '0')} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}:00`
  const end = new Date(localToInstant(start, ZONE) + 30 * 60_000)
  rows.push({ ...owners[i % 6]!, start: new Date(localToInstant(start, ZONE)), end })
}
await db.client.timeslot.createMany({ data: rows })

const server = await servePlanner(app)
const { base } = server
const found = chromium()
if (found.path === undefined) throw new Error(found.skip)
const browser = await launchChromium(found.path)

const bytes: number[] = []
const drawn: number[] = []
try {
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.createBrowserContext()
    const page = await context.newPage()
    await page.setViewport({ width: 1280, height: 900 })
    await page.evaluateOnNewDocument((token) => sessionStorage.setItem('onair.planner.token', token), token)
    const cdp = await page.createCDPSession()
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    const types = new Map<string, string>()
    let transferred = 0
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type))
    cdp.on('Network.loadingFinished', (event) => {
      const type = types.get(event.requestId)
      if (type === 'Script' || type === 'Stylesheet') transferred += event.encodedDataLength
    })
    const started = performance.now()
    await page.goto(`${base}/planner`)
    await page.waitForFunction(
      (count) => document.querySelectorAll('.ec-event.timeslot').length >= count,
      { polling: 'raf', timeout: 60_000 },
      TIMESLOTS,
    )
    drawn.push(performance.now() - started)
    bytes.push(transferred)
    await context.close()
  }
} finally {
  await browser.close()
  await server.close()
  await app.close()
  await cleanup()
}
const range = (values: number[], unit: string, digits = 0) =>
  `median ${median(values).toFixed(digits)} ${unit}, range ${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)} ${unit} over ${values.length} runs`
console.log(
  `first load, JavaScript and CSS transferred (brotli): ${range(
    bytes.map((b) => b / 1024),
    'KiB',
    1,
  )}`,
)
console.log(`navigation to a week of ${TIMESLOTS} timeslots drawn: ${range(drawn, 'ms')}`)
