/** Debian's chromium (and Firefox ESR), headless, through puppeteer-core: one browser per test file. */
import puppeteer, { type Browser } from 'puppeteer-core'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** The browser at `path` (system-tools.ts `chromium()` finds it, or says why a test skips). */
export function launchChromium(path: string): Promise<Browser> {
  return puppeteer.launch({ executablePath: path, args: CHROMIUM_ARGS, headless: true })
}

/** Debian's Firefox ESR at `path`, driven over WebDriver BiDi (system-tools.ts `firefox()` finds it). */
export function launchFirefox(path: string): Promise<Browser> {
  return puppeteer.launch({ browser: 'firefox', executablePath: path, headless: true })
}
