/** API tokens in the database: the lookup by prefix, lastUsedAt written at most once per interval, renaming. */
import t from 'tap'
import * as tokens from '../../../src/db/access/tokens.ts'
import { freshDatabase, testDatabases } from '../../helpers/databases.ts'

for (const kind of testDatabases()) {
  t.test(`tokens on ${kind}`, async (t) => {
    const { db, cleanup } = await freshDatabase(kind, t.testdir())
    t.teardown(cleanup)
    const user = await db.client.user.create({ data: { name: 'Playout', role: 'reader' } })
    const token = (name: string, prefix: string, secretHash: string) =>
      tokens.insert(db.client, { userId: user.id, name, prefix, secretHash, expiresAt: null })
    const a = await token('playout', 'onair_AAAA', 'hash-a')
    await token('playout', 'onair_AAAA', 'hash-b')
    await token('backup', 'onair_BBBB', 'hash-c')

    const found = await tokens.findCredentials(db.client, 'onair_AAAA')
    t.same(found.map((c) => c.secretHash).sort(), ['hash-a', 'hash-b'], 'every token with the prefix, to compare with')
    t.match(found[0], { userId: user.id, userName: 'Playout', userRole: 'reader', expiresAt: null, lastUsedAt: null })
    t.same(await tokens.findCredentials(db.client, 'onair_CCCC'), [])

    const minute = 60_000
    const lastUsed = async () => (await tokens.findById(db.client, a.id))!.lastUsedAt?.getTime() ?? null
    const t0 = Date.parse('2027-01-01T12:00:00Z')
    await tokens.touch(db.client, a.id, new Date(t0), minute)
    t.equal(await lastUsed(), t0, 'the first use is written')
    await tokens.touch(db.client, a.id, new Date(t0 + 30_000), minute)
    t.equal(await lastUsed(), t0, 'within the interval: not written again')
    await tokens.touch(db.client, a.id, new Date(t0 + minute), minute)
    t.equal(await lastUsed(), t0, 'exactly one interval later: not yet')
    await tokens.touch(db.client, a.id, new Date(t0 + minute + 1), minute)
    t.equal(await lastUsed(), t0 + minute + 1, 'after the interval: written')

    t.equal(await tokens.removeNamedExcept(db.client, 'playout', 'hash-b'), 1, 'the other tokens of that name go')
    t.same(
      (await tokens.findByUser(db.client, user.id)).map((row) => row.secretHash),
      ['hash-b', 'hash-c'],
      'the kept one and other names stay',
    )
    t.equal((await tokens.findByHash(db.client, 'hash-c'))?.user.name, 'Playout', 'by hash, with its user')
  })
}
