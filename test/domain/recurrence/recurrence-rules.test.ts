import { differenceInCalendarDays, getDate, getDay, getDaysInMonth, getISOWeek, startOfISOWeek } from 'date-fns'
import fc from 'fast-check'
import t from 'tap'
import type { RecurrenceRule } from '../../../src/domain/recurrence/recurrence-rules.ts'
import {
  FREQ,
  findRule,
  iterateOccurrences,
  occurrenceDates,
  RECURRENCE_RULES,
} from '../../../src/domain/recurrence/recurrence-rules.ts'
import { formatLocalDate, parseLocalDate } from '../../../src/domain/time/civil-dates.ts'

const rule = (id: number): RecurrenceRule => {
  const r = findRule(id)
  if (r === undefined) throw new Error(`no rule ${id}`)
  return r
}
const dates = (id: number, firstDate: string, byWeekday: number | null, start: string, end: string) =>
  occurrenceDates(rule(id), { firstDate, byWeekday }, { start, end })

t.test('the table holds the 14 rules of the reference', async (t) => {
  t.equal(RECURRENCE_RULES.length, 14)
  for (const [i, r] of RECURRENCE_RULES.entries()) t.equal(r.id, i + 1)
  t.match(rule(1), { name: 'once', freq: FREQ.once, interval: 1, count: 1 })
  t.match(rule(3), { freq: FREQ.daily, businessDaysOnly: true })
  t.match(rule(5), { freq: FREQ.weekly, interval: 2 })
  t.match(rule(6), { freq: FREQ.weekly, interval: 4 })
  t.match(rule(7), { freq: FREQ.weekly, isoWeekParity: 0 })
  t.match(rule(8), { freq: FREQ.weekly, isoWeekParity: 1 })
  t.same(
    [9, 10, 11, 12, 13, 14].map((id) => rule(id).bySetPos),
    [1, 2, 3, 4, 5, -1],
  )
  t.equal(findRule(0), undefined)
  t.equal(findRule(15), undefined)
  t.equal(findRule(2.5), undefined)
})

t.test('1 once: one occurrence on firstDate, weekday ignored', async (t) => {
  t.same(dates(1, '2027-01-06', 0, '2027-01-01', '2027-12-31'), ['2027-01-06'])
  t.same(dates(1, '2027-01-06', null, '2027-01-07', '2027-12-31'), [], 'outside the window')
})

t.test('2 daily: every day, across a year end and a leap day', async (t) => {
  t.same(dates(2, '2027-12-30', null, '2027-12-30', '2028-01-02'), [
    '2027-12-30',
    '2027-12-31',
    '2028-01-01',
    '2028-01-02',
  ])
  t.same(dates(2, '2028-01-01', null, '2028-02-28', '2028-03-01'), ['2028-02-28', '2028-02-29', '2028-03-01'])
})

t.test('3 business days: Monday to Friday', async (t) => {
  t.same(dates(3, '2027-01-01', null, '2027-01-01', '2027-01-12'), [
    '2027-01-01',
    '2027-01-04',
    '2027-01-05',
    '2027-01-06',
    '2027-01-07',
    '2027-01-08',
    '2027-01-11',
    '2027-01-12',
  ])
})

t.test('4 weekly: every byWeekday from the first one on or after firstDate', async (t) => {
  t.same(dates(4, '2027-01-01', 1, '2027-01-01', '2027-01-31'), [
    '2027-01-05',
    '2027-01-12',
    '2027-01-19',
    '2027-01-26',
  ])
  t.same(dates(4, '2027-01-05', 1, '2027-01-05', '2027-01-12'), ['2027-01-05', '2027-01-12'], 'firstDate itself counts')
})

t.test('5 bi-weekly: weeks counted from the week of firstDate (RFC 5545, WKST=MO); the phase stays', async (t) => {
  // Week 0 runs Mon 2026-12-28 to Sun 2027-01-03; its Monday is before firstDate and dropped.
  t.same(dates(5, '2027-01-01', 0, '2027-01-01', '2027-02-28'), [
    '2027-01-11',
    '2027-01-25',
    '2027-02-08',
    '2027-02-22',
  ])
  t.same(dates(5, '2027-01-01', 0, '2027-01-12', '2027-02-28'), ['2027-01-25', '2027-02-08', '2027-02-22'])
  t.same(dates(5, '2027-01-01', 0, '2027-01-26', '2027-02-28'), ['2027-02-08', '2027-02-22'])
  // The reference's example: bi-weekly Mondays from Wednesday 2027-11-24 are 12-06, 12-20 (not 11-29, 12-13).
  t.same(dates(5, '2027-11-24', 0, '2027-11-24', '2027-12-31'), ['2027-12-06', '2027-12-20'])
  t.same(
    dates(5, '2027-11-24', 2, '2027-11-24', '2027-12-31'),
    ['2027-11-24', '2027-12-08', '2027-12-22'],
    'Wednesdays start on firstDate',
  )
})

