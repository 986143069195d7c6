import fc from 'fast-check'
import t from 'tap'
import {
  civilFromDays,
  daysFromCivil,
  daysInMonth,
  formatLocalDate,
  formatWall,
  MS_PER_DAY,
  parseLocalDate,
  parseLocalDateTime,
  parseLocalTime,
  wallDigits,
  weekdayOf,
} from '../../../src/domain/time/civil-dates.ts'

// The oracle: the UTC fields of a JavaScript Date. setUTCFullYear, unlike Date.UTC, keeps years 0-99
// as they are, and UTC has no zone, so the host's cannot leak in.
const utcDate = (year: number, month: number, day: number): Date => {
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return date
}
const fieldsOf = (date: Date): [number, number, number] => [
  date.getUTCFullYear(),
  date.getUTCMonth() + 1,
  date.getUTCDate(),
]
const FIRST = daysFromCivil(1, 1, 1)
const LAST = daysFromCivil(9999, 12, 31)

t.test('day numbers outside 2000-2099: century leap rules and the ends of the range', async (t) => {
  // [date, days since 1970-01-01], the days from Date's own arithmetic.
  const cases: [number, number, number][] = [
    [2000, 2, 29], // divisible by 400: a leap day
    [1900, 2, 28], // divisible by 100 only: no leap day, so 1900-03-01 follows
    [1900, 3, 1],
    [2100, 2, 28],
    [2100, 3, 1],
    [1600, 2, 29],
    [1969, 12, 31],
    [1970, 1, 1],
    [1, 1, 1],
    [4, 2, 29],
    [99, 12, 31],
    [400, 2, 29],
    [1000, 1, 1],
    [9999, 12, 31],
  ]
  for (const [y, m, d] of cases) {
    const days = utcDate(y, m, d).getTime() / MS_PER_DAY
    t.equal(daysFromCivil(y, m, d), days, `daysFromCivil ${y}-${m}-${d}`)
    t.same(civilFromDays(days), [y, m, d], `civilFromDays ${days}`)
  }
  t.equal(daysFromCivil(1900, 3, 1) - daysFromCivil(1900, 2, 28), 1, '1900 has no 29 February')
  t.equal(daysFromCivil(2100, 3, 1) - daysFromCivil(2100, 2, 28), 1, '2100 has no 29 February')
  t.equal(daysFromCivil(2000, 3, 1) - daysFromCivil(2000, 2, 28), 2, '2000 has a 29 February')
  t.equal(formatLocalDate(LAST), '9999-12-31')
  t.equal(formatLocalDate(FIRST), '0001-01-01')
  t.equal(formatLocalDate(daysFromCivil(999, 3, 7)), '0999-03-07')
})

t.test('civilFromDays and daysFromCivil agree with Date over years 1 to 9999', async () => {
  fc.assert(
    fc.property(fc.integer({ min: FIRST, max: LAST }), (days) => {
      const fields = fieldsOf(new Date(days * MS_PER_DAY))
      const civil = civilFromDays(days)
      return civil.every((v, i) => v === fields[i]) && daysFromCivil(...civil) === days
    }),
    { numRuns: 1000 },
  )
})

t.test('parseLocalDate refuses month 00 and day 00, and every day past the end of its month', async (t) => {
  for (const bad of [
    '2027-00-10',
    '2027-01-00',
    '2027-13-01',
    '2027-01-32',
    '2027-02-29',
    '2027-04-31',
    '2100-02-29',
    '1900-02-29',
    '0000-01-01',
    '0000-12-31',
    '2027-1-10',
    '2027-01-1',
    '27-01-10',
    '2027/01/10',
    '2027-01-10 ',
    '+2027-01-10',
  ]) {
    t.equal(parseLocalDate(bad), null, bad)
  }
  for (const [y, m] of [
    [2027, 1],
    [2027, 2],
    [2028, 2],
    [2027, 4],
    [2027, 12],
    [1900, 2],
    [2000, 2],
  ] as const) {
    const length = daysInMonth(y, m)
    const mm = String(m).padStart(2, '0')
    t.equal(parseLocalDate(`${y}-${mm}-${length}`), daysFromCivil(y, m, length), `${y}-${mm}-${length} is the last day`)
    t.equal(parseLocalDate(`${y}-${mm}-${length + 1}`), null, `${y}-${mm}-${length + 1} does not exist`)
    t.equal(parseLocalDate(`${y}-${mm}-01`), daysFromCivil(y, m, 1))
  }
  t.equal(parseLocalDate('2027-12-31'), daysFromCivil(2027, 12, 31))
  t.equal(parseLocalDateTime('2027-00-10 10:00:00'), null)
  t.equal(parseLocalDateTime('2027-01-00 10:00:00'), null)
})

t.test('years 0001 to 0099 are read as written, not as 1901 to 1999', async (t) => {
  t.equal(parseLocalDate('0001-01-01'), FIRST)
  t.equal(parseLocalDate('0050-06-15'), daysFromCivil(50, 6, 15))
  t.equal(parseLocalDate('0048-02-29'), daysFromCivil(48, 2, 29), 'year 48 is a leap year')
  t.equal(parseLocalDate('0049-02-29'), null, 'year 49 is not')
  t.equal(parseLocalDate('0099-12-31'), daysFromCivil(99, 12, 31))
  t.equal(parseLocalDate('0100-02-29'), null, 'year 100 is a century without a leap day')
  t.equal(daysInMonth(48, 2), 29)
  t.equal(daysInMonth(1900, 2), 28)
  t.equal(daysInMonth(50, 2), 28)
  fc.assert(
    fc.property(fc.integer({ min: FIRST, max: LAST }), (days) => parseLocalDate(formatLocalDate(days)) === days),
    { numRuns: 500 },
  )
})

