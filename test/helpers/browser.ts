/** Debian's chromium (and Firefox ESR), headless, through puppeteer-core: one browser per test file. */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'

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

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeViolation {
  id: string
  impact: string
  nodes: number
}

/** Every accessibility violation axe-core finds on the page as it is now (axe loaded into it first). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE)
  return page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: { run: () => Promise<{ violations: Array<{ id: string; impact: string; nodes: unknown[] }> }> }
      }
    ).axe.run()
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }))
  })
}

/** The serious and critical ones: what a page of ours may not have. */
export async function graveViolations(page: Page): Promise<AxeViolation[]> {
  return (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical')
}
