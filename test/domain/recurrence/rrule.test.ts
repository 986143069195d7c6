import fc from 'fast-check'
import t from 'tap'
import { iterateRecurrence, recurrenceDays, untilDayOf } from '../../../src/domain/recurrence/rrule-expand.ts'
import { formatRecurrence, parseRecurrence, type Recurrence } from '../../../src/domain/recurrence/rrule-parse.ts'
import { formatLocalDate, parseLocalDate } from '../../../src/domain/time/civil-dates.ts'
import { oracleCase } from '../../helpers/rrule-oracle.ts'

const rule = (text: string): Recurrence => {
  const parsed = parseRecurrence(text)
  if (!parsed.ok) throw new Error(parsed.problem.message)
  return parsed.rule
}
const day = (d: string) => parseLocalDate(d) as number
/** The occurrences of `text` from DTSTART `start` up to `end`, as dates. */
const dates = (text: string, start: string, end: string, from = start) =>
  recurrenceDays(rule(text), day(start), { start: day(from), end: day(end) }).map(formatLocalDate)

t.test('what stations ask for', async (t) => {
  t.same(
    dates('FREQ=WEEKLY;INTERVAL=8;BYDAY=TU', '2027-01-05', '2027-07-01'),
    ['2027-01-05', '2027-03-02', '2027-04-27', '2027-06-22'],
    'every 8 weeks',
  )
  t.same(
    dates('FREQ=MONTHLY;BYDAY=-1FR', '2027-01-01', '2027-04-30'),
    ['2027-01-29', '2027-02-26', '2027-03-26', '2027-04-30'],
    'last Friday',
  )
  t.same(
    dates('FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1', '2027-01-01', '2027-04-30'),
    ['2027-01-29', '2027-02-26', '2027-03-31', '2027-04-30'],
    'last weekday',
  )
  t.same(dates('FREQ=MONTHLY;INTERVAL=2;BYDAY=1TU,-1FR', '2027-01-01', '2027-05-31'), [
    '2027-01-05',
    '2027-01-29',
    '2027-03-02',
    '2027-03-26',
    '2027-05-04',
    '2027-05-28',
  ])
  t.same(
    dates('FREQ=MONTHLY;BYMONTHDAY=31', '2027-01-01', '2027-05-31'),
    ['2027-01-31', '2027-03-31', '2027-05-31'],
    'a month without the day has none',
  )
  t.same(
    dates('FREQ=MONTHLY;BYMONTHDAY=-1', '2028-01-15', '2028-03-31'),
    ['2028-01-31', '2028-02-29', '2028-03-31'],
    'last day of the month',
  )
  t.same(
    dates('FREQ=WEEKLY;BYDAY=MO,WE,FR', '2027-01-06', '2027-01-12'),
    ['2027-01-06', '2027-01-08', '2027-01-11'],
    'several weekdays',
  )
  t.same(
    dates('FREQ=YEARLY', '2028-02-29', '2036-12-31'),
    ['2028-02-29', '2032-02-29', '2036-02-29'],
    'a leap day only in leap years',
  )
  t.same(
    dates('FREQ=YEARLY;BYMONTH=11;BYDAY=4TH', '2027-01-01', '2028-12-31'),
    ['2027-11-25', '2028-11-23'],
    'ordinal within BYMONTH',
  )
  t.same(
    dates('FREQ=YEARLY;BYDAY=20MO', '2027-01-01', '2028-12-31'),
    ['2027-05-17', '2028-05-15'],
    'ordinal within the year',
  )
})

