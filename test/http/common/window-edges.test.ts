import t from 'tap'
import { ERRORS } from '../../../src/errors.ts'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeSchedule, makeShow, makeTimeslot } from '../../helpers/factories.ts'

/**
 * Windows at the end of the calendar (station time Europe/Vienna, UTC+1). An instant in year 10000
 * has no ISO form the database reads, and a wall-clock time in it breaks the views' format: a window
 * reaching either was a 500 (found by test/http/fuzz.test.ts).
 */
for (const database of testDatabases()) {
  t.test(`windows at the end of time on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const show = await makeShow(app.db)
    const schedule = await makeSchedule(app.db, show.id)
    await makeTimeslot(
      app.db,
      { showId: show.id, scheduleId: schedule.id },
      '9999-12-31T20:00:00Z',
      '9999-12-31T21:00:00Z',
    )

    t.test('a feed starting late in 9999 without an end runs to the last instant', async (t) => {
      const res = await injectAs(app, 'programme-manager', { url: '/api/v1/timeslots.ics?start=9999-12-31%2000:00:00' })
      t.equal(res.statusCode, 200, res.body.slice(0, 300))
      t.match(res.body, /UID:timeslot-\d+@onair/, 'with the timeslot of 31 December 9999')
    })

    t.test('a window ending at the last second of 9999 (station time) is served', async (t) => {
      const query = `start=${encodeURIComponent('9999-12-31 00:00:00')}&end=${encodeURIComponent('9999-12-31 23:59:59')}`
      for (const path of ['/api/v1/timeslots', '/api/v1/playout', '/api/v1/timeslots.ics']) {
        const res = await injectAs(app, 'programme-manager', { url: `${path}?${query}` })
        t.equal(res.statusCode, 200, `${path}: ${res.body.slice(0, 200)}`)
      }
      const listed = await injectAs(app, 'programme-manager', { url: `/api/v1/timeslots?${query}` })
      t.equal(listed.json().total, 1)
    })

    t.test('a window ending later is refused, naming end', async (t) => {
      // 23:00Z is already 10000-01-01 00:00 in Vienna; 23:00-23:59 is year 10000 in UTC too.
      for (const end of ['9999-12-31T23:00:00Z', '9999-12-31T23:00:00-23:59']) {
        const query = `start=${encodeURIComponent('9999-12-31 00:00:00')}&end=${encodeURIComponent(end)}`
        for (const path of ['/api/v1/timeslots', '/api/v1/playout', '/api/v1/timeslots.ics']) {
          const res = await injectAs(app, 'programme-manager', { url: `${path}?${query}` })
          t.equal(res.statusCode, 400, `${path} to ${end}`)
          t.match(res.json(), {
            code: ERRORS.windowInvalid.code,
            fields: [{ path: 'querystring/end', message: 'must not be after 9999-12-31 23:59:59' }],
          })
        }
      }
    })
  })
}
