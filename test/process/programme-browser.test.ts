/// <reference lib="dom" />
/**
 * The programme pages in a real browser (Debian's chromium, headless, one for the file): both widths,
 * the timeslot on air highlighted in the right day in two zones on both sides of their summer-time
 * change, a show named like a script shown as text, axe-core without serious or critical violations,
 * and everything readable with JavaScript off.
 */

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from 'puppeteer-core'
import t, { type Test } from 'tap'
import type { App } from '../../src/app.ts'
import { buildTestApp, injectAs } from '../helpers/app.ts'
import { axeViolations, launchChromium } from '../helpers/browser.ts'
import { testDatabases } from '../helpers/databases.ts'
import { makeSchedule, makeTimeslot } from '../helpers/factories.ts'
import { makeSampleWeek, WEEK_NOW } from '../helpers/sample-week.ts'
import { chromium, testsNeeding } from '../helpers/system-tools.ts'

const EVIL = '<script>alert(1)</script>'
// --onair-now-bg
const NOW_BG = 'rgb(11, 87, 208)'

const found = chromium()
const test = testsNeeding(t, found)
const browser = found.path === undefined ? undefined : await launchChromium(found.path)
t.teardown(() => browser?.close())

/**
 * The app on a port of its own server, every connection closed when the test ends: chromium keeps
 * its connections alive, which app.close() would wait for.
 */
