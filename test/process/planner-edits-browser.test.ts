/// <reference lib="dom" />
/**
 * The planner (/planner) in Debian's chromium headless, beyond the main scenario (planner-browser.test.ts):
 * days on which the clocks change drawn with their real hours, moving a series from a date, a special
 * that gives the regular show back when it goes, breaking in now, and the everyday edits on a 390 px
 * phone. Each is checked through the API afterwards.
 */

import type { Page } from 'puppeteer-core'
import t from 'tap'
import type { App } from '../../src/app.ts'
import { asRole, buildTestApp, injectAs } from '../helpers/app.ts'
import { graveViolations, launchChromium } from '../helpers/browser.ts'
import { testDatabases } from '../helpers/databases.ts'
import { servePlanner, setField, signedIn, statusSays, unanswered } from '../helpers/planner.ts'
import { chromium, testsNeeding } from '../helpers/system-tools.ts'

t.setTimeout(600_000)
// Monday 4 January 2027, 09:00 in Vienna.
const NOW = Date.parse('2027-01-04T08:00:00Z')
const SLOT_HEIGHT = 20 // px per half hour: calendar.ts slotHeight

/** Opens the broadcast that starts at this wall-clock time ("2027-01-12T10:00:00"). */
async function openBroadcast(page: Page, start: string): Promise<void> {
  await setField(page, '#jump-date', start.slice(0, 10))
  await page.click('.jump button')
  const selector = `.ec-event.timeslot:has(time[datetime="${start}"])`
  await page.waitForSelector(selector)
  await page.click(selector)
  await page.waitForSelector('.timeslot-panel')
}

const found = chromium()
const test = testsNeeding(t, found)
const browser = found.path === undefined ? (undefined as never) : await launchChromium(found.path)
t.teardown(() => browser?.close())

async function schedule(app: App, body: object): Promise<{ id: number }> {
  const created = await injectAs(app, 'programme-manager', {
    method: 'POST',
    url: '/api/v1/schedules',
    payload: { schedule: body },
  })
  if (created.statusCode !== 201) throw new Error(`seeding: ${created.statusCode} ${created.body}`)
  return created.json()
}

async function show(app: App, name: string): Promise<number> {
  return (
    (await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/shows', payload: { name } })).json() as {
      id: number
    }
  ).id
}

async function timeslotsOf(
  app: App,
  showId: number,
  start: string,
  end: string,
): Promise<Array<{ id: number; start: string; end: string }>> {
  return (
    await injectAs(app, 'programme-manager', {
      url: `/api/v1/timeslots?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}&showIds=${showId}`,
    })
  ).json().items
}

