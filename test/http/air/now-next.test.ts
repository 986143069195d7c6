import t from 'tap'
import { buildTestApp, injectAs, rejectsQueries } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeSchedule, makeShow, makeTimeslot } from '../../helpers/factories.ts'

const at = (iso: string) => Date.parse(iso)

for (const database of testDatabases()) {
  t.test(`now and next on ${database}`, async (t) => {
    // The clock moves only when a test moves it; 2027-02-01 is UTC+1 in Vienna.
    let clock = at('2027-02-01T17:15:00.400Z')
    const app = await buildTestApp(t, { database, now: () => clock })
    const nowNext = (qs = '') => injectAs(app, 'programme-manager', { url: `/api/v1/air/now-next${qs}` })

    const jazz = await makeShow(app.db, { name: 'Morning Jazz', defaultMediaId: 30 })
    const talk = await makeShow(app.db, { name: 'Talk' })
    const withMedia = await makeSchedule(app.db, jazz.id, { defaultMediaId: 20 })
    const bare = await makeSchedule(app.db, talk.id)
    // 17:00-18:00 schedule media, 18:00-19:00 own media, gap 19:00-19:30, 19:30-20:00 nothing to play.
    const first = await makeTimeslot(
      app.db,
      { showId: jazz.id, scheduleId: withMedia.id },
      '2027-02-01T17:00:00Z',
      '2027-02-01T18:00:00Z',
    )
    const second = await makeTimeslot(
      app.db,
      { showId: jazz.id, scheduleId: withMedia.id },
      '2027-02-01T18:00:00Z',
      '2027-02-01T19:00:00Z',
      { mediaId: 10 },
    )
    const third = await makeTimeslot(
      app.db,
      { showId: talk.id, scheduleId: bare.id },
      '2027-02-01T19:30:00Z',
      '2027-02-01T20:00:00Z',
    )

    t.test(
      'answers the timeslot on air with its media, the seconds left, and the next ones with the gaps explicit',
      async (t) => {
        const res = await nowNext()
        t.equal(res.statusCode, 200)
        const body = res.json()
        t.equal(body.now, '2027-02-01 18:15:00', 'to the whole second, station time')
        t.equal(body.nowAt, '2027-02-01T18:15:00+01:00')
        t.match(body.current, {
          kind: 'timeslot',
          timeslotId: first.id,
          startAt: '2027-02-01T18:00:00+01:00',
          endAt: '2027-02-01T19:00:00+01:00',
          mediaId: 20,
          source: 'schedule',
        })
        t.equal(body.secondsLeft, 45 * 60)
        t.same(
          body.next.map(
            (item: {
              kind: string
              timeslotId?: number
              startAt: string | null
              endAt: string | null
              source?: string
            }) => [item.kind, item.timeslotId ?? null, item.startAt, item.endAt, item.source ?? null],
          ),
          [
            ['timeslot', second.id, '2027-02-01T19:00:00+01:00', '2027-02-01T20:00:00+01:00', 'timeslot'],
            ['gap', null, '2027-02-01T20:00:00+01:00', '2027-02-01T20:30:00+01:00', null],
            ['timeslot', third.id, '2027-02-01T20:30:00+01:00', '2027-02-01T21:00:00+01:00', 'none'],
            ['gap', null, '2027-02-01T21:00:00+01:00', null, null],
          ],
          'three timeslots asked for, two planned after the current one: the programme ends in an open gap',
        )
      },
    )

    t.test('gives each timeslot exactly the media and source playout gives it', async (t) => {
      const playout = (
        await injectAs(app, 'programme-manager', {
          url: '/api/v1/playout?start=2027-02-01+18:00:00&end=2027-02-01+21:00:00',
        })
      ).json()
      const slots = playout.items.filter((item: { kind: string }) => item.kind === 'timeslot')
      const body = (await nowNext()).json()
      const aired = [body.current, ...body.next].filter((item: { kind: string }) => item.kind === 'timeslot')
      t.same(aired, slots)
    })

    t.test('count limits the next timeslots', async (t) => {
      const body = (await nowNext('?count=1')).json()
      t.same(
        body.next.map((item: { timeslotId?: number }) => item.timeslotId),
        [second.id],
      )
    })

    t.test('/timeslots/current and /next carry the same media fields', async (t) => {
      const current = (await injectAs(app, 'programme-manager', { url: '/api/v1/timeslots/current' })).json()
      t.match(current, { id: first.id, mediaId: null, effectiveMediaId: 20, source: 'schedule' })
      const next = (await injectAs(app, 'programme-manager', { url: '/api/v1/timeslots/next?count=2' })).json()
      t.match(next.items, [
        { id: second.id, mediaId: 10, effectiveMediaId: 10, source: 'timeslot' },
        { id: third.id, mediaId: null, effectiveMediaId: null, source: 'none' },
      ])
    })
    t.test('a changed programme is seen by the next request, and a boundary passing without a write too', async (t) => {
      clock = at('2027-02-01T17:59:59Z')
      t.equal((await nowNext()).json().current.timeslotId, first.id)
      const patched = await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/timeslots/${first.id}`,
        payload: { mediaId: 77 },
      })
      t.equal(patched.statusCode, 200)
      t.match((await nowNext()).json().current, { timeslotId: first.id, mediaId: 77, source: 'timeslot' })
      clock = at('2027-02-01T18:00:00Z')
      t.equal((await nowNext()).json().current.timeslotId, second.id, 'the kept answer expired with its second')
      t.equal(
        (await injectAs(app, 'programme-manager', { url: '/api/v1/timeslots/current' })).json().id,
        second.id,
        'the kept current timeslot ends with it',
      )
      t.equal(
        (await injectAs(app, 'programme-manager', { url: '/api/v1/timeslots/next' })).json().items[0].id,
        third.id,
      )
    })
    t.test('within one second and one programme version, the answer is kept (ETag and 304)', async (t) => {
      clock = at('2027-02-01T18:30:00.100Z')
      const one = await nowNext()
      clock = at('2027-02-01T18:30:00.900Z')
      const two = await nowNext()
      t.equal(two.body, one.body)
      t.ok(one.headers.etag)
      const notModified = await injectAs(app, 'programme-manager', {
        url: '/api/v1/air/now-next',
        headers: { 'if-none-match': String(one.headers.etag) },
      })
      t.equal(notModified.statusCode, 304)
      clock = at('2027-02-01T18:30:01.000Z')
      t.not((await nowNext()).headers.etag, one.headers.etag, 'a second later secondsLeft has moved')
    })
    t.test('in a gap, says when it began and when the next timeslot starts', async (t) => {
      clock = at('2027-02-01T19:10:00Z')
      const body = (await nowNext('?count=1')).json()
      t.same(body.current, {
        kind: 'gap',
        start: '2027-02-01 20:00:00',
        end: '2027-02-01 20:30:00',
        startAt: '2027-02-01T20:00:00+01:00',
        endAt: '2027-02-01T20:30:00+01:00',
      })
      t.equal(body.secondsLeft, 20 * 60)
      t.equal(body.next[0].timeslotId, third.id)
    })
    t.test('playout accepts start=now with a duration', async (t) => {
      clock = at('2027-02-01T19:20:00.250Z')
      const res = await injectAs(app, 'programme-manager', { url: '/api/v1/playout?start=now&duration=3600' })
      t.equal(res.statusCode, 200)
      const explicit = await injectAs(app, 'programme-manager', {
        url: '/api/v1/playout?start=2027-02-01+20:20:00&end=2027-02-01+21:20:00',
      })
      t.same(res.json(), explicit.json())
      const withEnd = await injectAs(app, 'programme-manager', {
        url: '/api/v1/playout?start=now&end=2027-02-01+21:20:00',
      })
      t.same(withEnd.json(), explicit.json())
    })
    t.test('after the last timeslot, the gap has no end and no seconds left', async (t) => {
      clock = at('2027-02-01T23:00:00Z')
      const body = (await nowNext()).json()
      t.same(body.current, {
        kind: 'gap',
        start: '2027-02-01 21:00:00',
        end: null,
        startAt: '2027-02-01T21:00:00+01:00',
        endAt: null,
      })
      t.equal(body.secondsLeft, null)
      t.same(body.next, [], 'the open gap goes on: nothing next')
    })
    rejectsQueries(t, (qs) => injectAs(app, 'programme-manager', { url: `/api/v1/playout?${qs}` }), [
      ['both end and duration', 'start=now&end=2027-02-02+00:00:00&duration=60', 'querystring/duration'],
      ['neither end nor duration', 'start=now', 'querystring/end'],
      ['a zero duration', 'start=now&duration=0', 'querystring/duration'],
      ['a duration beyond MAX_WINDOW_DAYS', 'start=now&duration=99999999', 'querystring/duration'],
      ['a start that is not now nor a time', 'start=later&duration=60', 'querystring/start'],
    ])
    rejectsQueries(t, (qs) => injectAs(app, 'programme-manager', { url: `/api/v1/air/now-next?${qs}` }), [
      ['count 0', 'count=0', 'querystring/count'],
      ['count 21', 'count=21', 'querystring/count'],
      ['an unknown parameter', 'start=now', 'querystring/start'],
    ])
  })
}
