/// <reference lib="dom" />
/**
 * Moving and resizing one broadcast in the planner (POST /api/v1/timeslots/{id}/move), in Debian's
 * chromium headless, on both databases, checked through the API: a broadcast dragged to another day and
 * time with the mouse; one resized onto another show's broadcast, the collision answered with a click
 * and committed in one request, then undone from the change log; one moved with the keyboard alone
 * ("Move or resize…", date and times typed); a special's mark for what it displaced. axe-core on the
 * move panel with a collision.
 */

import type { Page } from 'puppeteer-core'
import t from 'tap'
import type { App } from '../../src/app.ts'
import { asRole, buildTestApp, injectAs } from '../helpers/app.ts'
import { graveViolations, launchChromium } from '../helpers/browser.ts'
import { testDatabases } from '../helpers/databases.ts'
import { servePlanner, signedIn, statusSays, unanswered } from '../helpers/planner.ts'
import { chromium, testsNeeding } from '../helpers/system-tools.ts'

t.setTimeout(600_000)
// Monday 4 January 2027, 09:00 in Vienna.
const NOW = Date.parse('2027-01-04T08:00:00Z')
const SLOT_HEIGHT = 20 // px per half hour: calendar.ts slotHeight
const WINDOW = 'start=2027-01-04%2000:00:00&end=2027-01-11%2000:00:00'

const eventAt = (start: string) => `.ec-event.timeslot:has(time[datetime="${start}"])`

