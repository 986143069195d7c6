/// <reference lib="dom" />
/**
 * The planner (/planner) in a real browser, Debian's chromium headless, whole scenarios checked through
 * the API afterwards: signing in with a token, a colliding weekly schedule resolved by one per-collision
 * answer and one answer for all, the same with the keyboard alone, cancelling a broadcast and undoing it,
 * another client's change appearing, a host who cannot touch another host's show, and axe-core on
 * every view. Its assets: fingerprinted, kept a year, under a strict Content-Security-Policy.
 */

import t from 'tap'
import type { App } from '../../src/app.ts'
import { asRole, buildTestApp, injectAs } from '../helpers/app.ts'
import { graveViolations, launchChromium } from '../helpers/browser.ts'
import { testDatabases } from '../helpers/databases.ts'
import { fillWeekly, servePlanner, setField, signedIn, unanswered } from '../helpers/planner.ts'
import { chromium, testsNeeding } from '../helpers/system-tools.ts'

const WINDOW = 'start=2027-01-04%2000:00:00&end=2027-02-01%2000:00:00'

// Whole scenarios on two databases in a real browser take longer than tap's two minutes per file.
t.setTimeout(600_000)
// Monday 4 January 2027, 09:00 in Vienna: the week shown first is the one with the seeded Tuesday.
const NOW = Date.parse('2027-01-04T08:00:00Z')

const found = chromium()
const test = testsNeeding(t, found)
// Only launched when found: without a browser, the tests are skipped with one line (testsNeeding).
const browser = found.path === undefined ? (undefined as never) : await launchChromium(found.path)
t.teardown(() => browser?.close())

/** The shows and a weekly Night Talk on Tuesdays 21:00–23:00 in January 2027 (four timeslots). */
async function seed(app: App) {
  const show = async (name: string) =>
    (await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/shows', payload: { name } })).json() as {
      id: number
    }
  const jazz = await show('Jazz Night')
  const talk = await show('Night Talk')
  const schedule = {
    show: talk.id,
    rrule: 4,
    byWeekday: 1,
    firstDate: '2027-01-05',
    lastDate: '2027-01-26',
    startTime: '21:00:00',
    endTime: '23:00:00',
  }
  const created = await injectAs(app, 'programme-manager', {
    method: 'POST',
    url: '/api/v1/schedules',
    payload: { schedule },
  })
  if (created.statusCode !== 201) throw new Error(`seeding: ${created.statusCode} ${created.body}`)
  return { jazz: jazz.id, talk: talk.id }
}

async function timeslotsOf(
  app: App,
  showId: number,
): Promise<Array<{ id: number; start: string; end: string; memo?: string }>> {
  return (await injectAs(app, 'programme-manager', { url: `/api/v1/timeslots?${WINDOW}&showIds=${showId}` })).json()
    .items
}

