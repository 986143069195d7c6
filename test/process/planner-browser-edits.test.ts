/// <reference lib="dom" />
/**
 * The planner (/planner) in Debian's chromium headless, beyond the main scenario (planner-browser.test.ts):
 * days on which the clocks change drawn with their real hours, moving a series from a date, a special
 * that gives the regular show back when it goes, breaking in now, and the everyday edits on a 390 px
 * phone. Each is checked through the API afterwards.
 */
import t from 'tap'
import type { App } from '../../src/app.ts'
import { asRole, buildTestApp, injectAs } from '../helpers/app.ts'
import { launchChromium } from '../helpers/browser.ts'
import { chromium, testsNeeding } from '../helpers/system-tools.ts'
import { testDatabases } from '../helpers/databases.ts'
import { servePlanner, setField, signedIn, unanswered } from '../helpers/planner.ts'

t.setTimeout(600_000)
// Monday 4 January 2027, 09:00 in Vienna.
const NOW = Date.parse('2027-01-04T08:00:00Z')
const SLOT_HEIGHT = 20 // px per half hour: calendar.ts slotHeight

const found = chromium()
const test = testsNeeding(t, found)
const browser = found.path === undefined ? (undefined as never) : await launchChromium(found.path)
t.teardown(() => browser?.close())

async function schedule(app: App, body: object): Promise<{ id: number }> {
  const created = await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/schedules', payload: { schedule: body } })
  if (created.statusCode !== 201) throw new Error(`seeding: ${created.statusCode} ${created.body}`)
  return created.json()
}

async function show(app: App, name: string): Promise<number> {
  return ((await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/shows', payload: { name } })).json() as { id: number }).id
}

async function timeslotsOf(app: App, showId: number, start: string, end: string): Promise<Array<{ id: number; start: string; end: string }>> {
  return (await injectAs(app, 'programme-manager', { url: `/api/v1/timeslots?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}&showIds=${showId}` })).json().items
}

for (const database of testDatabases()) {
  test(`the planner's clock changes and edits in chromium on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database, now: () => NOW })
    const night = await show(app, 'Night Owls')
    // 01:00–04:00 on both days the clocks change in Vienna: two real hours in March, four in October.
    await schedule(app, { show: night, rrule: 1, firstDate: '2027-03-28', startTime: '01:00:00', endTime: '04:00:00' })
    await schedule(app, { show: night, rrule: 1, firstDate: '2027-10-31', startTime: '01:00:00', endTime: '04:00:00' })
    // A weekly Morning Talk, Tuesdays 10:00–11:00 in January and February: the week drawn first has one.
    const talk = await show(app, 'Morning Talk')
    const series = await schedule(app, { show: talk, rrule: 4, byWeekday: 1, firstDate: '2027-01-05', lastDate: '2027-02-23', startTime: '10:00:00', endTime: '11:00:00' })
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
        const mark = await page.waitForSelector('button.clock-change')
        t.equal(await mark!.evaluate((element) => element.textContent), `${hours} h`, `${date}: the week marks ${hours} hours`)
        t.ok(await page.$('.ec-bg-event.clock-change-hour'), `${date}: the hour skipped or repeated is shaded`)
        await mark!.click()
        await page.waitForFunction((hours) => document.querySelectorAll('.ec-body .ec-sidebar .ec-slot').length === hours, {}, hours)
        const sidebar = await page.$$eval('.ec-body .ec-sidebar .ec-slot', (slots) => slots.map((slot) => slot.textContent?.trim() ?? '').filter((text) => text !== ''))
        for (const label of labels) t.ok(sidebar.includes(label), `${date}: the hours are labelled as the station's clock shows them (${label})`)
        t.notOk(sidebar.includes(hours === 23 ? '02:00' : 'never'), `${date}: no 02:00 on the day it does not exist`)
        t.match(await page.$eval('.ec-header', (element) => element.textContent), new RegExp(`${hours} hours`), 'the day says its hours')
        const height = await page.$eval('.ec-event.timeslot', (element) => element.getBoundingClientRect().height)
        t.ok(Math.abs(height - realHours * 2 * SLOT_HEIGHT) <= 4, `${date}: 01:00–04:00 is drawn as the ${realHours} hours it lasts (${height} px)`)
        t.match(await page.$eval('.ec-event.timeslot', (element) => element.textContent), /01:00–04:00/, 'its times as the clock shows them')
        await page.click('button.ec-timeGridWeek')
      }
    })
  })
}
