import t from 'tap'
import { buildTestApp, injectAs, TEST_NOW } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeSchedule, makeShow, snapshot } from '../../helpers/factories.ts'

for (const database of testDatabases()) {
  t.test(`shows on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const post = (payload: unknown) =>
      injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/shows', payload: payload as object })

    t.test('creates a show and derives the slug from the name', async (t) => {
      const res = await post({ name: '  Café Müller Live! ', defaultMediaId: 7 })
      t.equal(res.statusCode, 201)
      t.match(res.json(), {
        id: Number,
        name: 'Café Müller Live!',
        slug: 'cafe-muller-live',
        isActive: true,
        defaultMediaId: 7,
        description: '',
      })
      const got = await injectAs(app, 'programme-manager', { method: 'GET', url: `/api/v1/shows/${res.json().id}` })
      t.same(got.json(), res.json())
    })

    t.test('returns 409 and changes nothing when the slug is taken', async (t) => {
      await post({ name: 'Taken', slug: 'taken' })
      const before = await snapshot(app.db)
      const res = await post({ name: 'Other', slug: 'taken' })
      t.equal(res.statusCode, 409)
      t.match(res.json(), { code: 'ONAIR_SLUG_TAKEN', fields: [{ path: 'body/slug' }] })
      t.same(await snapshot(app.db), before)
    })

    const invalid: Array<[string, unknown, string]> = [
      ['an unknown field', { name: 'A', colour: 'red' }, 'body/colour'],
      ['a missing name', {}, 'body/name'],
      ['a blank name', { name: '   ' }, 'body/name'],
      ['a number sent as a string', { name: 'A', defaultMediaId: '5' }, 'body/defaultMediaId'],
      ['a bad slug', { name: 'A', slug: 'Not A Slug' }, 'body/slug'],
    ]
    for (const [what, payload, path] of invalid) {
      t.test(`rejects ${what} with 400 naming ${path}, changing nothing`, async (t) => {
        const before = await snapshot(app.db)
        const res = await post(payload)
        t.equal(res.statusCode, 400)
        const body = res.json()
        t.equal(body.statusCode, 400)
        t.ok(
          body.fields.some((f: { path: string }) => f.path === path),
          `fields name ${path}: ${JSON.stringify(body.fields)}`,
        )
        t.same(await snapshot(app.db), before)
      })
    }

    t.test('rejects malformed JSON with 400', async (t) => {
      const res = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/shows',
        headers: { 'content-type': 'application/json' },
        payload: '{"name":',
      })
      t.equal(res.statusCode, 400)
      t.equal(res.json().code, 'FST_ERR_CTP_INVALID_JSON_BODY')
    })

    t.test('lists with paging in id order and filters by isActive', async (t) => {
      await post({ name: 'Inactive one', isActive: false })
      const all = (await injectAs(app, 'programme-manager', { url: '/api/v1/shows?limit=500' })).json()
      t.ok(all.total >= 3)
      const ids = all.items.map((s: { id: number }) => s.id)
      t.same(
        ids,
        [...ids].sort((a: number, b: number) => a - b),
      )
      const page = (await injectAs(app, 'programme-manager', { url: '/api/v1/shows?limit=1&offset=1' })).json()
      t.same(
        page.items.map((s: { id: number }) => s.id),
        [ids[1]],
      )
      t.match(page, { total: all.total, limit: 1, offset: 1 })
      const inactive = (await injectAs(app, 'programme-manager', { url: '/api/v1/shows?isActive=false' })).json()
      t.ok(inactive.items.length >= 1 && inactive.items.every((s: { isActive: boolean }) => !s.isActive))
      const tooBig = await injectAs(app, 'programme-manager', { url: '/api/v1/shows?limit=501' })
      t.equal(tooBig.statusCode, 400)
      t.match(tooBig.json(), { fields: [{ path: 'querystring/limit' }] })
      const unknown = await injectAs(app, 'programme-manager', { url: '/api/v1/shows?colour=red' })
      t.equal(unknown.statusCode, 400)
    })

    t.test('updates with PATCH and answers 404 for an unknown id', async (t) => {
      const id = (await post({ name: 'Renamed later' })).json().id
      const res = await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/shows/${id}`,
        payload: { name: 'Renamed', defaultMediaId: null },
      })
      t.equal(res.statusCode, 200)
      t.match(res.json(), { name: 'Renamed', slug: 'renamed-later', defaultMediaId: null })
      const empty = await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/shows/${id}`,
        payload: {},
      })
      t.equal(empty.statusCode, 400)
      const missing = await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: '/api/v1/shows/999999',
        payload: { name: 'x' },
      })
      t.equal(missing.statusCode, 404)
      t.equal(missing.json().code, 'ONAIR_SHOW_NOT_FOUND')
      const badId = await injectAs(app, 'programme-manager', { url: '/api/v1/shows/abc' })
      t.equal(badId.statusCode, 400)
      t.match(badId.json(), { fields: [{ path: 'params/id' }] })
    })

    t.test('refuses to delete a show with timeslots ahead unless forced', async (t) => {
      const show = await makeShow(app.db)
      const schedule = await makeSchedule(app.db, show.id)
      await app.db.client.timeslot.create({
        data: {
          showId: show.id,
          scheduleId: schedule.id,
          start: new Date(TEST_NOW + 86_400_000),
          end: new Date(TEST_NOW + 90_000_000),
        },
      })
      const before = await snapshot(app.db)
      const refused = await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/shows/${show.id}` })
      t.equal(refused.statusCode, 409)
      t.equal(refused.json().code, 'ONAIR_SHOW_HAS_FUTURE_TIMESLOTS')
      t.same(await snapshot(app.db), before)
      const forced = await injectAs(app, 'programme-manager', {
        method: 'DELETE',
        url: `/api/v1/shows/${show.id}?force=true`,
      })
      t.equal(forced.statusCode, 204)
      t.equal(await app.db.client.timeslot.count({ where: { showId: show.id } }), 0)
      t.equal(
        await app.db.client.schedule.count({ where: { showId: show.id } }),
        0,
        'a schedule with nothing aired goes',
      )
      const again = await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/shows/${show.id}` })
      t.equal(again.statusCode, 404)
      t.match(
        (await injectAs(app, 'programme-manager', { url: `/api/v1/shows/${show.id}` })).json(),
        { id: show.id, deletedAt: /^\d{4}-/ },
        'archived, readable',
      )
    })

    t.test('unknown routes answer the same error shape', async (t) => {
      const res = await injectAs(app, 'programme-manager', { url: '/api/v1/nothing' })
      t.equal(res.statusCode, 404)
      t.match(res.json(), { statusCode: 404, error: 'Not Found', code: 'ONAIR_ROUTE_NOT_FOUND' })
    })
  })
}