t.test('DTSTART, COUNT and UNTIL', async (t) => {
  t.same(
    dates('FREQ=WEEKLY;BYDAY=MO', '2027-01-06', '2027-01-20'),
    ['2027-01-11', '2027-01-18'],
    'DTSTART that does not match is no occurrence',
  )
  t.same(dates('FREQ=DAILY;COUNT=3', '2027-01-01', '2027-12-31'), ['2027-01-01', '2027-01-02', '2027-01-03'])
  t.same(
    dates('FREQ=DAILY;COUNT=3', '2027-01-01', '2027-12-31', '2027-01-03'),
    ['2027-01-03'],
    'COUNT counts from DTSTART, not from the window',
  )
  t.same(
    dates('FREQ=DAILY;UNTIL=20270103', '2027-01-01', '2027-12-31'),
    ['2027-01-01', '2027-01-02', '2027-01-03'],
    'UNTIL is inclusive',
  )
  const until = rule('FREQ=DAILY;UNTIL=20270103T193000').until!
  t.equal(
    untilDayOf(until, 20 * 3600),
    day('2027-01-02'),
    'a date-time UNTIL before the start time ends the day before',
  )
  t.equal(untilDayOf(until, 19 * 3600), day('2027-01-03'))
  const utc = rule('FREQ=DAILY;UNTIL=20270103T223000Z').until!
  t.equal(
    untilDayOf(utc, 23 * 3600, (ms) => ms + 3_600_000),
    day('2027-01-03'),
    'a UTC UNTIL is read on the wall clock',
  )
  t.same(
    dates('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO', '2027-11-24', '2027-12-31'),
    ['2027-12-06', '2027-12-20'],
    'week 0 is the week of DTSTART',
  )
  t.same(dates('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;WKST=SU', '2027-11-24', '2027-12-31'), ['2027-12-06', '2027-12-20'])
  t.same(
    dates('FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,MO;WKST=SU', '2027-11-24', '2027-12-14'),
    ['2027-12-05', '2027-12-06'],
    'WKST=SU moves the week',
  )
  t.same(
    dates('FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,MO', '2027-11-24', '2027-12-14'),
    ['2027-11-28', '2027-12-06', '2027-12-12'],
    'WKST=MO',
  )
})

t.test('the edges of the calendar: 1900 and 9999', async (t) => {
  t.same(
    dates('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', '1896-01-01', '1904-12-31'),
    ['1896-02-29', '1904-02-29'],
    '1900 is no leap year',
  )
  t.same(dates('FREQ=DAILY', '9999-12-30', '9999-12-31'), ['9999-12-30', '9999-12-31'])
  t.same(
    dates('FREQ=WEEKLY;BYDAY=FR', '9999-12-01', '9999-12-31'),
    ['9999-12-03', '9999-12-10', '9999-12-17', '9999-12-24', '9999-12-31'],
    'the last week ends the series, where dateutil raises',
  )
  const days: number[] = []
  iterateRecurrence(
    rule('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30'),
    day('2027-01-01'),
    { start: day('2027-01-01'), end: day('9999-12-31') },
    (d) => days.push(d) > 0,
  )
  t.same(days, [], 'a rule that never matches stops at 9999-12-31')
})

t.test('correct where python-dateutil is not (pinned)', async (t) => {
  // RFC 5545: BYDAY=MO,1TU is every Monday and the first Tuesday; dateutil intersects the two and yields nothing.
  t.same(dates('FREQ=MONTHLY;BYDAY=MO,1TU', '2027-02-01', '2027-02-28'), [
    '2027-02-01',
    '2027-02-02',
    '2027-02-08',
    '2027-02-15',
    '2027-02-22',
  ])
  // ISO 8601: 2022-01-01 and -02 are in week 52 of 2021; dateutil counts them as week 53.
  t.same(dates('FREQ=YEARLY;BYWEEKNO=52;BYDAY=SA,SU', '2021-06-01', '2022-02-01', '2021-12-01'), [
    '2022-01-01',
    '2022-01-02',
  ])
  t.same(
    dates('FREQ=YEARLY;BYWEEKNO=53;BYDAY=FR', '2026-01-01', '2027-12-31'),
    ['2027-01-01'],
    'week 53 of 2026 ends in 2027',
  )
})

