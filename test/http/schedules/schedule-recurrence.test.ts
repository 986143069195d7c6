/**
 * Schedules with an RFC 5545 RRULE (`recurrence`) instead of a contract rule id, through the one
 * schedule write: POST, PUT, dry run, 409 and solutions, exceptions, addDaysNo, the change log.
 */
import fc from 'fast-check'
import t from 'tap'
import type { App } from '../../../src/app.ts'
import { formatLocalDate, parseLocalDate } from '../../../src/domain/time/civil-dates.ts'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeShow, snapshot } from '../../helpers/factories.ts'
import { rruleText } from '../../helpers/rrule-oracle.ts'
import { postSchedule, putSchedule, type ScheduleFields, weekly } from '../../helpers/schedules.ts'

/** The schedule's timeslots in 2027 as `start-end` in station time, read through the API. */
async function slotsOf(app: App, scheduleId: number): Promise<string[]> {
  const res = await injectAs(app, 'programme-manager', {
    url: `/api/v1/timeslots?start=2027-01-01+00:00:00&end=2028-01-01+00:00:00&scheduleIds=${scheduleId}&limit=500`,
  })
  return res.json().items.map((slot: { start: string; end: string }) => `${slot.start}-${slot.end.slice(11)}`)
}

/** A schedule with an RRULE: 20:00-21:00 from Tuesday 2027-01-05 to the end of June. */
const withRule = (show: number, recurrence: string, overrides: ScheduleFields = {}): ScheduleFields => ({
  show,
  recurrence,
  firstDate: '2027-01-05',
  lastDate: '2027-06-30',
  startTime: '20:00:00',
  endTime: '21:00:00',
  ...overrides,
})

const day = (offset: number) => formatLocalDate((parseLocalDate('2027-01-04') as number) + offset)

