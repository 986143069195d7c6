import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { isOverlapViolation } from '../../../src/db/platform/database-errors.ts'
import { applyMigrations } from '../../../src/db/platform/migrate.ts'
import { MIGRATIONS_DIR } from '../../../src/locations.ts'
import { freshDatabase, testDatabases } from '../../helpers/databases.ts'
import { makeSchedule, makeShow } from '../../helpers/factories.ts'

for (const kind of testDatabases()) {
  t.test(`migrations on ${kind}`, async (t) => {
    const { db, cleanup } = await freshDatabase(kind, t.testdir())
    t.teardown(cleanup)

    t.test('are recorded the way Prisma records them, and re-running is a no-op', async (t) => {
      const rows = await db.withConnection((conn) =>
        conn.query<{ migration_name: string; checksum: string; finished_at: Date | null; applied_steps_count: number }>(
          'SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name',
        ),
      )
      const names = (await readdir(MIGRATIONS_DIR, { withFileTypes: true }))
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort()
      t.same(
        rows.map((row) => row.migration_name),
        names,
        'every migration, once',
      )
      t.equal(rows[0]?.migration_name, '20261123000000_init')
      t.match(rows[0]?.checksum, /^[0-9a-f]{64}$/)
      t.ok(rows[0]?.finished_at, 'finished_at is set')
      t.same(await applyMigrations(db), [], 'second run applies nothing')
    })

    t.test('seed the fourteen recurrence rules', async (t) => {
      const rules = await db.client.recurrenceRule.findMany({ orderBy: { id: 'asc' } })
      t.equal(rules.length, 14)
      t.match(rules[0], { id: 1, name: 'once', freq: 0 })
      t.match(rules[13], { id: 14, freq: 1, bySetPos: -1 })
    })

    t.test('the database refuses overlapping timeslots but accepts touching ones', async (t) => {
      const show = await makeShow(db)
      const schedule = await makeSchedule(db, show.id)
      const owner = { showId: show.id, scheduleId: schedule.id }
      await db.client.timeslot.create({
        data: { ...owner, start: new Date('2027-03-01T19:00:00Z'), end: new Date('2027-03-01T20:00:00Z') },
      })
      const overlap = db.client.timeslot.create({
        data: { ...owner, start: new Date('2027-03-01T19:30:00Z'), end: new Date('2027-03-01T20:30:00Z') },
      })
      const error = await overlap.then(
        () => null,
        (e: unknown) => e,
      )
      t.ok(isOverlapViolation(error), 'exclusion violation recognised')
      const touching = await db.client.timeslot.create({
        data: { ...owner, start: new Date('2027-03-01T20:00:00Z'), end: new Date('2027-03-01T21:00:00Z') },
      })
      t.ok(touching.id > 0)
      const backwards = db.client.timeslot.create({
        data: { ...owner, start: new Date('2027-03-02T20:00:00Z'), end: new Date('2027-03-02T20:00:00Z') },
      })
      await t.rejects(backwards, 'a zero-length slot is refused by the check constraint')
    })

    t.test('a failing migration rolls back whole and is not recorded', async (t) => {
      const dir = t.testdir()
      await cp(MIGRATIONS_DIR, dir, { recursive: true })
      await mkdir(join(dir, '20991231000000_broken'))
      await writeFile(
        join(dir, '20991231000000_broken', 'migration.sql'),
        'CREATE TABLE broken_probe (id int);\nSELECT * FROM no_such_table;\n',
      )
      await t.rejects(applyMigrations(db, dir), /20991231000000_broken: failed and was rolled back/)
      const probe = await db.withConnection((conn) => conn.query(`SELECT to_regclass('broken_probe') AS t`))
      t.equal(probe[0]?.t, null, 'the partial table was rolled back')
      const recorded = await db.withConnection((conn) =>
        conn.query(`SELECT 1 FROM "_prisma_migrations" WHERE migration_name = '20991231000000_broken'`),
      )
      t.equal(recorded.length, 0)
    })

    t.test('an applied migration whose file changed stops the start', async (t) => {
      const dir = t.testdir()
      await cp(MIGRATIONS_DIR, dir, { recursive: true })
      const file = join(dir, '20261123000000_init', 'migration.sql')
      await writeFile(file, `${await readFile(file, 'utf8')}\n-- edited\n`)
      await t.rejects(applyMigrations(db, dir), /was modified after it was applied/)
    })
  })
}