t.test('an anchor before firstDate keeps its week phase (a PUT that moved firstDate)', async (t) => {
  const moved = (firstDate: string) =>
    occurrenceDates(
      rule(5),
      { firstDate, anchorDate: '2027-01-04', byWeekday: 0 },
      { start: firstDate, end: '2027-02-28' },
    )
  t.same(moved('2027-01-04'), ['2027-01-04', '2027-01-18', '2027-02-01', '2027-02-15'])
  t.same(
    moved('2027-01-11'),
    ['2027-01-18', '2027-02-01', '2027-02-15'],
    'a later firstDate drops dates, not the phase',
  )
  t.same(
    occurrenceDates(
      rule(6),
      { firstDate: '2027-02-01', anchorDate: '2027-01-06', byWeekday: 0 },
      { start: '2027-02-01', end: '2027-03-31' },
    ),
    ['2027-02-01', '2027-03-01', '2027-03-29'],
    'four-weekly: week 0 of the anchor (Mon 01-04), then 02-01, 03-01, 03-29',
  )
})

t.test('6 four-weekly: every fourth week from firstDate', async (t) => {
  t.same(dates(6, '2027-01-01', 4, '2027-01-01', '2027-04-30'), [
    '2027-01-01',
    '2027-01-29',
    '2027-02-26',
    '2027-03-26',
    '2027-04-23',
  ])
  t.same(dates(6, '2027-01-01', 4, '2027-02-01', '2027-03-31'), ['2027-02-26', '2027-03-26'])
})

t.test('7 and 8 even and odd ISO weeks, across week 53 of 2026', async (t) => {
  // Thursdays: 12-03 w49, 12-10 w50, 12-17 w51, 12-24 w52, 12-31 w53, 01-07 w1, 01-14 w2, 01-21 w3, 01-28 w4.
  t.same(dates(7, '2026-12-01', 3, '2026-12-01', '2027-01-31'), [
    '2026-12-10',
    '2026-12-24',
    '2027-01-14',
    '2027-01-28',
  ])
  t.same(dates(8, '2026-12-01', 3, '2026-12-01', '2027-01-31'), [
    '2026-12-03',
    '2026-12-17',
    '2026-12-31',
    '2027-01-07',
    '2027-01-21',
  ])
  // Week 53 and week 1 are both odd: two odd Mondays in a row, 2026-12-28 and 2027-01-04.
  t.same(dates(8, '2026-12-20', 0, '2026-12-20', '2027-01-12'), ['2026-12-28', '2027-01-04'])
  t.same(
    dates(7, '2026-12-20', 0, '2026-12-20', '2027-01-12'),
    ['2026-12-21', '2027-01-11'],
    'three weeks apart (w52, w2)',
  )
})

t.test('9-13 nth weekday of the month; a month without a fifth is skipped', async (t) => {
  const fridays = (id: number) => dates(id, '2027-01-01', 4, '2027-01-01', '2027-04-30')
  t.same(fridays(9), ['2027-01-01', '2027-02-05', '2027-03-05', '2027-04-02'])
  t.same(fridays(10), ['2027-01-08', '2027-02-12', '2027-03-12', '2027-04-09'])
  t.same(fridays(11), ['2027-01-15', '2027-02-19', '2027-03-19', '2027-04-16'])
  t.same(fridays(12), ['2027-01-22', '2027-02-26', '2027-03-26', '2027-04-23'])
  t.same(fridays(13), ['2027-01-29', '2027-04-30'])
  t.same(dates(13, '2028-01-01', 1, '2028-02-01', '2028-02-29'), ['2028-02-29'], 'fifth Tuesday on a leap day')
  t.same(dates(9, '2027-01-02', 4, '2027-01-02', '2027-02-28'), ['2027-02-05'], 'firstDate after the first Friday')
})

t.test('14 last weekday of the month, at month ends and a leap day', async (t) => {
  t.same(dates(14, '2027-01-01', 4, '2027-01-01', '2027-04-30'), [
    '2027-01-29',
    '2027-02-26',
    '2027-03-26',
    '2027-04-30',
  ])
  t.same(dates(14, '2027-01-01', 4, '2027-12-01', '2027-12-31'), ['2027-12-31'])
  t.same(dates(14, '2028-01-01', 1, '2028-02-01', '2028-03-31'), ['2028-02-29', '2028-03-28'])
})

t.test('iteration stops as soon as accept says so', async (t) => {
  const seen: number[] = []
  iterateOccurrences(rule(2), { firstDay: 0, byWeekday: null }, { start: 0, end: 1_000_000 }, (d) => {
    seen.push(d)
    return seen.length < 3
  })
  t.same(seen, [0, 1, 2])
})

