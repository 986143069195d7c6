import t from 'tap'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeEpisode, makeSchedule, makeShow, snapshot } from '../../helpers/factories.ts'
import { insertSlot, once, postSchedule, weekly } from '../../helpers/schedules.ts'

for (const database of testDatabases()) {
  t.test(`schedule edges on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const show = await makeShow(app.db)

    t.test('one DST-emptied occurrence is skipped and listed; the rest of the year is created', async (t) => {
      const sundays = weekly(show.id, {
        byWeekday: 6,
        firstDate: '2027-01-01',
        lastDate: '2027-12-31',
        startTime: '02:00:00',
        endTime: '03:00:00',
      })
      const res = await postSchedule(app, sundays)
      t.equal(res.statusCode, 201)
      t.match(res.json().skipped, [
        {
          date: '2027-03-28',
          reason: 'emptied-by-dst',
          message: /empty after the daylight-saving change in Europe\/Vienna/,
        },
      ])
      t.equal(await app.db.client.timeslot.count({ where: { scheduleId: res.json().id } }), 51)
      const dry = await postSchedule(app, { ...sundays, startTime: '02:00:00', endTime: '02:30:00', dryrun: true })
      t.match(dry.json().skipped, [{ date: '2027-03-28', reason: 'emptied-by-dst' }], 'the dry run says so too')
    })

    t.test('an empty solutions object is zero solutions: with collisions, a count mismatch', async (t) => {
      const other = await makeShow(app.db)
      const otherSchedule = await makeSchedule(app.db, other.id)
      await insertSlot(
        app.db,
        { showId: other.id, scheduleId: otherSchedule.id },
        '2027-02-10 10:30:00',
        '2027-02-10 11:30:00',
      )
      const before = await snapshot(app.db)
      const res = await postSchedule(app, once(show.id, '2027-02-10', '10:00:00', '11:00:00'), {})
      t.equal(res.statusCode, 400)
      t.equal(res.json().message, "Numbers of conflicts and solutions don't match")
      t.equal(res.json().fields[0].path, 'body/solutions')
      t.same(await snapshot(app.db), before)
      const free = await postSchedule(app, once(show.id, '2027-02-11', '10:00:00', '11:00:00'), {})
      t.equal(free.statusCode, 201, 'without collisions {} is the right number of solutions')
    })

    t.test('dates the API cannot write back are refused', async (t) => {
      const before = await snapshot(app.db)
      const late = await postSchedule(app, once(show.id, '9999-12-31', '23:00:00', '01:00:00'))
      t.equal(late.statusCode, 400)
      t.equal(late.json().code, 'ONAIR_SCHEDULE_DATE_OUT_OF_RANGE')
      t.match(late.json().message, /after 9999-12-31/)
      const early = await postSchedule(app, once(show.id, '1899-12-31', '10:00:00', '11:00:00'))
      t.equal(early.statusCode, 400)
      t.equal(early.json().fields[0].path, 'body/schedule/firstDate')
      t.same(await snapshot(app.db), before)
    })

    t.test('a schedule past the default horizon without lastDate is told about the horizon', async (t) => {
      // lastDate left out (null would make it open-ended: test/http/schedules/open-ended.test.ts).
      const { lastDate: _, ...withoutEnd } = weekly(show.id, { firstDate: '2028-03-01' })
      const res = await postSchedule(app, withoutEnd)
      t.equal(res.statusCode, 400)
      t.equal(res.json().code, 'ONAIR_SCHEDULE_BEYOND_HORIZON')
      t.match(res.json().message, /default horizon, 2027-12-31 \(the end of the current year\).*send a lastDate/)
    })

    t.test('path ids are decimal integers in range, or a 400/404', async (t) => {
      const episode = await makeEpisode(app.db, show.id)
      const before = await snapshot(app.db)
      for (const id of ['0x10', '0b1', '4.0', '%201', '1e1', '-1', '+1', '2147483648', '99999999999999999999']) {
        const res = await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/episodes/${id}` })
        t.equal(res.statusCode, 400, id)
        t.equal(res.json().fields?.[0]?.path, 'params/id', id)
      }
      t.equal(
        (await injectAs(app, 'programme-manager', { method: 'DELETE', url: '/api/v1/episodes/0' })).statusCode,
        400,
      )
      t.equal(
        (await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/episodes/${episode.id + 1000}` }))
          .statusCode,
        404,
      )
      t.same(await snapshot(app.db), before, 'nothing was deleted')
      t.equal(
        (await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/episodes/${episode.id}` }))
          .statusCode,
        204,
      )
    })
  })
}
