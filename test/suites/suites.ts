/**
 * The test files that share a process. tap runs each file in a process of its own, and each process
 * paid again for tap, tsx, the app's ~640 modules, compiling PGlite and warming up the JIT: more CPU
 * than the tests themselves (README, "Tests"). Each test still builds its app
 * on a database of its own, so the files stay independent of each other; what they share is loaded
 * code. The files under test/process/ keep a process each: they start, signal and kill servers.
 * A file runs on its own too: `npx tap test/routes/shows.test.ts`.
 */
import { readdirSync } from 'node:fs'
import t from 'tap'

const TEST_DIR = new URL('../', import.meta.url)

/** The test files of a directory under test/ ('' for test/ itself), as paths relative to test/. */
export function testFiles(dir: string): string[] {
  return readdirSync(new URL(dir, TEST_DIR))
    .filter((name) => name.endsWith('.test.ts'))
    .sort()
    .map((name) => `${dir}${name}`)
}

/** Every `of`-th file from the `index`-th: a stable share of a directory that new files join by themselves. */
const share = (files: string[], index: number, of: number) => files.filter((_, k) => k % of === index)

export const SUITES = {
  core: () => [...testFiles(''), ...testFiles('domain/'), ...testFiles('db/')],
  'access-1': () => share(testFiles('access/'), 0, 2),
  'access-2': () => share(testFiles('access/'), 1, 2),
  'routes-1': () => share(testFiles('routes/'), 0, 4),
  'routes-2': () => share(testFiles('routes/'), 1, 4),
  'routes-3': () => share(testFiles('routes/'), 2, 4),
  'routes-4': () => share(testFiles('routes/'), 3, 4),
} satisfies Record<string, () => string[]>

/** Directories tap runs file by file (package.json `tap.include`). */
export const OWN_PROCESS_DIRS = ['process/']

/** Loads test files (paths relative to test/) in order: each registers its tests, which then run one after the other. */
export async function loadTestFiles(files: readonly string[]): Promise<void> {
  for (const file of files) await import(new URL(file, TEST_DIR).href)
}

export async function runSuite(name: keyof typeof SUITES): Promise<void> {
  await loadTestFiles(SUITES[name]())
  // For the whole suite, not per file as tap's `timeout`; set after the files, one of which sets its own.
  t.setTimeout(600_000)
}

/** Every test file under test/ in exactly one suite, or in a directory tap runs file by file. */
export function everyFileRunsOnce(): void {
  t.test('every test file runs in exactly one suite or in a process of its own', async (t) => {
    const subdirs = readdirSync(TEST_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'suites')
      .map((entry) => `${entry.name}/`)
    const all = [...testFiles(''), ...subdirs.flatMap(testFiles)].filter((file) => !OWN_PROCESS_DIRS.some((dir) => file.startsWith(dir)))
    const inSuites = Object.values(SUITES).flatMap((suite) => suite())
    t.same([...inSuites].sort(), all.sort(), 'each file once, none left out')
  })
}