for (const database of testDatabases()) {
  test(`the planner in chromium on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database, now: () => NOW })
    const { jazz, talk } = await seed(app)
    const manager = await asRole(app, 'programme-manager')
    const server = await servePlanner(app)
    t.teardown(server.close)
    const { base } = server

    t.test('the page: fingerprinted assets kept a year, a strict policy, nothing inline', async (t) => {
      const page = await injectAs(app, 'programme-manager', { url: '/planner' })
      t.equal(page.statusCode, 200)
      const policy = String(page.headers['content-security-policy'])
      t.match(policy, /script-src 'self';/)
      t.notMatch(policy, /unsafe-eval|https:|\*/, 'no eval, no other origin')
      t.notMatch(page.body, /<script>|<style>|\son\w+=/, 'no inline script, style element or handler')
      const script = /src="(\/planner\/assets\/planner-[A-Z0-9]+\.js)"/.exec(page.body)?.[1]
      t.ok(script, 'a fingerprinted script')
      const asset = await injectAs(app, 'programme-manager', {
        url: script!,
        headers: { 'accept-encoding': 'br, gzip' },
      })
      t.equal(asset.statusCode, 200)
      t.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable')
      t.equal(asset.headers['content-encoding'], 'br')
      t.equal((await injectAs(app, 'programme-manager', { url: '/planner/assets/planner-OLD.js' })).statusCode, 404)
    })

    t.test('a wrong token is refused in words; a good one signs in, and signing out forgets it', async (t) => {
      const page = await browser.newPage()
      t.teardown(() => page.close())
      const errors: string[] = []
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
      await page.goto(`${base}/planner`, { waitUntil: 'load' })
      await page.waitForSelector('#token')
      await page.type('#token', 'onair_wrong')
      await page.keyboard.press('Enter')
      await page.waitForFunction(() => /not signed in/.test(document.querySelector('.message')?.textContent ?? ''))
      t.pass('401 in words')
      await page.$eval('#token', (input) => ((input as HTMLInputElement).value = ''))
      await page.type('#token', manager.token!)
      await page.keyboard.press('Enter')
      await page.waitForSelector('.ec-event')
      const header = await page.$eval('.top', (element) => element.textContent)
      t.match(header, /Europe\/Vienna/, 'the zone is named')
      t.match(header, /programme-manager/)
      t.equal(await page.evaluate(() => localStorage.length), 0, 'nothing in localStorage')
      t.notMatch(page.url(), /onair_/, 'nor in the URL')
      t.same(
        errors.filter((text) => !/401/.test(text)),
        [],
        'no script error, no policy violation',
      )
      await page.click('.sign-out')
      await page.waitForSelector('#token')
      t.equal(await page.evaluate(() => sessionStorage.length), 0, 'the token is forgotten')
    })

    t.test(
      'a colliding weekly schedule: one answer by click, one for all the rest, saved in one request',
      async (t) => {
        const page = await signedIn(browser, base, manager.token!)
        t.teardown(() => page.close())
        await fillWeekly(page, {
          show: jazz,
          weekday: 1,
          firstDate: '2027-01-05',
          lastDate: '2027-01-26',
          startTime: '20:00',
          endTime: '22:00',
        })
        await unanswered(page, 4)
        t.match(
          await page.$eval('.sentence', (element) => element.textContent),
          /every week on Tuesday, 20:00–22:00, 5 Jan 2027 – 26 Jan 2027/,
        )
        t.same(await graveViolations(page), [], 'axe: the form with collisions')
        const first = await page.$$eval('.collision', (items) =>
          items.map((item) => item.querySelectorAll('.choice').length),
        )
        t.same(first, [4, 4, 4, 4], 'theirs, ours, theirs-end, ours-end for each')
        await page.locator('.collision:first-child .choice[data-solution="theirs-end"]').click()
        await unanswered(page, 3)
        t.equal(
          await page.$eval('.collision:first-child .choice[data-solution="theirs-end"]', (b) =>
            b.getAttribute('aria-pressed'),
          ),
          'true',
        )
        await page.select('select[name=defaultSolution]', 'theirs')
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
      const target = (await timeslotsOf(app, talk)).find((slot) => slot.start === '2027-01-12 21:00:00')!
      const tuesday = '.ec-event.timeslot:has(time[datetime="2027-01-12T21:00:00"])'
      await page.waitForSelector(tuesday)
      await page.click(tuesday)
      await page.waitForSelector('.timeslot-panel')
      t.match(
        await page.$eval('#timeslot-title', (element) => element.textContent),
        /Night Talk, Tue 12 Jan 2027 21:00–23:00/,
      )
      await page.click('.timeslot-panel .danger')
      await page.waitForFunction(() => /Cancelled/.test(document.querySelector('.status')?.textContent ?? ''))
      t.notOk(
        (await timeslotsOf(app, talk)).some((slot) => slot.id === target.id),
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

    t.test("another client's change appears without reloading", async (t) => {
      const page = await signedIn(browser, base, manager.token!)
      t.teardown(() => page.close())
      t.same(await graveViolations(page), [], 'axe: the week')
      // Dead air ahead (the programme-health read): the empty hours drawn as gaps, a broadcast with nothing to play marked.
      t.ok((await page.$$('.ec-bg-event.gap')).length > 0, 'gaps drawn')
      t.match(
        await page.$eval('.calendar', (element) => element.textContent),
        /no media/,
        'a timeslot with nothing to play marked',
      )
      const first = (await timeslotsOf(app, talk)).find((slot) => slot.start.startsWith('2027-01-05'))!
      // The stream is open once the ticket has been used: give it a moment to connect.
      await new Promise((resolve) => setTimeout(resolve, 500))
      const changed = await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/timeslots/${first.id}`,
        payload: { memo: 'Guest: the mayor' },
      })
      t.equal(changed.statusCode, 200)
      const started = Date.now()
      await page.waitForFunction(
        () => /Guest: the mayor/.test(document.querySelector('.calendar')?.textContent ?? ''),
        { timeout: 5000 },
      )
      t.ok(Date.now() - started < 5000, `appeared after ${Date.now() - started} ms`)
    })

    t.test("a host cannot touch another host's show", async (t) => {
      const host = await asRole(app, 'host', [jazz])
      const page = await signedIn(browser, base, host.token!)
      t.teardown(() => page.close())
      for (const event of await page.$$('.ec-event.timeslot')) {
        if (/Night Talk/.test(await event.evaluate((element) => element.textContent ?? ''))) {
          await event.click()
          break
        }
      }
      await page.waitForSelector('.timeslot-panel')
      t.match(
        await page.$eval('.timeslot-panel', (element) => element.textContent),
        /not change it: it belongs to a show you do not own/,
      )
      t.equal(await page.$('.timeslot-panel .danger'), null, 'no cancel button')
      await page.click('.new-schedule')
      const shows = await page.$$eval('select[name=show] option', (options) =>
        options.map((option) => option.textContent),
      )
      t.same(shows, ['Jazz Night'], 'only its own show to plan')
      const refused = await host.inject({
        method: 'DELETE',
        url: `/api/v1/timeslots/${(await timeslotsOf(app, talk))[0]!.id}`,
      })
      t.equal(refused.statusCode, 403, 'and the API agrees')
    })

    t.test('keyboard only: create and resolve', async (t) => {
      const other = (
        await injectAs(app, 'programme-manager', {
          method: 'POST',
          url: '/api/v1/shows',
          payload: { name: 'Keys Hour' },
        })
      ).json() as { id: number }
      const page = await signedIn(browser, base, manager.token!)
      t.teardown(() => page.close())
      // To the "New schedule" button by Tab, opened with Enter.
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab')
        if (await page.evaluate(() => document.activeElement?.classList.contains('new-schedule'))) break
      }
      await page.keyboard.press('Enter')
      await page.waitForSelector('.schedule-form')
      const focused = () =>
        page.evaluate(
          () => (document.activeElement as HTMLInputElement | null)?.name ?? document.activeElement?.className,
        )
      t.equal(await focused(), 'show', 'the form starts at the show')
      // Choose "Keys Hour" with arrow keys, then the fields in order, typed.
      const order = await page.$$eval('select[name=show] option', (options) =>
        options.map((option) => option.textContent),
      )
      for (let i = 0; i < order.indexOf('Keys Hour'); i++) await page.keyboard.press('ArrowDown')
      // Tab to each field (a date field's parts take Tabs of their own in Chromium) and type, as in
      // Chromium's en-US fields: month, day, year; hours, minutes, AM/PM.
      const tabTo = async (name: string) => {
        for (let i = 0; i < 10 && (await focused()) !== name; i++) await page.keyboard.press('Tab')
      }
      await tabTo('byWeekday')
      await page.keyboard.press('ArrowDown') // Tuesday
      for (const [name, keys] of [
        ['firstDate', '01052027'],
        ['lastDate', '01192027'],
        ['startTime', '0930P'],
        ['endTime', '1000P'],
      ] as const) {
        await tabTo(name)
        await page.keyboard.type(keys)
      }
      const values = await page.$$eval('.schedule-form input, .schedule-form select', (controls) =>
        controls.slice(0, 7).map((control) => (control as HTMLInputElement).value),
      )
      t.same(values, [String(other.id), '4', '1', '2027-01-05', '2027-01-19', '21:30', '22:00'], 'typed in')
      await unanswered(page, 3)
      // To the first answer button, and the rest by the one-for-all list.
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab')
        if (await page.evaluate(() => document.activeElement?.getAttribute('data-solution') === 'ours')) break
      }
      await page.keyboard.press('Enter')
      await unanswered(page, 2)
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab')
        if (await page.evaluate(() => document.activeElement?.getAttribute('name') === 'defaultSolution')) break
      }
      // "(none)", then theirs: one down.
      await page.keyboard.press('ArrowDown')
      await unanswered(page, 0)
      await page.keyboard.press('Tab') // the help text is not focusable: save
      await page.keyboard.press('Enter')
      await page.waitForFunction(() => /Saved/.test(document.querySelector('.status')?.textContent ?? ''))
      const keys = await timeslotsOf(app, other.id)
      t.same(
        keys.map((slot) => slot.start),
        ['2027-01-05 21:30:00'],
        'the answered one, ours',
      )
      t.notOk(
        (await timeslotsOf(app, talk)).some((slot) => slot.start === '2027-01-05 21:00:00'),
        'ours replaced theirs on the 5th',
      )
    })
  })
}
