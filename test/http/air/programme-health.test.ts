import t from 'tap'
import { buildTestApp, injectAs, rejectsQueries } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeSchedule, makeShow, makeTimeslot } from '../../helpers/factories.ts'

for (const database of testDatabases()) {
  t.test(`programme health on ${database}`, async (t) => {
    const clock = Date.parse('2027-02-01T17:30:00Z')
    const app = await buildTestApp(t, { database, now: () => clock })
    const health = (qs = '') => injectAs(app, 'programme-manager', { url: `/api/v1/air/health${qs}` })

    const jazz = await makeShow(app.db, { name: 'Morning Jazz', defaultMediaId: 30 })
    const talk = await makeShow(app.db, { name: 'Talk' })
    const jazzSchedule = await makeSchedule(app.db, jazz.id)
    const talkSchedule = await makeSchedule(app.db, talk.id)
    await makeTimeslot(
      app.db,
      { showId: jazz.id, scheduleId: jazzSchedule.id },
      '2027-02-01T17:00:00Z',
      '2027-02-01T18:00:00Z',
    )
    const silent = await makeTimeslot(
      app.db,
      { showId: talk.id, scheduleId: talkSchedule.id },
      '2027-02-01T18:30:00Z',
      '2027-02-01T19:00:00Z',
    )
    await makeTimeslot(
      app.db,
      { showId: talk.id, scheduleId: talkSchedule.id },
      '2027-02-02T10:00:00Z',
      '2027-02-02T11:00:00Z',
      { mediaId: 4 },
    )

    t.test('lists every gap and every timeslot with nothing to air, from now on', async (t) => {
      const res = await health('?days=1')
      t.equal(res.statusCode, 200)
      const body = res.json()
      t.match(body, { startAt: '2027-02-01T18:30:00+01:00', endAt: '2027-02-02T18:30:00+01:00', healthy: false })
      t.same(
        body.gaps.map((gap: { startAt: string; endAt: string; seconds: number }) => [
          gap.startAt,
          gap.endAt,
          gap.seconds,
        ]),
        [
          ['2027-02-01T19:00:00+01:00', '2027-02-01T19:30:00+01:00', 1800],
          ['2027-02-01T20:00:00+01:00', '2027-02-02T11:00:00+01:00', 15 * 3600],
          ['2027-02-02T12:00:00+01:00', '2027-02-02T18:30:00+01:00', 6.5 * 3600],
        ],
      )
      t.equal(body.gapSeconds, 1800 + 15 * 3600 + 6.5 * 3600)
      t.match(body.withoutMedia, [{ timeslotId: silent.id, mediaId: null, source: 'none', showName: 'Talk' }])
      t.equal(body.withoutMedia.length, 1)
    })

    t.test('a timeslot given media is no longer listed on the next request', async (t) => {
      t.equal(
        (
          await injectAs(app, 'programme-manager', {
            method: 'PATCH',
            url: `/api/v1/timeslots/${silent.id}`,
            payload: { mediaId: 9 },
          })
        ).statusCode,
        200,
      )
      t.same((await health('?days=1')).json().withoutMedia, [])
    })

    t.test('seven days by default', async (t) => {
      t.equal((await health()).json().endAt, '2027-02-08T18:30:00+01:00')
    })

    rejectsQueries(t, (qs) => health(`?${qs}`), [
      ['days 0', 'days=0', 'querystring/days'],
      ['more days than MAX_WINDOW_DAYS', 'days=400', 'querystring/days'],
      ['days that are not a number', 'days=week', 'querystring/days'],
    ])
  })
}
