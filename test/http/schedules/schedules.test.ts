import t from 'tap'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeSchedule, makeShow, snapshot } from '../../helpers/factories.ts'
import { insertSlot, once, postSchedule, programme, weekly } from '../../helpers/schedules.ts'

for (const database of testDatabases()) {
  t.test(`POST /api/v1/schedules on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const show = await makeShow(app.db, { name: 'Jazz Night' })
    const other = await makeShow(app.db, { name: 'Night Talk' })
    const otherSchedule = await makeSchedule(app.db, other.id)
    const owner = { showId: other.id, scheduleId: otherSchedule.id }

    t.test('creates the schedule and its timeslots at once when nothing collides', async (t) => {
      const res = await postSchedule(app, weekly(show.id, { firstDate: '2027-03-02', lastDate: '2027-04-06' }))
      t.equal(res.statusCode, 201)
      const body = res.json()
      t.match(body, {
        id: Number,
        show: show.id,
        rrule: 4,
        byWeekday: 1,
        firstDate: '2027-03-02',
        lastDate: '2027-04-06',
      })
      const rows = await app.db.client.timeslot.findMany({ where: { scheduleId: body.id }, orderBy: { start: 'asc' } })
      // 20:00 Vienna is 19:00Z in winter and 18:00Z after the change on 28 March.
      t.same(
        rows.map((r) => r.start.toISOString()),
        [
          '2027-03-02T19:00:00.000Z',
          '2027-03-09T19:00:00.000Z',
          '2027-03-16T19:00:00.000Z',
          '2027-03-23T19:00:00.000Z',
          '2027-03-30T18:00:00.000Z',
          '2027-04-06T18:00:00.000Z',
        ],
      )
      t.ok(rows.every((r) => r.showId === show.id && !r.isRepetition))
    })

    t.test('answers 409 with the contract structure and changes nothing when timeslots collide', async (t) => {
      await insertSlot(app.db, owner, '2027-05-04 20:30:00', '2027-05-04 22:00:00', { memo: 'live', mediaId: 9 })
      const before = await snapshot(app.db)
      const schedule = weekly(show.id, { firstDate: '2027-05-04', lastDate: '2027-05-18' })
      const res = await postSchedule(app, schedule)
      t.equal(res.statusCode, 409)
      t.equal(res.headers['content-type'], 'application/json; charset=utf-8', 'a JSON answer says so')
      const body = res.json()
      t.match(body.schedule, schedule)
      t.same(body.solutions, {})
      t.match(body.detail, /1 projected timeslot\(s\) collide/)
      t.equal(body.projected.length, 3)
      const [first, second] = body.projected
      t.match(first, {
        hash: '202705042000002027050421000041',
        start: '2027-05-04 20:00:00',
        end: '2027-05-04 21:00:00',
        startAt: '2027-05-04T20:00:00+02:00',
        endAt: '2027-05-04T21:00:00+02:00',
        isPast: false,
        collisions: [
          {
            start: '2027-05-04 20:30:00',
            end: '2027-05-04 22:00:00',
            startAt: '2027-05-04T20:30:00+02:00',
            endAt: '2027-05-04T22:00:00+02:00',
            show: other.id,
            showName: 'Night Talk',
            schedule: otherSchedule.id,
            memo: 'live',
            mediaId: 9,
            isRepetition: false,
          },
        ],
      })
      t.notOk('episodeId' in first.collisions[0], 'episodeId only when set')
      t.notOk('error' in first, 'no error on a first request')
      t.same([...first.solutionChoices].sort(), ['ours', 'ours-end', 'theirs', 'theirs-end'])
      t.same(second.collisions, [])
      t.same(second.solutionChoices, [])
      t.same(await snapshot(app.db), before)
    })

    t.test('touching timeslots do not collide', async (t) => {
      await insertSlot(app.db, owner, '2027-06-01 19:00:00', '2027-06-01 20:00:00')
      await insertSlot(app.db, owner, '2027-06-01 21:00:00', '2027-06-01 22:00:00')
      const res = await postSchedule(app, once(show.id, '2027-06-01', '20:00:00', '21:00:00'))
      t.equal(res.statusCode, 201)
    })

    t.test('only theirs and ours are offered against several collisions, and ours removes them all', async (t) => {
      const a = await insertSlot(app.db, owner, '2027-06-08 19:30:00', '2027-06-08 20:15:00')
      const b = await insertSlot(app.db, owner, '2027-06-08 20:30:00', '2027-06-08 21:30:00')
      const schedule = once(show.id, '2027-06-08', '20:00:00', '21:00:00')
      const first = (await postSchedule(app, schedule)).json()
      const [slot] = first.projected
      t.same(
        slot.collisions.map((c: { id: number }) => c.id),
        [a.id, b.id],
        'collisions in start order',
      )
      t.same([...slot.solutionChoices].sort(), ['ours', 'theirs'])
      const refused = await postSchedule(app, schedule, { [slot.hash]: 'ours-both' })
      t.equal(refused.statusCode, 409)
      t.match(
        refused.json().projected[0].error,
        /^Given solution is not accepted for this conflict. "[a-z-]+" is not among its solutionChoices: /,
      )
      const res = await postSchedule(app, schedule, { [slot.hash]: 'ours' })
      t.equal(res.statusCode, 201)
      t.equal(await app.db.client.timeslot.count({ where: { id: { in: [a.id, b.id] } } }), 0)
    })

    t.test('an overnight timeslot ends the next day and collides with the early show', async (t) => {
      await insertSlot(app.db, owner, '2027-07-03 00:30:00', '2027-07-03 02:00:00')
      const res = await postSchedule(app, once(show.id, '2027-07-02', '23:00:00', '01:00:00'))
      t.equal(res.statusCode, 409)
      t.match(res.json().projected[0], {
        start: '2027-07-02 23:00:00',
        end: '2027-07-03 01:00:00',
        startAt: '2027-07-02T23:00:00+02:00',
        endAt: '2027-07-03T01:00:00+02:00',
        collisions: [{ start: '2027-07-03 00:30:00' }],
      })
    })

    t.test('a repetition with addDaysNo lands on the shifted day; business days skip the weekend', async (t) => {
      const res = await postSchedule(app, {
        show: show.id,
        rrule: 4,
        byWeekday: 4,
        firstDate: '2027-08-06',
        lastDate: '2027-08-13',
        startTime: '10:00:00',
        endTime: '11:00:00',
        addDaysNo: 1,
        addBusinessDaysOnly: true,
        isRepetition: true,
      })
      t.equal(res.statusCode, 201)
      const rows = await app.db.client.timeslot.findMany({
        where: { scheduleId: res.json().id },
        orderBy: { start: 'asc' },
      })
      t.same(
        rows.map((r) => r.start.toISOString()),
        ['2027-08-09T08:00:00.000Z', '2027-08-16T08:00:00.000Z'],
        'Friday + 1 business day = Monday',
      )
      t.ok(rows.every((r) => r.isRepetition))
    })

    const fatal: Array<[string, Record<string, unknown>, string, string]> = [
      [
        'lastDate before firstDate',
        { firstDate: '2027-02-10', lastDate: '2027-02-01' },
        "Until date mustn't be before start",
        'body/schedule/lastDate',
      ],
      [
        'equal dates for a weekly rule',
        { firstDate: '2027-02-02', lastDate: '2027-02-02' },
        "Start and until dates mustn't be the same",
        'body/schedule/lastDate',
      ],
      ['equal start and end time', { startTime: '20:00:00', endTime: '20:00:00' }, '', 'body/schedule/endTime'],
      ['a weekly rule without weekday', { byWeekday: null }, '', 'body/schedule/byWeekday'],
      ['an impossible date', { firstDate: '2027-02-30' }, '', 'body/schedule/firstDate'],
      ['an impossible time', { startTime: '25:00:00' }, '', 'body/schedule/startTime'],
      ['an unknown rule', { rrule: 15 }, '', 'body/schedule/rrule'],
      ['a weekday out of range', { byWeekday: 7 }, '', 'body/schedule/byWeekday'],
      ['an unknown field', { colour: 'red' }, '', 'body/schedule/colour'],
      ['a show sent as a string', { show: String(show.id) }, '', 'body/schedule/show'],
      ['a show that does not exist', { show: 999999 }, '', 'body/schedule/show'],
      [
        'more timeslots than allowed',
        { rrule: 2, byWeekday: null, firstDate: '2027-01-01', lastDate: '2030-12-31' },
        '',
        'body/schedule/lastDate',
      ],
    ]
    for (const [what, change, message, path] of fatal) {
      t.test(`rejects ${what} with 400 naming ${path}, changing nothing`, async (t) => {
        const before = await snapshot(app.db)
        const res = await postSchedule(app, weekly(show.id, change))
        t.equal(res.statusCode, 400)
        const body = res.json()
        if (message) t.equal(body.message, message)
        t.ok(
          body.fields.some((f: { path: string }) => f.path === path),
          `${path} in ${JSON.stringify(body.fields)}`,
        )
        t.same(await snapshot(app.db), before)
      })
    }

    t.test('rejects a solution value outside the eight with 400', async (t) => {
      const res = await postSchedule(app, weekly(show.id), { '202702022000002027020221000041': 'mine' })
      t.equal(res.statusCode, 400)
      t.match(res.json().fields, [{ path: 'body/solutions/202702022000002027020221000041' }])
    })

    t.test('reports each unusable solution on its timeslot and keeps the usable ones', async (t) => {
      await insertSlot(app.db, owner, '2027-09-07 20:30:00', '2027-09-07 21:30:00')
      await insertSlot(app.db, owner, '2027-09-14 20:30:00', '2027-09-14 21:30:00')
      await insertSlot(app.db, owner, '2027-09-21 20:30:00', '2027-09-21 21:30:00')
      const schedule = weekly(show.id, { firstDate: '2027-09-07', lastDate: '2027-09-21' })
      const [a, b, c] = (await postSchedule(app, schedule)).json().projected
      const before = await snapshot(app.db)
      const res = await postSchedule(app, schedule, { [a.hash]: 'theirs-end', [b.hash]: '', [c.hash]: 'theirs-both' })
      t.equal(res.statusCode, 409)
      const body = res.json()
      t.same(body.solutions, { [a.hash]: 'theirs-end' })
      t.notOk('error' in body.projected[0])
      t.equal(body.projected[1].error, 'No solution given.')
      t.match(body.projected[2].error, /^Given solution is not accepted for this conflict. /)
      t.same(await snapshot(app.db), before)

      const unknown = await postSchedule(app, schedule, {
        [a.hash]: 'theirs',
        [b.hash]: 'theirs',
        '202709282000002027092821000041': 'ours',
      })
      t.equal(unknown.statusCode, 409)
      t.equal(unknown.json().projected[2].error, 'This change on the timeslot is not allowed.')
      t.match(unknown.json().detail, /202709282000002027092821000041 no longer collide/)

      const mismatch = await postSchedule(app, schedule, { [a.hash]: 'theirs' })
      t.equal(mismatch.statusCode, 400)
      t.equal(mismatch.json().message, "Numbers of conflicts and solutions don't match")
      t.same(await snapshot(app.db), before)
    })

    t.test('does not save a schedule when no timeslot would be created', async (t) => {
      await insertSlot(app.db, owner, '2027-10-05 19:00:00', '2027-10-05 22:00:00')
      const schedule = once(show.id, '2027-10-05', '20:00:00', '21:00:00')
      const [slot] = (await postSchedule(app, schedule)).json().projected
      const before = await snapshot(app.db)
      const res = await postSchedule(app, schedule, { [slot.hash]: 'theirs' })
      t.equal(res.statusCode, 400)
      t.equal(res.json().code, 'ONAIR_SCHEDULE_NOTHING_TO_CREATE')
      t.same(await snapshot(app.db), before)
    })

    t.test('a dry run reports what would happen and leaves the database as it was', async (t) => {
      const victim = await insertSlot(app.db, owner, '2027-11-02 19:00:00', '2027-11-02 22:00:00')
      const schedule = weekly(show.id, { firstDate: '2027-11-02', lastDate: '2027-11-09' })
      const [slot] = (await postSchedule(app, schedule)).json().projected
      const before = await snapshot(app.db)
      const res = await postSchedule(app, { ...schedule, dryrun: true }, { [slot.hash]: 'ours-both' })
      t.equal(res.statusCode, 202)
      t.same(res.json(), {
        create: [
          {
            id: null,
            start: '2027-11-02 20:00:00',
            end: '2027-11-02 21:00:00',
            startAt: '2027-11-02T20:00:00+01:00',
            endAt: '2027-11-02T21:00:00+01:00',
            show: show.id,
            schedule: null,
            hash: slot.hash,
          },
          {
            id: null,
            start: '2027-11-02 21:00:00',
            end: '2027-11-02 22:00:00',
            startAt: '2027-11-02T21:00:00+01:00',
            endAt: '2027-11-02T22:00:00+01:00',
            show: other.id,
            schedule: otherSchedule.id,
          },
          {
            id: null,
            start: '2027-11-09 20:00:00',
            end: '2027-11-09 21:00:00',
            startAt: '2027-11-09T20:00:00+01:00',
            endAt: '2027-11-09T21:00:00+01:00',
            show: show.id,
            schedule: null,
            hash: '202711092000002027110921000041',
          },
        ],
        update: [
          {
            id: victim.id,
            start: '2027-11-02 19:00:00',
            end: '2027-11-02 20:00:00',
            startAt: '2027-11-02T19:00:00+01:00',
            endAt: '2027-11-02T20:00:00+01:00',
            show: other.id,
            schedule: otherSchedule.id,
          },
        ],
        delete: [],
        unresolved: [],
      })
      const unresolved = await postSchedule(app, { ...schedule, dryrun: true })
      t.equal(unresolved.statusCode, 202, 'whatever the solutions')
      t.equal(unresolved.json().unresolved.length, 1)
      t.equal(unresolved.json().create.length, 1)
      t.same(await snapshot(app.db), before)
    })

    t.test('accepts the contract paths with and without the trailing slash', async (t) => {
      const res = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/schedules',
        payload: { schedule: once(show.id, '2027-12-01', '08:00:00', '09:00:00') },
      })
      t.equal(res.statusCode, 201)
      t.ok((await programme(app.db)).some((line) => line.includes('2027-12-01 08:00:00-09:00:00')))
    })
  })
}