/** Independent oracle: checks each day of the window with date-fns on host-local noon Dates. */
function naiveDates(r: RecurrenceRule, firstDate: string, byWeekday: number, start: string, end: string): string[] {
  const toDate = (s: string) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number]
    return new Date(y, m - 1, d, 12)
  }
  const first = toDate(firstDate)
  const jsWeekday = (byWeekday + 1) % 7 // date-fns: 0 = Sunday
  // RFC 5545, WKST=MO: occurrences in the weeks 0, n, 2n… counted from the Monday of firstDate's week.
  const weekStart = startOfISOWeek(first)
  const out: string[] = []
  const from = Math.max(parseLocalDate(start) as number, parseLocalDate(firstDate) as number)
  for (let n = from; n <= (parseLocalDate(end) as number); n++) {
    const s = formatLocalDate(n)
    const d = toDate(s)
    const onWeekday = getDay(d) === jsWeekday
    const sinceWeekStart = differenceInCalendarDays(d, weekStart)
    let hit: boolean
    if (r.freq === FREQ.once) hit = s === firstDate
    else if (r.freq === FREQ.daily) hit = !r.businessDaysOnly || (getDay(d) !== 0 && getDay(d) !== 6)
    else if (r.freq === FREQ.weekly && r.isoWeekParity !== null)
      hit = onWeekday && getISOWeek(d) % 2 === r.isoWeekParity
    else if (r.freq === FREQ.weekly) hit = onWeekday && Math.floor(sinceWeekStart / 7) % r.interval === 0
    else if (r.bySetPos === -1) hit = onWeekday && getDate(d) + 7 > getDaysInMonth(d)
    else hit = onWeekday && Math.ceil(getDate(d) / 7) === r.bySetPos
    if (hit) out.push(s)
  }
  return out
}

t.test('every rule equals a day-by-day date-fns oracle on random windows', async (t) => {
  const base = parseLocalDate('2024-01-01') as number
  let runs = 0
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 14 }),
      fc.integer({ min: 0, max: 6 }),
      fc.integer({ min: 0, max: 2000 }),
      fc.integer({ min: 0, max: 200 }),
      fc.integer({ min: 0, max: 400 }),
      (id, byWeekday, firstOffset, startDelay, length) => {
        runs++
        const firstDate = formatLocalDate(base + firstOffset)
        const start = formatLocalDate(base + firstOffset + startDelay)
        const end = formatLocalDate(base + firstOffset + startDelay + length)
        const r = rule(id)
        const got = occurrenceDates(r, { firstDate, byWeekday }, { start, end })
        const want = naiveDates(r, firstDate, byWeekday, start, end)
        return JSON.stringify(got) === JSON.stringify(want)
      },
    ),
    { numRuns: 300 },
  )
  t.equal(runs, 300)
})

t.test('the oracle also holds around day 0 (1970-01-01) and before it', async () => {
  // Day numbers cross zero here; a null "no such weekday" must never compare like day 0.
  const base = parseLocalDate('1969-01-01') as number
  fc.assert(
    fc.property(
      fc.constantFrom(9, 10, 11, 12, 13, 14, 4, 5, 2, 3),
      fc.integer({ min: 0, max: 6 }),
      fc.integer({ min: 0, max: 300 }),
      fc.integer({ min: 0, max: 200 }),
      (id, byWeekday, firstOffset, length) => {
        const firstDate = formatLocalDate(base + firstOffset)
        const end = formatLocalDate(base + firstOffset + length)
        const r = rule(id)
        return (
          JSON.stringify(occurrenceDates(r, { firstDate, byWeekday }, { start: firstDate, end })) ===
          JSON.stringify(naiveDates(r, firstDate, byWeekday, firstDate, end))
        )
      },
    ),
    { numRuns: 200 },
  )
})

t.test('the rule names, as messages quote them', async (t) => {
  t.same(
    RECURRENCE_RULES.map((r) => r.name),
    [
      'once',
      'daily',
      'business days',
      'weekly',
      'bi-weekly',
      'four-weekly',
      'even calendar weeks',
      'odd calendar weeks',
      'every first (weekday) of the month',
      'every second (weekday) of the month',
      'every third (weekday) of the month',
      'every fourth (weekday) of the month',
      'every fifth (weekday) of the month',
      'every last (weekday) of the month',
    ],
  )
})

t.test('occurrenceDates refuses any invalid date', async (t) => {
  const ok = { firstDate: '2027-01-04', byWeekday: 0, anchorDate: '2027-01-04' }
  const window = { start: '2027-01-01', end: '2027-01-31' }
  t.throws(
    () => occurrenceDates(rule(4), { ...ok, firstDate: '2027-02-30' }, window),
    new RangeError('occurrenceDates needs valid dates'),
  )
  t.throws(() => occurrenceDates(rule(4), { ...ok, anchorDate: '2027-02-30' }, window), RangeError)
  t.throws(() => occurrenceDates(rule(4), ok, { ...window, start: '2027-02-30' }), RangeError)
  t.throws(() => occurrenceDates(rule(4), ok, { ...window, end: '2027-02-30' }), RangeError)
  t.same(occurrenceDates(rule(4), ok, window), ['2027-01-04', '2027-01-11', '2027-01-18', '2027-01-25'])
})
