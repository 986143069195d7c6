import t from 'tap'
import { buildTestApp, injectAs, rejectsQueries } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { countQueries, makeEpisode, makeSchedule, makeShow, makeTimeslot } from '../../helpers/factories.ts'

for (const database of testDatabases()) {
  t.test(`playout on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const playout = (qs: string) => injectAs(app, 'programme-manager', { url: `/api/v1/playout?${qs}` })

    // Four levels of media on 2027-02-01 (station time = UTC+1), 18:00-22:00 with a gap at 20:00-20:30:
    const showWithMedia = await makeShow(app.db, { name: 'Morning Jazz', defaultMediaId: 30 })
    const showWithout = await makeShow(app.db, { name: 'Talk' })
    const scheduleWithMedia = await makeSchedule(app.db, showWithMedia.id, { defaultMediaId: 20 })
    const scheduleWithout = await makeSchedule(app.db, showWithMedia.id)
    const bareSchedule = await makeSchedule(app.db, showWithout.id)
    const episode = await makeEpisode(app.db, showWithMedia.id)
    const own = await makeTimeslot(
      app.db,
      { showId: showWithMedia.id, scheduleId: scheduleWithMedia.id },
      '2027-02-01T17:00:00Z',
      '2027-02-01T18:00:00Z',
      {
        mediaId: 10,
        episodeId: episode.id,
      },
    )
    const fromSchedule = await makeTimeslot(
      app.db,
      { showId: showWithMedia.id, scheduleId: scheduleWithMedia.id },
      '2027-02-01T18:00:00Z',
      '2027-02-01T19:00:00Z',
    )
    const fromShow = await makeTimeslot(
      app.db,
      { showId: showWithMedia.id, scheduleId: scheduleWithout.id },
      '2027-02-01T19:30:00Z',
      '2027-02-01T20:00:00Z',
    )
    const none = await makeTimeslot(
      app.db,
      { showId: showWithout.id, scheduleId: bareSchedule.id },
      '2027-02-01T20:00:00Z',
      '2027-02-01T21:00:00Z',
    )

    t.test(
      'lists each timeslot with its media and the level it came from, and the gaps, covering the window',
      async (t) => {
        const res = await playout('start=2027-02-01+17:00:00&end=2027-02-01+23:00:00')
        t.equal(res.statusCode, 200)
        t.same(res.json(), {
          start: '2027-02-01 17:00:00',
          end: '2027-02-01 23:00:00',
          startAt: '2027-02-01T17:00:00+01:00',
          endAt: '2027-02-01T23:00:00+01:00',
          items: [
            {
              kind: 'gap',
              start: '2027-02-01 17:00:00',
              end: '2027-02-01 18:00:00',
              startAt: '2027-02-01T17:00:00+01:00',
              endAt: '2027-02-01T18:00:00+01:00',
            },
            {
              kind: 'timeslot',
              timeslotId: own.id,
              start: '2027-02-01 18:00:00',
              end: '2027-02-01 19:00:00',
              startAt: '2027-02-01T18:00:00+01:00',
              endAt: '2027-02-01T19:00:00+01:00',
              showId: showWithMedia.id,
              showName: 'Morning Jazz',
              scheduleId: scheduleWithMedia.id,
              episodeId: episode.id,
              mediaId: 10,
              source: 'timeslot',
            },
            {
              kind: 'timeslot',
              timeslotId: fromSchedule.id,
              start: '2027-02-01 19:00:00',
              end: '2027-02-01 20:00:00',
              startAt: '2027-02-01T19:00:00+01:00',
              endAt: '2027-02-01T20:00:00+01:00',
              showId: showWithMedia.id,
              showName: 'Morning Jazz',
              scheduleId: scheduleWithMedia.id,
              episodeId: null,
              mediaId: 20,
              source: 'schedule',
            },
            {
              kind: 'gap',
              start: '2027-02-01 20:00:00',
              end: '2027-02-01 20:30:00',
              startAt: '2027-02-01T20:00:00+01:00',
              endAt: '2027-02-01T20:30:00+01:00',
            },
            {
              kind: 'timeslot',
              timeslotId: fromShow.id,
              start: '2027-02-01 20:30:00',
              end: '2027-02-01 21:00:00',
              startAt: '2027-02-01T20:30:00+01:00',
              endAt: '2027-02-01T21:00:00+01:00',
              showId: showWithMedia.id,
              showName: 'Morning Jazz',
              scheduleId: scheduleWithout.id,
              episodeId: null,
              mediaId: 30,
              source: 'show',
            },
            {
              kind: 'timeslot',
              timeslotId: none.id,
              start: '2027-02-01 21:00:00',
              end: '2027-02-01 22:00:00',
              startAt: '2027-02-01T21:00:00+01:00',
              endAt: '2027-02-01T22:00:00+01:00',
              showId: showWithout.id,
              showName: 'Talk',
              scheduleId: bareSchedule.id,
              episodeId: null,
              mediaId: null,
              source: 'none',
            },
            {
              kind: 'gap',
              start: '2027-02-01 22:00:00',
              end: '2027-02-01 23:00:00',
              startAt: '2027-02-01T22:00:00+01:00',
              endAt: '2027-02-01T23:00:00+01:00',
            },
          ],
        })
      },
    )

    t.test('a timeslot cut by the window keeps its own times and leaves no gap at that edge', async (t) => {
      const items = (await playout('start=2027-02-01T17:30:00Z&end=2027-02-01T19:45:00Z')).json().items
      t.same(
        items.map((i: { kind: string; start: string; end: string }) => [i.kind, i.start, i.end]),
        [
          ['timeslot', '2027-02-01 18:00:00', '2027-02-01 19:00:00'],
          ['timeslot', '2027-02-01 19:00:00', '2027-02-01 20:00:00'],
          ['gap', '2027-02-01 20:00:00', '2027-02-01 20:30:00'],
          ['timeslot', '2027-02-01 20:30:00', '2027-02-01 21:00:00'],
        ],
      )
    })

    t.test('an empty window is one gap', async (t) => {
      const res = (await playout('start=2027-03-01+00:00:00&end=2027-03-02+00:00:00')).json()
      t.same(res.items, [
        {
          kind: 'gap',
          start: '2027-03-01 00:00:00',
          end: '2027-03-02 00:00:00',
          startAt: '2027-03-01T00:00:00+01:00',
          endAt: '2027-03-02T00:00:00+01:00',
        },
      ])
    })

    t.test('gaps across the spring DST change are in station time', async (t) => {
      // 2027-03-28 02:00 CET jumps to 03:00 CEST: 00:00-06:00 local is five hours.
      const res = (await playout('start=2027-03-28+00:00:00&end=2027-03-28+06:00:00')).json()
      t.same(res.items, [
        {
          kind: 'gap',
          start: '2027-03-28 00:00:00',
          end: '2027-03-28 06:00:00',
          startAt: '2027-03-28T00:00:00+01:00',
          endAt: '2027-03-28T06:00:00+02:00',
        },
      ])
    })

    t.test('answers with one database query, and from the cache with at most the versions read', async (t) => {
      // Looks the token up (kept from now on) and writes its lastUsedAt (once a minute at most).
      await playout('start=2027-02-01+00:00:00&end=2027-02-02+00:00:00')
      const counter = countQueries(app.db)
      const res = await playout('start=2027-02-03+00:00:00&end=2027-02-04+00:00:00')
      t.equal(res.statusCode, 200)
      // The embedded database knows the versions without a read: nothing wrote since the last one.
      t.equal(
        counter.count,
        database === 'embedded' ? 1 : 2,
        'the versions (PostgreSQL only; the token is kept), then the playout',
      )
      const again = await playout('start=2027-02-03+00:00:00&end=2027-02-04+00:00:00')
      counter.stop()
      t.equal(again.body, res.body)
      t.equal(
        counter.count,
        database === 'embedded' ? 1 : 3,
        'the same window again: at most the versions, no token or playout query',
      )
    })

    const invalid: Array<[string, string, string]> = [
      ['a missing end', 'start=2027-02-01+00:00:00', 'querystring/end'],
      ['an end before the start', 'start=2027-02-02+00:00:00&end=2027-02-01+00:00:00', 'querystring/end'],
      ['a window over 366 days', 'start=2027-01-01T00:00:00Z&end=2028-01-02T00:00:01Z', 'querystring/end'],
      ['a malformed start', 'start=2027-02-01T00:00&end=2027-02-02+00:00:00', 'querystring/start'],
      ['an unknown parameter', 'start=2027-02-01+00:00:00&end=2027-02-02+00:00:00&showIds=1', 'querystring/showIds'],
    ]
    rejectsQueries(t, playout, invalid)
  })
}
