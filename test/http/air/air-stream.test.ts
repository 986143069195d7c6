import t from 'tap'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeSchedule, makeShow, makeTimeslot } from '../../helpers/factories.ts'
import { EventReader, listening } from '../../helpers/sse.ts'

const at = (iso: string) => Date.parse(iso)

for (const database of testDatabases()) {
  t.test(`the air stream on ${database}`, async (t) => {
    // The clock moves only when a test moves it; the air is looked at again when the test says so
    // (app.ctx.air.check(), what the timer does at a boundary).
    let clock = at('2027-02-01T17:30:00Z')
    const app = await buildTestApp(t, { database, now: () => clock })
    const base = await listening(app)
    const jazz = await makeShow(app.db, { name: 'Morning Jazz', defaultMediaId: 30 })
    const schedule = await makeSchedule(app.db, jazz.id)
    const owner = { showId: jazz.id, scheduleId: schedule.id }
    // 17:00-18:00, 18:00-19:00, gap 19:00-19:30, 19:30-20:00 (UTC).
    const a = await makeTimeslot(app.db, owner, '2027-02-01T17:00:00Z', '2027-02-01T18:00:00Z')
    const b = await makeTimeslot(app.db, owner, '2027-02-01T18:00:00Z', '2027-02-01T19:00:00Z')
    const c = await makeTimeslot(app.db, owner, '2027-02-01T19:30:00Z', '2027-02-01T20:00:00Z')
    const latestChange = async () =>
      Number((await app.db.client.changeset.findFirst({ orderBy: { id: 'desc' } }))?.id ?? 0)
    const open = (headers: Record<string, string> = {}, qs = '') =>
      EventReader.open(`${base}/api/v1/air/stream${qs}`, headers)

    let firstId = ''
    t.test('sends the current state first, with an id naming its boundary and the newest change', async (t) => {
      const stream = await open()
      t.teardown(() => stream.close())
      t.equal(stream.response.headers.get('content-type'), 'text/event-stream; charset=utf-8')
      const [state] = await stream.next()
      t.equal(state!.event, 'air.state')
      t.equal(state!.id, `${at('2027-02-01T17:00:00Z')}-${await latestChange()}`)
      t.match(state!.data, {
        current: { kind: 'timeslot', timeslotId: a.id, mediaId: 30, source: 'show' },
        secondsLeft: 30 * 60,
        gapsNextHour: [],
      })
      t.equal(state!.data.missedBoundaries, undefined, 'not resuming: nothing missed to count')
      firstId = state!.id
    })

    t.test('a boundary between two timeslots: one ended and one started event per listener, once', async (t) => {
      const one = await open()
      const two = await open()
      t.teardown(() => Promise.all([one.close(), two.close()]))
      await one.next()
      await two.next()
      clock = at('2027-02-01T18:00:00.004Z')
      await app.ctx.air.check()
      await app.ctx.air.check()
      for (const stream of [one, two]) {
        const [ended, started] = await stream.next(2)
        t.match(ended, {
          event: 'timeslot.ended',
          data: { timeslot: { timeslotId: a.id }, at: '2027-02-01T19:00:00+01:00' },
        })
        t.match(started, {
          event: 'timeslot.started',
          data: { timeslot: { timeslotId: b.id }, nowNext: { current: { timeslotId: b.id }, secondsLeft: 3600 } },
        })
        t.equal(started!.id, `${at('2027-02-01T18:00:00Z')}-${await latestChange()}`)
        t.same(await stream.drain(300), [], 'checking again at the same air sends nothing')
      }
    })

    t.test('an edit of what is on air is one air.changed event', async (t) => {
      const stream = await open()
      t.teardown(() => stream.close())
      await stream.next()
      const patched = await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/timeslots/${b.id}`,
        payload: { mediaId: 5 },
      })
      t.equal(patched.statusCode, 200)
      const [changed] = await stream.next()
      t.match(changed, {
        event: 'air.changed',
        data: {
          changeset: await latestChange(),
          nowNext: { current: { timeslotId: b.id, mediaId: 5, source: 'timeslot' } },
        },
      })
      t.equal(changed!.id, `${at('2027-02-01T18:00:00Z')}-${await latestChange()}`)
    })

    t.test('warns when the next hour has a gap, once while it stays the same', async (t) => {
      const stream = await open()
      t.teardown(() => stream.close())
      const [state] = await stream.next()
      t.same(state!.data.gapsNextHour, [], 'at 18:00 the next hour is covered')
      clock = at('2027-02-01T18:10:00Z')
      await app.ctx.air.check()
      const [warning] = await stream.next()
      t.match(warning, {
        event: 'gap.warning',
        data: { gapsNextHour: [{ startAt: '2027-02-01T20:00:00+01:00', endAt: '2027-02-01T20:10:00+01:00' }] },
      })
      clock = at('2027-02-01T18:20:00Z')
      await app.ctx.air.check()
      t.same(await stream.drain(300), [], 'the same gap, only more of it in sight: no second warning')
      clock = at('2027-02-01T18:40:00Z')
      await app.ctx.air.check()
      const [whole] = await stream.next()
      t.match(whole, {
        event: 'gap.warning',
        data: { gapsNextHour: [{ startAt: '2027-02-01T20:00:00+01:00', endAt: '2027-02-01T20:30:00+01:00' }] },
      })
    })

    t.test('resuming with Last-Event-ID (or after) says how many boundaries passed unseen', async (t) => {
      clock = at('2027-02-01T19:40:00Z')
      const resumed = await open({ 'last-event-id': firstId })
      t.teardown(() => resumed.close())
      const [state] = await resumed.next()
      t.equal(state!.event, 'air.state')
      t.match(
        state!.data,
        { current: { timeslotId: c.id }, missedBoundaries: 3 },
        '18:00 (a→b), 19:00 (b ended), 19:30 (c started)',
      )
      t.equal(state!.id, `${at('2027-02-01T19:30:00Z')}-${await latestChange()}`)
      const again = await open({}, `?after=${encodeURIComponent(state!.id)}`)
      t.teardown(() => again.close())
      t.equal((await again.next())[0]!.data.missedBoundaries, 0)
    })

    t.test(
      'in process: subscribers get the state they start from, then each event with a key naming the happening',
      async (t) => {
        const events: Array<{ type: string; key: string; id: string }> = []
        const { state, unsubscribe } = await app.ctx.air.subscribe((event) => events.push(event))
        t.teardown(unsubscribe)
        t.equal(state.air.current.kind === 'slot' && state.air.current.slot.id, c.id)
        clock = at('2027-02-01T20:00:00Z')
        await app.ctx.air.check()
        const ended = events.find((event) => event.type === 'timeslot.ended')
        t.match(ended, {
          key: `timeslot.ended:${c.id}:${at('2027-02-01T20:00:00Z')}`,
          id: `${at('2027-02-01T20:00:00Z')}-${await latestChange()}`,
        })
        t.notOk(
          events.some((event) => event.type === 'timeslot.started'),
          'nothing follows c',
        )
      },
    )

    t.test('refuses an id that is not one of its own', async (t) => {
      const res = await injectAs(app, 'programme-manager', { url: '/api/v1/air/stream?after=yesterday' })
      t.equal(res.statusCode, 400)
      t.equal(res.json().fields[0].path, 'querystring/after')
    })
  })
}

t.test('on the real clock, a timeslot starting and ending is seen without any request', async (t) => {
  const app = await buildTestApp(t, { now: () => Date.now() })
  const base = await listening(app)
  const show = await makeShow(app.db)
  const schedule = await makeSchedule(app.db, show.id)
  // Starts on the next whole second but one, lasts one second.
  const start = Math.ceil(Date.now() / 1000) * 1000 + 1000
  const slot = await makeTimeslot(app.db, { showId: show.id, scheduleId: schedule.id }, start, start + 1000)
  const stream = await EventReader.open(`${base}/api/v1/air/stream`)
  t.teardown(() => stream.close())
  t.equal((await stream.next())[0]!.event, 'air.state')
  // Gap warnings come too (the hour around the second is mostly a gap): only the boundaries matter here.
  const events = []
  while (events.length < 2)
    events.push(...(await stream.next(1, 10_000)).filter((event) => event.event.startsWith('timeslot.')))
  t.match(events, [
    { event: 'timeslot.started', data: { timeslot: { timeslotId: slot.id } } },
    { event: 'timeslot.ended', data: { timeslot: { timeslotId: slot.id } } },
  ])
})
