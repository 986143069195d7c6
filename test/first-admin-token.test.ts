/** The first admin's token is kept in a file only its owner reads, replacing an older one (issue 35). */
import { readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import t from 'tap'
import { FIRST_ADMIN_TOKEN_FILE, keepFirstAdminToken } from '../src/first-admin-token.ts'

t.test('the token goes to a file of mode 0600, and to a terminal only', async (t) => {
  const dataDir = join(t.testdir(), 'data')
  const path = await keepFirstAdminToken(dataDir, 'onair_first', null)
  t.equal(path, join(dataDir, FIRST_ADMIN_TOKEN_FILE), 'in DATA_DIR, created when missing')
  t.equal(readFileSync(path, 'utf8'), 'onair_first\n')
  t.equal(statSync(path).mode & 0o777, 0o600)

  writeFileSync(path, 'old', { mode: 0o644 })
  const notATerminal = new PassThrough()
  let printed = ''
  notATerminal.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  await keepFirstAdminToken(dataDir, 'onair_second', notATerminal as unknown as NodeJS.WriteStream)
  t.equal(readFileSync(path, 'utf8'), 'onair_second\n', 'an older file is replaced')
  t.equal(statSync(path).mode & 0o777, 0o600, 'and readable by its owner only again')
  t.equal(printed, '', 'output that is not a terminal (a log collector) gets nothing')

  const terminal = Object.assign(new PassThrough(), { isTTY: true })
  terminal.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  await keepFirstAdminToken(dataDir, 'onair_third', terminal as unknown as NodeJS.WriteStream)
  t.match(printed, /onair_third/, 'a terminal sees it')
})
