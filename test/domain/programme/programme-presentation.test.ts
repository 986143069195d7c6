import t from 'tap'
import { airtimeReport } from '../../../src/domain/programme/airtime.ts'
import { canonicalLanguageTags } from '../../../src/domain/programme/languages.ts'
import { buildWeek } from '../../../src/domain/programme/week.ts'

const H = 3_600_000

t.test('airtime: clipped to the window and to now, counted once in the total, in each of several groups', async (t) => {
  const window = { start: 0, end: 10 * H }
  const report = airtimeReport(
    [
      { start: -2 * H, end: 1 * H, groups: ['a', 'b'] }, // 1 h inside, aired
      { start: 4 * H, end: 6 * H, groups: ['a'] }, // running at now = 5 h: 1 h aired
      { start: 9 * H, end: 12 * H, groups: [] }, // 1 h inside, ahead
      { start: 10 * H, end: 11 * H, groups: ['a'] }, // touches the end only: out
      { start: 3 * H, end: 3 * H, groups: ['a'] }, // empty: out
    ],
    window,
    5 * H,
  )
  t.same(report.total, { airedMs: 2 * H, airedCount: 2, plannedMs: 4 * H, plannedCount: 3 })
  t.same(report.groups, [
    {
      key: 'a',
      airedMs: 2 * H,
      airedCount: 2,
      plannedMs: 3 * H,
      plannedCount: 2,
      airedPercent: 100,
      plannedPercent: 75,
    },
    { key: 'b', airedMs: H, airedCount: 1, plannedMs: H, plannedCount: 1, airedPercent: 50, plannedPercent: 25 },
    { key: null, airedMs: 0, airedCount: 0, plannedMs: H, plannedCount: 1, airedPercent: 0, plannedPercent: 25 },
  ])
  t.same(
    airtimeReport([], window, 0),
    { total: { airedMs: 0, airedCount: 0, plannedMs: 0, plannedCount: 0 }, groups: [] },
    'an empty window: no division by zero',
  )
})

t.test('languages: canonical, deduplicated, the first tag that is none named', async (t) => {
  t.same(canonicalLanguageTags(['EN-gb', 'en-GB', 'iw', 'sr-latn']), { ok: true, tags: ['en-GB', 'he', 'sr-Latn'] })
  t.same(canonicalLanguageTags(['de', 'en-US-x', 'zz-']), { ok: false, index: 1, tag: 'en-US-x' })
})

t.test('week: Monday to Sunday on the wall clock, a 25-hour Sunday, slots by the day they start', async (t) => {
  const zone = 'Europe/Vienna'
  const slots = [
    { start: Date.parse('2027-10-24T20:00:00Z'), end: Date.parse('2027-10-25T00:00:00Z'), item: 'from sunday' },
    { start: Date.parse('2027-10-30T21:00:00Z'), end: Date.parse('2027-10-31T03:00:00Z'), item: 'across' },
    { start: Date.parse('2027-10-31T22:00:00Z'), end: Date.parse('2027-11-01T00:00:00Z'), item: 'last' },
    { start: Date.parse('2027-10-31T23:00:00Z'), end: Date.parse('2027-11-01T01:00:00Z'), item: 'next week' },
  ]
  const week = buildWeek(slots, zone, Date.parse('2027-10-30T22:00:00Z'), '2027-10-27')
  t.equal(week.monday, '2027-10-25')
  t.same([week.previous, week.next], ['2027-10-18', '2027-11-01'])
  t.equal(week.window.end - week.window.start, 169 * H, 'the week summer time ends has 169 hours')
  t.same(
    week.days.map((day) => day.slots.map((slot) => slot.item)),
    [['from sunday'], [], [], [], [], ['across'], ['last']],
  )
  t.same(
    week.days.map((day) => day.isToday),
    [false, false, false, false, false, false, true],
    '2027-10-30T22:00Z is Sunday 00:00 CEST: today is Sunday',
  )
  t.equal(week.days[0]!.slots[0]!.startsBefore, true)
  t.equal(week.days[5]!.slots[0]!.isNow, true)
  t.equal(week.days[5]!.slots[0]!.endLocal, '2027-10-31 04:00:00')
})
