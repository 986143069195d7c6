/**
 * The README's walk-through, pasted as a reader would: every `sh` block of its "Walk-through" section
 * after the one that starts the server, in order, in one bash with `set -euo pipefail`, against a real
 * server on a fresh data directory. A step that fails, an answer a jq filter cannot read, or an id that
 * comes back null fails the test, so the README's examples stay true on every commit.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { curlAndJq, testsNeeding } from '../helpers/system-tools.ts'
import { ADMIN_TOKEN, cleanEnv, ROOT, startServer } from './support/server-process.ts'

/** The walk-through's shell blocks, the server's start left out (the test starts it on port 0). */
export function walkThroughScript(readme: string): string {
  const start = readme.indexOf('\n## Walk-through')
  const end = readme.indexOf('\n## ', start + 1)
  const blocks = [...readme.slice(start, end).matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!)
  return blocks.slice(1).join('\n')
}

const test = testsNeeding(t, curlAndJq())

test('the README walk-through runs as written and prints what it says', async (t) => {
  const script = walkThroughScript(readFileSync(join(ROOT, 'README.md'), 'utf8'))
  t.ok(script.includes('curl'), 'the walk-through has commands')
  const server = await startServer(t, { env: { DATA_DIR: t.testdir() } })
  // Synchronous on purpose: the server is another process, and nothing else runs in this file.
  const run = spawnSync('bash', ['-euo', 'pipefail', '-c', script], {
    env: cleanEnv({ PORT: String(server.port), ADMIN_TOKEN }),
    encoding: 'utf8',
    timeout: 120_000,
  })
  const printed = run.stdout
  t.equal(run.status, 0, `every step succeeds:\n${run.stderr.slice(-2000)}`)
  t.notMatch(printed, /^\s*("\w+": )?null,?$/m, 'no answer came back without its value')
  t.match(printed, /26 projected timeslot\(s\) collide with existing ones/, 'the 409 of Night Talk')
  t.match(printed, /#\d+ 2027-03-03 21:00:00-22:00:00 Jazz Night/, 'Jazz Night moved to Wednesday')
  t.match(printed, /given back: #\d+ 2027-03-10 21:00:00-22:00:00 Jazz Night/, 'the special gives Jazz Night back')
  t.match(
    printed,
    /created: #\d+ 2027-03-30 10:00:00 Friday Feature memo repeat of Friday/,
    'Easter Monday moves the repetition to Tuesday',
  )
  t.match(printed, /back: #\d+ 2027-03-29 10:00:00 Friday Feature/, 'removing the holiday brings it back')
  t.match(printed, /moved: #(\d+) 2027-04-15 22:00:00\n/, 'Vinyl Hour moved to Thursday')
  t.match(
    printed,
    /with its repetition: #\d+ 2027-04-16 08:00:00 repeats #\d+/,
    'its repetition followed to Friday morning',
  )
  t.match(
    printed,
    /"steppedAsideCount": 18\n/,
    "the summer's dry run: the Lunch Club's and the Matinee's nine dates each",
  )
  t.match(printed, /"givenBack": 18,\n\s*"notGivenBack": \[\]/, 'deleting the season gives all 18 back')
})
