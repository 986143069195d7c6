/**
 * timeslot_versions: what every changeset records of the timeslots it touched (SEQUENCE, tombstones),
 * the window's reads of it, pruning, and the migration that fills it from an existing change log.
 */
import { readFileSync } from 'node:fs'
import t from 'tap'
import * as changesets from '../../../src/db/changes/changesets.ts'
import * as versions from '../../../src/db/programme/timeslot-versions.ts'
import type { RowChange } from '../../../src/domain/changes/revert.ts'
import { freshDatabase, testDatabases } from '../../helpers/databases.ts'

const base = {
  actorName: 'system',
  actorVia: 'system',
  action: 'test',
  summary: '',
  request: null,
  actorUserId: null,
  showIds: [],
  scheduleIds: [],
  entityKeys: [],
}
const hour = (n: number) => Date.UTC(2027, 0, 10) + n * 3_600_000
const slot = (id: number, at: number, showId = 1, scheduleId = 10) => ({
  id,
  showId,
  scheduleId,
  start: new Date(hour(at)).toISOString(),
  end: new Date(hour(at + 1)).toISOString(),
  memo: '',
})
const created = (row: ReturnType<typeof slot>): RowChange => ({
  entity: 'timeslot',
  id: row.id,
  before: null,
  after: row,
})
const deleted = (row: ReturnType<typeof slot>): RowChange => ({
  entity: 'timeslot',
  id: row.id,
  before: row,
  after: null,
})
const migration = readFileSync(
  new URL('../../../prisma/migrations/20270103000000_timeslot_versions/migration.sql', import.meta.url),
  'utf8',
)

for (const kind of testDatabases()) {
  t.test(`timeslot versions on ${kind}`, async (t) => {
    const { db, cleanup } = await freshDatabase(kind, t.testdir())
    t.teardown(cleanup)
    const day = (n: number) => Date.UTC(2027, 0, n)
    const add = (n: number, changes: RowChange[]) => changesets.insert(db.client, { ...base, at: day(n), changes })

    await add(1, [
      created(slot(1, 0)),
      created(slot(2, 1)),
      created(slot(3, 2, 2, 20)),
      { entity: 'show', id: 1, before: null, after: { id: 1 } },
    ])
    const b = await add(2, [deleted(slot(2, 1))])
    const moved = { ...slot(1, 5), memo: 'moved' }
    const c = await add(3, [
      { entity: 'timeslot', id: 1, before: slot(1, 0), after: moved },
      deleted(slot(3, 2, 2, 20)),
    ])
    const d = await add(4, [created(slot(4, 1)), deleted(slot(4, 1))])

    t.same(
      [...(await versions.findSequences(db.client, [1, 2, 3, 4, 99])).entries()].sort(),
      [
        [1, c],
        [2, b],
        [3, c],
        [4, d],
      ],
      'per timeslot its newest changeset; others absent',
    )
    const all = { since: day(1) }
    t.same(await versions.findChangedIds(db.client, all), [1], 'only live timeslots count as changed')
    t.same(
      (await versions.findTombstones(db.client, all)).map((row) => [row.id, row.changesetId]),
      [
        [2, b],
        [4, d],
        [3, c],
      ],
      'tombstones in start order: the last change of a changeset decides',
    )
    t.match((await versions.findTombstones(db.client, { since: day(3) }))[0], {
      id: 4,
      scheduleId: 10,
      showId: 1,
      start: hour(1),
      end: hour(2),
      deletedAt: day(4),
    })
    t.same(
      (await versions.findTombstones(db.client, { since: day(3) })).map((row) => row.id),
      [4, 3],
      'since: deleted at or after',
    )
    t.same(
      (await versions.findTombstones(db.client, { since: day(1), window: { start: hour(2), end: hour(3) } })).map(
        (row) => row.id,
      ),
      [3],
      'the window: overlapping, half-open',
    )
    t.same(
      (await versions.findTombstones(db.client, { since: day(1), showIds: [2] })).map((row) => row.id),
      [3],
      'shows',
    )
    t.same(
      (await versions.findTombstones(db.client, { since: day(1), scheduleIds: [10] })).map((row) => row.id),
      [2, 4],
      'schedules',
    )
    t.same(
      await versions.findChangedIds(db.client, { since: day(1), window: { start: hour(0), end: hour(1) } }),
      [],
      'a changed timeslot is where it is now',
    )

    await add(5, [created(slot(2, 1))])
    t.same(
      (await versions.findTombstones(db.client, all)).map((row) => row.id),
      [4, 3],
      'a timeslot that comes back (a revert) is no tombstone',
    )
    t.equal(await versions.pruneTombstones(db.client, new Date(day(4))), 1, 'tombstones older than retention go')
    t.same(
      (await versions.findTombstones(db.client, all)).map((row) => row.id),
      [4],
    )
    t.same(
      (await versions.findChangedIds(db.client, all)).sort(),
      [1, 2],
      'live rows stay, their SEQUENCE never falls back',
    )

    // The migration's fill from the change log gives the same rows as the writes recorded.
    const recorded = await db.client.$queryRaw<
      unknown[]
    >`SELECT * FROM timeslot_versions WHERE NOT deleted OR changed_at >= ${new Date(day(4)).toISOString()}::timestamptz ORDER BY id`
    await db.client.$executeRaw`DELETE FROM timeslot_versions`
    await db.withConnection((conn) => conn.exec(migration.slice(migration.indexOf('INSERT INTO'))))
    const filled = await db.client.$queryRaw<
      unknown[]
    >`SELECT * FROM timeslot_versions WHERE NOT deleted OR changed_at >= ${new Date(day(4)).toISOString()}::timestamptz ORDER BY id`
    t.same(filled, recorded, 'the migration fills what the writes record')
  })
}
