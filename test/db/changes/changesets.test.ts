/** The change log's queries: filters, cursors both ways, entity keys, and pruning that keeps the newest. */
import t from 'tap'
import * as changesets from '../../../src/db/changes/changesets.ts'
import { freshDatabase, testDatabases } from '../../helpers/databases.ts'

const base = { actorName: 'system', actorVia: 'system', action: 'test', summary: '', request: null, changes: [] }

for (const kind of testDatabases()) {
  t.test(`changesets on ${kind}`, async (t) => {
    const { db, cleanup } = await freshDatabase(kind, t.testdir())
    t.teardown(cleanup)
    t.equal(await changesets.findLatestId(db), 0, 'no changeset: version 0')

    const day = (n: number) => Date.UTC(2027, 0, n)
    const add = (n: number, fields: Partial<changesets.NewChangeset>) =>
      changesets.insert(db.client, {
        ...base,
        at: day(n),
        actorUserId: null,
        showIds: [],
        scheduleIds: [],
        entityKeys: [],
        ...fields,
      })
    const a = await add(1, {
      actorUserId: null,
      showIds: [1],
      scheduleIds: [10],
      entityKeys: ['timeslot:1', 'timeslot:2'],
      summary: 'a',
    })
    const b = await add(2, {
      showIds: [2],
      scheduleIds: [20],
      entityKeys: ['timeslot:3'],
      summary: 'b',
      request: { x: 1 },
    })
    const c = await add(3, { showIds: [1, 2], entityKeys: ['timeslot:2'], summary: 'c' })
    const d = await add(4, { showIds: [3], entityKeys: ['show:3'], summary: 'd' })
    t.ok(a < b && b < c && c < d, 'ids grow in insert order')
    t.equal(await changesets.findLatestId(db), d, 'the newest id is the version')

    const page = async (filter: changesets.ChangesetFilter, cursor: changesets.ChangesetCursor, limit = 10) =>
      (await changesets.findPage(db.client, filter, cursor, limit, 1_000_000)).rows.map((row) => row.summary)
    t.same(await page({}, { before: null }), ['d', 'c', 'b', 'a'], 'newest first')
    t.same(await page({}, { before: c }, 1), ['b'], 'before a cursor, limited')
    t.same(await page({}, { after: a }, 2), ['b', 'c'], 'after a cursor: oldest first')
    t.same(await page({ showIds: [1] }, { before: null }), ['c', 'a'], 'any of the shows')
    t.same(
      await page({ showIds: [1], visibleShowIds: [2] }, { before: null }),
      ['c'],
      "and among a host's visible shows",
    )
    t.same(await page({ scheduleIds: [20] }, { before: null }), ['b'])
    t.same(
      await page({ from: new Date(day(2)), to: new Date(day(4)) }, { before: null }),
      ['c', 'b'],
      'from inclusive, to exclusive',
    )

    const row = await changesets.findById(db.client, b)
    t.match(row, { id: b, summary: 'b', request: { x: 1 }, showIds: [2], scheduleIds: [20], actorUserId: null })
    t.same(row!.at, new Date(day(2)))
    t.equal(await changesets.findById(db.client, d + 1), null)

    t.same(
      await changesets.findLaterTouching(db.client, a, ['timeslot:2', 'show:3']),
      [c, d],
      'later changesets touching any key',
    )
    t.same(await changesets.findLaterTouching(db.client, c, ['timeslot:1']), [], 'none after')
    t.same(await changesets.findLaterTouching(db.client, a, []), [])
    t.equal(await changesets.prune(db.client, new Date(day(9)), 2), 2, 'a batch at most')
    t.equal(await changesets.prune(db.client, new Date(day(9)), 10), 1, 'then the rest but the newest')
    t.same(await page({}, { before: null }), ['d'], 'the newest stays: it is the version')
    t.equal(await changesets.findLatestId(db), d)
  })
}

for (const kind of testDatabases()) {
  t.test(`a page of changesets bounded in bytes on ${kind}`, async (t) => {
    const { db, cleanup } = await freshDatabase(kind, t.testdir())
    t.teardown(cleanup)
    // Five changesets of about 1,000 bytes of JSON each (their requests), and a small one.
    const sizes = [1000, 1000, 1000, 1000, 1000, 10]
    const ids: number[] = []
    for (const [i, size] of sizes.entries()) {
      ids.push(
        await changesets.insert(db.client, {
          ...base,
          at: Date.UTC(2027, 0, i + 1),
          actorUserId: null,
          showIds: [],
          scheduleIds: [],
          entityKeys: [],
          summary: `c${i}`,
          request: { pad: 'x'.repeat(size) },
        }),
      )
    }
    const summaries = (page: { rows: Array<{ summary: string }> }) => page.rows.map((row) => row.summary)
    const oldest = await changesets.findPage(db.client, {}, { after: 0 }, 100, 2500)
    t.same(summaries(oldest), ['c0', 'c1'], 'oldest first: as many as fit in 2,500 bytes')
    t.equal(oldest.cut, true, 'cut by its bytes, not its limit')
    const newest = await changesets.findPage(db.client, {}, { before: null }, 100, 2500)
    t.same(summaries(newest), ['c5', 'c4', 'c3'], 'newest first: the small one and two more')
    const one = await changesets.findPage(db.client, {}, { after: 0 }, 100, 500)
    t.same(summaries(one), ['c0'], 'one changeset over the bound still makes a page (it moves on)')
    const all = await changesets.findPage(db.client, {}, { after: 0 }, 100, 1_000_000)
    t.same(summaries(all), ['c0', 'c1', 'c2', 'c3', 'c4', 'c5'], 'within the bytes: the limit decides')
    t.equal(all.cut, false)
    const limited = await changesets.findPage(db.client, {}, { after: ids[0]! }, 2, 1_000_000)
    t.same(summaries(limited), ['c1', 'c2'], 'and a limit still limits')
    t.equal(limited.cut, false, 'a page ended by its limit is not cut')
  })
}
