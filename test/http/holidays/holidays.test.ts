import t, { type Test } from 'tap'
import type { App } from '../../../src/app.ts'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeShow } from '../../helpers/factories.ts'
import { postSchedule } from '../../helpers/schedules.ts'
import { printedWeek } from '../../helpers/week.ts'

const EASTER_WEEK = ['2027-03-26 00:00:00', '2027-04-03 00:00:00'] as const

/** Every timeslot row as stored, but for who changed it last and when. */
async function timeslotRows(app: App) {
  const rows = await app.db.client.timeslot.findMany({ orderBy: { id: 'asc' } })
  return JSON.parse(JSON.stringify(rows.map(({ updatedAt: _at, updatedBy: _by, ...row }) => row))) as unknown
}

const addHolidays = (
  app: App,
  payload: Record<string, unknown>,
  role: 'programme-manager' | 'admin' | 'host' | 'reader' = 'programme-manager',
) => injectAs(app, role, { method: 'POST', url: '/api/v1/holidays', payload })

/** A Friday show 10:00-11:00 in March and April 2027 and its repetition one business day later (Monday). */
async function fridayWithRepetition(t: Test, app: App) {
  const show = await makeShow(app.db, { name: 'Friday Feature' })
  const friday = {
    show: show.id,
    rrule: 4,
    byWeekday: 4,
    firstDate: '2027-03-05',
    lastDate: '2027-04-30',
    startTime: '10:00:00',
    endTime: '11:00:00',
  }
  t.equal((await postSchedule(app, friday)).statusCode, 201)
  const repetition = await postSchedule(app, { ...friday, addDaysNo: 1, addBusinessDaysOnly: true, isRepetition: true })
  t.equal(repetition.statusCode, 201, repetition.body)
  return { show, repetitionId: repetition.json().id as number }
}

/** A morning show every business day 06:00-09:00 in March and April 2027 that skips holidays. */
async function morningShow(t: Test, app: App) {
  const show = await makeShow(app.db, { name: 'Morning Show' })
  const res = await postSchedule(app, {
    show: show.id,
    rrule: 3,
    firstDate: '2027-03-01',
    lastDate: '2027-04-30',
    startTime: '06:00:00',
    endTime: '09:00:00',
    holidays: 'skip',
  })
  t.equal(res.statusCode, 201, res.body)
  return { show, scheduleId: res.json().id as number, answer: res.json() }
}

