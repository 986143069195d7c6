/** Debian's chromium, headless, through puppeteer-core: one browser per test file. */
import puppeteer, { type Browser } from 'puppeteer-core'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export function launchChromium(): Promise<Browser> {
  return puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true })
}
