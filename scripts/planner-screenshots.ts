/**
 * Regenerates the planner's screenshots (docs/images/planner-*.png): a demo week on an in-memory
 * embedded database, the app on a free port, Debian's chromium headless at 1280 and 390 pixels: the
 * week (with a special that displaced a Night Talk), one broadcast open (its everyday edits), that
 * broadcast being moved onto another (the move's collision step), the schedule form with its collisions
 * (one answered) and the change log; at 1280 also the day the clocks go back (25 hours).
 * `npm run screenshots:planner`.
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'puppeteer-core'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { SYSTEM } from '../src/services/access/caller.ts'
import { createUser, issueToken } from '../src/services/access/users.ts'
import { launchChromium } from '../test/helpers/browser.ts'
import { freshDatabase } from '../test/helpers/databases.ts'
import { fillWeekly, servePlanner, setField, signedIn, unanswered } from '../test/helpers/planner.ts'
import { chromium } from '../test/helpers/system-tools.ts'

// Monday 4 January 2027, 14:20 in Vienna.
const NOW = Date.parse('2027-01-04T13:20:00Z')
const OUT = new URL('../docs/images/', import.meta.url)

const { db, cleanup } = await freshDatabase('embedded', '/tmp')
const app = await buildApp(loadConfig({ STATION_TIME_ZONE: 'Europe/Vienna' }), { db, now: () => NOW, logger: false })
await app.ready()
const manager = await createUser(app.ctx, SYSTEM, { name: 'Maria Berger', role: 'programme-manager' })
const { token } = await issueToken(app.db.client, manager.id, 'screenshots', null)
const as = { authorization: `Bearer ${token}` }
const post = async (url: string, payload: object) => {
  const answer = await app.inject({ method: 'POST', url, payload, headers: as })
  if (answer.statusCode >= 300) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`)
  return answer.json() as { id: number }
}
const show = (name: string) => post('/api/v1/shows', { name })
const weekly = (
  showId: number,
  rrule: number,
  byWeekday: number | undefined,
  startTime: string,
  endTime: string,
  extra: object = {},
) =>
  post('/api/v1/schedules', {
    schedule: {
      show: showId,
      rrule,
      ...(byWeekday === undefined ? {} : { byWeekday }),
      firstDate: '2027-01-04',
      lastDate: '2027-03-28',
      startTime,
      endTime,
      ...extra,
    },
  })

const morning = await show('Good Morning Vienna')
const midday = await show('Midday Magazine')
const talk = await show('Night Talk')
const jazz = await show('Jazz Night')
const weekend = await show('Weekend Sessions')
await weekly(morning.id, 3, undefined, '06:00:00', '09:00:00')
await weekly(midday.id, 3, undefined, '12:00:00', '13:00:00')
await weekly(midday.id, 3, undefined, '18:00:00', '18:30:00', { isRepetition: true })
await weekly(talk.id, 4, 1, '21:00:00', '23:00:00')
await weekly(talk.id, 4, 3, '21:00:00', '23:00:00')
await weekly(weekend.id, 4, 5, '10:00:00', '13:00:00')
await weekly(weekend.id, 4, 6, '22:00:00', '02:00:00')
const { items } = (
  await app.inject({ url: '/api/v1/timeslots?start=2027-01-05%2000:00:00&end=2027-01-06%2000:00:00', headers: as })
).json() as { items: Array<{ id: number; showName: string }> }
const monday = items.find((slot) => slot.showName === 'Midday Magazine')!
await app.inject({
  method: 'PATCH',
  url: `/api/v1/timeslots/${monday.id}`,
  payload: { memo: 'Guest: the mayor', episodeId: null },
  headers: as,
})
await app.inject({
  method: 'DELETE',
  url: `/api/v1/timeslots/${items.find((slot) => slot.showName === 'Good Morning Vienna')!.id}`,
  headers: as,
})
// A special that takes Thursday's Night Talk's air (and gives it back when it goes).
const election = await show('Election Night')
await post('/api/v1/schedules', {
  schedule: { show: election.id, rrule: 1, firstDate: '2027-01-07', startTime: '20:00:00', endTime: '23:30:00' },
  defaultSolution: 'ours',
})
// The night the clocks go back: 01:00–05:00 lasts five hours.
const owls = await show('Night Owls')
await post('/api/v1/schedules', {
  schedule: { show: owls.id, rrule: 1, firstDate: '2027-10-31', startTime: '01:00:00', endTime: '05:00:00' },
})

const server = await servePlanner(app)
const found = chromium()
if (found.path === undefined) throw new Error(found.skip)
const browser = await launchChromium(found.path)
const shot = async (page: Page, name: string, width: number) => {
  const path = new URL(`planner-${name}-${width}.png`, OUT).pathname
  await page.screenshot({ path, fullPage: !(width < 700) })
  console.log(`wrote ${path}`)
}
try {
  mkdirSync(OUT, { recursive: true })
  for (const width of [1280, 390]) {
    const page = await signedIn(browser, server.base, token, width)
    await page.setViewport({ width, height: width < 700 ? 844 : 900 })
    await page.evaluate(() => document.querySelector('.ec-body')?.scrollIntoView())
    await shot(page, 'week', width)

    // One broadcast open: its episode, media and memo, moving its series, cancelling it.
    await page.click('.ec-event.timeslot:has(time[datetime="2027-01-04T18:00:00"])')
    await page.waitForSelector('.timeslot-panel')
    await page.evaluate(() => window.scrollTo(0, 0))
    await shot(page, 'broadcast', width)

    // That broadcast moved onto Tuesday's Night Talk: the move's dry run and its collision.
    await page.click('.timeslot-panel .move-one')
    await page.waitForSelector('.move-panel')
    await setField(page, 'input[name=moveDate]', '2027-01-05')
    await setField(page, 'input[name=moveStart]', '21:30')
    await setField(page, 'input[name=moveEnd]', '22:00')
    await unanswered(page, 1)
    await page.evaluate(() => window.scrollTo(0, 0))
    await shot(page, 'move', width)
    await page.click('.move-panel .actions button:not(.primary)')

    await fillWeekly(page, {
      show: jazz.id,
      weekday: 1,
      firstDate: '2027-01-05',
      lastDate: '2027-02-23',
      startTime: '20:00',
      endTime: '22:00',
    })
    await unanswered(page, 8)
    await page.click('.collision:first-child .choice[data-solution="theirs-end"]')
    await unanswered(page, 7)
    await page.evaluate(() => window.scrollTo(0, 0))
    await shot(page, 'collisions', width)
    await page.click('.schedule-form .actions button:not(.primary)')

    await page.click('.open-log')
    await page.waitForSelector('.change .undo')
    await page.evaluate(() => document.querySelector('.change-log')?.scrollIntoView())
    await shot(page, 'changes', width)
    await page.click('.change-log > .actions button')

    if (width === 1280) {
      await page.$eval('#jump-date', (input) => ((input as HTMLInputElement).value = '2027-10-31'))
      await page.click('.jump button')
      await page.click('button.clock-change')
      await page.waitForFunction(() => document.querySelectorAll('.ec-body .ec-sidebar .ec-slot').length === 25)
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.setViewport({ width, height: 640 })
      const path = new URL('planner-clock-change-1280.png', OUT).pathname
      await page.screenshot({ path })
      console.log(`wrote ${path}`)
    }
    await page.close()
  }
} finally {
  await browser.close()
  await server.close()
  await app.close()
  await cleanup()
}
