import t from 'tap'
import { buildTestApp, injectAs, rejectsQueries } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeSchedule, makeShow, makeTimeslot, snapshot } from '../../helpers/factories.ts'

interface ScheduleView {
  id: number
  show: number
  lastDate: string
}

for (const database of testDatabases()) {
  t.test(`schedule reads and deletes on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const createWeekly = async (show: number, firstDate: string, lastDate: string, startTime: string) => {
      const res = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/schedules/',
        payload: {
          schedule: {
            show,
            rrule: 4,
            byWeekday: 1,
            firstDate,
            lastDate,
            startTime,
            endTime: `${startTime.slice(0, 2)}:59:00`,
          },
        },
      })
      t.equal(res.statusCode, 201, res.body)
      return res.json() as ScheduleView
    }
    const jazz = await makeShow(app.db, { name: 'Jazz' })
    const talk = await makeShow(app.db, { name: 'Talk' })
    const active = await createWeekly(jazz.id, '2027-01-05', '2027-03-30', '20:00:00')
    const other = await createWeekly(talk.id, '2027-01-05', '2027-03-30', '10:00:00')
    // A schedule whose only timeslot aired in 2026 (TEST_NOW is 2027-01-01 00:00Z): not active.
    const ended = await makeSchedule(app.db, talk.id)
    await makeTimeslot(
      app.db,
      { showId: talk.id, scheduleId: ended.id },
      '2026-12-01T09:00:00Z',
      '2026-12-01T10:00:00Z',
    )

    t.test('gets a schedule in the shape POST answered; 404 for an unknown id', async (t) => {
      const res = await injectAs(app, 'programme-manager', { url: `/api/v1/schedules/${active.id}` })
      t.equal(res.statusCode, 200)
      t.same(res.json(), active)
      const slash = await injectAs(app, 'programme-manager', { url: `/api/v1/schedules/${active.id}/` })
      t.same(slash.json(), active)
      const missing = await injectAs(app, 'programme-manager', { url: '/api/v1/schedules/999999' })
      t.equal(missing.statusCode, 404)
      t.equal(missing.json().code, 'ONAIR_SCHEDULE_NOT_FOUND')
    })

    t.test('lists by id with paging and filters showIds and isActive', async (t) => {
      const all = (await injectAs(app, 'programme-manager', { url: '/api/v1/schedules' })).json()
      t.same(
        all.items.map((s: ScheduleView) => s.id),
        [active.id, other.id, ended.id],
      )
      t.match(all, { total: 3, limit: 50, offset: 0 })
      const page = (await injectAs(app, 'programme-manager', { url: '/api/v1/schedules?limit=1&offset=1' })).json()
      t.same(
        page.items.map((s: ScheduleView) => s.id),
        [other.id],
      )
      t.equal(page.total, 3)
      const talks = (await injectAs(app, 'programme-manager', { url: `/api/v1/schedules?showIds=${talk.id}` })).json()
      t.same(
        talks.items.map((s: ScheduleView) => s.id),
        [other.id, ended.id],
      )
      const both = (
        await injectAs(app, 'programme-manager', { url: `/api/v1/schedules?showIds=${jazz.id},${talk.id}` })
      ).json()
      t.equal(both.total, 3)
      const activeOnes = (await injectAs(app, 'programme-manager', { url: '/api/v1/schedules?isActive=true' })).json()
      t.same(
        activeOnes.items.map((s: ScheduleView) => s.id),
        [active.id, other.id],
      )
      const inactive = (
        await injectAs(app, 'programme-manager', { url: `/api/v1/schedules?isActive=false&showIds=${talk.id}` })
      ).json()
      t.same(
        inactive.items.map((s: ScheduleView) => s.id),
        [ended.id],
      )
    })

    const invalid: Array<[string, string, string]> = [
      ['an unknown filter', 'show=1', 'querystring/show'],
      ['a limit of 0', 'limit=0', 'querystring/limit'],
      ['a limit over 500', 'limit=501', 'querystring/limit'],
      ['isActive that is no boolean', 'isActive=maybe', 'querystring/isActive'],
      ['showIds that are no ids', 'showIds=a,b', 'querystring/showIds'],
    ]
    rejectsQueries(t, (qs) => injectAs(app, 'programme-manager', { url: `/api/v1/schedules?${qs}` }), invalid)

    t.test('DELETE of a schedule with nothing aired removes it with all its timeslots', async (t) => {
      const res = await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/schedules/${other.id}` })
      t.equal(res.statusCode, 204)
      t.equal(await app.db.client.timeslot.count({ where: { scheduleId: other.id } }), 0)
      t.equal((await injectAs(app, 'programme-manager', { url: `/api/v1/schedules/${other.id}` })).statusCode, 404)
      t.equal(
        (await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/schedules/${other.id}` }))
          .statusCode,
        404,
      )
    })

    t.test('DELETE keeps started timeslots as history and ends the schedule on the last aired day', async (t) => {
      const show = await makeShow(app.db)
      const schedule = await makeSchedule(app.db, show.id)
      await app.db.client.schedule.update({
        where: { id: schedule.id },
        data: { firstDate: new Date('2026-12-01T00:00:00Z') },
      })
      const owner = { showId: show.id, scheduleId: schedule.id }
      await makeTimeslot(app.db, owner, '2026-12-15T07:00:00Z', '2026-12-15T08:00:00Z')
      // On air at TEST_NOW (2027-01-01 00:00Z = 01:00 station time): it has started, so it stays.
      await makeTimeslot(app.db, owner, '2026-12-31T23:30:00Z', '2027-01-01T00:30:00Z')
      await makeTimeslot(app.db, owner, '2027-01-01T00:30:00Z', '2027-01-01T01:00:00Z')
      await makeTimeslot(app.db, owner, '2027-01-05T07:00:00Z', '2027-01-05T08:00:00Z')
      const res = await injectAs(app, 'programme-manager', {
        method: 'DELETE',
        url: `/api/v1/schedules/${schedule.id}`,
      })
      t.equal(res.statusCode, 204)
      const left = await app.db.client.timeslot.findMany({
        where: { scheduleId: schedule.id },
        orderBy: { start: 'asc' },
      })
      t.same(
        left.map((s) => s.start.toISOString()),
        ['2026-12-15T07:00:00.000Z', '2026-12-31T23:30:00.000Z'],
      )
      const kept = (await injectAs(app, 'programme-manager', { url: `/api/v1/schedules/${schedule.id}` })).json()
      t.match(kept, { firstDate: '2026-12-01', lastDate: '2027-01-01' }, 'the station-local day of the last start')
      const inactive = (
        await injectAs(app, 'programme-manager', { url: `/api/v1/schedules?isActive=false&showIds=${show.id}` })
      ).json()
      t.same(
        inactive.items.map((s: ScheduleView) => s.id),
        [],
        'still on air at now, so still active until it ends',
      )
    })

    t.test('DELETE of an unknown schedule is a 404 that changes nothing', async (t) => {
      const before = await snapshot(app.db)
      const res = await injectAs(app, 'programme-manager', { method: 'DELETE', url: '/api/v1/schedules/999999' })
      t.equal(res.statusCode, 404)
      t.same(await snapshot(app.db), before)
    })
  })
}