for (const database of testDatabases()) {
  test(`the planner's clock changes and edits in chromium on ${database}`, async (t) => {
    // The clock starts three hours early, so that a breakfast show can be seeded before it goes on air.
    let clock = NOW - 3 * 3_600_000
    const app = await buildTestApp(t, { database, now: () => clock })
    const night = await show(app, 'Night Owls')
    // 01:00–04:00 on both days the clocks change in Vienna: two real hours in March, four in October.
    await schedule(app, { show: night, rrule: 1, firstDate: '2027-03-28', startTime: '01:00:00', endTime: '04:00:00' })
    await schedule(app, { show: night, rrule: 1, firstDate: '2027-10-31', startTime: '01:00:00', endTime: '04:00:00' })
    // A weekly Morning Talk, Tuesdays 10:00–11:00 in January and February: the week drawn first has one.
    const talk = await show(app, 'Morning Talk')
    const series = await schedule(app, {
      show: talk,
      rrule: 4,
      byWeekday: 1,
      firstDate: '2027-01-05',
      lastDate: '2027-02-23',
      startTime: '10:00:00',
      endTime: '11:00:00',
    })
    const breakfast = await show(app, 'Breakfast')
    await schedule(app, {
      show: breakfast,
      rrule: 1,
      firstDate: '2027-01-04',
      startTime: '08:00:00',
      endTime: '10:00:00',
    })
    clock = NOW + 30 * 60_000 + 7_000 // 09:30:07, Breakfast on air
    const manager = await asRole(app, 'programme-manager')
    const server = await servePlanner(app)
    t.teardown(server.close)
    const { base } = server

    t.test('a day on which the clocks change is drawn with its 23 or 25 hours', async (t) => {
      const page = await signedIn(browser, base, manager.token!)
      t.teardown(() => page.close())
      for (const [date, hours, realHours, labels] of [
        ['2027-03-28', 23, 2, ['01:00', '03:00']],
        ['2027-10-31', 25, 4, ['02:00 UTC+2', '02:00 UTC+1']],
      ] as const) {
        await setField(page, '#jump-date', date)
        await page.click('.jump button')
        // The week names the day's hours; its button shows the day itself.
        await page.waitForSelector('.ec-bg-event.clock-change-hour')
        t.pass(`${date}: the hour skipped or repeated is shaded`)
        // The header is drawn again as the week's timeslots arrive: asked for afresh each time.
        await page.waitForFunction(
          (hours) => document.querySelector('button.clock-change')?.textContent === `${hours} h`,
          {},
          hours,
        )
        t.pass(`${date}: the week marks ${hours} hours`)
        if (hours === 23) t.same(await graveViolations(page), [], 'axe: a week with a clock change')
        await page.click('button.clock-change')
        await page.waitForFunction(
          (hours) => document.querySelectorAll('.ec-body .ec-sidebar .ec-slot').length === hours,
          {},
          hours,
        )
        const sidebar = await page.$$eval('.ec-body .ec-sidebar .ec-slot', (slots) =>
          slots.map((slot) => slot.textContent?.trim() ?? '').filter((text) => text !== ''),
        )
        for (const label of labels)
          t.ok(sidebar.includes(label), `${date}: the hours are labelled as the station's clock shows them (${label})`)
        t.notOk(sidebar.includes(hours === 23 ? '02:00' : 'never'), `${date}: no 02:00 on the day it does not exist`)
        t.match(
          await page.$eval('.ec-header', (element) => element.textContent),
          new RegExp(`${hours} hours`),
          'the day says its hours',
        )
        // Placed again once the day's hours are set: waited for, not read at once.
        const drawnAs = (px: number) =>
          page.waitForFunction(
            (px) =>
              Math.abs((document.querySelector('.ec-event.timeslot')?.getBoundingClientRect().height ?? 0) - px) <= 4,
            { timeout: 10_000 },
            px,
          )
        await drawnAs(realHours * 2 * SLOT_HEIGHT)
        t.pass(`${date}: 01:00–04:00 is drawn as the ${realHours} hours it lasts`)
        t.match(
          await page.$eval('.ec-event.timeslot', (element) => element.textContent),
          /01:00–04:00/,
          'its times as the clock shows them',
        )
        if (hours === 25) t.same(await graveViolations(page), [], 'axe: the day of 25 hours')
        await page.click('button.ec-timeGridWeek')
      }
    })

    t.test('a special replaces what it meets, and gives it back when it is cancelled', async (t) => {
      const page = await signedIn(browser, base, manager.token!)
      t.teardown(() => page.close())
      await page.click('.new-special')
      await page.waitForSelector('.schedule-form')
      t.equal(
        await page.$eval('select[name=defaultSolution]', (element) => (element as HTMLSelectElement).value),
        'ours',
        'a special replaces what it meets unless answered otherwise',
      )
      await setField(page, 'select[name=show]', String(night))
      for (const [name, value] of [
        ['firstDate', '2027-01-12'],
        ['startTime', '10:00'],
        ['endTime', '11:00'],
      ] as const)
        await setField(page, `input[name=${name}]`, value)
      // Answered by "ours" already: Morning Talk of that day is drawn as deleted.
      await page.waitForFunction(() =>
        /1 broadcast\(s\) to create, 0 to move, 1 to delete/.test(
          document.querySelector('.summary')?.textContent ?? '',
        ),
      )
      await unanswered(page, 0)
      // The calendar goes to that week and draws the dry run there.
      await page.waitForFunction(
        () => /Deleted: Morning Talk/.test(document.querySelector('.calendar')?.textContent ?? ''),
        { timeout: 10_000 },
      )
      t.pass('what it replaces, drawn')
      t.match(
        await page.$eval('.sentence', (element) => element.textContent),
        /Night Owls: once, 10:00–11:00, 12 Jan 2027/,
      )
      await page.click('.schedule-form button[type=submit]')
      await statusSays(page, /Saved/)
      t.same(
        (await timeslotsOf(app, talk, '2027-01-12 00:00:00', '2027-01-13 00:00:00')).length,
        0,
        'Morning Talk displaced, through the API',
      )
      await openBroadcast(page, '2027-01-12T10:00:00')
      t.match(await page.$eval('#timeslot-title', (element) => element.textContent), /Night Owls/)
      await page.click('.timeslot-panel .danger')
      t.match(
        await statusSays(page, /Cancelled/),
        /Given back: Morning Talk Tue 12 Jan 2027 10:00–11:00/,
        'the planner says what came back',
      )
      t.same(
        (await timeslotsOf(app, talk, '2027-01-12 00:00:00', '2027-01-13 00:00:00')).map((slot) => slot.start),
        ['2027-01-12 10:00:00'],
        'Morning Talk back, through the API',
      )
    })

    t.test('a series moved from a date, with its dry run', async (t) => {
      const page = await signedIn(browser, base, manager.token!)
      t.teardown(() => page.close())
      await openBroadcast(page, '2027-01-19T10:00:00')
      await page.click('.move-series')
      await page.waitForSelector('.schedule-form')
      t.match(
        await page.$eval('#schedule-form-title', (element) => element.textContent),
        /Move Morning Talk from Tue 19 Jan 2027 on/,
      )
      t.equal(
        await page.$eval('input[name=firstDate]', (element) => (element as HTMLInputElement).value),
        '2027-01-19',
        'from the broadcast chosen',
      )
      await setField(page, 'select[name=byWeekday]', '2')
      await setField(page, 'input[name=startTime]', '11:00')
      await setField(page, 'input[name=endTime]', '12:00')
      await page.waitForFunction(() =>
        /every week on Wednesday, 11:00–12:00/.test(document.querySelector('.sentence')?.textContent ?? ''),
      )
      // The dry run of the whole form (an earlier one may still be drawn while the fields are set).
      await page.waitForFunction(() =>
        /5 broadcast\(s\) to create, 0 to move, 6 to delete; no collision left/.test(
          document.querySelector('.summary')?.textContent ?? '',
        ),
      )
      t.pass('the dry run counted: 5 to create, 6 to delete, nothing colliding')
      t.same(await graveViolations(page), [], 'axe: the series move form')
      t.ok((await page.$$('.ec-event.preview-create')).length > 0, 'and drawn on the calendar')
      await page.click('.schedule-form button[type=submit]')
      await statusSays(page, /Moved/)
      const slots = await timeslotsOf(app, talk, '2027-01-01 00:00:00', '2027-03-01 00:00:00')
      t.same(
        slots.map((slot) => slot.start),
        [
          '2027-01-05 10:00:00',
          '2027-01-12 10:00:00',
          '2027-01-20 11:00:00',
          '2027-01-27 11:00:00',
          '2027-02-03 11:00:00',
          '2027-02-10 11:00:00',
          '2027-02-17 11:00:00',
        ],
        'before the date as it was, from it on Wednesdays at 11, through the API',
      )
      t.equal(
        (await injectAs(app, 'programme-manager', { url: `/api/v1/schedules/${series.id}` })).json().lastDate,
        '2027-01-18',
        'the schedule ends the day before',
      )
    })

    t.test('break in now over the running show', async (t) => {
      const page = await signedIn(browser, base, manager.token!)
      t.teardown(() => page.close())
      await page.click('.break-in')
      await page.waitForSelector('.schedule-form')
      t.same(
        await page.$$eval(
          '.schedule-form input[name=firstDate], .schedule-form input[name=startTime], .schedule-form input[name=endTime]',
          (inputs) => inputs.map((input) => (input as HTMLInputElement).value),
        ),
        ['2027-01-04', '09:30', '10:30'],
        "from this minute on the station's clock, for an hour",
      )
      await setField(page, 'select[name=show]', String(night))
      await page.waitForSelector('.collision .choice[data-solution="ours-start"]')
      t.match(await page.$eval('.collision', (element) => element.textContent), /meets Breakfast/)
      t.same(await graveViolations(page), [], 'axe: the break-in form with its collision')
      // The dry run may draw the collisions again as the form settles: a locator clicks the one drawn last.
      await page.locator('.collision .choice[data-solution="ours-start"]').click()
      await unanswered(page, 0)
      await page.click('.schedule-form button[type=submit]')
      await statusSays(page, /Saved/)
      t.same(
        (await timeslotsOf(app, breakfast, '2027-01-04 00:00:00', '2027-01-05 00:00:00')).map((slot) => [
          slot.start,
          slot.end,
        ]),
        [['2027-01-04 08:00:00', '2027-01-04 09:30:07']],
        'Breakfast ends now',
      )
      t.same(
        (await timeslotsOf(app, night, '2027-01-04 00:00:00', '2027-01-05 00:00:00')).map((slot) => [
          slot.start,
          slot.end,
        ]),
        [['2027-01-04 09:30:07', '2027-01-04 10:30:00']],
        'Night Owls on air from now',
      )
    })

    t.test('on a 390 px phone: a broadcast opened, its memo set, without sideways scrolling', async (t) => {
      const page = await signedIn(browser, base, manager.token!, 390)
      t.teardown(() => page.close())
      t.equal(
        await page.$eval('button.ec-timeGridDay', (element) => element.classList.contains('ec-active')),
        true,
        'a day at a time',
      )
      await openBroadcast(page, '2027-01-05T10:00:00')
      t.ok(
        await page.$eval(
          '.panel',
          (panel) =>
            panel.getBoundingClientRect().top < document.querySelector('.calendar')!.getBoundingClientRect().top,
        ),
        'the broadcast above the calendar',
      )
      await page.$eval('textarea[name=memo]', (element) => (element as HTMLTextAreaElement).focus())
      await page.keyboard.type('Live from the market')
      await page.keyboard.press('Tab') // to Save
      await page.keyboard.press('Enter')
      await statusSays(page, /Saved/)
      t.same(
        (await timeslotsOf(app, talk, '2027-01-05 00:00:00', '2027-01-06 00:00:00')).map(
          (slot) => (slot as { memo?: string }).memo,
        ),
        ['Live from the market'],
        'through the API',
      )
      t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), 'nothing wider than the phone')
      t.same(await graveViolations(page), [], 'axe: the day on a phone')
    })
  })
}
