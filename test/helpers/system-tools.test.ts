import { chmodSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import {
  chromium,
  curlAndJq,
  firefox,
  liquidsoap,
  missingPackages,
  onPath,
  tvValidateFile,
  xmllint,
} from './system-tools.ts'

t.test('a CHROMIUM_PATH that names no file is no browser: the skip line says so and how to install one', async (t) => {
  const found = chromium({ ...process.env, CHROMIUM_PATH: '/nonexistent' })
  t.equal(found.path, undefined)
  t.equal(
    found.skip,
    "CHROMIUM_PATH=/nonexistent names no browser: unset it and `apt-get install chromium` installs Debian's (npm test does when run as root)",
  )
  t.notOk(
    missingPackages({ ...process.env, CHROMIUM_PATH: '/nonexistent' }).includes('chromium'),
    "a browser of the tester's choice is not replaced by installing Debian's",
  )
})

t.test('a CHROMIUM_PATH that names a program is the browser', async (t) => {
  const dir = t.testdir({ browser: '#!/bin/sh\n' })
  chmodSync(join(dir, 'browser'), 0o755)
  t.same(chromium({ CHROMIUM_PATH: join(dir, 'browser'), PATH: '' }), { path: join(dir, 'browser') })
})

t.test(
  'a program missing from PATH gives one line naming it, its Debian package and the command that installs it',
  async (t) => {
    const empty = { PATH: t.testdir() }
    t.same(liquidsoap(empty), {
      skip: "liquidsoap (Debian's liquidsoap) is missing: `apt-get install liquidsoap` installs it (npm test does when run as root)",
    })
    t.match(
      tvValidateFile(empty).skip,
      /^tv_validate_file \(Debian's xmltv-util\) is missing: `apt-get install xmltv-util`/,
    )
    t.match(xmllint(empty).skip, /^xmllint \(Debian's libxml2-utils\) is missing: `apt-get install libxml2-utils`/)
    t.same(firefox(empty), {
      skip: "firefox-esr (Debian's firefox-esr) is missing: `apt-get install firefox-esr` installs it (npm test does when run as root)",
    })
    t.same(chromium(empty), {
      skip: "chromium (Debian's chromium) is missing: `apt-get install chromium` installs it (npm test does when run as root)",
    })
    t.match(curlAndJq(empty).skip, /^curl \(Debian's curl\) is missing/, 'curl first, then jq')
    const missing = missingPackages(empty)
    t.ok(
      ['chromium', 'firefox-esr', 'liquidsoap', 'xmltv-util', 'libxml2-utils', 'curl', 'jq'].every((pkg) =>
        missing.includes(pkg),
      ),
      `what setup would install: ${missing.join(' ')}`,
    )
  },
)

t.test('PATH is searched in order, for executable files only', async (t) => {
  const dir = t.testdir({ first: { tool: 'not executable' }, second: { tool: '#!/bin/sh\n' } })
  chmodSync(join(dir, 'second', 'tool'), 0o755)
  writeFileSync(join(dir, 'first', 'other'), '')
  t.equal(onPath('tool', { PATH: `${join(dir, 'first')}:${join(dir, 'second')}` }), join(dir, 'second', 'tool'))
  t.equal(onPath('other', { PATH: join(dir, 'first') }), undefined)
})
