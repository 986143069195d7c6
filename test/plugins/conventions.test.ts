import t from 'tap'
import { buildTestApp, injectAs } from '../helpers/app.ts'
import { testDatabases } from '../helpers/databases.ts'
import { makeSchedule, makeShow } from '../helpers/factories.ts'
import { insertSlot, postSchedule, weekly } from '../helpers/schedules.ts'

for (const database of testDatabases()) {
  t.test(`API conventions on ${database}`, async (t) => {
    // 2027-10-31 00:30Z: 02:30 CEST in Vienna, the first of the two 02:30s of the autumn night.
    let now = Date.parse('2027-10-31T00:30:00Z')
    const app = await buildTestApp(t, { database, now: () => now })
    const show = await makeShow(app.db, { name: 'Night Owls' })
    const schedule = await makeSchedule(app.db, show.id)
    const owner = { showId: show.id, scheduleId: schedule.id }
    // 01:00-04:00 on the autumn night lasts four hours: the offsets say so.
    const night = await insertSlot(app.db, owner, '2027-10-31 01:00:00', '2027-10-31 04:00:00')
    const later = await insertSlot(app.db, owner, '2027-10-31 10:00:00', '2027-10-31 11:00:00')

    t.test('timeslots carry ISO 8601 instants with offset beside the local strings', async (t) => {
      const res = await injectAs(app, 'programme-manager', { url: `/api/v1/timeslots/${night.id}` })
      t.match(res.json(), {
        start: '2027-10-31 01:00:00',
        end: '2027-10-31 04:00:00',
        startAt: '2027-10-31T01:00:00+02:00',
        endAt: '2027-10-31T04:00:00+01:00',
      })
      const playout = await injectAs(app, 'programme-manager', {
        url: '/api/v1/playout?start=2027-10-31+00:00:00&end=2027-10-31+12:00:00',
      })
      t.same(
        playout.json().items.map((item: { startAt: string }) => item.startAt),
        [
          '2027-10-31T00:00:00+02:00',
          '2027-10-31T01:00:00+02:00',
          '2027-10-31T04:00:00+01:00',
          '2027-10-31T10:00:00+01:00',
          '2027-10-31T11:00:00+01:00',
        ],
      )
    })

    t.test('the station says its zone, offset and clock', async (t) => {
      // Its profile (issue 33) rides beside the clock; the clock's four fields are exact.
      t.match((await injectAs(app, 'programme-manager', { url: '/api/v1/station' })).json(), {
        timeZone: 'Europe/Vienna',
        utcOffset: '+02:00',
        now: '2027-10-31 02:30:00',
        nowAt: '2027-10-31T02:30:00+02:00',
        name: '',
      })
    })

    t.test('what is on air now, and what comes next, without a window', async (t) => {
      t.equal((await injectAs(app, 'programme-manager', { url: '/api/v1/timeslots/current' })).json().id, night.id)
      t.same(
        (await injectAs(app, 'programme-manager', { url: '/api/v1/timeslots/next?count=5' }))
          .json()
          .items.map((s: { id: number }) => s.id),
        [later.id],
      )
      now = Date.parse('2027-10-31T05:00:00Z')
      const between = await injectAs(app, 'programme-manager', { url: '/api/v1/timeslots/current' })
      t.equal(between.statusCode, 404)
      t.equal(between.json().code, 'ONAIR_NOTHING_ON_AIR')
      t.equal((await injectAs(app, 'programme-manager', { url: '/api/v1/timeslots/next?count=0' })).statusCode, 400)
      now = Date.parse('2027-10-31T00:30:00Z')
    })

    t.test('201 answers say where the new resource is', async (t) => {
      const created = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/shows',
        payload: { name: 'Located' },
      })
      t.equal(created.headers.location, `/api/v1/shows/${created.json().id}`)
      t.equal((await injectAs(app, 'programme-manager', { url: created.headers.location as string })).statusCode, 200)
      const scheduled = await postSchedule(
        app,
        weekly(created.json().id, { firstDate: '2027-11-02', lastDate: '2027-11-16' }),
      )
      t.equal(scheduled.headers.location, `/api/v1/schedules/${scheduled.json().id}`)
      const episode = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/episodes',
        payload: { showId: show.id, title: 'Pilot' },
      })
      t.equal(episode.headers.location, `/api/v1/episodes/${episode.json().id}`)
    })

    t.test('every answer carries x-request-id: the client’s own, or a new one', async (t) => {
      const given = await injectAs(app, 'programme-manager', {
        url: '/api/v1/station',
        headers: { 'x-request-id': 'script-42' },
      })
      t.equal(given.headers['x-request-id'], 'script-42')
      const made = await injectAs(app, 'programme-manager', { url: '/api/v1/station' })
      t.match(made.headers['x-request-id'], /^[0-9a-f-]{36}$/)
      const junk = await injectAs(app, 'programme-manager', {
        url: '/api/v1/station',
        headers: { 'x-request-id': 'a b\u00e9' },
      })
      t.not(junk.headers['x-request-id'], 'a b\u00e9', 'an unsafe id is replaced')
      const failed = await injectAs(app, 'programme-manager', {
        url: '/api/v1/shows/0',
        headers: { 'x-request-id': 'failing-1' },
      })
      t.equal(failed.headers['x-request-id'], 'failing-1', 'errors too')
    })

    t.test('a known path with a wrong method is 405 with Allow, an unknown one 404', async (t) => {
      const wrong = await injectAs(app, 'programme-manager', { method: 'PUT', url: `/api/v1/shows/${show.id}` })
      t.equal(wrong.statusCode, 405)
      t.equal(wrong.headers.allow, 'DELETE, GET, HEAD, PATCH')
      t.match(wrong.json(), { statusCode: 405, code: 'ONAIR_METHOD_NOT_ALLOWED' })
      t.equal(
        (await injectAs(app, 'programme-manager', { method: 'DELETE', url: '/api/v1/station' })).headers.allow,
        'GET, HEAD, PUT',
      )
      t.equal((await injectAs(app, 'programme-manager', { method: 'GET', url: '/api/v1/nowhere' })).statusCode, 404)
    })

    t.test('lists accept updatedSince', async (t) => {
      const mark = new Date().toISOString()
      await new Promise((resolve) => setTimeout(resolve, 5))
      await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/shows/${show.id}`,
        payload: { description: 'changed' },
      })
      const shows = (
        await injectAs(app, 'programme-manager', { url: `/api/v1/shows?updatedSince=${encodeURIComponent(mark)}` })
      ).json()
      t.same(
        shows.items.map((s: { id: number }) => s.id),
        [show.id],
      )
      t.equal(
        (await injectAs(app, 'programme-manager', { url: '/api/v1/shows?updatedSince=yesterday' })).statusCode,
        400,
      )
    })
  })
}
