import { spawnSync } from 'node:child_process'
import t from 'tap'
import { cleanEnv, ROOT, send, startServer, untracked } from './support/server-process.ts'

/**
 * One process per embedded data directory: `npm run token` beside a running server printed a token
 * that the server never saw and that the next start lost (found trying the README as a new user).
 */
t.test('a second process on a data directory in use is refused; a killed owner’s lock is taken over', async (t) => {
  const dataDir = t.testdir()
  const server = await startServer(t, { env: { DATA_DIR: dataDir } })

  const token = () =>
    spawnSync(...untracked(process.execPath, ['dist/bin/token.js', '--name', 'Beside', '--role', 'host']), {
      cwd: ROOT,
      env: cleanEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      encoding: 'utf8',
    })
  const refused = token()
  t.equal(refused.status, 1, 'the CLI exits 1')
  t.match(refused.stderr, `is in use by process ${server.child.pid}`)
  t.equal(refused.stdout, '', 'and prints no token')
  t.equal((await send(`${server.url}/api/v1/users`)).json().items.length, 1, 'the server still has only its admin')

  server.child.kill('SIGKILL')
  await server.exited
  const after = token()
  t.equal(after.status, 0, `with the owner gone, the lock is taken over: ${after.stderr}`)
  t.match(after.stdout, /^onair_/)
})
