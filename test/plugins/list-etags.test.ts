/**
 * Every list answers an ETag and 304 to a matching If-None-Match, as the cached programme list and the
 * feed do, and a new ETag once what it lists changes.
 */
import t from 'tap'
import { asRole, buildTestApp, injectAs } from '../helpers/app.ts'
import { testDatabases } from '../helpers/databases.ts'
import { makeShow } from '../helpers/factories.ts'
import { weekly } from '../helpers/schedules.ts'

for (const database of testDatabases()) {
  t.test(`list ETags on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const admin = await asRole(app, 'admin')
    const show = await makeShow(app.db, { name: 'Listed' })
    const created = await injectAs(app, 'programme-manager', {
      method: 'POST',
      url: '/api/v1/schedules/',
      payload: { schedule: weekly(show.id, { firstDate: '2027-02-02' }) },
    })
    t.equal(created.statusCode, 201)

    const lists: Array<[url: string, change: () => Promise<unknown>]> = [
      [
        '/api/v1/shows',
        () =>
          injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/shows', payload: { name: 'Another' } }),
      ],
      [
        '/api/v1/schedules',
        () =>
          injectAs(app, 'programme-manager', {
            method: 'PUT',
            url: `/api/v1/schedules/${created.json().id}/`,
            payload: { schedule: weekly(show.id, { firstDate: '2027-02-02', lastDate: '2027-02-16' }) },
          }),
      ],
      [
        '/api/v1/episodes',
        () =>
          injectAs(app, 'programme-manager', {
            method: 'POST',
            url: '/api/v1/episodes',
            payload: { showId: show.id, title: 'One' },
          }),
      ],
      [
        '/api/v1/changes',
        () => injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/shows', payload: { name: 'Logged' } }),
      ],
      [
        '/api/v1/timeslots/next?count=3',
        () => injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/schedules/${created.json().id}/` }),
      ],
      [
        '/api/v1/users',
        () => admin.inject({ method: 'POST', url: '/api/v1/users', payload: { name: 'New', role: 'host' } }),
      ],
      [
        `/api/v1/users/${admin.userId}/tokens`,
        () =>
          admin.inject({ method: 'POST', url: `/api/v1/users/${admin.userId}/tokens`, payload: { name: 'second' } }),
      ],
    ]
    for (const [url, change] of lists) {
      t.test(url, async (t) => {
        const first = await admin.inject({ url })
        t.equal(first.statusCode, 200, first.body)
        const etag = first.headers.etag as string
        t.match(etag, /^"[\w-]{27}"$/, 'an ETag')
        const again = await admin.inject({ url, headers: { 'if-none-match': etag } })
        t.equal(again.statusCode, 304, 'not modified while it is current')
        t.equal(again.body, '')
        t.equal(again.headers.etag, etag)
        const changed = await change()
        t.ok(
          [200, 201, 204].includes((changed as { statusCode: number }).statusCode),
          (changed as { body: string }).body,
        )
        const after = await admin.inject({ url, headers: { 'if-none-match': etag } })
        t.equal(after.statusCode, 200, 'changed: the new list')
        t.not(after.headers.etag, etag)
      })
    }
  })
}
