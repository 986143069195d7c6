/**
 * What /live-access reads, kept on the embedded database as of the last write that ended: answered
 * while a write holds the one connection, never older than the last write that ended (a revoked
 * token is refused as soon as the revocation commits), and on PostgreSQL always read.
 */
import t from 'tap'
import { prefixOf } from '../../../src/services/access/token-secret.ts'
import { issueToken } from '../../../src/services/access/users.ts'
import { LiveAccessReads } from '../../../src/services/air/live-access-reads.ts'
import { TEST_NOW } from '../../helpers/app.ts'
import { freshDatabase, testDatabases } from '../../helpers/databases.ts'
import { makeSchedule, makeShow, makeTimeslot } from '../../helpers/factories.ts'

const HOUR = 3_600_000
const GRACE = { graceBeforeMs: 300_000, graceAfterMs: 60_000 }

for (const database of testDatabases()) {
  t.test(`live-access reads on ${database}`, async (t) => {
    const { db, cleanup } = await freshDatabase(database, t.testdir())
    const reads = new LiveAccessReads(db, () => TEST_NOW, GRACE)
    t.teardown(async () => {
      reads.close()
      await cleanup()
    })
    const user = await db.client.user.create({ data: { name: 'dj', role: 'host' } })
    const { row, token } = await issueToken(db.client, user.id, 'harbor', null)
    const show = await makeShow(db, { name: 'Night Shift' })
    const slot = await makeTimeslot(
      db,
      { showId: show.id, scheduleId: (await makeSchedule(db, show.id)).id },
      TEST_NOW,
      TEST_NOW + HOUR,
    )

    t.same(
      (await reads.find(prefixOf(token))).map((c) => c.id),
      [row.id],
      'the token is found by its prefix',
    )
    t.same(
      (await reads.slotsNear(TEST_NOW - 60_000, TEST_NOW + 300_001)).map((s) => s.timeslotId),
      [slot.id],
      'the timeslot on air now',
    )
    t.same(await reads.slotsNear(TEST_NOW + 2 * HOUR, TEST_NOW + 3 * HOUR), [], 'none later')

    // A write holds the database until `release`; meanwhile it revokes the token, uncommitted.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let began!: () => void
    const begun = new Promise<void>((resolve) => (began = resolve))
    const writing = db.client.$transaction(
      async (tx) => {
        await tx.apiToken.delete({ where: { id: row.id } })
        began()
        await held
      },
      { timeout: 30_000 },
    )
    await begun
    const during = await Promise.race([
      reads.find(prefixOf(token)).then((found) => found.map((c) => c.id)),
      new Promise<string>((resolve) => setTimeout(() => resolve('waited for the write'), 2_000)),
    ])
    if (database === 'embedded') t.same(during, [row.id], 'answered during the write, as committed: the token is there')
    else t.same(during, [row.id], 'PostgreSQL reads on a connection of its own: the uncommitted revocation is unseen')
    release()
    await writing
    t.same(await reads.find(prefixOf(token)), [], 'once the revocation commits, the token is gone')
    t.same(await reads.find('onair_nobody'), [], 'an unknown prefix finds nothing')
  })
}
