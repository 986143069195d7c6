/**
 * A process killed mid-write frees its Idempotency-Keys at once: the claim lives in the write's own
 * transaction (and its lock on the connection), so the retry on another instance runs the request
 * instead of answering 409 until the claim is old enough to be taken.
 */
import pg from 'pg'
import t from 'tap'
import { adminQuery, createTestDatabase, postgresSkipReason } from './support/postgres.ts'
import { type Answer, send, sleep, startServer } from './support/server-process.ts'

// The advisory locks of the keys ('keys', src/db/idempotency.ts).
const KEY_LOCKS = 0x6b657973

t.test(
  'a key whose instance died mid-write runs at once, exactly once, on the other instance (PostgreSQL)',
  { skip: postgresSkipReason() },
  async (t) => {
    const database = await createTestDatabase(t)
    const env = { DATABASE_URL: database.url }
    const first = await startServer(t, { env })
    const second = await startServer(t, { env })
    const home = await send(`${first.url}/api/v1/shows`, 'POST', { name: 'Crash Home' })
    t.equal(home.status, 201, home.body)
    const showId: number = home.json().id

    // The show is held, so the keyed episode write stops inside its transaction, its key claimed.
    const blocker = new pg.Client({ connectionString: database.url })
    await blocker.connect()
    t.teardown(() => blocker.end())
    await blocker.query('BEGIN')
    await blocker.query('SELECT id FROM shows WHERE id = $1 FOR UPDATE', [showId])

    const key = { 'idempotency-key': 'killed-mid-write' }
    const payload = { showId, title: 'Survivor' }
    const post = (url: string) => send(`${url}/api/v1/episodes`, 'POST', payload, 30_000, key)
    const lost = post(first.url).catch((error: Error) => error)
    const keyHeld = async () =>
      Number(
        (
          await adminQuery<{ n: string }>(
            database.url,
            "SELECT count(*)::text AS n FROM pg_locks WHERE locktype = 'advisory' AND classid = $1 AND granted",
            [KEY_LOCKS],
          )
        )[0]!.n,
      )
    for (let waited = 0; (await keyHeld()) === 0; waited += 20) {
      if (waited > 20_000) throw new Error('the write never claimed its key')
      await sleep(20)
    }

    const meanwhile = await post(second.url)
    t.equal(meanwhile.status, 409, `while the first runs, the same key does not run twice: ${meanwhile.body}`)
    t.equal(meanwhile.json().code, 'ONAIR_IDEMPOTENCY_KEY_IN_FLIGHT')
    t.equal(meanwhile.headers['retry-after'], '1')

    const killedAt = performance.now()
    first.child.kill('SIGKILL')
    await first.exited
    t.type(await lost, Error, 'the first request got no answer')
    await blocker.query('COMMIT')

    // The client retries as a client does: at once, and again after Retry-After while told to wait.
    let retry: Answer
    let attempts = 0
    for (;;) {
      attempts += 1
      retry = await post(second.url)
      if (retry.status !== 409) break
      await sleep(Number(retry.headers['retry-after']) * 1000)
    }
    const tookMs = performance.now() - killedAt
    t.equal(retry.status, 201, `the retry runs: ${retry.body}`)
    t.equal(retry.headers['idempotent-replayed'], undefined, 'run, not replayed: nothing of the first committed')
    t.equal(attempts, 1, 'at once: the first retry runs')
    t.comment(`from SIGKILL to the retry's 201: ${tookMs.toFixed(0)} ms, ${attempts} attempt(s)`)
    const episodes = await adminQuery<{ n: string }>(
      database.url,
      "SELECT count(*)::text AS n FROM episodes WHERE title = 'Survivor'",
    )
    t.equal(episodes[0]!.n, '1', 'exactly once')

    const replay = await post(second.url)
    t.equal(replay.headers['idempotent-replayed'], 'true', 'and the key now answers what it did')
    t.equal(replay.body, retry.body)
  },
)
