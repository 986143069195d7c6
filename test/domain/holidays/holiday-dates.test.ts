import fc from 'fast-check'
import t from 'tap'
import {
  checkedList,
  checkedWindow,
  holidaysOfEvents,
  MAX_HOLIDAYS_PER_REQUEST,
} from '../../../src/domain/holidays/holiday-dates.ts'
import type { ImportEvent } from '../../../src/domain/imports/ical-import.ts'
import { projectTimeslots } from '../../../src/domain/recurrence/projection.ts'
import { addBusinessDays, formatLocalDate, parseLocalDate, weekdayOf } from '../../../src/domain/time/civil-dates.ts'

const day = (date: string) => parseLocalDate(date)!
const event = (overrides: Partial<ImportEvent>): ImportEvent => ({
  uid: 'u',
  summary: 'New Year',
  start: { date: '2020-01-01', time: null, zone: null },
  end: null,
  durationSeconds: null,
  rrule: null,
  exdates: [],
  rdates: [],
  recurrenceId: null,
  cancelled: false,
  ...overrides,
})

t.test('a business day passes over holidays: Friday + 1 before Easter Monday is Tuesday', async (t) => {
  const easterMonday = new Set([day('2027-03-29')])
  t.equal(formatLocalDate(addBusinessDays(day('2027-03-26'), 1, easterMonday)), '2027-03-30')
  t.equal(formatLocalDate(addBusinessDays(day('2027-03-26'), 1)), '2027-03-29', 'without holidays: Monday')
  t.equal(formatLocalDate(addBusinessDays(day('2027-03-26'), 1, new Set())), '2027-03-29')
  t.equal(formatLocalDate(addBusinessDays(day('2027-03-25'), 2, easterMonday)), '2027-03-30')
  t.equal(
    formatLocalDate(addBusinessDays(day('2027-03-26'), 0, easterMonday)),
    '2027-03-26',
    'n = 0 leaves the day alone',
  )
  // Against a model: count business days one by one.
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 3000 }),
      fc.integer({ min: 1, max: 30 }),
      fc.uniqueArray(fc.integer({ min: 0, max: 60 })),
      (start, n, offsets) => {
        const holidays = new Set(offsets.map((offset) => start + offset))
        const result = addBusinessDays(start, n, holidays)
        let count = 0
        for (let d = start + 1; d <= result; d++) if (weekdayOf(d) < 5 && !holidays.has(d)) count++
        return count === n && weekdayOf(result) < 5 && !holidays.has(result)
      },
    ),
  )
})

t.test('the projection skips holidays for a schedule that says so, and lists them', async (t) => {
  const spec = {
    ruleId: 3,
    byWeekday: null,
    firstDate: '2027-03-26',
    lastDate: '2027-03-31',
    startTime: '06:00:00',
    endTime: '09:00:00',
    addDaysNo: null,
    addBusinessDaysOnly: false,
  }
  const settings = {
    zone: 'Europe/Vienna',
    now: Date.UTC(2027, 0, 1),
    maxSlots: 100,
    defaultHorizonDays: null,
    holidays: new Set([day('2027-03-29')]),
  }
  const skipping = projectTimeslots({ ...spec, holidays: 'skip' }, settings)
  const airing = projectTimeslots(spec, settings)
  t.ok(skipping.ok && airing.ok)
  if (!skipping.ok || !airing.ok) return
  t.same(
    skipping.slots.map((slot) => slot.date),
    ['2027-03-26', '2027-03-30', '2027-03-31'],
  )
  t.same(
    skipping.skipped.map((s) => [s.date, s.reason]),
    [['2027-03-29', 'holiday']],
  )
  t.same(
    airing.slots.map((slot) => slot.date),
    ['2027-03-26', '2027-03-29', '2027-03-30', '2027-03-31'],
    "'air' (the default) changes nothing",
  )
})

