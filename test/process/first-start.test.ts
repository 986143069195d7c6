/**
 * The first start prints the first admin's token once, and only once the server listens: a first start
 * on a port already in use fails without creating the admin, so the next start still shows the token.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync, statSync } from 'node:fs'
import { type AddressInfo, createServer } from 'node:net'
import { join } from 'node:path'
import t from 'tap'
import { cleanEnv, ensureBuilt, ROOT, sleep, untracked } from './support/server-process.ts'

async function run(
  env: Record<string, string>,
  until: (output: string) => boolean,
): Promise<{ output: string; code: number | null }> {
  // No ADMIN_TOKEN: the first start creates the first admin and prints its token.
  const { ADMIN_TOKEN: _, ...inherited } = cleanEnv({ HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env })
  const child = spawn(...untracked(process.execPath, ['dist/server.js']), {
    cwd: ROOT,
    env: inherited,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = once(child, 'exit')
  let code: number | null = null
  void exited.then(([exitCode]) => (code = exitCode as number | null))
  for (let i = 0; i < 1200 && code === null && !until(output); i++) await sleep(50)
  if (code === null) {
    child.kill('SIGTERM')
    await exited
  }
  return { output, code }
}

t.test('a first start on a port in use creates no admin; the next one prints its token', async (t) => {
  ensureBuilt()
  const dataDir = t.testdir()
  const busy = createServer()
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve))
  const busyPort = (busy.address() as AddressInfo).port
  t.teardown(() => new Promise((resolve) => busy.close(resolve)))

  const failed = await run({ DATA_DIR: dataDir, PORT: String(busyPort) }, () => false)
  t.not(failed.code, 0, 'the start fails')
  t.match(failed.output, /EADDRINUSE/)
  t.notMatch(failed.output, /First start|onair_/, 'no admin created, no token printed')

  const started = await run({ DATA_DIR: dataDir, PORT: '0' }, (output) => output.includes('"msg":"onair ready"'))
  const file = join(dataDir, 'first-admin-token')
  t.match(started.output, `Its API token is in ${file}`, `the next start says where the token is:\n${started.output}`)
  t.notMatch(started.output, /onair_/, 'and no output holds it (issue 35: logs end up in aggregation)')
  t.match(readFileSync(file, 'utf8'), /^onair_\S+\n$/, 'the file holds the token')
  t.equal(statSync(file).mode & 0o777, 0o600, 'readable by its owner only')
  t.ok(
    started.output.indexOf('First start') > started.output.indexOf('Server listening'),
    'said once the server listens',
  )
})
