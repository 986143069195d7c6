import net from 'node:net'
import pg from 'pg'
import t from 'tap'
import { createPool } from '../../../src/db/platform/pool.ts'
import { postgresSkipReason } from '../../process/support/postgres.ts'

/**
 * Writers waiting on the programme lock longer than the stall time make the pool's watchdog ask the
 * server on a new connection. A server at max_connections refuses that one in its own words (53300):
 * it answers, so the waiting writers must be left alone. (Found in review: every open connection was
 * dropped and both writers failed, with the server up all along.)
 */
t.test('a server refusing one more connection is not a partition', { skip: postgresSkipReason() }, async (t) => {
  const server = new URL(process.env.TEST_DATABASE_URL!)
  let connections = 0
  // In front of PostgreSQL: the first three connections pass, later ones get "too many clients".
  const proxy = net.createServer((socket) => {
    socket.on('error', () => {})
    connections += 1
    if (connections > 3) {
      socket.once('data', () => socket.end(tooManyClients()))
      return
    }
    const upstream = net.connect(Number(server.port || 5432), server.hostname)
    upstream.on('error', () => socket.destroy())
    socket.on('error', () => upstream.destroy())
    socket.pipe(upstream).pipe(socket)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  t.teardown(() => proxy.close())
  const url = new URL(server)
  url.host = `127.0.0.1:${(proxy.address() as net.AddressInfo).port}`

  const holder = new pg.Client({ connectionString: url.toString() })
  await holder.connect()
  await holder.query('BEGIN')
  await holder.query('SELECT pg_advisory_xact_lock(424242)')
  const pool = createPool(url.toString(), {
    max: 2,
    connectTimeoutMs: 1000,
    statementTimeoutMs: 20_000,
    idleTimeoutMs: 10_000,
    stallMs: 300,
  })
  t.teardown(() => pool.end())

  const writer = async () => {
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      await client.query('SELECT pg_advisory_xact_lock(424242)')
      await client.query('COMMIT')
      return 'committed'
    } catch (error) {
      return `failed: ${(error as Error).message}`
    } finally {
      client.release()
    }
  }
  const writers = Promise.all([writer(), writer()])
  // Well past the stall time: the watchdog has asked, and been refused.
  await new Promise((resolve) => setTimeout(resolve, 1500))
  await holder.query('COMMIT')
  await holder.end()
  t.same(await writers, ['committed', 'committed'], 'both writers waited for the lock and committed')
  t.ok(connections > 3, `the watchdog asked on a new connection (${connections} opened)`)
})

/** A PostgreSQL ErrorResponse message: FATAL 53300. */
function tooManyClients(): Buffer {
  const fields = Buffer.concat([
    Buffer.from('SFATAL\0'),
    Buffer.from('C53300\0'),
    Buffer.from('Msorry, too many clients already\0'),
    Buffer.from('\0'),
  ])
  const head = Buffer.alloc(5)
  head.write('E', 0)
  head.writeInt32BE(fields.length + 4, 1)
  return Buffer.concat([head, fields])
}