t.test('daysInMonth knows every month length', async (t) => {
  t.same(
    Array.from({ length: 12 }, (_, i) => daysInMonth(2027, i + 1)),
    [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31],
  )
  t.equal(daysInMonth(2028, 2), 29)
  t.equal(daysInMonth(2100, 2), 28)
  t.equal(daysInMonth(2000, 2), 29)
})

t.test('parseLocalTime takes 00:00:00 to 23:59:59 and nothing else', async (t) => {
  t.equal(parseLocalTime('23:59:59'), 86_399)
  t.equal(parseLocalTime('01:02:03'), 3723)
  t.equal(parseLocalTime('00:59:00'), 3540)
  t.equal(parseLocalTime('00:00:59'), 59)
  for (const bad of ['24:00:00', '23:60:00', '23:59:60', '1:00:00', '01:00', '01:00:00 ', 'x01:00:00', '01-00-00']) {
    t.equal(parseLocalTime(bad), null, bad)
  }
})

t.test('formatWall and wallDigits write every field, zero-padded, for any year from 1 to 9999', async (t) => {
  t.equal(formatWall(Date.UTC(2027, 0, 5, 9, 8, 7)), '2027-01-05 09:08:07')
  t.equal(formatWall(Date.UTC(2027, 11, 31, 23, 59, 59, 999)), '2027-12-31 23:59:59', 'milliseconds are dropped')
  t.equal(formatWall(utcDate(7, 3, 4).getTime() + 5000), '0007-03-04 00:00:05')
  t.equal(wallDigits(utcDate(7, 3, 4).getTime() + 5000), '00070304000005')
  t.equal(wallDigits(Date.UTC(2027, 11, 31, 23, 59, 59, 999)), '20271231235959')
  t.equal(wallDigits(Date.UTC(2027, 0, 5, 10, 0, 0)), '20270105100000')
  t.equal(wallDigits(Date.UTC(2027, 0, 5, 9, 59, 0)), '20270105095900')
  fc.assert(
    fc.property(fc.integer({ min: FIRST * MS_PER_DAY, max: (LAST + 1) * MS_PER_DAY - 1 }), (ms) => {
      const date = new Date(ms)
      const pad = (n: number, w = 2) => String(n).padStart(w, '0')
      const expected =
        `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
        `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
      return formatWall(ms) === expected && wallDigits(ms) === expected.replace(/\D/g, '')
    }),
    { numRuns: 500 },
  )
})

t.test('weekdayOf counts Monday as 0, also before 1970', async (t) => {
  t.equal(weekdayOf(daysFromCivil(1969, 12, 29)), 0, 'a Monday before day 0')
  t.equal(weekdayOf(daysFromCivil(1969, 12, 28)), 6, 'a Sunday')
  t.equal(weekdayOf(daysFromCivil(1, 1, 1)), 0, '0001-01-01 was a Monday (proleptic Gregorian)')
  fc.assert(
    fc.property(
      fc.integer({ min: FIRST, max: LAST }),
      (days) => weekdayOf(days) === (new Date(days * MS_PER_DAY).getUTCDay() + 6) % 7,
    ),
  )
})

t.test('parsers accept exactly the canonical forms: one edit away is refused or another valid value', async () => {
  // One character inserted, deleted or replaced; the result is valid only if it is canonical again.
  const edit = (canonical: fc.Arbitrary<string>) =>
    fc
      .tuple(
        canonical,
        fc.nat(20),
        fc.constantFrom('insert', 'delete', 'replace'),
        fc.constantFrom('0', '1', '3', '9', 'a', '-', ' ', ':', 'T', '\n'),
      )
      .map(([c, i, op, ch]) => c.slice(0, i) + (op === 'delete' ? '' : ch) + c.slice(op === 'insert' ? i : i + 1))
  const date = fc.integer({ min: FIRST, max: LAST }).map(formatLocalDate)
  const time = fc.integer({ min: 0, max: 86_399 }).map((s) => formatWall(s * 1000).slice(11))
  const dateTime = fc.tuple(date, time).map(([d, tm]) => `${d} ${tm}`)
  const isDate = (s: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false
    const [y, m, d] = s.split('-').map(Number) as [number, number, number]
    return y >= 1 && m >= 1 && m <= 12 && d >= 1 && d <= fieldsOf(utcDate(y, m + 1, 0))[2]
  }
  const isTime = (s: string) => /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(s)
  fc.assert(
    fc.property(fc.oneof(date, edit(date)), (s) => (parseLocalDate(s) !== null) === isDate(s)),
    { numRuns: 300 },
  )
  fc.assert(
    fc.property(fc.oneof(time, edit(time)), (s) => (parseLocalTime(s) !== null) === isTime(s)),
    { numRuns: 300 },
  )
  fc.assert(
    fc.property(fc.oneof(dateTime, edit(dateTime)), (s) => {
      const valid = s.length === 19 && s[10] === ' ' && isDate(s.slice(0, 10)) && isTime(s.slice(11))
      return (parseLocalDateTime(s) === s) === valid && (parseLocalDateTime(s) === null) === !valid
    }),
    { numRuns: 300 },
  )
})
