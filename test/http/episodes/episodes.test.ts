import t from 'tap'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeEpisode, makeSchedule, makeShow, makeTimeslot, snapshot } from '../../helpers/factories.ts'

interface Episode {
  id: number
  showId: number
  title: string
  summary: string
}

for (const database of testDatabases()) {
  t.test(`episodes on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const post = (payload: unknown) =>
      injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/episodes', payload: payload as object })
    const show = await makeShow(app.db)
    const otherShow = await makeShow(app.db)

    t.test('creates an episode of a show and reads it back', async (t) => {
      const res = await post({ showId: show.id, title: '  Blue Note Special ', summary: 'Hard bop, 1956-1965' })
      t.equal(res.statusCode, 201)
      const episode = res.json()
      t.match(episode, { id: Number, showId: show.id, title: 'Blue Note Special', summary: 'Hard bop, 1956-1965' })
      t.match(episode.createdAt, /^\d{4}-\d{2}-\d{2}T/)
      t.same((await injectAs(app, 'programme-manager', { url: `/api/v1/episodes/${episode.id}` })).json(), episode)
      const minimal = await post({ showId: show.id, title: 'Untitled' })
      t.equal(minimal.json().summary, '')
    })

    const invalid: Array<[string, unknown, string, string]> = [
      ['an unknown show', { showId: 999999, title: 'x' }, 'body/showId', 'ONAIR_SHOW_UNKNOWN'],
      ['a missing title', { showId: 1 }, 'body/title', 'ONAIR_VALIDATION_FAILED'],
      ['a blank title', { showId: 1, title: '   ' }, 'body/title', 'ONAIR_VALIDATION_FAILED'],
      ['a show id sent as a string', { showId: '1', title: 'x' }, 'body/showId', 'ONAIR_VALIDATION_FAILED'],
      ['an unknown field', { showId: 1, title: 'x', number: 3 }, 'body/number', 'ONAIR_VALIDATION_FAILED'],
    ]
    for (const [what, payload, path, code] of invalid) {
      t.test(`rejects ${what} with 400 naming ${path}, changing nothing`, async (t) => {
        const before = await snapshot(app.db)
        const res = await post(payload)
        t.equal(res.statusCode, 400)
        t.equal(res.json().code, code)
        t.ok(
          res.json().fields.some((f: { path: string }) => f.path === path),
          JSON.stringify(res.json()),
        )
        t.same(await snapshot(app.db), before)
      })
    }

    t.test('lists by id with paging and filters by showIds', async (t) => {
      await makeEpisode(app.db, otherShow.id, { title: 'Other' })
      const all = (await injectAs(app, 'programme-manager', { url: '/api/v1/episodes' })).json()
      t.equal(all.total, 3)
      const ids = all.items.map((e: Episode) => e.id)
      t.same(
        ids,
        [...ids].sort((a: number, b: number) => a - b),
      )
      const page = (await injectAs(app, 'programme-manager', { url: '/api/v1/episodes?limit=1&offset=2' })).json()
      t.same(
        page.items.map((e: Episode) => e.id),
        [ids[2]],
      )
      const own = (await injectAs(app, 'programme-manager', { url: `/api/v1/episodes?showIds=${show.id}` })).json()
      t.ok(own.total === 2 && own.items.every((e: Episode) => e.showId === show.id))
      t.equal((await injectAs(app, 'programme-manager', { url: '/api/v1/episodes?title=x' })).statusCode, 400)
      t.equal((await injectAs(app, 'programme-manager', { url: '/api/v1/episodes?limit=501' })).statusCode, 400)
      t.equal((await injectAs(app, 'programme-manager', { url: '/api/v1/episodes?showIds=-1' })).statusCode, 400)
    })

    t.test('updates title and summary; showId cannot change', async (t) => {
      const episode = await makeEpisode(app.db, show.id)
      const res = await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/episodes/${episode.id}`,
        payload: { title: 'Renamed', summary: 'New' },
      })
      t.equal(res.statusCode, 200)
      t.match(res.json(), { id: episode.id, showId: show.id, title: 'Renamed', summary: 'New' })
      const before = await snapshot(app.db)
      const move = await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/episodes/${episode.id}`,
        payload: { showId: otherShow.id },
      })
      t.equal(move.statusCode, 400)
      t.match(move.json(), { fields: [{ path: 'body/showId' }] })
      const empty = await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/episodes/${episode.id}`,
        payload: {},
      })
      t.equal(empty.statusCode, 400)
      const missing = await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: '/api/v1/episodes/999999',
        payload: { title: 'x' },
      })
      t.equal(missing.statusCode, 404)
      t.equal(missing.json().code, 'ONAIR_EPISODE_NOT_FOUND')
      t.same(await snapshot(app.db), before)
    })

    t.test('deleting an episode clears it from its timeslots, which stay', async (t) => {
      const episode = await makeEpisode(app.db, show.id)
      const schedule = await makeSchedule(app.db, show.id)
      const slot = await makeTimeslot(
        app.db,
        { showId: show.id, scheduleId: schedule.id },
        '2027-02-01T19:00:00Z',
        '2027-02-01T20:00:00Z',
        {
          episodeId: episode.id,
        },
      )
      const res = await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/episodes/${episode.id}` })
      t.equal(res.statusCode, 204)
      t.equal((await injectAs(app, 'programme-manager', { url: `/api/v1/episodes/${episode.id}` })).statusCode, 404)
      const after = await injectAs(app, 'programme-manager', { url: `/api/v1/timeslots/${slot.id}` })
      t.equal(after.statusCode, 200)
      t.equal(after.json().episodeId, null)
      const again = await injectAs(app, 'programme-manager', {
        method: 'DELETE',
        url: `/api/v1/episodes/${episode.id}`,
      })
      t.equal(again.statusCode, 404)
    })
  })
}