for (const database of testDatabases()) {
  t.test(`holidays on ${database}`, async (t) => {
    t.test(
      'Easter Monday before the schedules: the morning show skips it, Friday + 1 business day is Tuesday',
      async (t) => {
        const app = await buildTestApp(t, { database })
        const added = await addHolidays(app, { date: '2027-03-29', name: 'Easter Monday' })
        t.equal(added.statusCode, 201, added.body)
        t.match(added.json(), {
          added: [{ date: '2027-03-29', name: 'Easter Monday' }],
          existing: [],
          timeslots: { removed: [], created: [], notCreated: [] },
        })
        const morning = await morningShow(t, app)
        t.same(morning.answer.skipped, [
          {
            date: '2027-03-29',
            reason: 'holiday',
            message: '2027-03-29 is a holiday, and the schedule skips holidays (holidays: "skip")',
          },
        ])
        t.equal(morning.answer.holidays, 'skip')
        await fridayWithRepetition(t, app)
        const week = await printedWeek(app, ...EASTER_WEEK)
        t.match(week, [
          /2027-03-26 06:00-09:00 Morning Show$/,
          /2027-03-26 10:00-11:00 Friday Feature$/,
          /2027-03-30 06:00-09:00 Morning Show$/,
          /2027-03-30 10:00-11:00 Friday Feature$/,
          /2027-03-31 06:00-09:00 Morning Show$/,
          /2027-04-01 06:00-09:00 Morning Show$/,
          /2027-04-02 06:00-09:00 Morning Show$/,
          /2027-04-02 10:00-11:00 Friday Feature$/,
        ])
        t.equal(week.length, 8, week.join('\n'))
        t.comment(`Easter week 2027 with Easter Monday a holiday:\n  ${week.join('\n  ')}`)
      },
    )

    t.test('a schedule that airs on holidays (the default) is not touched', async (t) => {
      const app = await buildTestApp(t, { database })
      const show = await makeShow(app.db, { name: 'Daily News' })
      t.equal(
        (
          await postSchedule(app, {
            show: show.id,
            rrule: 2,
            firstDate: '2027-03-28',
            lastDate: '2027-03-30',
            startTime: '12:00:00',
            endTime: '12:10:00',
          })
        ).statusCode,
        201,
      )
      const before = await timeslotRows(app)
      const added = await addHolidays(app, { date: '2027-03-29', name: 'Easter Monday' })
      t.equal(added.statusCode, 201)
      t.same(added.json().timeslots, { removed: [], created: [], notCreated: [] })
      t.same(await timeslotRows(app), before)
      t.equal(
        (
          await injectAs(app, 'reader', { url: `/api/v1/schedules/${(await app.db.client.schedule.findFirst())!.id}` })
        ).json().holidays,
        'air',
      )
    })

    t.test(
      'Easter Monday added later: skipped and moved in one changeset; removed again: row for row as before; reverted too',
      async (t) => {
        const app = await buildTestApp(t, { database })
        await morningShow(t, app)
        const { repetitionId } = await fridayWithRepetition(t, app)
        const monday = (await app.db.client.timeslot.findFirst({
          where: { scheduleId: repetitionId, start: new Date('2027-03-29T08:00:00Z') },
        }))!
        t.ok(monday, 'the repetition airs on Monday 29 March before the holiday')
        await app.db.client.timeslot.update({ where: { id: monday.id }, data: { memo: 'repeat of the Bach special' } })
        const before = await timeslotRows(app)
        const printedBefore = await printedWeek(app, ...EASTER_WEEK)
        const changesets = await app.db.client.changeset.count()

        const added = await addHolidays(app, { date: '2027-03-29', name: 'Easter Monday' })
        t.equal(added.statusCode, 201, added.body)
        const { timeslots } = added.json()
        t.match(timeslots.removed.map((slot: { start: string }) => slot.start).sort(), [
          '2027-03-29 06:00:00',
          '2027-03-29 10:00:00',
        ])
        t.match(timeslots.created, [
          {
            start: '2027-03-30 10:00:00',
            end: '2027-03-30 11:00:00',
            scheduleId: repetitionId,
            memo: 'repeat of the Bach special',
          },
        ])
        t.equal(await app.db.client.changeset.count(), changesets + 1, 'one changeset')
        const during = await printedWeek(app, ...EASTER_WEEK)
        t.notOk(
          during.some((line) => line.includes('2027-03-29')),
          'nothing on Easter Monday',
        )
        t.ok(
          during.some((line) => /2027-03-30 10:00-11:00 Friday Feature memo "repeat of the Bach special"$/.test(line)),
          during.join('\n'),
        )

        // The holiday removed again: the timeslots come back with their ids, the moved one goes back.
        const holidayId = added.json().added[0].id
        const removed = await injectAs(app, 'programme-manager', {
          method: 'DELETE',
          url: `/api/v1/holidays/${holidayId}`,
        })
        t.equal(removed.statusCode, 200, removed.body)
        t.match(removed.json(), {
          holiday: { date: '2027-03-29' },
          timeslots: { removed: [{ start: '2027-03-30 10:00:00' }], notCreated: [] },
        })
        t.same(
          removed
            .json()
            .timeslots.created.map((slot: { id: number }) => slot.id)
            .sort(),
          [...timeslots.removed.map((slot: { id: number }) => slot.id)].sort(),
          'given back with their ids',
        )
        t.same(await timeslotRows(app), before, 'row for row as before the holiday')
        const after = await printedWeek(app, ...EASTER_WEEK)
        t.same(after, printedBefore)
        t.comment(
          `Easter week: before\n  ${printedBefore.join('\n  ')}\nwith Easter Monday a holiday\n  ${during.join('\n  ')}\nafter removing it\n  ${after.join('\n  ')}`,
        )

        // Add it again, then revert that changeset: one revert undoes the holiday and its changes.
        const again = await addHolidays(app, { holidays: [{ date: '2027-03-29', name: 'Easter Monday' }] })
        t.equal(again.statusCode, 201)
        const change = (await injectAs(app, 'programme-manager', { url: '/api/v1/changes?limit=1' })).json().items[0]
        t.equal(change.action, 'holiday.create')
        const revert = await injectAs(app, 'programme-manager', {
          method: 'POST',
          url: `/api/v1/changes/${change.id}/revert`,
        })
        t.equal(revert.statusCode, 201, revert.body)
        t.same(await timeslotRows(app), before, 'reverted: row for row as before')
        t.equal(await app.db.client.holiday.count(), 0)
      },
    )

    t.test('a linked repetition moved on by a holiday still repeats its original, and back again', async (t) => {
      const app = await buildTestApp(t, { database })
      const show = await makeShow(app.db, { name: 'Friday Feature' })
      const friday = {
        show: show.id,
        rrule: 4,
        byWeekday: 4,
        firstDate: '2027-03-05',
        lastDate: '2027-04-30',
        startTime: '10:00:00',
        endTime: '11:00:00',
      }
      const original = await postSchedule(app, friday)
      t.equal(original.statusCode, 201, original.body)
      const repetition = await postSchedule(app, {
        ...friday,
        addDaysNo: 1,
        addBusinessDaysOnly: true,
        isRepetition: true,
        repeatOf: original.json().id,
      })
      t.equal(repetition.statusCode, 201, repetition.body)
      const goodFriday = (await app.db.client.timeslot.findFirst({
        where: { scheduleId: original.json().id, start: new Date('2027-03-26T09:00:00Z') },
      }))!
      const linked = () =>
        app.db.client.timeslot.findMany({
          where: { repeatOfId: goodFriday.id },
          select: { id: true, start: true },
        })
      t.match(await linked(), [{ start: new Date('2027-03-29T08:00:00Z') }], 'Easter Monday repeats Good Friday')

      const added = await addHolidays(app, { date: '2027-03-29', name: 'Easter Monday' })
      t.equal(added.statusCode, 201, added.body)
      const moved = added.json().timeslots.created as Array<{ id: number; start: string; repeatOf?: number }>
      t.match(moved, [{ start: '2027-03-30 10:00:00', scheduleId: repetition.json().id }])
      t.match(
        await linked(),
        [{ id: moved[0]!.id, start: new Date('2027-03-30T08:00:00Z') }],
        'Tuesday repeats Good Friday',
      )
      t.match(await printedWeek(app, ...EASTER_WEEK), [
        /2027-03-26 10:00-11:00 Friday Feature$/,
        new RegExp(`2027-03-30 10:00-11:00 Friday Feature repeats #${goodFriday.id}$`),
        /2027-04-02 10:00-11:00 Friday Feature$/,
      ])

      const removed = await injectAs(app, 'programme-manager', {
        method: 'DELETE',
        url: `/api/v1/holidays/${added.json().added[0].id}`,
      })
      t.equal(removed.statusCode, 200, removed.body)
      t.match(await linked(), [{ start: new Date('2027-03-29T08:00:00Z') }], 'back on Monday, still linked')
    })

    t.test('a schedule created since that skips the holiday gains its occurrence when the holiday goes', async (t) => {
      const app = await buildTestApp(t, { database })
      const added = await addHolidays(app, { date: '2027-03-29', name: 'Easter Monday' })
      const { scheduleId } = await morningShow(t, app)
      const removed = await injectAs(app, 'admin', {
        method: 'DELETE',
        url: `/api/v1/holidays/${added.json().added[0].id}`,
      })
      t.equal(removed.statusCode, 200, removed.body)
      t.match(removed.json().timeslots.created, [{ start: '2027-03-29 06:00:00', scheduleId }])
    })

    t.test('an occurrence whose time was taken since stays away, with the reason', async (t) => {
      const app = await buildTestApp(t, { database })
      await morningShow(t, app)
      const added = await addHolidays(app, { date: '2027-03-29', name: 'Easter Monday' })
      const special = await makeShow(app.db, { name: 'Easter Concert' })
      t.equal(
        (
          await postSchedule(app, {
            show: special.id,
            rrule: 1,
            firstDate: '2027-03-29',
            lastDate: '2027-03-29',
            startTime: '07:00:00',
            endTime: '08:00:00',
          })
        ).statusCode,
        201,
      )
      const removed = await injectAs(app, 'programme-manager', {
        method: 'DELETE',
        url: `/api/v1/holidays/${added.json().added[0].id}`,
      })
      t.equal(removed.statusCode, 200, removed.body)
      // Given back as a special gives back: the free parts, the hour the concert holds listed with why.
      t.match(removed.json().timeslots, {
        created: [
          { start: '2027-03-29 06:00:00', end: '2027-03-29 07:00:00' },
          { start: '2027-03-29 08:00:00', end: '2027-03-29 09:00:00' },
        ],
        notCreated: [{ start: '2027-03-29 07:00:00', end: '2027-03-29 08:00:00', reason: /airs there now/ }],
      })
    })

    t.test(
      'a list, an iCalendar file with a yearly rule, dates already holidays, and the list filtered by a window',
      async (t) => {
        const app = await buildTestApp(t, { database })
        t.equal(
          (
            await addHolidays(app, {
              holidays: [
                { date: '2027-05-06', name: 'Ascension Day' },
                { date: '2027-05-17', name: 'Whit Monday' },
              ],
            })
          ).statusCode,
          201,
        )
        const calendar = [
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          'PRODID:-//test//holidays//EN',
          'BEGIN:VEVENT',
          'UID:ny',
          'SUMMARY:New Year',
          'DTSTART;VALUE=DATE:20200101',
          'DTEND;VALUE=DATE:20200102',
          'RRULE:FREQ=YEARLY',
          'END:VEVENT',
          'BEGIN:VEVENT',
          'UID:em27',
          'SUMMARY:Easter Monday',
          'DTSTART;VALUE=DATE:20270329',
          'END:VEVENT',
          'BEGIN:VEVENT',
          'UID:asc',
          'SUMMARY:Ascension',
          'DTSTART;VALUE=DATE:20270506',
          'END:VEVENT',
          'END:VCALENDAR',
          '',
        ].join('\r\n')
        const res = await addHolidays(app, { calendar, from: '2027-01-01', to: '2028-12-31' })
        t.equal(res.statusCode, 201, res.body)
        t.same(
          res.json().added.map((h: { date: string; name: string }) => `${h.date} ${h.name}`),
          ['2027-01-01 New Year', '2027-03-29 Easter Monday', '2028-01-01 New Year'],
        )
        t.same(
          res.json().existing.map((h: { date: string }) => h.date),
          ['2027-05-06'],
        )
        const list = await app.inject({ url: '/api/v1/holidays?from=2027-03-01&to=2027-12-31' })
        t.equal(list.statusCode, 200)
        t.same(
          list.json().items.map((h: { date: string }) => h.date),
          ['2027-03-29', '2027-05-06', '2027-05-17'],
        )
        t.equal(list.json().total, 3)
        const badDay = await app.inject({ url: '/api/v1/holidays?from=2027-02-30' })
        t.equal(badDay.statusCode, 400, badDay.body)
        t.equal(badDay.json().fields[0].path, 'querystring/from')
        const again = await addHolidays(app, { date: '2027-03-29', name: 'Easter Monday' })
        t.equal(again.statusCode, 200, 'nothing new: 200')
        t.same(again.json().added, [])
      },
    )

    t.test(
      'bad dates, a bad calendar and the wrong roles are refused naming the field, and change nothing',
      async (t) => {
        const app = await buildTestApp(t, { database })
        await morningShow(t, app)
        const before = await timeslotRows(app)
        const changesets = await app.db.client.changeset.count()
        const cases: Array<[Record<string, unknown>, string, string]> = [
          [{ date: '2027-02-30', name: 'No such day' }, 'ONAIR_HOLIDAY_INVALID', 'body/date'],
          [
            {
              holidays: [
                { date: '2027-03-29', name: 'Easter Monday' },
                { date: '2027-03-29', name: 'Again' },
              ],
            },
            'ONAIR_HOLIDAY_INVALID',
            'body/holidays/1/date',
          ],
          [{ holidays: [{ date: '2027-03-29', name: '  ' }] }, 'ONAIR_HOLIDAY_INVALID', 'body/holidays/0/name'],
          [{ date: '2027-03-29' }, 'ONAIR_HOLIDAY_INVALID', 'body/name'],
          [{ date: '2027-03-29', name: 'x', calendar: 'BEGIN:VCALENDAR' }, 'ONAIR_HOLIDAY_INVALID', 'body/calendar'],
          [{ calendar: 'not a calendar' }, 'ONAIR_HOLIDAY_INVALID', 'body/calendar'],
          [
            {
              calendar:
                'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:a\r\nSUMMARY:Timed\r\nDTSTART:20270329T100000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
            },
            'ONAIR_HOLIDAY_INVALID',
            'body/calendar',
          ],
          [
            { calendar: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', from: '2027-01-01', to: '2040-01-01' },
            'ONAIR_HOLIDAY_INVALID',
            'body/to',
          ],
          [{ date: '2027-03-29', name: 'x', from: '2027-01-01' }, 'ONAIR_HOLIDAY_INVALID', 'body/from'],
          [{ date: '2027-3-29', name: 'x' }, 'ONAIR_VALIDATION_FAILED', 'body/date'],
        ]
        for (const [payload, code, path] of cases) {
          const res = await addHolidays(app, payload)
          t.equal(res.statusCode, 400, `${JSON.stringify(payload).slice(0, 80)}: ${res.body}`)
          t.equal(res.json().code, code)
          t.equal(res.json().fields?.[0]?.path, path, res.body)
        }
        for (const role of ['host', 'reader'] as const) {
          const res = await addHolidays(app, { date: '2027-03-29', name: 'Easter Monday' }, role)
          t.equal(res.statusCode, 403, role)
        }
        t.equal(
          (await app.inject({ method: 'POST', url: '/api/v1/holidays', payload: { date: '2027-03-29', name: 'x' } }))
            .statusCode,
          401,
        )
        t.equal(
          (await injectAs(app, 'programme-manager', { method: 'DELETE', url: '/api/v1/holidays/99' })).json().code,
          'ONAIR_HOLIDAY_NOT_FOUND',
        )
        t.same(await timeslotRows(app), before)
        t.equal(await app.db.client.holiday.count(), 0)
        t.equal(await app.db.client.changeset.count(), changesets)
      },
    )

    t.test('a schedule read with GET goes back with PUT unchanged', async (t) => {
      const app = await buildTestApp(t, { database })
      const show = await makeShow(app.db, { name: 'Round Trip' })
      for (const schedule of [
        {
          show: show.id,
          rrule: 4,
          byWeekday: 1,
          firstDate: '2027-02-02',
          lastDate: '2027-03-30',
          startTime: '20:00:00',
          endTime: '21:00:00',
          exceptions: ['2027-02-09'],
        },
        {
          show: show.id,
          recurrence: 'FREQ=WEEKLY;INTERVAL=3;BYDAY=WE',
          firstDate: '2027-02-03',
          lastDate: '2027-04-28',
          startTime: '20:00:00',
          endTime: '21:00:00',
        },
        {
          show: show.id,
          rrule: 2,
          firstDate: '2027-05-01',
          lastDate: '2027-05-10',
          startTime: '08:00:00',
          endTime: '09:00:00',
          holidays: 'skip',
        },
      ]) {
        const created = await postSchedule(app, schedule)
        t.equal(created.statusCode, 201, created.body)
        const read = await injectAs(app, 'programme-manager', { url: `/api/v1/schedules/${created.json().id}` })
        const rows = await timeslotRows(app)
        const put = await injectAs(app, 'programme-manager', {
          method: 'PUT',
          url: `/api/v1/schedules/${created.json().id}/`,
          payload: { schedule: read.json() },
        })
        t.equal(put.statusCode, 200, put.body)
        // A write's answer lists what its projection skipped; GET does not.
        const { updatedAt: _a, skipped: _s, ...was } = read.json()
        const { updatedAt: _b, skipped: _t, ...is } = put.json()
        t.same(is, was, 'the schedule as it was')
        t.same(await timeslotRows(app), rows, 'its timeslots as they were')
      }
      const read = (await injectAs(app, 'programme-manager', { url: '/api/v1/schedules?limit=1' })).json().items[0]
      const mismatched = await injectAs(app, 'programme-manager', {
        method: 'PUT',
        url: `/api/v1/schedules/${read.id}/`,
        payload: { schedule: { ...read, recurrence: 'FREQ=WEEKLY;BYDAY=FR' } },
      })
      t.equal(mismatched.statusCode, 400, 'a pair that disagrees is still refused')
    })
  })
}
