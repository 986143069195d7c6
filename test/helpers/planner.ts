/// <reference lib="dom" />
/**
 * The planner in a real browser: the app on a port of its own, a page signed in with a token, and the
 * small steps the scenarios share (test/process/planner-browser.test.ts, scripts/planner-screenshots.ts).
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from 'puppeteer-core'
import type { App } from '../../src/app.ts'

/** The app on its own loopback port; `close` ends every connection (the change stream stays open otherwise). */
export async function servePlanner(app: App): Promise<{ base: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => app.routing(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** A new tab at /planner, signed in with the token (typed into the form, as a person would). */
export async function signedIn(browser: Browser, base: string, token: string, width = 1280): Promise<Page> {
  const page = await browser.newPage()
  await page.setViewport({ width, height: 900 })
  await page.goto(`${base}/planner`, { waitUntil: 'load' })
  await page.waitForSelector('#token')
  await page.type('#token', token)
  await page.keyboard.press('Enter')
  await page.waitForSelector('body[data-ready="true"]')
  await page.waitForSelector('.ec-event')
  return page
}

/** Sets a form control's value and lets the form hear it (date and time inputs cannot be typed into reliably). */
export async function setField(page: Page, selector: string, value: string): Promise<void> {
  await page.$eval(
    selector,
    (element, value) => {
      const control = element as HTMLInputElement | HTMLSelectElement
      control.value = value
      control.dispatchEvent(new Event('input', { bubbles: true }))
      control.dispatchEvent(new Event('change', { bubbles: true }))
    },
    value,
  )
}

/** Waits until the form's dry run counts this many unanswered collisions. */
export async function unanswered(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (count) => document.querySelector<HTMLElement>('.summary')?.dataset.unanswered === String(count),
    { timeout: 10_000 },
    count,
  )
}

/** Opens the schedule form and fills in a weekly schedule. */
export async function fillWeekly(
  page: Page,
  schedule: { show: number; weekday: number; firstDate: string; lastDate: string; startTime: string; endTime: string },
): Promise<void> {
  await page.click('.new-schedule')
  await page.waitForSelector('.schedule-form')
  await setField(page, 'select[name=show]', String(schedule.show))
  await setField(page, 'select[name=rrule]', '4')
  await setField(page, 'select[name=byWeekday]', String(schedule.weekday))
  for (const name of ['firstDate', 'lastDate', 'startTime', 'endTime'] as const)
    await setField(page, `input[name=${name}]`, schedule[name])
}

/** Waits until the planner's status line says `pattern`, and answers what it says. */
export async function statusSays(page: Page, pattern: RegExp): Promise<string> {
  await page.waitForFunction(
    (source) => new RegExp(source).test(document.querySelector('.status')?.textContent ?? ''),
    { timeout: 10_000 },
    pattern.source,
  )
  return page.$eval('.status', (element) => element.textContent ?? '')
}
