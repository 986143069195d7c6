/** The versions read on every request, and when the embedded database lets a read be skipped. */
import t from 'tap'
import { findVersions, VersionReader } from '../../src/db/programme-version.ts'
import { freshDatabase, testDatabases } from '../helpers/databases.ts'

for (const kind of testDatabases()) {
  t.test(`versions on ${kind}`, async (t) => {
    const { db, cleanup } = await freshDatabase(kind, t.testdir())
    t.teardown(cleanup)

    if (kind === 'postgres') {
      t.equal(db.writes(), null, 'others write to PostgreSQL too: no read is ever skipped')
      return
    }

    t.test('every statement that could write moves the embedded write count; plain reads do not', async (t) => {
      let count = db.writes()!
      const moved = (what: string) => {
        const now = db.writes()!
        t.ok(now > count, `${what} moves it`)
        count = now
      }
      await findVersions(db)
      await db.client.show.findMany()
      await db.client.$queryRaw`SELECT 1`
      t.equal(db.writes(), count, 'reads leave it')
      await db.client.$executeRaw`UPDATE shows SET name = name`
      moved('raw SQL through Prisma')
      await db.client.show.create({ data: { name: 'Jazz', slug: 'jazz' } })
      moved('a Prisma write')
      await db.client.$transaction(async (tx) => tx.show.findMany())
      moved('a transaction, even one that only reads')
      await db.withConnection((conn) => conn.exec('SELECT 1'))
      moved('a script')
      await db.withConnection((conn) => conn.query('DELETE FROM shows WHERE false'))
      moved('a raw write on a connection')
    })

    t.test('a write moves it when it ends, not while it runs, and tells the listeners', async (t) => {
      let heard = 0
      const stop = db.afterWrites(() => heard++)
      const count = db.writes()!
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      let began!: () => void
      const begun = new Promise<void>((resolve) => (began = resolve))
      const writing = db.client.$transaction(async (tx) => {
        await tx.show.create({ data: { name: 'Held', slug: 'held' } })
        began()
        await held
      })
      await begun
      t.equal(db.writes(), count, 'a write that has begun and not ended changed nothing committed')
      t.equal(heard, 0)
      release()
      await writing
      t.ok(db.writes()! > count, 'its end moves it')
      t.equal(heard, 1, 'and the listener heard it once')
      stop()
      await db.client.$executeRaw`UPDATE shows SET name = name`
      t.equal(heard, 1, 'a stopped listener hears no more')
    })

    t.test('a reader skips reading while the count stays, and reads again once it moved', async (t) => {
      let reads = 0
      const reader = new VersionReader(
        async () => {
          reads++
          return findVersions(db)
        },
        () => db.writes(),
      )
      const first = await reader.read()
      t.same(await reader.read(), first)
      t.equal(reads, 1, 'read once')
      await db.client.$executeRaw`UPDATE shows SET name = 'Evening Jazz'`
      const after = await reader.read()
      t.equal(reads, 2, 'read again after a write')
      t.ok(BigInt(after.programme) > BigInt(first.programme), 'and sees the write')
    })
  })
}
