/**
 * The test files that share a process, by subject. tap runs each file in a process of its own, and each
 * process paid again for tap, tsx, the app's ~640 modules, compiling PGlite and warming up the JIT: more
 * CPU than the tests themselves (docs/testing.md, "How the tests run"). Each test still builds its app on a
 * database of its own, so the files stay independent of each other; what they share is loaded code.
 * The files under test/process/ keep a process each: they start, signal and kill servers.
 * A file runs on its own too: `npx tap test/routes/shows.test.ts`.
 *
 * A suite names folders (every test file in them, new ones included) or files. A file in no suite
 * fails `everyFileRunsOnce`: a new route test is placed by hand, where its subject is. The split aims
 * at suites of similar CPU time, since tap runs two at once (package.json `tap.jobs`).
 */
import { readdirSync } from 'node:fs'
import t, { type Test } from 'tap'

const TEST_DIR = new URL('../', import.meta.url)

/** The test files of a directory under test/ ('' for test/ itself), as paths relative to test/. */
export function testFiles(dir: string): string[] {
  return readdirSync(new URL(dir, TEST_DIR))
    .filter((name) => name.endsWith('.test.ts'))
    .sort()
    .map((name) => `${dir}${name}`)
}

const routes = (...names: string[]) => names.map((name) => `routes/${name}.test.ts`)

export const SUITES = {
  domain: () => testFiles('domain/'),
  'db-and-config': () => [...testFiles('db/'), 'config.test.ts', 'helpers/system-tools.test.ts'],
  access: () => testFiles('access/'),
  schedules: () =>
    routes('schedules', 'variant-a', 'schedule-update', 'schedule-edges', 'schedule-reads', 'schedule-solutions', 'schedule-atomicity', 'conflict-resend', 'exceptions'),
  'timeslots-and-programme': () => routes('timeslots', 'window-edges', 'playout', 'calendar', 'read-cache', 'preconditions', 'health'),
  'shows-episodes-users': () => routes('shows', 'episodes', 'list-etags', 'parallel-clients', 'write-queue', 'write-races'),
  changes: () => routes('changes', 'change-feeds', 'change-stream', 'history'),
  'weekly-edits-recurrence-imports': () => routes('default-solution', 'break-in', 'schedule-move', 'restoration', 'schedule-recurrence', 'imports', 'import-stall'),
  'programme-and-reports': () => routes('show-presentation', 'airtime-report', 'programme-pages', 'station-profile', 'guide-formats', 'json-ld'),
  air: () => routes('now-next', 'air-stream', 'stream-access', 'programme-health', 'webhooks', 'air-webhooks', 'live-access', 'notifications'),
  'errors-and-openapi': () => [
    'errors.test.ts',
    'dependencies.test.ts',
    'openapi.test.ts',
    'openapi-client.test.ts',
    ...routes('error-codes', 'error-messages', 'swagger-page', 'conventions', 'fuzz'),
  ],
} satisfies Record<string, () => string[]>

export type SuiteName = keyof typeof SUITES

/** Directories tap runs file by file (package.json `tap.include`). */
export const OWN_PROCESS_DIRS = ['process/']

/** How long one file of a suite may run before it fails as timed out and the next file starts. */
const FILE_TIMEOUT_MS = 300_000

/** Loads test files (paths relative to test/) in order, onto tap's root test: for the mutation runner. */
export async function loadTestFiles(files: readonly string[]): Promise<void> {
  for (const file of files) await import(new URL(file, TEST_DIR).href)
}

/**
 * Runs each file of the suite as a subtest named by its path, so a failure says which file it is in,
 * and a file that throws while loading, throws outside its tests or hangs fails as that file while
 * the files after it still run. Test files register their tests on tap's root (`import t from 'tap'`, so that
 * they also run alone); while a file loads, the root's `test` and `setTimeout` are pointed at
 * the file's subtest, which then runs what the file registered.
 */
export function runSuite(name: SuiteName): void {
  const files = SUITES[name]()
  // tap's per-process `timeout` would end the whole suite; each file has its own limit instead.
  t.setTimeout(files.length * FILE_TIMEOUT_MS + 60_000)
  const root = t as unknown as Record<'test' | 'setTimeout', unknown>
  // tap starts the first subtest at once, inside this loop: the loop keeps the root's own methods.
  const rootTest = t.test as (name: string, options: { timeout: number }, body: (t: Test) => Promise<void>) => unknown
  const rootSetTimeout = t.setTimeout
  let running: Test | undefined
  // The event loop emptied while a file still waits (a promise nothing can settle): without this, the
  // process would end there and the files after it would never run.
  process.on('beforeExit', () => running?.timeout({ expired: running.name, message: 'its tests wait on something that nothing left can settle' }))
  files.forEach((file, index) => {
    rootTest.call(t, file, { timeout: FILE_TIMEOUT_MS }, async (fileTest) => {
      running = fileTest
      fileTest.teardown(() => {
        running = undefined
        if (index === files.length - 1) failIfStillBusy()
      })
      root.test = fileTest.test.bind(fileTest)
      root.setTimeout = fileTest.setTimeout.bind(fileTest)
      try {
        await import(new URL(file, TEST_DIR).href)
      } finally {
        // Assigned back: tap's root is a Proxy that does not forget a deleted property.
        root.test = rootTest
        root.setTimeout = rootSetTimeout
      }
    })
  })
}

/**
 * After the last file: a process still alive a while later runs something a test left behind (a timed
 * out test's timers or sockets), and would wait for tap's process timeout. It ends now, failed.
 */
function failIfStillBusy(): void {
  setTimeout(() => {
    console.error('the suite ended but something its tests started still runs (see the failures above); exiting')
    process.exit(1)
  }, 10_000).unref()
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
    // A suite without its runner file is never run by tap: its files would pass unseen.
    const runners = readdirSync(new URL('suites/', TEST_DIR)).filter((name) => name.endsWith('.test.ts'))
    t.same(runners.sort(), Object.keys(SUITES).map((name) => `${name}.test.ts`).sort(), 'every suite has its runner in test/suites/')
  })
}
