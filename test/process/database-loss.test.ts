import pg from 'pg'
import t, { type Test } from 'tap'
import { adminQuery, createTestDatabase, postgresSkipReason, via } from './support/postgres.ts'
import { type Answer, type ServerProcess, send, sleep, startServer } from './support/server-process.ts'
import { TcpProxy } from './support/tcp-proxy.ts'

// Short limits keep the test quick; the defaults are the same mechanism with longer waits. The statement
// timeout stays at its default (a minute), so a partition is found by the pool's check, not by it.
const LIMITS = { DB_CONNECT_TIMEOUT_MS: '1000', DB_READY_TIMEOUT_MS: '1000' }

async function settle(request: Promise<Answer>): Promise<Answer> {
  return request.catch((error: Error) => ({ status: 0, headers: {}, body: error.message, json: () => ({}) }))
}

/** Polls until `path` answers 200; the server is the same process throughout (no restart). */
async function recovers(t: Test, server: ServerProcess, path: string): Promise<void> {
  let last: Answer | undefined
  for (let i = 0; i < 100; i++) {
    last = await settle(send(`${server.url}${path}`))
    if (last.status === 200) break
    await sleep(100)
  }
  t.equal(last?.status, 200, `${path} answers 200 again: ${last?.body}`)
}

function unavailable(t: Test, answer: Answer, code: string, what: string): void {
  t.equal(answer.status, 503, `${what}: 503 (${answer.body})`)
  t.equal(answer.headers['retry-after'], '5', `${what}: Retry-After`)
  if (answer.status === 503) t.equal(answer.json().code, code, `${what}: ${code}`)
}