t.test('refused, naming the part', async (t) => {
  const cases: Array<[string, string]> = [
    ['FREQ=HOURLY', 'FREQ'],
    ['FREQ=DAILY;BYHOUR=8', 'BYHOUR'],
    ['FREQ=DAILY;BYMINUTE=0', 'BYMINUTE'],
    ['FREQ=DAILY;BYSECOND=0', 'BYSECOND'],
    ['FREQ=YEARLY;BYYEARDAY=100', 'BYYEARDAY'],
    ['FREQ=YEARLY;BYEASTER=0', 'BYEASTER'],
    ['INTERVAL=2', 'FREQ'],
    ['', 'FREQ'],
    ['FREQ=WEEKLY;INTERVAL=0', 'INTERVAL'],
    ['FREQ=WEEKLY;INTERVAL=1001', 'INTERVAL'],
    ['FREQ=WEEKLY;BYDAY=XX', 'BYDAY'],
    ['FREQ=WEEKLY;BYDAY=1MO', 'BYDAY'],
    ['FREQ=MONTHLY;BYDAY=6MO', 'BYDAY'],
    ['FREQ=YEARLY;BYDAY=54MO', 'BYDAY'],
    ['FREQ=MONTHLY;BYMONTHDAY=32', 'BYMONTHDAY'],
    ['FREQ=MONTHLY;BYMONTHDAY=0', 'BYMONTHDAY'],
    ['FREQ=WEEKLY;BYMONTHDAY=1', 'BYMONTHDAY'],
    ['FREQ=YEARLY;BYMONTH=13', 'BYMONTH'],
    ['FREQ=YEARLY;BYMONTH=-1', 'BYMONTH'],
    ['FREQ=MONTHLY;BYSETPOS=1', 'BYSETPOS'],
    ['FREQ=MONTHLY;BYDAY=MO;BYSETPOS=367', 'BYSETPOS'],
    ['FREQ=WEEKLY;WKST=XX', 'WKST'],
    ['FREQ=DAILY;COUNT=0', 'COUNT'],
    ['FREQ=DAILY;COUNT=2;UNTIL=20270101', 'UNTIL'],
    ['FREQ=DAILY;UNTIL=20270230', 'UNTIL'],
    ['FREQ=DAILY;FREQ=WEEKLY', 'FREQ'],
    ['FREQ=MONTHLY;BYWEEKNO=1', 'BYWEEKNO'],
    ['FREQ=YEARLY;BYWEEKNO=1;WKST=SU', 'BYWEEKNO'],
    ['FREQ=DAILY;X-NAME=1', 'X-NAME'],
    ['FREQ=DAILY;BOGUS', 'BOGUS'],
  ]
  for (const [text, part] of cases) {
    const parsed = parseRecurrence(text)
    t.equal(parsed.ok, false, text)
    if (!parsed.ok) {
      t.equal(parsed.problem.part, part, `${text} names ${part}`)
      t.ok(parsed.problem.message.startsWith(`${part}: `), parsed.problem.message)
    }
  }
})

t.test('canonical text: one spelling per rule, read back as the same rule', async (t) => {
  t.equal(formatRecurrence(rule('rrule:byday=tu;freq=weekly;interval=1;wkst=mo')), 'FREQ=WEEKLY;BYDAY=TU')
  t.equal(
    formatRecurrence(rule('FREQ=MONTHLY;BYDAY=-1FR,1TU,MO;INTERVAL=2')),
    'FREQ=MONTHLY;INTERVAL=2;BYDAY=MO,1TU,-1FR',
  )
  t.equal(formatRecurrence(rule('FREQ=DAILY;UNTIL=20270103T193000Z')), 'FREQ=DAILY;UNTIL=20270103T193000Z')
  fc.assert(
    fc.property(oracleCase, (c) => {
      const once = formatRecurrence(rule(c.rule))
      return formatRecurrence(rule(once)) === once
    }),
  )
})

t.test(
  'properties: sorted, unique, inside the window; a window is the full series filtered (between vs all)',
  async (_t) => {
    fc.assert(
      fc.property(oracleCase, fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 600 }), (c, a, b) => {
        const r = rule(c.rule)
        const start = day(c.dtstart)
        const full = recurrenceDays(r, start, { start, end: day(c.to) })
        const from = Math.min(start + a, day(c.to))
        const to = Math.min(from + b, day(c.to))
        const part = recurrenceDays(r, start, { start: from, end: to })
        const sortedUnique = full.every((d, i) => i === 0 || (full[i - 1] as number) < d)
        const inside = full.every((d) => d >= start && d <= day(c.to))
        const counted = r.count === null || full.length <= r.count
        return (
          sortedUnique &&
          inside &&
          counted &&
          JSON.stringify(part) === JSON.stringify(full.filter((d) => d >= from && d <= to))
        )
      }),
    )
  },
)

t.test('the iterator stops as soon as accept says so', async (t) => {
  const seen: number[] = []
  iterateRecurrence(
    rule('FREQ=DAILY'),
    day('2027-01-01'),
    { start: day('2027-01-01'), end: day('2027-12-31') },
    (d) => seen.push(d) < 3,
  )
  t.equal(seen.length, 3)
})
