import t from 'tap'
import type { App } from '../../../src/app.ts'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeShow, snapshot } from '../../helpers/factories.ts'
import { overlappingPairs, postSchedule, putSchedule, weekly } from '../../helpers/schedules.ts'

/** Tuesdays 20:00-21:00 from 5 January 2027 without end. */
const tuesdays = (show: number, overrides: Record<string, unknown> = {}) =>
  weekly(show, { firstDate: '2027-01-05', lastDate: null, ...overrides })
const slotsOf = (app: App, scheduleId: number) =>
  app.db.client.timeslot.findMany({ where: { scheduleId }, orderBy: { start: 'asc' } })
const get = (app: App, url: string) => injectAs(app, 'programme-manager', { url })

for (const database of testDatabases()) {
  t.test(`open-ended schedules on ${database}`, async (t) => {
    t.test(
      'lastDate null: timeslots up to the horizon (today + 400 days), not beyond; the view says null',
      async (t) => {
        const app = await buildTestApp(t, { database })
        const show = await makeShow(app.db)
        const created = await postSchedule(app, tuesdays(show.id))
        t.equal(created.statusCode, 201, created.body)
        t.match(created.json(), { lastDate: null, horizonDate: '2028-02-05' })
        const slots = await slotsOf(app, created.json().id)
        // 52 Tuesdays of 2027 and 5 of 2028 up to 1 February (the horizon, 5 February, is a Saturday).
        t.equal(slots.length, 57)
        t.equal(slots.at(-1)!.start.toISOString(), '2028-02-01T19:00:00.000Z')
        const read = await get(app, `/api/v1/schedules/${created.json().id}`)
        t.match(read.json(), { lastDate: null, horizonDate: '2028-02-05' })
      },
    )

    t.test('an omitted lastDate keeps the default: 31 December of the current year, and no horizonDate', async (t) => {
      const app = await buildTestApp(t, { database })
      const show = await makeShow(app.db)
      const { lastDate: _, ...withoutEnd } = tuesdays(show.id)
      const created = await postSchedule(app, withoutEnd)
      t.equal(created.statusCode, 201, created.body)
      t.equal(created.json().lastDate, '2027-12-31')
      t.notOk('horizonDate' in created.json())
      t.equal((await slotsOf(app, created.json().id)).length, 52)
    })

    t.test(
      'PROGRAMME_HORIZON_DAYS sets the horizon; MAX_TIMESLOTS_PER_SCHEDULE counts to it, not to eternity',
      async (t) => {
        const app = await buildTestApp(t, {
          database,
          env: { PROGRAMME_HORIZON_DAYS: '30', MAX_TIMESLOTS_PER_SCHEDULE: '40' },
        })
        const show = await makeShow(app.db)
        const daily = {
          show: show.id,
          rrule: 2,
          firstDate: '2027-01-01',
          lastDate: null,
          startTime: '06:00:00',
          endTime: '07:00:00',
        }
        const created = await postSchedule(app, daily)
        t.equal(created.statusCode, 201, created.body)
        t.equal(created.json().horizonDate, '2027-01-31')
        t.equal((await slotsOf(app, created.json().id)).length, 31)

        const small = await buildTestApp(t, {
          database,
          env: { PROGRAMME_HORIZON_DAYS: '60', MAX_TIMESLOTS_PER_SCHEDULE: '40' },
        })
        const other = await makeShow(small.db)
        const before = await snapshot(small.db)
        const refused = await postSchedule(small, { ...daily, show: other.id })
        t.equal(refused.statusCode, 400)
        t.match(refused.json(), { code: 'ONAIR_SCHEDULE_TOO_MANY_SLOTS' })
        t.same(await snapshot(small.db), before, 'refused: nothing written')
      },
    )

    t.test('a PUT of an open-ended schedule works on the whole horizon, and may end it', async (t) => {
      const app = await buildTestApp(t, { database })
      const show = await makeShow(app.db)
      const id: number = (await postSchedule(app, tuesdays(show.id))).json().id
      const put = await putSchedule(app, id, tuesdays(show.id, { exceptions: ['2028-01-25'] }))
      t.equal(put.statusCode, 200, put.body)
      t.match(put.json(), { lastDate: null, horizonDate: '2028-02-05', exceptions: ['2028-01-25'] })
      const slots = await slotsOf(app, id)
      t.equal(slots.length, 56, 'the cancelled Tuesday near the horizon went')
      t.notOk(slots.some((slot) => slot.start.toISOString().startsWith('2028-01-25')))

      const ended = await putSchedule(app, id, tuesdays(show.id, { lastDate: '2027-06-29' }))
      t.equal(ended.statusCode, 200, ended.body)
      t.equal(ended.json().lastDate, '2027-06-29')
      t.notOk('horizonDate' in ended.json())
      t.equal((await slotsOf(app, id)).length, 26)
      t.equal((await app.db.client.schedule.findUnique({ where: { id } }))?.openEnded, false)
    })

    t.test(
      'a series move of an open-ended schedule: the successor runs to the horizon, open-ended; the predecessor ends',
      async (t) => {
        const app = await buildTestApp(t, { database })
        const show = await makeShow(app.db)
        const id: number = (await postSchedule(app, tuesdays(show.id))).json().id
        const moved = await injectAs(app, 'programme-manager', {
          method: 'POST',
          url: `/api/v1/schedules/${id}/move`,
          payload: { from: '2027-03-01', schedule: { byWeekday: 2, startTime: '21:00:00', endTime: '22:00:00' } },
        })
        t.equal(moved.statusCode, 201, moved.body)
        const successor = moved.json().successor
        t.match(successor, { lastDate: null, horizonDate: '2028-02-05', byWeekday: 2 })
        const predecessor = (await get(app, `/api/v1/schedules/${id}`)).json()
        t.match(predecessor, { lastDate: '2027-02-28' })
        t.notOk('horizonDate' in predecessor)
        const successorSlots = await slotsOf(app, successor.id)
        // Wednesdays from 3 March 2027 to 2 February 2028.
        t.equal(successorSlots.length, 49)
        t.equal(successorSlots.at(-1)!.start.toISOString(), '2028-02-02T20:00:00.000Z')
        t.equal((await slotsOf(app, id)).length, 8)
        t.equal(await overlappingPairs(app.db), 0)
      },
    )

    t.test('a DELETE ends an open-ended schedule: the extension passes it by', async (t) => {
      let clock = Date.parse('2027-02-01T12:00:00Z')
      const app = await buildTestApp(t, { database, now: () => clock })
      const show = await makeShow(app.db)
      const id: number = (await postSchedule(app, tuesdays(show.id, { firstDate: '2027-02-01' }))).json().id
      clock = Date.parse('2027-02-10T12:00:00Z')
      const deleted = await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/schedules/${id}` })
      t.equal(deleted.statusCode, 204, deleted.body)
      // The Tuesday of 9 February aired, so the schedule stays, ended on it.
      const row = await app.db.client.schedule.findUnique({ where: { id } })
      t.equal(row?.openEnded, false)
      t.equal(row?.lastDate?.toISOString().slice(0, 10), '2027-02-09')
    })
  })
}