t.test('the database going away, on PostgreSQL', { skip: postgresSkipReason() }, async (t) => {
  const database = await createTestDatabase(t)
  const proxy = await TcpProxy.start(database)
  t.teardown(() => proxy.close())
  const server = await startServer(t, { env: { DATABASE_URL: via(database.url, proxy.port), ...LIMITS } })
  const created = await send(`${server.url}/api/v1/shows`, 'POST', { name: 'Still Here' })
  t.equal(created.status, 201)
  const show = created.json().id as number

  t.test('stopped: every request is a 503 with Retry-After, and it comes back without a restart', async (t) => {
    await proxy.stop()
    unavailable(t, await send(`${server.url}/ready`), 'ONAIR_UNAVAILABLE', '/ready')
    unavailable(t, await send(`${server.url}/api/v1/shows/${show}`), 'ONAIR_DATABASE_UNAVAILABLE', 'a read')
    unavailable(
      t,
      await send(`${server.url}/api/v1/shows`, 'POST', { name: 'While Down' }),
      'ONAIR_DATABASE_UNAVAILABLE',
      'a write',
    )
    await proxy.listen()
    await recovers(t, server, '/ready')
    await recovers(t, server, `/api/v1/shows/${show}`)
  })

  t.test('a statement waiting on a lock is slow, not lost: it is answered when the lock goes', async (t) => {
    const holder = new pg.Client({ connectionString: database.url })
    await holder.connect()
    t.teardown(() => holder.end())
    await holder.query('BEGIN')
    await holder.query('LOCK TABLE shows IN ACCESS EXCLUSIVE MODE')
    const read = send(`${server.url}/api/v1/shows/${show}`)
    // Well past DB_READY_TIMEOUT_MS: the pool has checked that the server answers, and let the read wait.
    await sleep(2500)
    await holder.query('COMMIT')
    const answer = await read
    t.equal(answer.status, 200, `answered once the lock was released: ${answer.body}`)
  })

  t.test('frozen (a network partition): 503 instead of a hang, and back when it heals', async (t) => {
    proxy.freeze()
    // send() gives up after 10 s: a hang fails here instead of passing late.
    unavailable(t, await send(`${server.url}/ready`, 'GET', undefined, 10_000), 'ONAIR_UNAVAILABLE', '/ready')
    unavailable(
      t,
      await send(`${server.url}/api/v1/shows/${show}`, 'GET', undefined, 10_000),
      'ONAIR_DATABASE_UNAVAILABLE',
      'a read',
    )
    unavailable(
      t,
      await send(`${server.url}/api/v1/shows`, 'POST', { name: 'While Frozen' }, 10_000),
      'ONAIR_DATABASE_UNAVAILABLE',
      'a write',
    )
    proxy.thaw()
    await recovers(t, server, '/ready')
    await recovers(t, server, `/api/v1/shows/${show}`)
  })

  t.test('connections dropped unnoticed: a read runs again on a new connection, a write is not repeated', async (t) => {
    // Several connections in the pool, all of which will be dead on their next use.
    await Promise.all(Array.from({ length: 6 }, () => send(`${server.url}/api/v1/shows?limit=5`)))
    proxy.breakOpenConnections()
    const read = await send(`${server.url}/api/v1/shows/${show}`)
    t.equal(read.status, 200, `the read succeeded on a fresh connection: ${read.body}`)

    // Each write first reads its caller's token (a read, retried on a fresh connection), so they go
    // together: the pool then holds dead and fresh connections, and some writes meet dead ones.
    await Promise.all(Array.from({ length: 6 }, () => send(`${server.url}/api/v1/shows?limit=5`)))
    proxy.breakOpenConnections()
    const names = Array.from({ length: 6 }, (_, i) => `Sent Once ${i}`)
    const writes = await Promise.all(names.map((name) => send(`${server.url}/api/v1/shows`, 'POST', { name })))
    const list = await send(`${server.url}/api/v1/shows?limit=500`)
    t.equal(list.status, 200)
    const stored = list.json().items.map((item: { name: string }) => item.name) as string[]
    writes.forEach((write, i) => {
      const copies = stored.filter((name) => name === names[i]).length
      if (write.status === 201) t.equal(copies, 1, `${names[i]}: created once`)
      else {
        unavailable(t, write, 'ONAIR_DATABASE_UNAVAILABLE', `${names[i]}: a write on a dead connection`)
        t.equal(copies, 0, `${names[i]}: the failed write left nothing behind`)
      }
    })
    t.comment(`answers: ${writes.map((write) => write.status).join(', ')}`)
  })

  t.test('pg_terminate_backend under load: 2xx or 503, never a 500, and no restart needed', async (t) => {
    const tally = new Map<string, number>()
    const wrong: string[] = []
    let running = true
    let n = 0
    const requests: Array<() => [string, string, unknown?]> = [
      () => ['GET', '/ready'],
      () => ['GET', `/api/v1/shows/${show}`],
      () => ['GET', '/api/v1/shows?limit=20'],
      () => ['GET', '/api/v1/timeslots?start=2027-01-01%2000:00:00&end=2027-02-01%2000:00:00'],
      () => ['POST', '/api/v1/shows', { name: `Under Load ${n++}` }],
    ]
    const clients = Array.from({ length: 8 }, async (_, i) => {
      for (let k = i; running; k++) {
        const [method, path, body] = requests[k % requests.length]!()
        const answer = await settle(send(`${server.url}${path}`, method, body, 10_000))
        const key = `${method} ${path.split('?')[0]!.replace(/\/\d+$/, '/:id')} ${answer.status}`
        tally.set(key, (tally.get(key) ?? 0) + 1)
        const fine =
          (answer.status >= 200 && answer.status < 300) ||
          (answer.status === 503 && answer.headers['retry-after'] === '5')
        if (!fine) wrong.push(`${key}: ${answer.body}`)
      }
    })
    let terminated = 0
    for (let round = 0; round < 5; round++) {
      await sleep(300)
      const rows = await adminQuery<{ n: string }>(
        database.url,
        'SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      )
      terminated += Number(rows[0]?.n ?? 0)
    }
    await sleep(300)
    running = false
    await Promise.all(clients)
    t.comment(`terminated ${terminated} connections; answers: ${JSON.stringify(Object.fromEntries([...tally].sort()))}`)
    t.ok(terminated > 0, 'connections were terminated')
    t.same(wrong, [], 'every answer was a 2xx, or a 503 with Retry-After')
    await recovers(t, server, '/ready')
    await recovers(t, server, '/api/v1/shows?limit=1')
    t.equal(server.child.exitCode, null, 'the same process, never restarted')
  })
})