for (const database of testDatabases()) {
  t.test(`schedules with an RRULE on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const show = await makeShow(app.db)

    t.test('every 8 weeks: created, read back with its RRULE and no rule id', async (t) => {
      const res = await postSchedule(app, withRule(show.id, 'freq=weekly;interval=8;byday=TU'))
      t.equal(res.statusCode, 201, res.body)
      t.match(res.json(), {
        rrule: null,
        byWeekday: null,
        recurrence: 'FREQ=WEEKLY;INTERVAL=8;BYDAY=TU',
        anchorDate: '2027-01-05',
      })
      const id = res.json().id
      t.same(await slotsOf(app, id), [
        '2027-01-05 20:00:00-21:00:00',
        '2027-03-02 20:00:00-21:00:00',
        '2027-04-27 20:00:00-21:00:00',
        '2027-06-22 20:00:00-21:00:00',
      ])
      t.match((await injectAs(app, 'programme-manager', { url: `/api/v1/schedules/${id}` })).json(), {
        rrule: null,
        recurrence: 'FREQ=WEEKLY;INTERVAL=8;BYDAY=TU',
      })
      await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/schedules/${id}` })
    })

    t.test('one of the fourteen is stored as its rule id; a rule id reads back with its RRULE', async (t) => {
      const res = await postSchedule(
        app,
        withRule(show.id, 'FREQ=MONTHLY;BYDAY=-1FR', { startTime: '06:00:00', endTime: '07:00:00' }),
      )
      t.equal(res.statusCode, 201, res.body)
      t.match(res.json(), { rrule: 14, byWeekday: 4, recurrence: 'FREQ=MONTHLY;BYDAY=-1FR' })
      t.same((await slotsOf(app, res.json().id)).slice(0, 2), [
        '2027-01-29 06:00:00-07:00:00',
        '2027-02-26 06:00:00-07:00:00',
      ])
      const byId = await postSchedule(
        app,
        weekly(show.id, { rrule: 5, byWeekday: 2, startTime: '05:00:00', endTime: '06:00:00' }),
      )
      t.match(byId.json(), { rrule: 5, byWeekday: 2, recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE' })
      for (const id of [res.json().id, byId.json().id])
        await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/schedules/${id}` })
    })

    t.test('a part outside the subset is a 400 naming the part, and changes nothing', async (t) => {
      const before = await snapshot(app.db)
      const cases: Array<[ScheduleFields, string, RegExp]> = [
        [
          withRule(show.id, 'FREQ=DAILY;BYHOUR=8'),
          'body/schedule/recurrence',
          /BYHOUR: is not supported \(times come from startTime and endTime\)/,
        ],
        [withRule(show.id, 'FREQ=HOURLY'), 'body/schedule/recurrence', /FREQ: HOURLY is not supported/],
        [withRule(show.id, 'FREQ=MONTHLY;BYDAY=6MO'), 'body/schedule/recurrence', /BYDAY: the ordinal of 6MO/],
        [
          withRule(show.id, 'FREQ=WEEKLY;BYDAY=TU', { rrule: 4 }),
          'body/schedule/recurrence',
          /either rrule .* or recurrence/,
        ],
        [withRule(show.id, 'FREQ=WEEKLY;INTERVAL=8', { byWeekday: 1 }), 'body/schedule/byWeekday', /BYDAY/],
      ]
      for (const [schedule, path, message] of cases) {
        const res = await postSchedule(app, schedule)
        t.equal(res.statusCode, 400, String(schedule.recurrence))
        t.equal(res.json().code, 'ONAIR_SCHEDULE_RECURRENCE_INVALID')
        t.equal(res.json().fields[0].path, path)
        t.match(res.json().message, message)
      }
      const neither = await postSchedule(app, { ...withRule(show.id, 'x'), recurrence: undefined })
      t.equal(neither.statusCode, 400)
      t.match(neither.json(), { code: 'ONAIR_SCHEDULE_RULE_UNKNOWN', fields: [{ path: 'body/schedule/rrule' }] })
      t.match(neither.json().message, /Send rrule .* or recurrence/)
      t.same(await snapshot(app.db), before)
    })

    t.test('409, solutions and dry run as with a rule id', async (t) => {
      const other = await makeShow(app.db, { name: 'Other', slug: 'other' })
      const existing = await postSchedule(
        app,
        weekly(other.id, {
          byWeekday: 4,
          firstDate: '2027-03-01',
          lastDate: '2027-03-31',
          startTime: '19:30:00',
          endTime: '20:30:00',
        }),
      )
      t.equal(existing.statusCode, 201)
      const lastFriday = withRule(show.id, 'FREQ=MONTHLY;BYDAY=-1FR,1TU;INTERVAL=2', {
        firstDate: '2027-03-01',
        lastDate: '2027-05-31',
      })
      const conflict = await postSchedule(app, lastFriday)
      t.equal(conflict.statusCode, 409)
      const colliding = conflict
        .json()
        .projected.filter((slot: { collisions: unknown[] }) => slot.collisions.length > 0)
      t.equal(colliding.length, 1, 'only the last Friday of March collides')
      const hash = colliding[0].hash as string
      t.equal(hash, '20270326200000202703262100000', 'hash: the digits, rule 0, no weekday')
      const before = await snapshot(app.db)
      const dry = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/schedules/',
        payload: { schedule: { ...lastFriday, dryrun: true }, solutions: { [hash]: 'theirs-start' } },
      })
      t.equal(dry.statusCode, 202)
      t.same(await snapshot(app.db), before, 'a dry run changes nothing')
      const created = await postSchedule(app, lastFriday, { [hash]: 'theirs-start' })
      t.equal(created.statusCode, 201, created.body)
      t.same(await slotsOf(app, created.json().id), [
        '2027-03-02 20:00:00-21:00:00',
        '2027-03-26 20:30:00-21:00:00',
        '2027-05-04 20:00:00-21:00:00',
        '2027-05-28 20:00:00-21:00:00',
      ])
      for (const id of [created.json().id, existing.json().id])
        await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/schedules/${id}` })
    })

    t.test('exceptions, addDaysNo, and a PUT that keeps DTSTART, COUNT and the phase', async (t) => {
      const schedule = withRule(show.id, 'FREQ=DAILY;INTERVAL=3;COUNT=6', {
        firstDate: '2027-02-01',
        lastDate: '2027-03-31',
        addDaysNo: 1,
      })
      const res = await postSchedule(app, schedule)
      t.equal(res.statusCode, 201, res.body)
      const id = res.json().id
      const slots = ['2027-02-02', '2027-02-05', '2027-02-08', '2027-02-11', '2027-02-14', '2027-02-17'].map(
        (d) => `${d} 20:00:00-21:00:00`,
      )
      t.same(await slotsOf(app, id), slots, 'six occurrences, each a day later')
      const listed = await injectAs(app, 'programme-manager', {
        url: `/api/v1/timeslots?start=2027-02-08+00:00:00&end=2027-02-09+00:00:00&scheduleIds=${id}`,
      })
      t.equal(
        (
          await injectAs(app, 'programme-manager', {
            method: 'DELETE',
            url: `/api/v1/timeslots/${listed.json().items[0].id}`,
          })
        ).statusCode,
        204,
      )
      t.same(
        (await injectAs(app, 'programme-manager', { url: `/api/v1/schedules/${id}` })).json().exceptions,
        ['2027-02-08'],
        'a cancelled occurrence is an exception',
      )
      const moved = await putSchedule(app, id, { ...schedule, firstDate: '2027-02-06' })
      t.equal(moved.statusCode, 200, moved.body)
      t.match(moved.json(), {
        anchorDate: '2027-02-01',
        exceptions: ['2027-02-08'],
        recurrence: 'FREQ=DAILY;INTERVAL=3;COUNT=6',
      })
      t.same(
        await slotsOf(app, id),
        slots.slice(3),
        'COUNT still counts from the original firstDate; the exception stays',
      )
      const changed = await putSchedule(app, id, { ...schedule, recurrence: 'FREQ=DAILY;INTERVAL=2' })
      t.equal(changed.statusCode, 400)
      t.match(changed.json(), {
        code: 'ONAIR_SCHEDULE_CHANGE_NOT_ALLOWED',
        fields: [{ path: 'body/schedule/recurrence' }],
      })
      await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/schedules/${id}` })
    })

    t.test('the change log records the RRULE and a revert brings the schedule back whole', async (t) => {
      const before = await snapshot(app.db)
      const res = await postSchedule(
        app,
        withRule(show.id, 'FREQ=MONTHLY;BYMONTHDAY=-1', { startTime: '10:00:00', endTime: '11:00:00' }),
      )
      t.equal(res.statusCode, 201)
      const change = (await injectAs(app, 'programme-manager', { url: '/api/v1/changes?limit=1' })).json().items[0]
      const full = (await injectAs(app, 'programme-manager', { url: `/api/v1/changes/${change.id}` })).json()
      t.ok(JSON.stringify(full).includes('FREQ=MONTHLY;BYMONTHDAY=-1'), 'the stored row carries the RRULE')
      const deleted = await injectAs(app, 'programme-manager', {
        method: 'DELETE',
        url: `/api/v1/schedules/${res.json().id}`,
      })
      t.equal(deleted.statusCode, 204)
      const deletion = (await injectAs(app, 'programme-manager', { url: '/api/v1/changes?limit=1' })).json().items[0]
      t.equal(
        (await injectAs(app, 'programme-manager', { method: 'POST', url: `/api/v1/changes/${deletion.id}/revert` }))
          .statusCode,
        201,
      )
      t.match((await injectAs(app, 'programme-manager', { url: `/api/v1/schedules/${res.json().id}` })).json(), {
        recurrence: 'FREQ=MONTHLY;BYMONTHDAY=-1',
        rrule: null,
      })
      t.equal(
        (await injectAs(app, 'programme-manager', { method: 'POST', url: `/api/v1/changes/${change.id}/revert` }))
          .statusCode,
        201,
        'and the creation is reverted',
      )
      t.equal((await injectAs(app, 'programme-manager', { url: `/api/v1/schedules/${res.json().id}` })).statusCode, 404)
      t.same(await snapshot(app.db), before, 'the programme is as before')
    })

    t.test('a PUT is judged on the stored anchor: a rule that matches from it is no "never matches"', async (t) => {
      // Every 12 months from February: from a firstDate in March alone it would never meet BYMONTH=2,5.
      const show = await makeShow(app.db)
      const original = {
        recurrence: 'FREQ=MONTHLY;INTERVAL=12;BYMONTH=2,5;BYDAY=2TH,-1MO,-3SU;WKST=TU',
        startTime: '20:00:00',
        endTime: '21:00:00',
        show: show.id,
        firstDate: '2027-02-03',
        lastDate: '2028-03-31',
      }
      const created = await postSchedule(app, original)
      t.equal(created.statusCode, 201)
      const put = await putSchedule(app, created.json().id, { ...original, firstDate: '2027-03-31' })
      t.equal(put.statusCode, 200, put.body)
      const slots = await injectAs(app, 'programme-manager', {
        url: `/api/v1/timeslots?start=2027-03-01+00:00:00&end=2028-03-01+00:00:00&scheduleIds=${created.json().id}`,
      })
      t.same(
        slots.json().items.map((slot: { start: string }) => slot.start.slice(0, 10)),
        ['2028-02-10', '2028-02-13', '2028-02-28'],
        "February 2028's second Thursday, third-last Sunday and last Monday",
      )
      await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/schedules/${created.json().id}` })
    })

    t.test(
      'PUT and a fresh POST of the same data on the same anchor make the same timeslots, for generated RRULEs',
      async (t) => {
        const [updated, fresh] = [await buildTestApp(t, { database }), await buildTestApp(t, { database })]
        const [updatedShow, freshShow] = [await makeShow(updated.db), await makeShow(fresh.db)]
        let compared = 0
        await fc.assert(
          fc.asyncProperty(
            fc.record({
              rule: rruleText.filter((text) => !text.includes('UNTIL@')),
              first: fc.integer({ min: 0, max: 40 }),
              span: fc.integer({ min: 1, max: 200 }),
              later: fc.integer({ min: 0, max: 60 }),
              span2: fc.integer({ min: 1, max: 250 }),
              times: fc.constantFrom(['20:00:00', '21:00:00'], ['23:30:00', '01:00:00'], ['02:30:00', '03:30:00']),
              addDaysNo: fc.option(fc.integer({ min: 0, max: 3 })),
              addDaysNo2: fc.option(fc.integer({ min: 0, max: 3 })),
              business: fc.boolean(),
            }),
            async (c) => {
              const common = { recurrence: c.rule, startTime: c.times[0], endTime: c.times[1] }
              const original = {
                ...common,
                show: updatedShow.id,
                firstDate: day(c.first),
                lastDate: day(c.first + c.span),
                addDaysNo: c.addDaysNo,
                addBusinessDaysOnly: c.business,
              }
              const created = await postSchedule(updated, original)
              if (created.statusCode !== 201) return
              const id = created.json().id as number
              const changed = {
                firstDate: day(c.first + c.later),
                lastDate: day(c.first + c.later + c.span2),
                addDaysNo: c.addDaysNo2,
                addBusinessDaysOnly: c.business,
              }
              const put = await putSchedule(updated, id, { ...original, ...changed })
              const direct = await postSchedule(fresh, {
                ...common,
                show: freshShow.id,
                ...changed,
                anchorDate: day(c.first),
              })
              compared++
              t.equal(put.statusCode, 200, JSON.stringify({ original, changed, body: put.json() }))
              const want = direct.statusCode === 201 ? await slotsOf(fresh, direct.json().id) : []
              t.same(await slotsOf(updated, id), want, JSON.stringify({ original, changed }))
              await injectAs(updated, 'programme-manager', { method: 'DELETE', url: `/api/v1/schedules/${id}` })
              if (direct.statusCode === 201)
                await injectAs(fresh, 'programme-manager', {
                  method: 'DELETE',
                  url: `/api/v1/schedules/${direct.json().id}`,
                })
            },
          ),
          { numRuns: Number(process.env.PROPERTY_RUNS ?? 30) },
        )
        t.ok(compared >= 5, `compared ${compared} PUTs with fresh POSTs`)
      },
    )
  })
}
