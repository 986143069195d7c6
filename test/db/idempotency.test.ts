/** Idempotency keys: when a key is free, taken or free again. */
import t from 'tap'
import { claim, complete, find, lockKey, prune, release } from '../../src/db/idempotency.ts'
import { freshDatabase, testDatabases } from '../helpers/databases.ts'

for (const kind of testDatabases()) {
  t.test(`idempotency keys on ${kind}`, async (t) => {
    const { db, cleanup } = await freshDatabase(kind, t.testdir())
    t.teardown(cleanup)
    const age = (key: string, interval: string) =>
      db.client.$executeRawUnsafe(
        `UPDATE idempotency_keys SET created_at = now() - interval '${interval}' WHERE key = $1`,
        key,
      )

    t.ok(await claim(db.client, 'user:1', 'k1', 'hash-a'), 'the first use claims the key')
    t.notOk(await claim(db.client, 'user:1', 'k1', 'hash-b'), 'a second use while the first runs does not')
    t.ok(await claim(db.client, 'user:2', 'k1', 'hash-a'), 'keys are per caller')
    t.match(
      await find(db.client, 'user:1', 'k1'),
      { requestHash: 'hash-a', status: null, body: null },
      'running: no answer yet',
    )

    await complete(db.client, 'user:1', 'k1', { status: 201, headers: { location: '/x' }, body: '{}' })
    t.match(await find(db.client, 'user:1', 'k1'), { status: 201, headers: { location: '/x' }, body: '{}' })
    await age('k1', '23 hours')
    t.notOk(await claim(db.client, 'user:1', 'k1', 'hash-c'), 'answered 23 hours ago: still taken')
    await age('k1', '25 hours')
    t.ok(await claim(db.client, 'user:1', 'k1', 'hash-c'), 'answered over 24 hours ago: free again')
    t.match(
      await find(db.client, 'user:1', 'k1'),
      { requestHash: 'hash-c', status: null, body: null },
      'reclaimed as a new, running request',
    )

    t.ok(await claim(db.client, 'user:1', 'k2', 'hash-a'))
    await age('k2', '4 minutes')
    t.notOk(await claim(db.client, 'user:1', 'k2', 'hash-a'), 'unanswered for 4 minutes: may still be running')
    await age('k2', '6 minutes')
    t.ok(
      await claim(db.client, 'user:1', 'k2', 'hash-a'),
      'unanswered for over 5 minutes: its process died, free again',
    )

    await release(db.client, 'user:1', 'k2')
    t.equal(await find(db.client, 'user:1', 'k2'), null, 'release frees a key')
    t.ok(await claim(db.client, 'user:1', 'k2', 'hash-a'), 'and it can be claimed at once')

    t.ok(
      await claim(db.client, 'user:1', 'k3', 'hash-a', { status: 404, headers: {}, body: '{"code":"X"}' }),
      'a refusal is kept with its claim',
    )
    t.match(await find(db.client, 'user:1', 'k3'), { requestHash: 'hash-a', status: 404, body: '{"code":"X"}' })
    t.notOk(
      await claim(db.client, 'user:1', 'k3', 'hash-a', { status: 201, headers: {}, body: '{}' }),
      'and not overwritten',
    )

    // The key's lock is the running request's: held by its transaction, free when it ends.
    await db.client.$transaction(async (tx) => {
      t.ok(await lockKey(tx, 'user:1', 'k4'), 'a transaction takes the key')
      t.ok(await lockKey(tx, 'user:1', 'k4'), 'and holds it')
    })
    await db.client.$transaction(async (tx) => t.ok(await lockKey(tx, 'user:1', 'k4'), 'free again after the commit'))
    if (kind === 'postgres') {
      // Another connection (another instance) meanwhile: the running request holds the key.
      await db.client.$transaction(async (tx) => {
        await lockKey(tx, 'user:1', 'k4')
        await db.client.$transaction(async (other) =>
          t.notOk(await lockKey(other, 'user:1', 'k4'), 'another transaction does not get it while it runs'),
        )
        await db.client.$transaction(async (other) =>
          t.ok(await lockKey(other, 'user:2', 'k4'), "another caller's key is another lock"),
        )
      })
    }
    await t.rejects(
      db.client.$transaction(async (tx) => {
        t.ok(await claim(tx, 'user:1', 'k5', 'hash-a'), 'claimed in a transaction')
        throw new Error('the write failed')
      }),
    )
    t.equal(await find(db.client, 'user:1', 'k5'), null, 'a claim made in a failed write is gone with it')

    await age('k1', '25 hours')
    t.equal(await prune(db.client), 2, 'prune deletes what is older than 24 hours (both callers: k1)')
    t.equal(await find(db.client, 'user:1', 'k1'), null)
    t.not(await find(db.client, 'user:1', 'k2'), null, 'and keeps the rest')
  })
}
