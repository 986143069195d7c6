/// <reference lib="dom" />
/**
 * The planner's main scenario in Debian's Firefox ESR (puppeteer-core over WebDriver BiDi), on both
 * databases, checked through the API: signing in (a wrong token said in words), a colliding weekly
 * schedule resolved by one click and one answer for all the rest, a broadcast cancelled and undone, the
 * same cancel and undo with the keyboard alone; axe-core on the week, the form with collisions and the
 * change log. Without firefox-esr: one skip line naming the command that installs it (npm test does, as root).
 */
import t from 'tap'
import type { App } from '../../src/app.ts'
import { asRole, buildTestApp, injectAs } from '../helpers/app.ts'
import { graveViolations, launchFirefox } from '../helpers/browser.ts'
import { testDatabases } from '../helpers/databases.ts'
import { fillWeekly, servePlanner, setField, signedIn, unanswered } from '../helpers/planner.ts'
import { firefox, testsNeeding } from '../helpers/system-tools.ts'

t.setTimeout(600_000)
// Monday 4 January 2027, 09:00 in Vienna.
const NOW = Date.parse('2027-01-04T08:00:00Z')
const WINDOW = 'start=2027-01-04%2000:00:00&end=2027-02-01%2000:00:00'

/** axe-core's serious and critical violations on the page as it is. */

const found = firefox()
const test = testsNeeding(t, found)
const browser = found.path === undefined ? (undefined as never) : await launchFirefox(found.path)
t.teardown(() => browser?.close())

async function timeslotsOf(app: App, showId: number): Promise<Array<{ id: number; start: string; end: string }>> {
  return (await injectAs(app, 'programme-manager', { url: `/api/v1/timeslots?${WINDOW}&showIds=${showId}` })).json()
    .items
}

for (const database of testDatabases()) {
  test(`the planner in firefox on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database, now: () => NOW })
    const show = async (name: string) =>
      (
        (
          await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/shows', payload: { name } })
        ).json() as { id: number }
      ).id
    const jazz = await show('Jazz Night')
    const talk = await show('Night Talk')
    const schedule = {
      show: talk,
      rrule: 4,
      byWeekday: 1,
      firstDate: '2027-01-05',
      lastDate: '2027-01-26',
      startTime: '21:00:00',
      endTime: '23:00:00',
    }
    t.equal(
      (await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/schedules', payload: { schedule } }))
        .statusCode,
      201,
    )
    const manager = await asRole(app, 'programme-manager')
    const server = await servePlanner(app)
    t.teardown(server.close)
    const { base } = server

    t.test('a wrong token is refused in words', async (t) => {
      const page = await browser.newPage()
      t.teardown(() => page.close())
      await page.goto(`${base}/planner`, { waitUntil: 'load' })
      await page.waitForSelector('#token')
      await page.type('#token', 'onair_wrong')
      await page.keyboard.press('Enter')
      await page.waitForFunction(() => /not signed in/.test(document.querySelector('.message')?.textContent ?? ''))
      t.pass('401 in words')
    })

    t.test(
      'a colliding weekly schedule: one answer by click, one for all the rest, saved in one request',
      async (t) => {
        const page = await signedIn(browser, base, manager.token!)
        t.teardown(() => page.close())
        t.match(
          await page.$eval('.top', (element) => element.textContent),
          /Europe\/Vienna/,
          'signed in, the zone named',
        )
        t.same(await graveViolations(page), [], 'axe: the week')
        await fillWeekly(page, {
          show: jazz,
          weekday: 1,
          firstDate: '2027-01-05',
          lastDate: '2027-01-26',
          startTime: '20:00',
          endTime: '22:00',
        })
        await unanswered(page, 4)
        t.same(await graveViolations(page), [], 'axe: the form with collisions')
        await page.locator('.collision:first-child .choice[data-solution="theirs-end"]').click()
        await unanswered(page, 3)
        await setField(page, 'select[name=defaultSolution]', 'theirs')
        await unanswered(page, 0)
        await page.click('.schedule-form button[type=submit]')
        await page.waitForFunction(() => /Saved/.test(document.querySelector('.status')?.textContent ?? ''))
        const created = await timeslotsOf(app, jazz)
        t.same(
          created.map((slot) => [slot.start, slot.end]),
          [['2027-01-05 20:00:00', '2027-01-05 21:00:00']],
          'ours ends where theirs starts; the rest kept theirs',
        )
        t.equal((await timeslotsOf(app, talk)).length, 4, 'Night Talk untouched')
      },
    )

    t.test('cancel one broadcast, then undo it from the change log', async (t) => {
      const page = await signedIn(browser, base, manager.token!)
      t.teardown(() => page.close())
      await setField(page, '#jump-date', '2027-01-12')
      await page.click('.jump button')
      const tuesday = '.ec-event.timeslot:has(time[datetime="2027-01-12T21:00:00"])'
      await page.waitForSelector(tuesday)
      await page.click(tuesday)
      await page.waitForSelector('.timeslot-panel .danger')
      await page.click('.timeslot-panel .danger')
      await page.waitForFunction(() => /Cancelled/.test(document.querySelector('.status')?.textContent ?? ''))
      t.notOk(
        (await timeslotsOf(app, talk)).some((slot) => slot.start === '2027-01-12 21:00:00'),
        'cancelled, through the API',
      )
      await page.click('.open-log')
      await page.waitForSelector('.change .undo')
      t.same(await graveViolations(page), [], 'axe: the change log')
      await page.click('.change:first-child .undo')
      await page.waitForFunction(() => /Undone/.test(document.querySelector('.status')?.textContent ?? ''))
      t.ok(
        (await timeslotsOf(app, talk)).some((slot) => slot.start === '2027-01-12 21:00:00'),
        'back, through the API',
      )
    })

    t.test('keyboard only: open a broadcast, cancel it, undo it from the change log', async (t) => {
      const page = await signedIn(browser, base, manager.token!)
      t.teardown(() => page.close())
      const isActive = (selector: string) =>
        page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, selector)
      const tabTo = async (selector: string, back = false) => {
        if (back) await page.keyboard.down('Shift')
        for (let i = 0; i < 80 && !(await isActive(selector)); i++) await page.keyboard.press('Tab')
        if (back) await page.keyboard.up('Shift')
        t.ok(await isActive(selector), `reached ${selector} by ${back ? 'Shift+' : ''}Tab`)
      }
      const tuesday = '.ec-event.timeslot:has(time[datetime="2027-01-05T21:00:00"])'
      await page.waitForSelector(tuesday)
      await tabTo(tuesday)
      await page.keyboard.press('Enter')
      await page.waitForSelector('.timeslot-panel')
      t.ok(await isActive('#timeslot-title'), 'the panel starts at its title')
      await tabTo('.timeslot-panel .danger')
      await page.keyboard.press('Enter')
      await page.waitForFunction(() => /Cancelled/.test(document.querySelector('.status')?.textContent ?? ''))
      t.notOk(
        (await timeslotsOf(app, talk)).some((slot) => slot.start === '2027-01-05 21:00:00'),
        'cancelled, through the API',
      )
      await tabTo('.open-log', true)
      await page.keyboard.press('Enter')
      await page.waitForSelector('.change .undo')
      await tabTo('.change:first-child .undo')
      await page.keyboard.press('Enter')
      await page.waitForFunction(() => /Undone/.test(document.querySelector('.status')?.textContent ?? ''))
      t.ok(
        (await timeslotsOf(app, talk)).some((slot) => slot.start === '2027-01-05 21:00:00'),
        'back, through the API',
      )
    })
  })
}
