/** Idempotency keys: when a key is free, taken or free again. */
import t from 'tap'
import { claim, complete, find, prune, release } from '../../src/db/idempotency.ts'
import { freshDatabase, testDatabases } from '../helpers/databases.ts'

for (const kind of testDatabases()) {
  t.test(`idempotency keys on ${kind}`, async (t) => {
    const { db, cleanup } = await freshDatabase(kind, t.testdir())
    t.teardown(cleanup)
    const age = (key: string, interval: string) =>
      db.client.$executeRawUnsafe(`UPDATE idempotency_keys SET created_at = now() - interval '${interval}' WHERE key = $1`, key)

    t.ok(await claim(db.client, 'user:1', 'k1', 'hash-a'), 'the first use claims the key')
    t.notOk(await claim(db.client, 'user:1', 'k1', 'hash-b'), 'a second use while the first runs does not')
    t.ok(await claim(db.client, 'user:2', 'k1', 'hash-a'), 'keys are per caller')
    t.match(await find(db.client, 'user:1', 'k1'), { requestHash: 'hash-a', status: null, body: null }, 'running: no answer yet')

    await complete(db.client, 'user:1', 'k1', { status: 201, headers: { location: '/x' }, body: '{}' })
    t.match(await find(db.client, 'user:1', 'k1'), { status: 201, headers: { location: '/x' }, body: '{}' })
    await release(db.client, 'user:1', 'k1')
    t.not(await find(db.client, 'user:1', 'k1'), null, 'release leaves an answered key alone')
    await age('k1', '23 hours')
    t.notOk(await claim(db.client, 'user:1', 'k1', 'hash-c'), 'answered 23 hours ago: still taken')
    await age('k1', '25 hours')
    t.ok(await claim(db.client, 'user:1', 'k1', 'hash-c'), 'answered over 24 hours ago: free again')
    t.match(await find(db.client, 'user:1', 'k1'), { requestHash: 'hash-c', status: null, body: null }, 'reclaimed as a new, running request')

    t.ok(await claim(db.client, 'user:1', 'k2', 'hash-a'))
    await age('k2', '4 minutes')
    t.notOk(await claim(db.client, 'user:1', 'k2', 'hash-a'), 'unanswered for 4 minutes: may still be running')
    await age('k2', '6 minutes')
    t.ok(await claim(db.client, 'user:1', 'k2', 'hash-a'), 'unanswered for over 5 minutes: its process died, free again')

    await release(db.client, 'user:1', 'k2')
    t.equal(await find(db.client, 'user:1', 'k2'), null, 'release frees a running key')
    t.ok(await claim(db.client, 'user:1', 'k2', 'hash-a'), 'and it can be claimed at once')

    await age('k1', '25 hours')
    t.equal(await prune(db.client), 2, 'prune deletes what is older than 24 hours (both callers: k1)')
    t.equal(await find(db.client, 'user:1', 'k1'), null)
    t.not(await find(db.client, 'user:1', 'k2'), null, 'and keeps the rest')
  })
}
