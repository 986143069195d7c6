/**
 * The planner's 52-collision resolution in Chromium on this machine (Debian's chromium headless,
 * puppeteer-core), on the embedded database: a weekly schedule for a whole year that meets another
 * weekly show 52 times. Measured per run: from the form's last field to the 52 collisions listed (the
 * dry run, drawn), and from Save (the one answer for all: ours) to the week redrawn with the new show.
 * Three runs, each on a weekday of its own and a fresh page. Run: `npm run bench:planner-collisions`
 * (after `npm run build`, which builds the planner).
 */
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import { SYSTEM } from '../../src/services/access/caller.ts'
import { createUser, issueToken } from '../../src/services/access/users.ts'
import { launchChromium } from '../../test/helpers/browser.ts'
import { freshDatabase } from '../../test/helpers/databases.ts'
import { fillWeekly, servePlanner, setField, signedIn, unanswered } from '../../test/helpers/planner.ts'
import { chromium } from '../../test/helpers/system-tools.ts'
import { median } from '../lib/measure.ts'

const RUNS = 3
// Monday 4 January 2027, 09:00 in Vienna: a year of Tuesdays (Wednesdays, Thursdays) from the 5th has 52.
const NOW = Date.parse('2027-01-04T08:00:00Z')
const COLLISIONS = 52

const { db, cleanup } = await freshDatabase('embedded', '/tmp')
const app = await buildApp(loadConfig({ STATION_TIME_ZONE: 'Europe/Vienna' }), { db, now: () => NOW, logger: false })
await app.ready()
const user = await createUser(app.ctx, SYSTEM, { name: 'bench', role: 'programme-manager' })
const { token } = await issueToken(app.db.client, user.id, 'bench', null)
const post = async (url: string, payload: object): Promise<{ id: number }> => {
  const answer = await app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } })
  if (answer.statusCode !== 201) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`)
  return answer.json()
}

const server = await servePlanner(app)
const found = chromium()
if (found.path === undefined) throw new Error(found.skip)
const browser = await launchChromium(found.path)

const dryRun: number[] = []
const saved: number[] = []
try {
  for (let run = 0; run < RUNS; run += 1) {
    const weekday = 1 + run // Tuesday, Wednesday, Thursday
    const firstDate = `2027-01-0${5 + run}`
    const theirs = await post('/api/v1/shows', { name: `Regular ${run}` })
    await post('/api/v1/schedules', {
      schedule: {
        show: theirs.id,
        rrule: 4,
        byWeekday: weekday,
        firstDate,
        lastDate: '2027-12-31',
        startTime: '21:00:00',
        endTime: '23:00:00',
      },
    })
    const ours = await post('/api/v1/shows', { name: `Special series ${run}` })
    const page = await signedIn(browser, server.base, token)
    await fillWeekly(page, {
      show: ours.id,
      weekday,
      firstDate,
      lastDate: '2027-12-31',
      startTime: '20:00',
      endTime: '21:00',
    })
    let started = performance.now()
    await setField(page, 'input[name=endTime]', '22:00')
    await unanswered(page, COLLISIONS).catch(async (error) => {
      const state = await page.evaluate(() => ({
        unanswered: document.querySelector<HTMLElement>('.summary')?.dataset.unanswered,
        form: document.querySelector('.schedule-form')?.textContent?.slice(-800),
      }))
      throw new Error(`the dry run did not list ${COLLISIONS} collisions: ${JSON.stringify(state)}`, { cause: error })
    })
    await page.waitForFunction(
      (count) => document.querySelectorAll('.collision').length === count,
      { polling: 'raf' },
      COLLISIONS,
    )
    dryRun.push(performance.now() - started)
    await setField(page, 'select[name=defaultSolution]', 'ours')
    await unanswered(page, 0)
    started = performance.now()
    await page.click('.schedule-form button[type=submit]')
    await page.waitForFunction(
      (name) =>
        /Saved/.test(document.querySelector('.status')?.textContent ?? '') &&
        document.querySelector('.ec-event.preview') === null &&
        Array.from(document.querySelectorAll('.ec-event.timeslot')).some((event) => event.textContent?.includes(name)),
      { polling: 'raf', timeout: 60_000 },
      `Special series ${run}`,
    )
    saved.push(performance.now() - started)
    await page.close()
  }
} finally {
  await browser.close()
  await server.close()
  await app.close()
  await cleanup()
}
const range = (values: number[]) =>
  `median ${median(values).toFixed(0)} ms, range ${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)} ms over ${values.length} runs`
console.log(`last field to ${COLLISIONS} collisions listed (dry run): ${range(dryRun)}`)
console.log(`save with one answer for all to the week redrawn (${COLLISIONS} collisions resolved): ${range(saved)}`)
