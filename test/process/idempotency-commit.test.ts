/**
 * An Idempotency-Key keeps its promise when the connection dies after the COMMIT and before its
 * acknowledgement: the write happened, the server answered 503 not knowing it, and the retry with the
 * same key answers the stored answer instead of writing again.
 */
import t from 'tap'
import { adminQuery, createTestDatabase, postgresSkipReason, via } from './support/postgres.ts'
import { send, startServer } from './support/server-process.ts'
import { TcpProxy } from './support/tcp-proxy.ts'

const LIMITS = { DB_CONNECT_TIMEOUT_MS: '1000', DB_READY_TIMEOUT_MS: '1000' }

t.test(
  'a keyed write whose COMMIT acknowledgement is lost, on PostgreSQL',
  { skip: postgresSkipReason() },
  async (t) => {
    const database = await createTestDatabase(t)
    const proxy = await TcpProxy.start(database)
    t.teardown(() => proxy.close())
    const server = await startServer(t, { env: { DATABASE_URL: via(database.url, proxy.port), ...LIMITS } })
    const count = async (name: string) =>
      Number(
        (
          await adminQuery<{ n: string }>(database.url, 'SELECT count(*)::text AS n FROM shows WHERE name = $1', [name])
        )[0]!.n,
      )

    for (const [what, path, body, table] of [
      ['a show', '/api/v1/shows', { name: 'Lost Acknowledgement' }, 'shows'],
      ['an episode', '/api/v1/episodes', null, 'episodes'],
    ] as const) {
      t.test(what, async (t) => {
        let payload: unknown = body
        if (payload === null) {
          const show = await send(`${server.url}/api/v1/shows`, 'POST', { name: 'Episodes Home' })
          payload = { showId: show.json().id, title: 'Lost Episode' }
        }
        const key = { 'idempotency-key': `lost-ack-${table}` }
        const cut = proxy.cutAfterNextCommit()
        const first = await send(`${server.url}${path}`, 'POST', payload, 30_000, key)
        await cut
        t.equal(first.status, 503, `the server could not know the write happened: ${first.body}`)
        const rows = await adminQuery<{ n: string }>(database.url, `SELECT count(*)::text AS n FROM ${table}`)
        const written = Number(rows[0]!.n)
        const kept = await adminQuery<{ status: number }>(
          database.url,
          'SELECT status FROM idempotency_keys WHERE key = $1',
          [key['idempotency-key']],
        )
        t.same(kept, [{ status: 201 }], 'the key committed with the write, its answer kept')

        const retry = await send(`${server.url}${path}`, 'POST', payload, 30_000, key)
        t.equal(retry.status, 201, `the stored answer: ${retry.body}`)
        t.equal(retry.headers['idempotent-replayed'], 'true')
        t.match(retry.headers.location, new RegExp(`^${path}/${retry.json().id}$`))
        const after = await adminQuery<{ n: string }>(database.url, `SELECT count(*)::text AS n FROM ${table}`)
        t.equal(Number(after[0]!.n), written, 'not written twice')
        if (table === 'shows') t.equal(await count('Lost Acknowledgement'), 1)
      })
    }
  },
)