async function serve(t: Test, app: App): Promise<string> {
  const server = createServer((request, response) => app.routing(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(() => {
    server.closeAllConnections()
    return new Promise<void>((resolve) => server.close(() => resolve()))
  })
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

async function open(t: Test, url: string, options: { width?: number; javaScript?: boolean } = {}): Promise<Page> {
  const page = await browser!.newPage()
  t.teardown(() => page.close())
  await page.setViewport({ width: options.width ?? 1280, height: 900 })
  await page.setJavaScriptEnabled(options.javaScript ?? true)
  const res = await page.goto(url, { waitUntil: 'load' })
  // 304: the browser revalidated its copy by ETag.
  t.ok(res?.status() === 200 || res?.status() === 304, `${url}: ${res?.status()}`)
  return page
}

/** The one highlighted timeslot: its id, its day's date, its background. */
async function highlighted(page: Page) {
  return page.$$eval('.slot.now', (slots) =>
    slots.map((slot) => ({
      id: slot.id,
      day: slot.closest<HTMLElement>('.day')?.dataset.date,
      background: getComputedStyle(slot).backgroundColor,
    })),
  )
}

for (const database of testDatabases()) {
  test(`the week page in chromium on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database, now: () => WEEK_NOW })
    await makeSampleWeek(app, { plain: EVIL })
    const base = await serve(t, app)

    t.test('1280 px: seven columns side by side; 390 px: a day list, one under the other', async (t) => {
      for (const [width, sideBySide] of [
        [1280, true],
        [390, false],
      ] as const) {
        const page = await open(t, `${base}/programme`, { width })
        const boxes = await page.$$eval('.day', (days) =>
          days.map((day) => day.getBoundingClientRect().toJSON() as DOMRect),
        )
        t.equal(boxes.length, 7)
        const sameRow = boxes.every((box) => Math.abs(box.top - boxes[0]!.top) < 1)
        const sameColumn = boxes.every((box) => Math.abs(box.left - boxes[0]!.left) < 1)
        t.equal(sameRow, sideBySide, `${width} px: one row`)
        t.equal(sameColumn, !sideBySide, `${width} px: one column`)
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
        t.ok(scrollWidth <= width, `${width} px: nothing wider than the screen (${scrollWidth})`)
        const shot = await page.screenshot({ fullPage: true })
        t.ok(shot.length > 10_000, `${width} px screenshot (${shot.length} bytes)`)
      }
    })

    t.test('a show named like a script is text, and runs nothing', async (t) => {
      const page = await open(t, `${base}/programme`)
      let dialogs = 0
      page.on('dialog', (dialog) => {
        dialogs += 1
        void dialog.dismiss()
      })
      const names = await page.$$eval('.slot .name', (links) => links.map((link) => link.textContent))
      t.ok(names.includes(EVIL), 'the name as written')
      // The schema.org JSON-LD block is data the browser never runs; no other script may appear.
      t.equal(
        await page.$$eval('script:not([type="application/ld+json"])', (scripts) => scripts.length),
        0,
        'no script element but the JSON-LD data',
      )
      t.equal(
        await page.$$eval('script[type="application/ld+json"]', (blocks) => blocks.length),
        1,
        'one JSON-LD block',
      )
      await page.reload({ waitUntil: 'load' })
      t.equal(dialogs, 0, 'no alert')
    })

    t.test('axe-core: no serious or critical violation on any page', async (t) => {
      for (const path of ['/programme', '/programme/shows/night-jazz', '/embed/week', '/embed/now-next']) {
        for (const width of [1280, 390]) {
          const page = await open(t, `${base}${path}`, { width })
          const violations = await axeViolations(page)
          const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
          t.same(grave, [], `${path} at ${width} px (all: ${JSON.stringify(violations)})`)
        }
      }
    })

    t.test('readable with JavaScript off', async (t) => {
      const page = await open(t, `${base}/programme`, { javaScript: false })
      const text = await page.evaluate(() => document.body.innerText)
      t.match(text, /Night Jazz/)
      t.match(text, /today/i)
      t.match(text, /On air now/i)
      t.same(
        (await highlighted(page)).map((slot) => slot.day),
        ['2027-10-29'],
      )
      const show = await open(t, `${base}/programme/shows/night-jazz`, { javaScript: false })
      t.match(await show.evaluate(() => document.body.innerText), /Presented by Ana Ruiz/)
    })
  })

  // Each zone: a timeslot across its summer-time end, on air in the repeated hour, and one the day before.
  const zones = [
    {
      zone: 'Europe/Vienna',
      across: ['2027-10-31T00:00:00Z', '2027-10-31T02:00:00Z'],
      before: ['2027-10-30T08:00:00Z', '2027-10-30T10:00:00Z'],
      repeated: '2027-10-31T01:30:00Z',
      days: ['2027-10-31', '2027-10-30'],
    },
    {
      zone: 'America/New_York',
      across: ['2027-11-07T05:00:00Z', '2027-11-07T07:00:00Z'],
      before: ['2027-11-06T12:00:00Z', '2027-11-06T14:00:00Z'],
      repeated: '2027-11-07T06:30:00Z',
      days: ['2027-11-07', '2027-11-06'],
    },
  ]
  for (const { zone, across, before, repeated, days } of zones) {
    test(`the timeslot on air is highlighted in its day in ${zone}, on both sides of the change, on ${database}`, async (t) => {
      let clock = Date.parse(before[0]!)
      const app = await buildTestApp(t, { database, now: () => clock, env: { STATION_TIME_ZONE: zone } })
      const show = (
        await injectAs(app, 'programme-manager', {
          method: 'POST',
          url: '/api/v1/shows',
          payload: { name: 'Night Owls' },
        })
      ).json()
      const owner = { showId: show.id, scheduleId: (await makeSchedule(app.db, show.id)).id }
      const acrossSlot = await makeTimeslot(app.db, owner, across[0]!, across[1]!)
      const beforeSlot = await makeTimeslot(app.db, owner, before[0]!, before[1]!)
      const base = await serve(t, app)

      // The day before, in summer time.
      clock = Date.parse(before[0]!) + 30 * 60_000
      let page = await open(t, `${base}/programme`)
      t.same(await highlighted(page), [{ id: `timeslot-${beforeSlot.id}`, day: days[1], background: NOW_BG }])
      t.equal(await page.$eval('.day.today', (day) => (day as HTMLElement).dataset.date), days[1])
      t.match(await page.$eval('.zone', (p) => p.textContent), new RegExp(zone.replace('/', '\\/')))

      // In the repeated hour, after the clocks went back: the timeslot that began before the change.
      clock = Date.parse(repeated)
      page = await open(t, `${base}/programme`)
      t.same(await highlighted(page), [{ id: `timeslot-${acrossSlot.id}`, day: days[0], background: NOW_BG }])
      t.equal(await page.$eval('.day.today', (day) => (day as HTMLElement).dataset.date), days[0])
    })
  }
}
