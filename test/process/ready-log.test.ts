/**
 * A readiness probe during a database outage answers 503 each time, but the outage is logged once, as
 * a warning, when it starts (and once when it ends): no "unhandled error" with a stack per probe.
 */
import t from 'tap'
import { createTestDatabase, postgresSkipReason, via } from './support/postgres.ts'
import { send, sleep, startServer } from './support/server-process.ts'
import { TcpProxy } from './support/tcp-proxy.ts'

const LIMITS = { DB_CONNECT_TIMEOUT_MS: '1000', DB_READY_TIMEOUT_MS: '1000' }

t.test('/ready during an outage logs the change of state, once', { skip: postgresSkipReason() }, async (t) => {
  const database = await createTestDatabase(t)
  const proxy = await TcpProxy.start(database)
  t.teardown(() => proxy.close())
  const server = await startServer(t, { env: { DATABASE_URL: via(database.url, proxy.port), ...LIMITS } })
  await proxy.stop()
  for (let i = 0; i < 3; i++) t.equal((await send(`${server.url}/ready`)).status, 503)
  await proxy.listen()
  let back = 0
  for (let i = 0; i < 100 && back !== 200; i++) {
    back = (await send(`${server.url}/ready`)).status
    if (back !== 200) await sleep(100)
  }
  t.equal(back, 200, 'ready again')
  // The line is written as the probe is answered: let it reach us through the pipe.
  for (let i = 0; i < 50 && !server.output().includes('ready again: the database answers'); i++) await sleep(100)
  const lines = server
    .output()
    .split('\n')
    .filter((line) => line.includes('"url":"/ready"') || line.includes('ready'))
  const logged = lines
    .map((line) => {
      try {
        return JSON.parse(line) as { level: number; msg: string }
      } catch {
        return null
      }
    })
    .filter((line) => line !== null)
  t.equal(
    logged.filter((line) => line.msg === 'not ready: the database does not answer').length,
    1,
    'one warning for the outage',
  )
  t.ok(
    logged.filter((line) => line.msg === 'not ready: the database does not answer').every((line) => line.level === 40),
    'at level warn',
  )
  t.equal(
    logged.filter((line) => line.msg === 'ready again: the database answers').length,
    1,
    'one line when it is back',
  )
  t.notMatch(server.output(), /unhandled error/, 'no error with a stack per probe')
})