t.test('lists: real dates, each once, each named', async (t) => {
  t.same(checkedList([{ date: '2027-03-29', name: ' Easter Monday ' }], ''), {
    holidays: [{ date: '2027-03-29', name: 'Easter Monday' }],
  })
  t.same(checkedList([{ date: '2027-02-29', name: 'x' }], ''), {
    problem: { field: 'date', message: '2027-02-29 is no real date YYYY-MM-DD' },
  })
  t.match(
    checkedList(
      [
        { date: '2027-01-01', name: 'a' },
        { date: '2027-01-01', name: 'b' },
      ],
      'holidays',
    ),
    { problem: { field: 'holidays/1/date' } },
  )
  t.match(checkedList([{ date: '1899-12-31', name: 'a' }], 'holidays'), { problem: { field: 'holidays/0/date' } })
  t.match(
    checkedList(
      Array.from({ length: MAX_HOLIDAYS_PER_REQUEST + 1 }, (_, i) => ({
        date: formatLocalDate(day('2027-01-01') + i),
        name: 'x',
      })),
      'holidays',
    ),
    { problem: { field: 'holidays' } },
  )
  t.match(checkedWindow('2027-01-01', '2026-12-31'), { problem: { field: 'to' } })
  t.match(checkedWindow('2027-01-01', '2040-01-01'), { problem: { field: 'to' } })
})

t.test(
  'calendars: yearly rules inside the window, EXDATE, RDATE, overrides, multi-day events, cancelled ones',
  async (t) => {
    const window = { start: day('2027-01-01'), end: day('2028-12-31') }
    const dates = (events: ImportEvent[]) => {
      const found = holidaysOfEvents(events, window)
      return 'problem' in found ? found.problem : found.holidays.map((holiday) => `${holiday.date} ${holiday.name}`)
    }
    t.same(dates([event({ rrule: 'FREQ=YEARLY' })]), ['2027-01-01 New Year', '2028-01-01 New Year'])
    t.same(dates([event({ rrule: 'FREQ=YEARLY', exdates: [{ date: '2028-01-01', time: null, zone: null }] })]), [
      '2027-01-01 New Year',
    ])
    t.same(dates([event({ rrule: 'FREQ=YEARLY;UNTIL=20270601' })]), ['2027-01-01 New Year'])
    t.same(
      dates([
        event({
          summary: 'Christmas',
          start: { date: '2027-12-24', time: null, zone: null },
          end: { date: '2027-12-27', time: null, zone: null },
        }),
      ]),
      ['2027-12-24 Christmas', '2027-12-25 Christmas', '2027-12-26 Christmas'],
    )
    t.same(
      dates([event({ summary: 'Gone', start: { date: '2027-05-01', time: null, zone: null }, cancelled: true })]),
      [],
    )
    t.same(
      dates([
        event({
          uid: 'x',
          summary: 'Feast',
          start: { date: '2027-06-01', time: null, zone: null },
          rrule: 'FREQ=YEARLY',
        }),
        event({
          uid: 'x',
          summary: 'Feast',
          start: { date: '2027-06-02', time: null, zone: null },
          recurrenceId: { date: '2027-06-01', time: null, zone: null },
        }),
      ]),
      ['2027-06-02 Feast', '2028-06-01 Feast'],
      'an override moves its occurrence',
    )
    t.same(
      dates([
        event({
          rdates: [{ date: '2027-07-01', time: null, zone: null }],
          start: { date: '2026-12-31', time: null, zone: null },
        }),
      ]),
      ['2027-07-01 New Year'],
    )
    t.match(dates([event({ start: { date: '2027-03-29', time: '10:00:00', zone: null } })]), {
      field: 'calendar',
      message: /not an all-day event/,
    })
    t.match(
      dates([
        event({
          start: { date: '2027-03-01', time: null, zone: null },
          end: { date: '2027-06-01', time: null, zone: null },
        }),
      ]),
      { field: 'calendar', message: /lasts 92 days/ },
    )
    t.match(
      holidaysOfEvents([event({ rrule: 'FREQ=DAILY' })], { start: day('2027-01-01'), end: day('2030-12-31') }),
      { problem: { field: 'calendar', message: /more than 1000 dates/ } },
      'a daily rule over four years is capped',
    )
    t.match(dates([event({ rrule: 'FREQ=SOMETIMES' })]), { field: 'calendar', message: /RRULE/ })
  },
)
