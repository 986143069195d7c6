import t from 'tap'
import { asRole, buildTestApp, injectAs, rejectsQueries } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import {
  countQueries,
  makeEpisode,
  makeSchedule,
  makeShow,
  makeTimeslot,
  makeTimeslots,
  snapshot,
} from '../../helpers/factories.ts'

interface Slot {
  id: number
  start: string
  end: string
  scheduleId: number
  showId: number
  showName: string
  episodeId: number | null
  mediaId: number | null
  memo: string
  updatedAt: string
}

for (const database of testDatabases()) {
  t.test(`timeslots on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const list = (qs: string) => injectAs(app, 'programme-manager', { url: `/api/v1/timeslots?${qs}` })

    // Show A: weekly on Tuesdays 20:00-21:00 station time, 2027-01-05 … 2027-03-30 (13 timeslots), through the API.
    const showA = await makeShow(app.db, { name: 'Jazz Hour' })
    const created = await injectAs(app, 'programme-manager', {
      method: 'POST',
      url: '/api/v1/schedules/',
      payload: {
        schedule: {
          show: showA.id,
          rrule: 4,
          byWeekday: 1,
          firstDate: '2027-01-05',
          lastDate: '2027-03-30',
          startTime: '20:00:00',
          endTime: '21:00:00',
        },
      },
    })
    t.equal(created.statusCode, 201)
    const scheduleA = created.json().id as number
    // Show B: two back-to-back hours right before the first Jazz Hour (18:00-20:00 station time), and one aired in 2026.
    const showB = await makeShow(app.db, { name: 'News' })
    const scheduleB = await makeSchedule(app.db, showB.id)
    await makeTimeslots(app.db, { showId: showB.id, scheduleId: scheduleB.id }, new Date('2027-01-05T17:00:00Z'), 2)
    const aired = await makeTimeslot(
      app.db,
      { showId: showB.id, scheduleId: scheduleB.id },
      '2026-12-30T10:00:00Z',
      '2026-12-30T11:00:00Z',
    )

    t.test('lists every timeslot overlapping the window in start order, times in station time', async (t) => {
      const res = await list('start=2027-01-05+00:00:00&end=2027-01-13+00:00:00')
      t.equal(res.statusCode, 200)
      const page = res.json()
      t.match(page, { total: 4, limit: 50, offset: 0 })
      t.same(
        page.items.map((s: Slot) => [s.start, s.end, s.showName]),
        [
          ['2027-01-05 18:00:00', '2027-01-05 19:00:00', 'News'],
          ['2027-01-05 19:00:00', '2027-01-05 20:00:00', 'News'],
          ['2027-01-05 20:00:00', '2027-01-05 21:00:00', 'Jazz Hour'],
          ['2027-01-12 20:00:00', '2027-01-12 21:00:00', 'Jazz Hour'],
        ],
      )
      t.same(Object.keys(page.items[2]).sort(), [
        'end',
        'endAt',
        'episodeId',
        'id',
        'isRepetition',
        'mediaId',
        'memo',
        'scheduleId',
        'showId',
        'showName',
        'start',
        'startAt',
        'updatedAt',
      ])
      t.match(page.items[2], {
        scheduleId: scheduleA,
        showId: showA.id,
        isRepetition: false,
        mediaId: null,
        episodeId: null,
        memo: '',
      })
    })

    t.test(
      'takes ISO instants as well; a timeslot reaching into the window counts, one touching it does not',
      async (t) => {
        // 18:30Z-19:30Z = 19:30-20:30 station time: overlaps the 19:00 News hour and the Jazz Hour; the 18:00 hour ends at 19:00 local.
        const iso = (await list('start=2027-01-05T18:30:00Z&end=2027-01-05T19:30:00Z')).json()
        t.same(
          iso.items.map((s: Slot) => s.start),
          ['2027-01-05 19:00:00', '2027-01-05 20:00:00'],
        )
        const offset = (await list('start=2027-01-05T19:30:00%2B01:00&end=2027-01-05T20:30:00%2B01:00')).json()
        t.same(offset.items, iso.items)
        const touching = (await list('start=2027-01-05+21:00:00&end=2027-01-12+20:00:00')).json()
        t.same(touching.items, [])
      },
    )

    t.test('filters by showIds and scheduleIds (comma-separated)', async (t) => {
      const window = 'start=2027-01-01+00:00:00&end=2027-02-01+00:00:00'
      const news = (await list(`${window}&showIds=${showB.id}`)).json()
      t.same(
        news.items.map((s: Slot) => s.showId),
        [showB.id, showB.id],
      )
      const both = (await list(`${window}&showIds=${showA.id},${showB.id}`)).json()
      t.equal(both.total, 2 + 4)
      const jazz = (await list(`${window}&scheduleIds=${scheduleA}`)).json()
      t.ok(jazz.items.length === 4 && jazz.items.every((s: Slot) => s.scheduleId === scheduleA))
      const none = (await list(`${window}&showIds=${showA.id}&scheduleIds=${scheduleB.id}`)).json()
      t.equal(none.total, 0)
    })

    t.test('pages in a stable order with the total, even past the end', async (t) => {
      const window = 'start=2027-01-01+00:00:00&end=2027-04-01+00:00:00'
      const all = (await list(`${window}&limit=500`)).json()
      t.equal(all.total, 15)
      const pages = []
      for (let offset = 0; offset < all.total; offset += 4)
        pages.push(...(await list(`${window}&limit=4&offset=${offset}`)).json().items)
      t.same(pages, all.items)
      const past = (await list(`${window}&offset=100`)).json()
      t.match(past, { items: [], total: 15, offset: 100 })
    })

    t.test(
      'answers a list with one database query after the version read (none on the embedded database)',
      async (t) => {
        // Anonymous, so no credential is looked up: what is counted is the list alone.
        const { inject } = await asRole(app, 'anonymous')
        // Another answer first: on the embedded database the versions are then known until something writes.
        await inject({ url: '/api/v1/timeslots?start=2027-01-01+00:00:00&end=2027-04-01+00:00:00' })
        const counter = countQueries(app.db)
        const res = await inject({
          url: `/api/v1/timeslots?start=2027-01-01+00:00:00&end=2027-04-01+00:00:00&showIds=${showA.id},${showB.id}&limit=3`,
        })
        counter.stop()
        t.equal(res.statusCode, 200)
        t.equal(
          counter.count,
          database === 'embedded' ? 1 : 2,
          'the programme version (PostgreSQL only), then the list',
        )
      },
    )

    const invalid: Array<[string, string, string]> = [
      ['a missing start', 'end=2027-01-02+00:00:00', 'querystring/start'],
      ['a start that is no time', 'start=tomorrow&end=2027-01-02+00:00:00', 'querystring/start'],
      ['a date without time', 'start=2027-01-01&end=2027-01-02+00:00:00', 'querystring/start'],
      ['an impossible date', 'start=2027-02-30+00:00:00&end=2027-03-02+00:00:00', 'querystring/start'],
      ['an ISO time without offset', 'start=2027-01-01T00:00:00&end=2027-01-02+00:00:00', 'querystring/start'],
      ['an impossible hour', 'start=2027-01-01+00:00:00&end=2027-01-01T25:00:00Z', 'querystring/end'],
      ['an end before the start', 'start=2027-01-02+00:00:00&end=2027-01-01+00:00:00', 'querystring/end'],
      ['an empty window', 'start=2027-01-02+00:00:00&end=2027-01-02+00:00:00', 'querystring/end'],
      ['a window over 366 days', 'start=2027-01-01+00:00:00&end=2028-01-02+00:00:01', 'querystring/end'],
      ['an unknown filter', 'start=2027-01-01+00:00:00&end=2027-01-02+00:00:00&colour=red', 'querystring/colour'],
      ['a limit over 500', 'start=2027-01-01+00:00:00&end=2027-01-02+00:00:00&limit=501', 'querystring/limit'],
      ['a negative offset', 'start=2027-01-01+00:00:00&end=2027-01-02+00:00:00&offset=-1', 'querystring/offset'],
      [
        'showIds that are no ids',
        'start=2027-01-01+00:00:00&end=2027-01-02+00:00:00&showIds=1,x',
        'querystring/showIds',
      ],
      ['a zero id', 'start=2027-01-01+00:00:00&end=2027-01-02+00:00:00&scheduleIds=0', 'querystring/scheduleIds'],
      ['a hexadecimal id', 'start=2027-01-01+00:00:00&end=2027-01-02+00:00:00&showIds=0x10', 'querystring/showIds'],
      [
        'an empty id in a list',
        'start=2027-01-01+00:00:00&end=2027-01-02+00:00:00&showIds=1,,2',
        'querystring/showIds',
      ],
    ]
    rejectsQueries(t, list, invalid)

    t.test('a window of exactly 366 days is fine (366 days of wall clock across both DST changes)', async (t) => {
      t.equal((await list('start=2027-01-01+00:00:00&end=2028-01-02+00:00:00')).statusCode, 200)
    })

    t.test('gets one timeslot; 404 for an unknown id, 400 for a malformed one', async (t) => {
      const first = (await list('start=2027-01-05+20:00:00&end=2027-01-05+21:00:00')).json().items[0]
      const res = await injectAs(app, 'programme-manager', { url: `/api/v1/timeslots/${first.id}` })
      t.equal(res.statusCode, 200)
      t.same(res.json(), first)
      const missing = await injectAs(app, 'programme-manager', { url: '/api/v1/timeslots/999999' })
      t.equal(missing.statusCode, 404)
      t.equal(missing.json().code, 'ONAIR_TIMESLOT_NOT_FOUND')
      const bad = await injectAs(app, 'programme-manager', { url: '/api/v1/timeslots/abc' })
      t.equal(bad.statusCode, 400)
      t.match(bad.json(), { fields: [{ path: 'params/id' }] })
    })

    t.test('PATCH', async (t) => {
      const slots: Slot[] = (await list(`start=2027-01-01+00:00:00&end=2027-04-01+00:00:00&showIds=${showA.id}`)).json()
        .items
      const slot = slots[1] as Slot
      const patch = (id: number, payload: unknown) =>
        injectAs(app, 'programme-manager', {
          method: 'PATCH',
          url: `/api/v1/timeslots/${id}`,
          payload: payload as object,
        })
      const ownEpisode = await makeEpisode(app.db, showA.id, { title: 'Blue Note' })
      const otherEpisode = await makeEpisode(app.db, showB.id)

      t.test('sets mediaId, episodeId and memo, and clears them with null', async (t) => {
        const res = await patch(slot.id, { mediaId: 77, episodeId: ownEpisode.id, memo: 'Live, from the club' })
        t.equal(res.statusCode, 200)
        t.same(res.json(), {
          ...slot,
          mediaId: 77,
          episodeId: ownEpisode.id,
          memo: 'Live, from the club',
          updatedAt: res.json().updatedAt,
        })
        t.ok(res.json().updatedAt > slot.updatedAt, 'updatedAt moves on')
        t.same((await injectAs(app, 'programme-manager', { url: `/api/v1/timeslots/${slot.id}` })).json(), res.json())
        const cleared = await patch(slot.id, { mediaId: null, episodeId: null })
        t.same(cleared.json(), { ...slot, memo: 'Live, from the club', updatedAt: cleared.json().updatedAt })
      })

      const rejected: Array<[string, number, unknown, number, string, string]> = [
        ['a new start', slot.id, { start: '2027-01-12 21:00:00' }, 400, 'body/start', 'ONAIR_TIMESLOT_TIMES_FIXED'],
        [
          'a new end next to a memo',
          slot.id,
          { memo: 'x', end: '2027-01-12 22:00:00' },
          400,
          'body/end',
          'ONAIR_TIMESLOT_TIMES_FIXED',
        ],
        [
          'an episode of another show',
          slot.id,
          { episodeId: otherEpisode.id },
          400,
          'body/episodeId',
          'ONAIR_EPISODE_OTHER_SHOW',
        ],
        ['an unknown episode', slot.id, { episodeId: 999999 }, 400, 'body/episodeId', 'ONAIR_EPISODE_UNKNOWN'],
        ['an id sent as a string', slot.id, { mediaId: '5' }, 400, 'body/mediaId', 'ONAIR_VALIDATION_FAILED'],
        ['an unknown field', slot.id, { colour: 'red' }, 400, 'body/colour', 'ONAIR_VALIDATION_FAILED'],
        ['an empty body', slot.id, {}, 400, 'body', 'ONAIR_VALIDATION_FAILED'],
        ['an unknown timeslot', 999999, { memo: 'x' }, 404, '', 'ONAIR_TIMESLOT_NOT_FOUND'],
      ]
      for (const [what, id, payload, status, path, code] of rejected) {
        t.test(`rejects ${what} with ${status} ${code}, changing nothing`, async (t) => {
          const before = await snapshot(app.db)
          const res = await patch(id, payload)
          t.equal(res.statusCode, status)
          t.equal(res.json().code, code)
          if (path !== '')
            t.ok(
              res.json().fields.some((f: { path: string }) => f.path === path),
              JSON.stringify(res.json()),
            )
          t.same(await snapshot(app.db), before)
        })
      }

      t.test('says that start and end change through schedules or the move of this broadcast', async (t) => {
        const res = await patch(slot.id, { start: '2027-01-12 21:00:00', end: '2027-01-12 22:00:00' })
        t.match(
          res.json().message,
          /start and end .* change through .*schedule, or .* POST \/api\/v1\/timeslots\/\{id\}\/move/,
        )
        t.same(
          res.json().fields.map((f: { path: string }) => f.path),
          ['body/start', 'body/end'],
        )
      })

      t.test('deleting an episode clears it from its timeslots', async (t) => {
        await patch(slot.id, { episodeId: ownEpisode.id })
        t.equal(
          (await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/episodes/${ownEpisode.id}` }))
            .statusCode,
          204,
        )
        t.equal(
          (await injectAs(app, 'programme-manager', { url: `/api/v1/timeslots/${slot.id}` })).json().episodeId,
          null,
        )
      })
    })

    t.test('DELETE', async (t) => {
      t.test('cancels a future broadcast', async (t) => {
        const [slot] = (await list('start=2027-03-30+00:00:00&end=2027-03-31+00:00:00')).json().items as Slot[]
        const res = await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/timeslots/${slot?.id}` })
        t.equal(res.statusCode, 204)
        t.equal(res.body, '')
        t.equal((await injectAs(app, 'programme-manager', { url: `/api/v1/timeslots/${slot?.id}` })).statusCode, 404)
        t.equal(
          (await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/timeslots/${slot?.id}` }))
            .statusCode,
          404,
        )
        t.equal(
          (await injectAs(app, 'programme-manager', { url: `/api/v1/schedules/${scheduleA}` })).statusCode,
          200,
          'the schedule stays',
        )
      })

      t.test('refuses with 409 to delete an aired timeslot, changing nothing', async (t) => {
        const before = await snapshot(app.db)
        const res = await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/timeslots/${aired.id}` })
        t.equal(res.statusCode, 409)
        t.equal(res.json().code, 'ONAIR_TIMESLOT_PAST')
        t.same(await snapshot(app.db), before)
      })
    })
  })

  t.test(`the window limit follows MAX_WINDOW_DAYS on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database, env: { MAX_WINDOW_DAYS: '7' } })
    const ok = await injectAs(app, 'programme-manager', {
      url: '/api/v1/timeslots?start=2027-01-01+00:00:00&end=2027-01-08+00:00:00',
    })
    t.equal(ok.statusCode, 200)
    const tooBig = await injectAs(app, 'programme-manager', {
      url: '/api/v1/timeslots?start=2027-01-01+00:00:00&end=2027-01-08+00:00:01',
    })
    t.equal(tooBig.statusCode, 400)
    t.match(tooBig.json(), { code: 'ONAIR_WINDOW_TOO_LARGE', fields: [{ path: 'querystring/end' }] })
    t.match(tooBig.json().message, /7 days/)
  })
}
