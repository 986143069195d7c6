/** A page of the change log is bounded in bytes as well as rows (CHANGES_PAGE_MAX_BYTES), and paging still finds every changeset once. */
import t from 'tap'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'

for (const database of testDatabases()) {
  t.test(`change log pages bounded in bytes on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database, env: { CHANGES_PAGE_MAX_BYTES: '1000' } })
    for (let i = 0; i < 8; i++) {
      const name = `Show ${i} ${'with a long name '.repeat(10)}`.slice(0, 200)
      t.equal(
        (await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/shows', payload: { name } }))
          .statusCode,
        201,
      )
    }
    const stored = await app.db.client.changeset.findMany({ select: { id: true }, orderBy: { id: 'desc' } })
    t.ok(stored.length >= 8)

    for (const [order, cursor] of [
      ['newest first', 'before'],
      ['oldest first', 'after'],
    ] as const) {
      const seen: number[] = []
      const sizes: number[] = []
      let query = order === 'oldest first' ? 'after=0' : ''
      for (let pages = 0; pages < 50; pages++) {
        const page = await injectAs(app, 'programme-manager', { url: `/api/v1/changes?limit=50&${query}` })
        t.equal(page.statusCode, 200)
        const { items, next } = page.json() as { items: Array<{ id: number }>; next: number | null }
        if (items.length === 0) break
        seen.push(...items.map((item) => item.id))
        sizes.push(items.length)
        if (next === null) break
        query = `${cursor}=${next}`
      }
      t.ok(
        sizes.length > 1,
        `${order}: a limit of 50 and 1,000 bytes make several pages (${sizes.join(', ')} changesets)`,
      )
      t.ok(Math.max(...sizes) < stored.length, `${order}: no page holds the whole log`)
      const expected = stored.map((row) => Number(row.id))
      t.same(
        seen,
        order === 'newest first' ? expected : [...expected].reverse(),
        `${order}: every changeset once, in order`,
      )
    }

    const roomy = await buildTestApp(t, { database })
    for (let i = 0; i < 3; i++)
      await injectAs(roomy, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/shows',
        payload: { name: `Roomy ${i}` },
      })
    const page = (await injectAs(roomy, 'programme-manager', { url: '/api/v1/changes?limit=50' })).json()
    t.equal(page.next, null, 'by default a small log is one page, and the newest-first listing ends with next: null')
  })
}
