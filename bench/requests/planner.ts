/// <reference lib="dom" />
/**
 * The planner's budgets in Chromium on this machine (Debian's chromium headless, puppeteer-core), on the
 * embedded database: the bytes of its first load (JavaScript and CSS as transferred, compressed, with
 * an empty cache: Chrome's encodedDataLength), the time from navigation to a week of 300 timeslots
 * drawn (signed in already: the token in the tab's sessionStorage), and the main thread while dragging
 * one broadcast over that week: mouse down on Tuesday 18:00, 90 small moves over the broadcasts of four
 * days (each waits for the browser to take it, as puppeteer's mouse does), up on Friday 21:30 (free
 * air), until the move panel's dry run is drawn (its preview on the week). For the drag: the longest task ('longtask' entries,
 * buffered, those that started after the mouse went down; Chrome reports only tasks over 50 ms) and the
 * longest interval between two animation frames (a requestAnimationFrame loop, so that a figure exists
 * when no task passes 50 ms). Five runs each, a fresh browser context per run. Run:
 * `npm run bench:planner` (after `npm run build`, which builds the planner).
 */
import type { Page } from 'puppeteer-core'
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
const SLOT_HEIGHT = 20 // px per half hour: planner/src/calendar.ts slotHeight
// The drag's path in (days, half hours) from Tuesday 18:00, 15 mouse moves per leg, over the broadcasts
// of four days: it ends on Friday 21:30, the free half hour after that day's last broadcast.
const PATH: Array<[number, number]> = [
  [0.5, -2],
  [1, 2],
  [1.5, -1],
  [2, 3],
  [2.5, 5],
  [3, 7],
]
const STEPS = 15

type Watched = {
  longTasks: Array<{ start: number; duration: number }>
  frames?: { last: number; longest: number; count: number; running: boolean }
}

/** From the document's start: every long task (the observer buffered, so none before it is lost). */
function watchLongTasks(): void {
  const watched: Watched = { longTasks: [] }
  ;(window as unknown as { bench: Watched }).bench = watched
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) watched.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
}

/** The drag over the week drawn: its longest task and frame interval, and the drop's dry run. */
async function dragAcrossTheWeek(
  page: Page,
): Promise<{ task: number; moving: number; frame: number; frames: number; dryRun: number }> {
  const selector = '.ec-event.timeslot:has(time[datetime="2027-01-05T18:00:00"])'
  await page.$eval(selector, (element) => element.scrollIntoView({ block: 'center' }))
  const box = await (await page.$(selector))?.boundingBox()
  if (box === null || box === undefined) throw new Error(`${selector} is not drawn`)
  const lefts = await page.$$eval('.ec-body .ec-day', (days) => days.map((day) => day.getBoundingClientRect().left))
  const [first, second] = [...new Set(lefts)].sort((a, b) => a - b)
  if (first === undefined || second === undefined) throw new Error('no day columns')
  const day = second - first
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  await page.mouse.move(from.x, from.y)
  const since = await page.evaluate(() => {
    const frames = { last: performance.now(), longest: 0, count: 0, running: true }
    ;(window as unknown as { bench: Watched }).bench.frames = frames
    const tick = (at: number) => {
      frames.longest = Math.max(frames.longest, at - frames.last)
      frames.last = at
      frames.count += 1
      if (frames.running) requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
    return performance.now()
  })
  await page.mouse.down()
  for (const [days, halfHours] of PATH)
    await page.mouse.move(from.x + days * day, from.y + halfHours * SLOT_HEIGHT, { steps: STEPS })
  const dropped = performance.now()
  const upAt = await page.evaluate(() => performance.now())
  await page.mouse.up()
  await page
    .waitForFunction(
      () =>
        document.querySelector<HTMLElement>('.move-panel .summary')?.dataset.unanswered === '0' &&
        document.querySelector('.ec-event.preview-update') !== null,
      { polling: 'raf', timeout: 30_000 },
    )
    .catch(async (error) => {
      const state = await page.evaluate(() => ({
        panel: document.querySelector('.move-panel')?.textContent?.slice(-600),
        unanswered: document.querySelector<HTMLElement>('.move-panel .summary')?.dataset.unanswered,
        previews: Array.from(document.querySelectorAll('.ec-event.preview')).map((event) => event.className),
        status: document.querySelector('.status')?.textContent,
      }))
      throw new Error(`no dry run drawn after the drop: ${JSON.stringify(state)}`, { cause: error })
    })
  const dryRun = performance.now() - dropped
  const fields = await page.$$eval('.move-panel input', (inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value),
  )
  if (fields.join(' ') !== '2027-01-08 21:30 22:00') throw new Error(`the drop landed elsewhere: ${fields.join(' ')}`)
  // Two more frames, so that the last long task has been reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
  )
  return {
    ...(await page.evaluate(
      (since, upAt) => {
        const { longTasks, frames } = (window as unknown as { bench: Watched }).bench
        if (frames === undefined) throw new Error('no frames watched')
        frames.running = false
        const longest = (tasks: typeof longTasks) => Math.max(0, ...tasks.map((task) => task.duration))
        const during = longTasks.filter((task) => task.start >= since)
        return {
          task: longest(during),
          moving: longest(during.filter((task) => task.start < upAt)),
          frame: frames.longest,
          frames: frames.count,
        }
      },
      since,
      upAt,
    )),
    dryRun,
  }
}

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
const dragTask: number[] = []
const dragMoving: number[] = []
const dragFrame: number[] = []
const dropped: number[] = []
try {
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.createBrowserContext()
    const page = await context.newPage()
    await page.setViewport({ width: 1280, height: 900 })
    await page.evaluateOnNewDocument((token) => sessionStorage.setItem('onair.planner.token', token), token)
    // tsx names the functions it compiles with a helper (__name) that the page does not have.
    await page.evaluateOnNewDocument('globalThis.__name = (f) => f')
    await page.evaluateOnNewDocument(watchLongTasks)
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
    await page.waitForSelector('body[data-ready="true"]')
    const drag = await dragAcrossTheWeek(page)
    dragTask.push(drag.task)
    dragMoving.push(drag.moving)
    dragFrame.push(drag.frame)
    dropped.push(drag.dryRun)
    console.log(
      `run ${run + 1}: drag's longest task ${drag.task.toFixed(0)} ms (before the mouse up ${drag.moving.toFixed(0)} ms), longest frame interval ${drag.frame.toFixed(0)} ms over ${drag.frames} frames`,
    )
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
console.log(
  `dragging a broadcast over that week, to the move panel's dry run drawn: longest task ${range(dragTask, 'ms')} (0: none over 50 ms)`,
)
console.log(`  of which while the mouse moved (before it went up): ${range(dragMoving, 'ms')}`)
console.log(`  the same drag, longest interval between two frames: ${range(dragFrame, 'ms')}`)
console.log(`  the drop to the move panel's dry run drawn: ${range(dropped, 'ms')}`)
