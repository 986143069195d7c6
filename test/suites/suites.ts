/**
 * The test files that share a process, by subject. tap runs each file in a process of its own, and each
 * process paid again for tap, tsx, the app's ~640 modules, compiling PGlite and warming up the JIT: more
 * CPU than the tests themselves (docs/testing.md, "How the tests run"). Each test still builds its app on a
 * database of its own, so the files stay independent of each other; what they share is loaded code.
 * The files under test/process/ keep a process each: they start, signal and kill servers.
 * A file runs on its own too: `npx tap test/http/shows/shows.test.ts`.
 *
 * A suite is a set of path prefixes under test/ (a folder, taken recursively, or the start of a file's
 * path). A test file runs in the suite with the longest prefix it starts with, so every file runs in
 * exactly one suite and a new file runs without being listed: `''` (everything) catches what no longer
 * prefix names. The split aims at suites of similar CPU time, since tap runs two at once (package.json
 * `tap.jobs`).
 */
import { readdirSync } from 'node:fs'
import t, { type Test } from 'tap'

const TEST_DIR = new URL('../', import.meta.url)

/** Folders under test/ that hold no suite's files. */
const NOT_SUITE_DIRS = ['suites/', 'process/', 'helpers/', 'client/', 'fixtures/']

/** The test files under a folder of test/ ('' for all of test/), recursively, as paths relative to test/. */
export function testFiles(dir: string): string[] {
  const found: string[] = []
  for (const entry of readdirSync(new URL(dir, TEST_DIR), { withFileTypes: true })) {
    const file = `${dir}${entry.name}`
    if (entry.isDirectory() && !NOT_SUITE_DIRS.includes(`${file}/`)) found.push(...testFiles(`${file}/`))
    else if (entry.isFile() && entry.name.endsWith('.test.ts')) found.push(file)
  }
  return found.sort()
}

export const SUITES = {
  domain: ['domain/'],
  'db-and-config': ['db/', 'config.test.ts'],
  access: ['services/access/', 'http/users/', 'plugins/http-security', 'http/timeslots/memos'],
  schedules: ['http/schedules/'],
  'weekly-edits-recurrence-imports': [
    'http/schedules/default-solution',
    'http/schedules/break-in',
    'http/schedules/schedule-move',
    'http/schedules/schedule-recurrence',
    'http/timeslots/give-back',
    'http/imports/',
  ],
  'timeslots-and-programme': [
    'http/timeslots/',
    'http/playout/',
    'http/health/',
    'http/common/',
    'plugins/read-cache',
    'plugins/preconditions',
  ],
  'shows-episodes-users': ['http/shows/', 'http/episodes/', 'plugins/list-etags', 'services/'],
  changes: ['http/changes/', 'http/timeslots/history', 'http/holidays/'],
  'programme-and-reports': ['http/programme/', 'http/reports/', 'http/shows/show-presentation'],
  air: ['http/air/', 'http/stream-tickets/', 'http/webhooks/', 'http/live-access/'],
  'errors-and-openapi': ['', 'http/', 'plugins/'],
} satisfies Record<string, string[]>

export type SuiteName = keyof typeof SUITES

/** The suite a test file (path relative to test/) runs in: the one with the longest prefix of its path. */
export function suiteOf(file: string): SuiteName {
  let best: [SuiteName, number] | undefined
  for (const [name, prefixes] of Object.entries(SUITES) as Array<[SuiteName, string[]]>) {
    for (const prefix of prefixes)
      if (file.startsWith(prefix) && (best === undefined || prefix.length > best[1])) best = [name, prefix.length]
  }
  return best![0]
}

/** The files of a suite, in path order. */
export function suiteFiles(name: SuiteName): string[] {
  return testFiles('').filter((file) => suiteOf(file) === name)
}

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
  const files = suiteFiles(name)
  // tap's per-process `timeout` would end the whole suite; each file has its own limit instead.
  t.setTimeout(files.length * FILE_TIMEOUT_MS + 60_000)
  const root = t as unknown as Record<'test' | 'setTimeout', unknown>
  // tap starts the first subtest at once, inside this loop: the loop keeps the root's own methods.
  const rootTest = t.test as (name: string, options: { timeout: number }, body: (t: Test) => Promise<void>) => unknown
  const rootSetTimeout = t.setTimeout
  let running: Test | undefined
  // The event loop emptied while a file still waits (a promise nothing can settle): without this, the
  // process would end there and the files after it would never run.
  process.on('beforeExit', () =>
    running?.timeout({ expired: running.name, message: 'its tests wait on something that nothing left can settle' }),
  )
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

/**
 * Every test file under test/ runs in exactly one suite (or in a directory tap runs file by file), every
 * suite has its runner, and every prefix still names something (a moved folder leaves no dead entry).
 */
export function everyFileRunsOnce(): void {
  t.test('every test file runs in exactly one suite or in a process of its own', async (t) => {
    const all = testFiles('')
    const inSuites = (Object.keys(SUITES) as SuiteName[]).flatMap(suiteFiles)
    t.same([...inSuites].sort(), all, 'each file once, none left out')
    t.notOk(
      all.some((file) => OWN_PROCESS_DIRS.some((dir) => file.startsWith(dir))),
      'no file of a process folder in a suite',
    )
    const prefixes = Object.values(SUITES).flat()
    t.same(
      prefixes.filter((prefix, i) => prefixes.indexOf(prefix) !== i),
      [],
      'no prefix in two suites',
    )
    t.same(
      prefixes.filter((prefix) => prefix !== '' && !all.some((file) => file.startsWith(prefix))),
      [],
      'every prefix names a test file',
    )
    // A suite without its runner file is never run by tap: its files would pass unseen.
    const runners = readdirSync(new URL('suites/', TEST_DIR)).filter((name) => name.endsWith('.test.ts'))
    t.same(
      runners.sort(),
      Object.keys(SUITES)
        .map((name) => `${name}.test.ts`)
        .sort(),
      'every suite has its runner in test/suites/',
    )
  })
}