/** The centre of an element, scrolled into the middle of the window first. */
async function centre(page: Page, selector: string): Promise<{ x: number; y: number }> {
  await page.$eval(selector, (element) => element.scrollIntoView({ block: 'center' }))
  const box = await (await page.$(selector))!.boundingBox()
  if (box === null) throw new Error(`${selector} is not drawn`)
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** The width of a day's column in the week drawn. */
async function dayWidth(page: Page): Promise<number> {
  const lefts = await page.$$eval('.ec-body .ec-day', (days) => days.map((day) => day.getBoundingClientRect().left))
  const [first, second] = [...new Set(lefts)].sort((a, b) => a - b)
  if (first === undefined || second === undefined) throw new Error('no day columns')
  return second - first
}

/** Presses, moves in small steps (as a hand does) and releases. */
async function drag(page: Page, from: { x: number; y: number }, by: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(from.x + by.x / 2, from.y + by.y / 2, { steps: 8 })
  await page.mouse.move(from.x + by.x, from.y + by.y, { steps: 8 })
  await page.mouse.up()
}

const found = chromium()
const test = testsNeeding(t, found)
const browser = found.path === undefined ? (undefined as never) : await launchChromium(found.path)
t.teardown(() => browser?.close())

async function show(app: App, name: string): Promise<number> {
  return (
    (await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/shows', payload: { name } })).json() as {
      id: number
    }
  ).id
}

async function once(app: App, showId: number, date: string, startTime: string, endTime: string): Promise<void> {
  const created = await injectAs(app, 'programme-manager', {
    method: 'POST',
    url: '/api/v1/schedules',
    payload: { schedule: { show: showId, rrule: 1, firstDate: date, startTime, endTime } },
  })
  if (created.statusCode !== 201) throw new Error(`seeding: ${created.statusCode} ${created.body}`)
}

type Listed = { id: number; start: string; end: string; displaces?: number }
async function timeslotsOf(app: App, showId: number): Promise<Listed[]> {
  return (await injectAs(app, 'programme-manager', { url: `/api/v1/timeslots?${WINDOW}&showIds=${showId}` })).json()
    .items
}
const times = (slots: Listed[]) => slots.map((slot) => `${slot.start}–${slot.end.slice(11, 16)}`)

for (const database of testDatabases()) {
  test(`moving one broadcast in the planner in chromium on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database, now: () => NOW })
    const jazz = await show(app, 'Jazz Night')
    const talk = await show(app, 'Night Talk')
    const late = await show(app, 'Late Show')
    await once(app, jazz, '2027-01-05', '20:00:00', '21:00:00')
    await once(app, talk, '2027-01-06', '21:00:00', '22:00:00')
    await once(app, late, '2027-01-06', '22:00:00', '23:30:00')
    const [jazzSlot] = await timeslotsOf(app, jazz)
    const manager = await asRole(app, 'programme-manager')
    const server = await servePlanner(app)
    t.teardown(server.close)
    const { base } = server

    t.test('drag a broadcast to another day and time with the mouse', async (t) => {
      const page = await signedIn(browser, base, manager.token!)
      t.teardown(() => page.close())
      await page.waitForSelector(eventAt('2027-01-05T20:00:00'))
      const from = await centre(page, eventAt('2027-01-05T20:00:00'))
      // Tuesday 20:00 → Thursday 18:00: two columns right, four half-hour slots up.
      await drag(page, from, { x: 2 * (await dayWidth(page)), y: -4 * SLOT_HEIGHT })
      await page.waitForSelector('.move-panel')
      const fields = await page.$$eval('.move-panel input', (inputs) =>
        inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]),
      )
      t.same(
        fields,
        [
          ['moveDate', '2027-01-07'],
          ['moveStart', '18:00'],
          ['moveEnd', '19:00'],
        ],
        'the drop fills in the new time',
      )
      await unanswered(page, 0)
      t.same(times(await timeslotsOf(app, jazz)), ['2027-01-05 20:00:00–21:00'], 'the dry run changed nothing')
      await page.waitForSelector('.ec-event.preview-update')
      t.pass('the move is drawn as a preview')
      await page.click('.move-panel button[type=submit]')
      t.match(await statusSays(page, /Moved/), /Moved Jazz Night to Thu 7 Jan 2027 18:00–19:00/)
      const moved = await timeslotsOf(app, jazz)
      t.same(times(moved), ['2027-01-07 18:00:00–19:00'], 'moved, through the API')
      t.equal(moved[0]?.id, jazzSlot?.id, 'the same broadcast (its id kept)')
      await page.waitForSelector(eventAt('2027-01-07T18:00:00'))
      t.pass('drawn at its new time')
    })

    t.test('resize onto another broadcast: the collision answered by a click, then undone', async (t) => {
      const page = await signedIn(browser, base, manager.token!)
      t.teardown(() => page.close())
      const selector = eventAt('2027-01-06T21:00:00')
      await page.waitForSelector(selector)
      await centre(page, selector)
      await page.hover(selector)
      const resizer = `${selector} .ec-resizer`
      const box = (await (await page.$(resizer))!.boundingBox())!
      // Its end from 22:00 to 23:00: two half-hour slots down, over the Late Show.
      await drag(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, { x: 0, y: 2 * SLOT_HEIGHT })
      await page.waitForSelector('.move-panel')
      t.equal(await page.$eval('input[name=moveEnd]', (input) => (input as HTMLInputElement).value), '23:00')
      await unanswered(page, 1)
      t.match(
        await page.$eval('.move-panel .collision', (element) => element.textContent),
        /meets Late Show Wed 6 Jan 2027 22:00–23:30/,
        'the collision names what it meets',
      )
      t.same(await graveViolations(page), [], 'axe: the move panel with a collision')
      await page.click('.move-panel .collision .choice[data-solution="ours-end"]')
      await unanswered(page, 0)
      t.equal(
        await page.$eval('.move-panel .choice[data-solution="ours-end"]', (button) =>
          button.getAttribute('aria-pressed'),
        ),
        'true',
        'the answer is pressed',
      )
      await page.waitForSelector('.ec-event.preview-update')
      t.same(times(await timeslotsOf(app, late)), ['2027-01-06 22:00:00–23:30'], 'nothing written yet')
      await page.click('.move-panel button[type=submit]')
      await statusSays(page, /Moved Night Talk/)
      t.same(times(await timeslotsOf(app, talk)), ['2027-01-06 21:00:00–23:00'], 'resized, through the API')
      t.same(times(await timeslotsOf(app, late)), ['2027-01-06 23:00:00–23:30'], 'theirs starts where ours ends')

      await page.click('.open-log')
      await page.waitForSelector('.change .undo')
      t.match(
        await page.$eval('.change:first-child .summary', (element) => element.textContent),
        /Moved timeslot/,
        'the move is the latest change',
      )
      await page.click('.change:first-child .undo')
      await statusSays(page, /Undone/)
      t.same(times(await timeslotsOf(app, talk)), ['2027-01-06 21:00:00–22:00'], 'undone: Night Talk as it was')
      t.same(times(await timeslotsOf(app, late)), ['2027-01-06 22:00:00–23:30'], 'undone: Late Show as it was')
    })

    t.test('keyboard only: Move or resize…, the date and times typed', async (t) => {
      const page = await signedIn(browser, base, manager.token!)
      t.teardown(() => page.close())
      const selector = eventAt('2027-01-07T18:00:00')
      await page.waitForSelector(selector)
      const isActive = (selector: string) =>
        page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, selector)
      const tabTo = async (selector: string) => {
        for (let i = 0; i < 80 && !(await isActive(selector)); i++) await page.keyboard.press('Tab')
        t.ok(await isActive(selector), `reached ${selector} by Tab`)
      }
      await tabTo(selector)
      await page.keyboard.press('Enter')
      await page.waitForSelector('.timeslot-panel')
      // The Enter that opened it saved nothing: it went to the panel's title, not to its form.
      t.ok(await isActive('#timeslot-title'), 'the panel starts at its title')
      await tabTo('button.move-one')
      await page.keyboard.press('Enter')
      await page.waitForSelector('.move-panel')
      t.ok(await isActive('input[name=moveDate]'), 'the move starts at its date')
      // Chromium's en-US fields: month, day, year; hours, minutes, AM/PM.
      await page.keyboard.type('01082027')
      await tabTo('input[name=moveStart]')
      await page.keyboard.type('1000A')
      await tabTo('input[name=moveEnd]')
      await page.keyboard.type('1130A')
      t.same(
        await page.$$eval('.move-panel input', (inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
        ['2027-01-08', '10:00', '11:30'],
        'typed in',
      )
      await page.waitForFunction(() =>
        /Fri 8 Jan 2027 10:00–11:30/.test(document.querySelector('.move-panel .sentence')?.textContent ?? ''),
      )
      await unanswered(page, 0)
      await tabTo('.move-panel button[type=submit]')
      await page.keyboard.press('Enter')
      await statusSays(page, /Moved Jazz Night to Fri 8 Jan 2027 10:00–11:30/)
      t.same(times(await timeslotsOf(app, jazz)), ['2027-01-08 10:00:00–11:30'], 'moved, through the API')
    })

    t.test('a special that displaced something is marked', async (t) => {
      const special = await show(app, 'Election Night')
      const asked = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/schedules',
        payload: {
          schedule: { show: special, rrule: 1, firstDate: '2027-01-06', startTime: '21:00:00', endTime: '23:30:00' },
          defaultSolution: 'ours',
        },
      })
      t.equal(asked.statusCode, 201, asked.body)
      t.equal((await timeslotsOf(app, special))[0]?.displaces, 2, 'the API: it displaced two broadcasts')
      const page = await signedIn(browser, base, manager.token!)
      t.teardown(() => page.close())
      const selector = eventAt('2027-01-06T21:00:00')
      await page.waitForSelector(`${selector}.special`)
      t.match(await page.$eval(selector, (element) => element.textContent), /Election Night ★ displaced 2/)
      t.equal((await page.$$('.ec-event.timeslot.special')).length, 1, 'only the special is marked')
      await page.click(selector)
      await page.waitForSelector('.timeslot-panel')
      t.match(
        await page.$eval('.timeslot-panel', (element) => element.textContent),
        /A special: it displaced 2 broadcast\(s\), given back when it is cancelled or moved away/,
      )
      t.same(await graveViolations(page), [], 'axe: the week with a special')
    })
  })
}
