import fc from 'fast-check'
import t from 'tap'
import { occurrenceAt, projectTimeslots } from '../../../src/domain/recurrence/projection.ts'
import { findRule, needsWeekday } from '../../../src/domain/recurrence/recurrence-rules.ts'
import { SCHEDULE_MESSAGES } from '../../../src/domain/recurrence/schedule-validation.ts'
import { timeslotHash } from '../../../src/domain/resolution/schedule-hash.ts'
import { addBusinessDays, formatLocalDate, parseLocalDate, weekdayOf } from '../../../src/domain/time/civil-dates.ts'
import { instantToLocal, localToInstant, todayIn } from '../../../src/domain/time/station-time.ts'
import type { ProjectedSlot, ProjectionSettings, ScheduleSpec } from '../../../src/domain/types.ts'
import { SCHEDULE_PROBLEM_KINDS } from '../../../src/domain/types.ts'

const VIENNA = 'Europe/Vienna'
const NOW = Date.UTC(2027, 0, 1, 0, 0) // 2027-01-01 01:00 in Vienna

const spec = (o: Partial<ScheduleSpec> = {}): ScheduleSpec => ({
  ruleId: 4,
  byWeekday: 1,
  firstDate: '2027-01-04',
  lastDate: '2027-12-31',
  startTime: '20:00:00',
  endTime: '21:00:00',
  addDaysNo: null,
  addBusinessDaysOnly: false,
  ...o,
})
const settings = (o: Partial<ProjectionSettings> = {}): ProjectionSettings => ({
  zone: VIENNA,
  now: NOW,
  maxSlots: 1000,
  defaultHorizonDays: null,
  ...o,
})
const project = (s: Partial<ScheduleSpec>, st: Partial<ProjectionSettings> = {}) => {
  const r = projectTimeslots(spec(s), settings(st))
  if (!r.ok) throw new Error(`unexpected problem: ${r.problem.message}`)
  return r
}
const starts = (slots: ProjectedSlot[]) => slots.map((s) => s.localStart)
const utc = (ms: number) => new Date(ms).toISOString().slice(0, 16)

t.test('projects the reference example with its hash', async (t) => {
  const r = project({ lastDate: '2027-01-17' })
  t.equal(r.firstDate, '2027-01-04')
  t.equal(r.lastDate, '2027-01-17')
  t.same(r.slots[0], {
    start: Date.UTC(2027, 0, 5, 19),
    end: Date.UTC(2027, 0, 5, 20),
    date: '2027-01-05',
    localStart: '2027-01-05 20:00:00',
    localEnd: '2027-01-05 21:00:00',
    hash: '202701052000002027010521000041',
    isPast: false,
  })
  t.same(starts(r.slots), ['2027-01-05 20:00:00', '2027-01-12 20:00:00'])
})

t.test('every rule projects its dates (Fridays, Jan-Mar 2027)', async (t) => {
  const table: Array<[number, number, string]> = [
    [1, 1, '2027-01-01'],
    [2, 90, '2027-01-01'],
    [3, 64, '2027-01-01'],
    [4, 13, '2027-01-01'],
    [5, 7, '2027-01-01'],
    [6, 4, '2027-01-01'],
    [7, 6, '2027-01-15'],
    [8, 7, '2027-01-01'],
    [9, 3, '2027-01-01'],
    [10, 3, '2027-01-08'],
    [11, 3, '2027-01-15'],
    [12, 3, '2027-01-22'],
    [13, 1, '2027-01-29'],
    [14, 3, '2027-01-29'],
  ]
  for (const [ruleId, count, first] of table) {
    const r = project({ ruleId, byWeekday: 4, firstDate: '2027-01-01', lastDate: '2027-03-31' })
    t.equal(r.slots.length, count, `rule ${ruleId} count`)
    t.equal(r.slots[0]?.localStart, `${first} 20:00:00`, `rule ${ruleId} first`)
  }
})

t.test('a weekly 20:00 show stays at 20:00 local across both Vienna changes', async (t) => {
  const spring = project({ byWeekday: 6, firstDate: '2027-03-14', lastDate: '2027-04-04' })
  t.same(
    spring.slots.map((s) => utc(s.start)),
    ['2027-03-14T19:00', '2027-03-21T19:00', '2027-03-28T18:00', '2027-04-04T18:00'],
  )
  const autumn = project({ byWeekday: 6, firstDate: '2027-10-17', lastDate: '2027-11-07' })
  t.same(
    autumn.slots.map((s) => utc(s.start)),
    ['2027-10-17T18:00', '2027-10-24T18:00', '2027-10-31T19:00', '2027-11-07T19:00'],
  )
  t.ok(
    [...spring.slots, ...autumn.slots].every(
      (s) => s.localStart.endsWith(' 20:00:00') && s.end - s.start === 3_600_000,
    ),
  )
})

t.test('a start in the spring gap moves to its end; an ambiguous one takes summer time', async (t) => {
  const gap = project({
    ruleId: 1,
    byWeekday: null,
    firstDate: '2027-03-28',
    lastDate: null,
    startTime: '02:30:00',
    endTime: '04:00:00',
  })
  t.same(gap.slots, [
    {
      start: Date.UTC(2027, 2, 28, 1),
      end: Date.UTC(2027, 2, 28, 2),
      date: '2027-03-28',
      localStart: '2027-03-28 03:00:00',
      localEnd: '2027-03-28 04:00:00',
      hash: '20270328030000202703280400001',
      isPast: false,
    },
  ])
  const overlap = project({
    ruleId: 1,
    byWeekday: null,
    firstDate: '2027-10-31',
    lastDate: null,
    startTime: '02:30:00',
    endTime: '03:30:00',
  })
  t.equal(utc(overlap.slots[0]?.start ?? 0), '2027-10-31T00:30')
  t.equal(utc(overlap.slots[0]?.end ?? 0), '2027-10-31T02:30')
})

t.test('New York: gap and overlap', async (t) => {
  const ny = { zone: 'America/New_York' }
  const spring = project(
    { byWeekday: 6, firstDate: '2027-03-07', lastDate: '2027-03-21', startTime: '02:30:00', endTime: '03:30:00' },
    ny,
  )
  t.same(starts(spring.slots), ['2027-03-07 02:30:00', '2027-03-14 03:00:00', '2027-03-21 02:30:00'])
  t.equal(utc(spring.slots[1]?.start ?? 0), '2027-03-14T07:00')
  t.equal(utc(spring.slots[1]?.end ?? 0), '2027-03-14T07:30')
  const autumn = project(
    { ruleId: 1, byWeekday: null, firstDate: '2027-11-07', startTime: '01:30:00', endTime: '02:00:00' },
    ny,
  )
  t.equal(utc(autumn.slots[0]?.start ?? 0), '2027-11-07T05:30')
  t.equal(utc(autumn.slots[0]?.end ?? 0), '2027-11-07T07:00')
})

t.test('overnight slots end the next day, also across a DST change', async (t) => {
  const spring = project({
    ruleId: 2,
    byWeekday: null,
    firstDate: '2027-03-26',
    lastDate: '2027-03-28',
    startTime: '23:00:00',
    endTime: '04:00:00',
  })
  t.same(
    spring.slots.map((s) => (s.end - s.start) / 3_600_000),
    [5, 4, 5],
  )
  t.equal(spring.slots[1]?.localEnd, '2027-03-28 04:00:00')
  const autumn = project({
    ruleId: 2,
    byWeekday: null,
    firstDate: '2027-10-30',
    lastDate: '2027-10-31',
    startTime: '23:00:00',
    endTime: '04:00:00',
  })
  t.same(
    autumn.slots.map((s) => (s.end - s.start) / 3_600_000),
    [6, 5],
  )
})

t.test('"last Friday 23:00-01:00" ends two hours after its own start, even in April and December 2027', async (t) => {
  const r = project({
    ruleId: 14,
    byWeekday: 4,
    firstDate: '2027-04-01',
    lastDate: '2027-12-31',
    startTime: '23:00:00',
    endTime: '01:00:00',
  })
  t.equal(r.slots.length, 9)
  t.ok(r.slots.every((s) => s.end - s.start === 2 * 3_600_000))
  const april = r.slots[0]
  const december = r.slots[8]
  t.same([april?.localStart, april?.localEnd], ['2027-04-30 23:00:00', '2027-05-01 01:00:00'])
  t.same([december?.localStart, december?.localEnd], ['2027-12-31 23:00:00', '2028-01-01 01:00:00'])
})

t.test('addDaysNo shifts by calendar or business days, filtered before the shift', async (t) => {
  const friday = { byWeekday: 4, firstDate: '2027-01-01', lastDate: '2027-01-08', addDaysNo: 1 }
  t.same(starts(project(friday).slots), ['2027-01-02 20:00:00', '2027-01-09 20:00:00'])
  // The repetition of Friday 8th lands on Monday 11th, after lastDate, and still belongs.
  t.same(starts(project({ ...friday, addBusinessDaysOnly: true }).slots), [
    '2027-01-04 20:00:00',
    '2027-01-11 20:00:00',
  ])
  const saturday = project({
    byWeekday: 5,
    firstDate: '2027-01-01',
    lastDate: '2027-01-09',
    addDaysNo: 1,
    addBusinessDaysOnly: true,
  })
  t.same(starts(saturday.slots), ['2027-01-04 20:00:00', '2027-01-11 20:00:00'], 'Saturday + 1 business day → Monday')
  const thursday = project({
    byWeekday: 3,
    firstDate: '2027-01-01',
    lastDate: '2027-01-07',
    addDaysNo: 3,
    addBusinessDaysOnly: true,
  })
  t.same(starts(thursday.slots), ['2027-01-12 20:00:00'], 'Thursday + 3 → Tuesday')
  const zero = project({
    byWeekday: 5,
    firstDate: '2027-01-01',
    lastDate: '2027-01-09',
    addDaysNo: 0,
    addBusinessDaysOnly: true,
  })
  t.same(starts(zero.slots), ['2027-01-02 20:00:00', '2027-01-09 20:00:00'], 'no shift, even on a weekend')
})

t.test('a business-day shift that maps several dates onto one day keeps one slot', async (t) => {
  // Thu..Mon shift to Fri, Mon, Mon, Mon, Tue.
  const r = project({
    ruleId: 2,
    byWeekday: null,
    firstDate: '2027-01-07',
    lastDate: '2027-01-11',
    addDaysNo: 1,
    addBusinessDaysOnly: true,
  })
  t.same(starts(r.slots), ['2027-01-08 20:00:00', '2027-01-11 20:00:00', '2027-01-12 20:00:00'])
})

t.test('validation problems carry code, field and message', async (t) => {
  const cases: Array<
    [string, Partial<ScheduleSpec>, (typeof SCHEDULE_PROBLEM_KINDS)[number], string, string | RegExp]
  > = [
    ['unknown rule', { ruleId: 15 }, 'unknownRule', 'rrule', 'Unknown recurrence rule 15; valid ids are 1..14'],
    ['rule 0', { ruleId: 0 }, 'unknownRule', 'rrule', /valid ids are 1\.\.14/],
    [
      'unreal firstDate',
      { firstDate: '2027-02-29' },
      'dateInvalid',
      'firstDate',
      'firstDate must be a real date YYYY-MM-DD',
    ],
    [
      'malformed lastDate',
      { lastDate: '2027-12-1' },
      'dateInvalid',
      'lastDate',
      'lastDate must be a real date YYYY-MM-DD',
    ],
    ['hour 24', { startTime: '24:00:00' }, 'timeInvalid', 'startTime', 'startTime must be a time HH:MM:SS'],
    ['no seconds', { endTime: '21:00' }, 'timeInvalid', 'endTime', 'endTime must be a time HH:MM:SS'],
    [
      'weekday missing',
      { byWeekday: null },
      'weekdayInvalid',
      'byWeekday',
      'byWeekday is required for rule 4 (weekly): 0 (Monday) to 6 (Sunday)',
    ],
    ['weekday missing, monthly', { ruleId: 14, byWeekday: null }, 'weekdayInvalid', 'byWeekday', /rule 14/],
    [
      'weekday 7',
      { byWeekday: 7 },
      'weekdayInvalid',
      'byWeekday',
      'byWeekday must be an integer from 0 (Monday) to 6 (Sunday)',
    ],
    ['weekday 1.5 on daily', { ruleId: 2, byWeekday: 1.5 }, 'weekdayInvalid', 'byWeekday', /integer from 0/],
    ['weekday -1 on once', { ruleId: 1, byWeekday: -1 }, 'weekdayInvalid', 'byWeekday', /integer from 0/],
    ['addDaysNo 366', { addDaysNo: 366 }, 'addDaysInvalid', 'addDaysNo', 'addDaysNo must be an integer from 0 to 365'],
    ['addDaysNo -1', { addDaysNo: -1 }, 'addDaysInvalid', 'addDaysNo', /from 0 to 365/],
    ['addDaysNo 0.5', { addDaysNo: 0.5 }, 'addDaysInvalid', 'addDaysNo', /from 0 to 365/],
    ['reversed dates', { lastDate: '2027-01-03' }, 'datesReversed', 'lastDate', "Until date mustn't be before start"],
    [
      'reversed dates, once',
      { ruleId: 1, lastDate: '2027-01-03' },
      'datesReversed',
      'lastDate',
      SCHEDULE_MESSAGES.datesReversed,
    ],
    ['equal dates', { lastDate: '2027-01-04' }, 'datesEqual', 'lastDate', "Start and until dates mustn't be the same"],
    [
      'equal dates, daily',
      { ruleId: 2, lastDate: '2027-01-04' },
      'datesEqual',
      'lastDate',
      SCHEDULE_MESSAGES.datesEqual,
    ],
    ['empty slot', { endTime: '20:00:00' }, 'emptySlot', 'endTime', /24-hour timeslot must be expressed another way/],
  ]
  for (const [name, s, code, field, message] of cases) {
    const r = projectTimeslots(spec(s), settings())
    t.equal(r.ok, false, name)
    if (r.ok) continue
    t.equal(r.problem.kind, code, `${name}: kind`)
    t.equal(r.problem.field, field, `${name}: field`)
    if (typeof message === 'string') t.equal(r.problem.message, message, `${name}: message`)
    else t.match(r.problem.message, message, `${name}: message`)
  }
})

t.test('valid edge values pass validation', async (t) => {
  t.equal(
    project({ ruleId: 1, byWeekday: null, firstDate: '2027-01-04', lastDate: '2027-01-04' }).slots.length,
    1,
    'once with equal dates',
  )
  t.equal(project({ addDaysNo: 365 }).slots.length, 52)
  t.equal(
    project({ ruleId: 2, byWeekday: 6, lastDate: '2027-01-05' }).slots.length,
    2,
    'weekday given to daily is allowed',
  )
})

t.test('a slot emptied by the spring gap is skipped and listed with why; the others are projected', async (t) => {
  const r = project({
    ruleId: 2,
    byWeekday: null,
    firstDate: '2027-03-27',
    lastDate: '2027-03-29',
    startTime: '02:00:00',
    endTime: '02:30:00',
  })
  t.same(starts(r.slots), ['2027-03-27 02:00:00', '2027-03-29 02:00:00'])
  t.equal(r.skipped.length, 1)
  t.match(r.skipped[0], {
    date: '2027-03-28',
    reason: 'emptied-by-dst',
    message: /2027-03-28.*daylight-saving change in Europe\/Vienna/,
  })
  // The case: a weekly Sunday 02:00-03:00 show in Vienna loses only the spring-forward Sunday.
  const sundays = project({
    byWeekday: 6,
    firstDate: '2027-01-01',
    lastDate: '2027-12-31',
    startTime: '02:00:00',
    endTime: '03:00:00',
  })
  t.equal(sundays.slots.length, 51)
  t.same(
    sundays.skipped.map((x) => x.date),
    ['2027-03-28'],
  )
})

t.test('lastDate defaults to the end of the year, or today + horizon, in the zone', async (t) => {
  const june = Date.UTC(2027, 5, 15, 12)
  t.equal(project({ lastDate: null }, { now: june }).lastDate, '2027-12-31')
  t.equal(project({ lastDate: null }, { now: june, defaultHorizonDays: 10 }).lastDate, '2027-06-25')
  // 23:30Z on New Year's Eve is already 2028 in Vienna.
  const newYear = project({ lastDate: null }, { now: Date.UTC(2027, 11, 31, 23, 30) })
  t.same([newYear.firstDate, newYear.lastDate], ['2028-01-01', '2028-12-31'])
  const later = projectTimeslots(spec({ firstDate: '2028-03-01', lastDate: null }), settings({ now: june }))
  t.match(
    later,
    {
      ok: false,
      problem: {
        kind: 'beyondHorizon',
        field: 'lastDate',
        message:
          /default horizon, 2027-12-31 \(the end of the current year\).*before firstDate 2028-03-01; send a lastDate/,
      },
    },
    'a firstDate after the default horizon names the horizon and asks for a lastDate',
  )
  const once = project({ ruleId: 1, byWeekday: null, firstDate: '2028-03-01', lastDate: null }, { now: june })
  t.same([once.slots.length, once.firstDate, once.lastDate], [1, '2028-03-01', '2028-03-01'], 'once ignores lastDate')
})

t.test('a past firstDate starts the listing today; earlier slots today are flagged past', async (t) => {
  const now = Date.UTC(2027, 0, 10, 11) // 12:00 in Vienna
  const daily = project(
    {
      ruleId: 2,
      byWeekday: null,
      firstDate: '2026-06-01',
      lastDate: '2027-01-12',
      startTime: '08:00:00',
      endTime: '09:00:00',
    },
    { now },
  )
  t.equal(daily.firstDate, '2027-01-10')
  t.same(
    daily.slots.map((s) => [s.localStart, s.isPast]),
    [
      ['2027-01-10 08:00:00', true],
      ['2027-01-11 08:00:00', false],
      ['2027-01-12 08:00:00', false],
    ],
  )
  const biweekly = project(
    { ruleId: 5, byWeekday: 0, firstDate: '2027-01-04', lastDate: '2027-02-28' },
    { now: Date.UTC(2027, 0, 12) },
  )
  t.same(
    starts(biweekly.slots),
    ['2027-01-18 20:00:00', '2027-02-01 20:00:00', '2027-02-15 20:00:00'],
    'phase from the original firstDate',
  )
  const once = project({ ruleId: 1, byWeekday: null, firstDate: '2026-12-01', lastDate: null })
  t.same(
    once.slots.map((s) => [s.localStart, s.isPast]),
    [['2026-12-01 20:00:00', true]],
  )
  t.same(project({ firstDate: '2026-01-05', lastDate: '2026-12-31' }).slots, [], 'entirely in the past')
})

t.test('more than maxSlots is a problem, found without projecting everything', async (t) => {
  const daily = { ruleId: 2, byWeekday: null, firstDate: '2027-01-01', lastDate: '2027-12-31' }
  t.equal(project(daily, { maxSlots: 365 }).slots.length, 365)
  const r = projectTimeslots(spec(daily), settings({ maxSlots: 100 }))
  t.same(r, {
    ok: false,
    problem: {
      kind: 'tooManySlots',
      field: 'lastDate',
      message: 'The schedule projects more than 100 timeslots; shorten it (lastDate) or split it',
    },
  })
  const huge = projectTimeslots(spec({ ...daily, lastDate: '9999-12-31' }), settings())
  t.equal(huge.ok ? null : huge.problem.kind, 'tooManySlots')
})

// ---------------------------------------------------------------------------------------------
// Properties over random schedules, zones and clocks.

const ZONES = ['UTC', 'Europe/Vienna', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata']
const BASE = parseLocalDate('2026-01-01') as number
const pad = (n: number) => String(n).padStart(2, '0')
// Hours near 0-3 are common so that DST gaps and overlaps come up often.
const timeOfDay = fc
  .tuple(
    fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 23 })),
    fc.constantFrom(0, 15, 30, 45, 59),
    fc.constantFrom(0, 30),
  )
  .map(([h, m, s]) => `${pad(h)}:${pad(m)}:${pad(s)}`)

const scheduleCase = fc
  .record({
    ruleId: fc.integer({ min: 1, max: 14 }),
    weekday: fc.integer({ min: 0, max: 6 }),
    weekdayGiven: fc.boolean(),
    firstOffset: fc.integer({ min: 0, max: 1500 }),
    span: fc.option(fc.integer({ min: 1, max: 700 }), { freq: 8 }),
    startTime: timeOfDay,
    endTime: timeOfDay,
    addDaysNo: fc.option(fc.integer({ min: 0, max: 10 })),
    addBusinessDaysOnly: fc.boolean(),
    zone: fc.constantFrom(...ZONES),
    nowOffsetHours: fc.integer({ min: 0, max: 5 * 366 * 24 }),
    horizon: fc.option(fc.integer({ min: 0, max: 400 })),
  })
  .filter((c) => c.startTime !== c.endTime)
  .map((c) => {
    const rule = findRule(c.ruleId)
    const needs = rule !== undefined && needsWeekday(rule)
    const s: ScheduleSpec = {
      ruleId: c.ruleId,
      byWeekday: needs || c.weekdayGiven ? c.weekday : null,
      firstDate: formatLocalDate(BASE + c.firstOffset),
      lastDate: c.span === null ? null : formatLocalDate(BASE + c.firstOffset + c.span),
      startTime: c.startTime,
      endTime: c.endTime,
      addDaysNo: c.addDaysNo,
      addBusinessDaysOnly: c.addBusinessDaysOnly,
    }
    const st: ProjectionSettings = {
      zone: c.zone,
      now: Date.UTC(2026, 0, 1) + c.nowOffsetHours * 3_600_000,
      maxSlots: 5000,
      defaultHorizonDays: c.horizon,
    }
    return { spec: s, settings: st }
  })

const shiftOf = (s: ScheduleSpec) => (d: number) =>
  s.addBusinessDaysOnly ? addBusinessDays(d, s.addDaysNo ?? 0) : d + (s.addDaysNo ?? 0)

t.test('projections are sorted, disjoint, in range, hashed uniquely and stable', async (t) => {
  let projected = 0
  fc.assert(
    fc.property(scheduleCase, ({ spec: s, settings: st }) => {
      const r = projectTimeslots(s, st)
      if (!r.ok) {
        // Valid data can only fail when a default lastDate falls before firstDate (maxSlots is out of reach here).
        return s.lastDate === null && r.problem.kind === 'beyondHorizon'
      }
      for (const skipped of r.skipped) {
        if (skipped.reason !== 'emptied-by-dst' || r.slots.some((x) => x.date === skipped.date)) return false
      }
      projected += r.slots.length
      const shift = shiftOf(s)
      const upper = formatLocalDate(shift(parseLocalDate(r.lastDate) as number) + 1)
      const hashes = new Set(r.slots.map((x) => x.hash))
      if (hashes.size !== r.slots.length) return false
      for (const [i, slot] of r.slots.entries()) {
        const next = r.slots[i + 1]
        if (!(slot.start < slot.end)) return false
        if (next !== undefined && next.start < slot.end) return false
        if (
          slot.localStart !== instantToLocal(slot.start, st.zone) ||
          slot.localEnd !== instantToLocal(slot.end, st.zone)
        )
          return false
        if (slot.hash !== timeslotHash(slot.localStart, slot.localEnd, s.ruleId, s.byWeekday)) return false
        if (slot.isPast !== slot.start < st.now) return false
        const date = slot.localStart.slice(0, 10)
        if (date < r.firstDate || slot.localEnd.slice(0, 10) > upper) return false
        // Local start time is startTime, unless that wall time falls into a DST gap.
        const wanted = `${date} ${s.startTime}`
        if (slot.localStart !== wanted && instantToLocal(localToInstant(wanted, st.zone), st.zone) === wanted)
          return false
        // Weekly and monthly rules land on byWeekday (shifted by plain addDaysNo).
        const rule = findRule(s.ruleId)
        if (rule !== undefined && needsWeekday(rule) && !s.addBusinessDaysOnly) {
          if (weekdayOf(parseLocalDate(date) as number) !== ((s.byWeekday ?? 0) + (s.addDaysNo ?? 0)) % 7) return false
        }
      }
      const again = projectTimeslots(s, st)
      return JSON.stringify(again) === JSON.stringify(r)
    }),
    { numRuns: 200 },
  )
  t.ok(projected > 0, `projected ${projected} slots`)
})

t.test('counts equal a simple day-by-day counter for daily, business, weekly and bi-weekly rules', async (t) => {
  let runs = 0
  fc.assert(
    fc.property(scheduleCase, fc.constantFrom(2, 3, 4, 5), ({ spec: s0, settings: st }, ruleId) => {
      const s = {
        ...s0,
        ruleId,
        byWeekday: s0.byWeekday ?? 2,
        addDaysNo: null,
        startTime: '12:00:00',
        endTime: '13:00:00',
      }
      const r = projectTimeslots(s, st)
      if (!r.ok) return s.lastDate === null && r.problem.kind === 'beyondHorizon'
      runs++
      const first = parseLocalDate(s.firstDate) as number
      // RFC 5545: the week (Monday to Sunday) of firstDate is week 0.
      const anchor = first - weekdayOf(first) + s.byWeekday
      let count = 0
      for (let d = parseLocalDate(r.firstDate) as number; d <= (parseLocalDate(r.lastDate) as number); d++) {
        const wd = weekdayOf(d)
        if (ruleId === 2) count++
        else if (ruleId === 3) count += wd < 5 ? 1 : 0
        else if (ruleId === 4) count += wd === s.byWeekday ? 1 : 0
        else count += wd === s.byWeekday && d >= first && (d - anchor) % 14 === 0 ? 1 : 0
      }
      return r.slots.length === count
    }),
    { numRuns: 200 },
  )
  t.ok(runs > 100, `counted ${runs} projections`)
})

t.test('projecting later equals filtering an earlier projection (between vs all)', async (t) => {
  let compared = 0
  fc.assert(
    fc.property(scheduleCase, fc.integer({ min: 0, max: 400 * 24 }), ({ spec: s0, settings: st }, laterHours) => {
      // once always lists its one slot; addDaysNo would let the generated date differ from the slot's.
      if (s0.ruleId === 1) return true
      const s = { ...s0, addDaysNo: null, lastDate: s0.lastDate ?? formatLocalDate(BASE + 2000) }
      const early = projectTimeslots(s, st)
      const laterNow = st.now + laterHours * 3_600_000
      const late = projectTimeslots(s, { ...st, now: laterNow })
      if (!early.ok) return true // an emptied slot may lie before the later today
      if (!late.ok) return false
      compared++
      const today = todayIn(st.zone, laterNow)
      const filtered = early.slots
        .filter((x) => x.localStart.slice(0, 10) >= today)
        .map((x) => ({ ...x, isPast: x.start < laterNow }))
      return JSON.stringify(filtered) === JSON.stringify(late.slots)
    }),
    { numRuns: 150 },
  )
  t.ok(compared > 50, `compared ${compared} projections`)
})

t.test(
  'projecting a window of days equals filtering the full projection (what a holiday write compares)',
  async (t) => {
    let compared = 0
    fc.assert(
      fc.property(
        scheduleCase,
        fc.integer({ min: -30, max: 500 }),
        fc.integer({ min: 0, max: 120 }),
        ({ spec: s0, settings: st }, offset, length) => {
          // once ignores the window; addDaysNo would let the generated date differ from the slot's.
          if (s0.ruleId === 1) return true
          const s = { ...s0, addDaysNo: null }
          const full = projectTimeslots(s, st)
          if (!full.ok) return true
          const days = { start: BASE + offset, end: BASE + offset + length }
          const windowed = projectTimeslots(s, { ...st, days })
          if (!windowed.ok) return false
          compared++
          const inside = full.slots.filter((x) => {
            const day = parseLocalDate(x.date) as number
            return day >= days.start && day <= days.end
          })
          return JSON.stringify(inside) === JSON.stringify(windowed.slots)
        },
      ),
      { numRuns: 150 },
    )
    t.ok(compared > 50, `compared ${compared} projections`)
  },
)

t.test('never throws, whatever the schedule data', async (t) => {
  const junk = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.constant(null),
    fc.constant('2027-01-01'),
    fc.constant('20:00:00'),
  )
  let results = 0
  fc.assert(
    fc.property(
      fc.record({
        ruleId: fc.oneof(fc.integer({ min: -2, max: 16 }), fc.double()),
        byWeekday: fc.oneof(fc.integer({ min: -2, max: 9 }), fc.double(), fc.constant(null)),
        firstDate: junk,
        lastDate: junk,
        startTime: junk,
        endTime: junk,
        addDaysNo: fc.oneof(fc.integer({ min: -5, max: 400 }), fc.double(), fc.constant(null)),
        addBusinessDaysOnly: fc.boolean(),
      }),
      (raw) => {
        const r = projectTimeslots(raw as unknown as ScheduleSpec, settings())
        results++
        return r.ok || SCHEDULE_PROBLEM_KINDS.includes(r.problem.kind)
      },
    ),
    { numRuns: 300 },
  )
  t.equal(results, 300)
})

t.test('a slot starting exactly now is not past; one that started a millisecond ago is', async (t) => {
  const start = Date.UTC(2027, 0, 10, 7) // 08:00 in Vienna
  const daily = {
    ruleId: 2,
    byWeekday: null,
    firstDate: '2027-01-10',
    lastDate: '2027-01-11',
    startTime: '08:00:00',
    endTime: '09:00:00',
  }
  t.same(
    project(daily, { now: start }).slots.map((s) => s.isPast),
    [false, false],
    'at its start it has not started yet',
  )
  t.same(
    project(daily, { now: start + 1 }).slots.map((s) => s.isPast),
    [true, false],
  )
  t.same(
    project(daily, { now: start - 1 }).slots.map((s) => s.isPast),
    [false, false],
  )
})

const problemOf = (s: Partial<ScheduleSpec>, st: Partial<ProjectionSettings> = {}) => {
  const r = projectTimeslots(spec(s), settings(st))
  return r.ok ? null : r.problem
}

t.test('dates must lie in 1900-01-01 … 9999-12-31, and so must the end of the last slot', async (t) => {
  const range = (field: string) => ({
    kind: 'dateOutOfRange',
    field,
    message: `${field} must be between 1900-01-01 and 9999-12-31`,
  })
  t.same(problemOf({ firstDate: '1899-12-31' }), range('firstDate'))
  t.same(problemOf({ firstDate: '0050-06-15' }), range('firstDate'), 'year 50 is a real date, only out of range')
  t.same(problemOf({ lastDate: '1899-12-31' }), range('lastDate'))
  t.same(problemOf({ anchorDate: '1899-12-25' }), range('anchorDate'))
  t.equal(problemOf({ ruleId: 1, byWeekday: null, firstDate: '1900-01-01', lastDate: null }), null, 'the first day')
  const last = project({ ruleId: 1, byWeekday: null, firstDate: '9999-12-31', lastDate: null })
  t.same(starts(last.slots), ['9999-12-31 20:00:00'], 'the last day, ending on it')
  t.same(
    problemOf({
      ruleId: 1,
      byWeekday: null,
      firstDate: '9999-12-31',
      lastDate: null,
      startTime: '23:00:00',
      endTime: '01:00:00',
    }),
    {
      kind: 'dateOutOfRange',
      field: 'lastDate',
      message: 'The timeslot on 9999-12-31 would end after 9999-12-31; choose an earlier lastDate',
    },
  )
})

t.test('firstDate and lastDate must be real dates', async (t) => {
  t.same(problemOf({ firstDate: '2027-02-30' }), {
    kind: 'dateInvalid',
    field: 'firstDate',
    message: 'firstDate must be a real date YYYY-MM-DD',
  })
  t.same(
    problemOf({ firstDate: '2027-02-30', anchorDate: '2027-01-04' }),
    {
      kind: 'dateInvalid',
      field: 'firstDate',
      message: 'firstDate must be a real date YYYY-MM-DD',
    },
    'also when the anchor is fine',
  )
  t.same(problemOf({ lastDate: '2027-02-30' }), {
    kind: 'dateInvalid',
    field: 'lastDate',
    message: 'lastDate must be a real date YYYY-MM-DD',
  })
})

t.test('the first slot that would end after 9999-12-31 is the one named', async (t) => {
  // Shifted by two days, the occurrences of 12-30 and 12-31 both land in year 10000.
  t.same(problemOf({ ruleId: 2, byWeekday: null, firstDate: '9999-12-28', lastDate: '9999-12-31', addDaysNo: 2 }), {
    kind: 'dateOutOfRange',
    field: 'lastDate',
    message: 'The timeslot on 10000-01-01 would end after 9999-12-31; choose an earlier lastDate',
  })
})

t.test('anchorDate: a real date, not after firstDate', async (t) => {
  t.same(problemOf({ anchorDate: '2027-02-30' }), {
    kind: 'dateInvalid',
    field: 'anchorDate',
    message: 'anchorDate must be a real date YYYY-MM-DD',
  })
  t.same(problemOf({ anchorDate: '2027-01-05' }), {
    kind: 'anchorInvalid',
    field: 'anchorDate',
    message: 'anchorDate must not be after firstDate 2027-01-04',
  })
  t.equal(problemOf({ anchorDate: '2027-01-04' }), null)
  // Bi-weekly from firstDate 2027-01-11: anchored on its own week it airs on the 12th, anchored a
  // week earlier on the 19th.
  const biweekly = { ruleId: 5, byWeekday: 1, firstDate: '2027-01-11', lastDate: '2027-01-31' }
  t.same(starts(project(biweekly).slots), ['2027-01-12 20:00:00', '2027-01-26 20:00:00'])
  t.same(starts(project({ ...biweekly, anchorDate: '2027-01-04' }).slots), ['2027-01-19 20:00:00'])
  t.same(starts(project({ ...biweekly, anchorDate: null }).slots), ['2027-01-12 20:00:00', '2027-01-26 20:00:00'])
})

t.test('a once schedule may have lastDate equal to firstDate', async (t) => {
  t.same(starts(project({ ruleId: 1, byWeekday: null, firstDate: '2027-02-02', lastDate: '2027-02-02' }).slots), [
    '2027-02-02 20:00:00',
  ])
})

t.test('the default horizon: the last day may be the first; a horizon in days is named as such', async (t) => {
  const now = Date.UTC(2027, 0, 4, 12) // Monday 2027-01-04, 13:00 in Vienna
  const r = project(
    { ruleId: 2, byWeekday: null, firstDate: '2027-01-04', lastDate: null },
    { now, defaultHorizonDays: 0 },
  )
  t.same([r.firstDate, r.lastDate, starts(r.slots)], ['2027-01-04', '2027-01-04', ['2027-01-04 20:00:00']])
  t.same(problemOf({ firstDate: '2027-01-06', lastDate: null }, { now, defaultHorizonDays: 0 }), {
    kind: 'beyondHorizon',
    field: 'lastDate',
    message:
      'Without lastDate a schedule ends at the default horizon, 2027-01-04 (today + 0 days (SCHEDULE_HORIZON_DAYS)), which is before firstDate 2027-01-06; send a lastDate',
  })
})

t.test('exception dates are skipped and listed; the dates after them still come', async (t) => {
  const r = project({ lastDate: '2027-01-31', exceptions: ['2027-01-12', '2027-01-19'] })
  t.same(starts(r.slots), ['2027-01-05 20:00:00', '2027-01-26 20:00:00'])
  t.same(r.skipped, [
    {
      date: '2027-01-12',
      reason: 'cancelled',
      message: 'The broadcast on 2027-01-12 was cancelled (an exception of the schedule)',
    },
    {
      date: '2027-01-19',
      reason: 'cancelled',
      message: 'The broadcast on 2027-01-19 was cancelled (an exception of the schedule)',
    },
  ])
  t.same(project({ lastDate: '2027-01-31' }).skipped, [], 'no exceptions given')
})

t.test('occurrenceAt: the occurrence overlapping a timeslot, or null', async (t) => {
  const weekly = spec({ lastDate: '2027-01-31' })
  const tue = { start: Date.UTC(2027, 0, 12, 19), end: Date.UTC(2027, 0, 12, 20) }
  t.same(occurrenceAt(weekly, tue, VIENNA), { date: '2027-01-12', ...tue })
  t.same(
    occurrenceAt(weekly, { start: tue.start + 1_800_000, end: tue.end + 1_800_000 }, VIENNA),
    { date: '2027-01-12', ...tue },
    'overlapping',
  )
  t.same(
    occurrenceAt(weekly, { start: tue.start - 1, end: tue.start + 1 }, VIENNA),
    { date: '2027-01-12', ...tue },
    'one ms in common',
  )
  t.equal(occurrenceAt(weekly, { start: tue.end, end: tue.end + 3_600_000 }, VIENNA), null, 'touching its end')
  t.equal(occurrenceAt(weekly, { start: tue.start - 3_600_000, end: tue.start }, VIENNA), null, 'touching its start')
  t.equal(
    occurrenceAt(weekly, { start: tue.start + 86_400_000, end: tue.end + 86_400_000 }, VIENNA),
    null,
    'a day later',
  )
  t.equal(occurrenceAt(spec({ ruleId: 99 }), tue, VIENNA), null, 'an invalid schedule')
  // Dates before today count too (occurrenceAt ignores now).
  t.same(
    occurrenceAt(
      spec({ firstDate: '2026-01-05' }),
      { start: Date.UTC(2026, 0, 6, 19), end: Date.UTC(2026, 0, 6, 20) },
      VIENNA,
    )?.date,
    '2026-01-06',
  )
  // Shifted by addDaysNo: the air date is Friday, generated from Tuesday.
  const shifted = spec({ addDaysNo: 3 })
  const fri = { start: Date.UTC(2027, 0, 15, 19), end: Date.UTC(2027, 0, 15, 20) }
  t.same(occurrenceAt(shifted, fri, VIENNA), { date: '2027-01-15', ...fri })
  t.same(
    occurrenceAt(
      spec({ addDaysNo: 365, lastDate: '2027-12-31' }),
      { start: Date.UTC(2028, 0, 5, 19), end: Date.UTC(2028, 0, 5, 20) },
      VIENNA,
    )?.date,
    '2028-01-05',
    'shifted by a year',
  )
  // Business days: generated on Thursday, + 2 business days = Monday.
  const business = spec({ byWeekday: 3, addDaysNo: 2, addBusinessDaysOnly: true })
  const mon = { start: Date.UTC(2027, 0, 11, 19), end: Date.UTC(2027, 0, 11, 20) }
  t.same(occurrenceAt(business, mon, VIENNA), { date: '2027-01-11', ...mon })
  // Overnight: the timeslot is found from a moment on its second day.
  const overnight = spec({ startTime: '23:00:00', endTime: '01:00:00' })
  const night = { start: Date.UTC(2027, 0, 12, 22), end: Date.UTC(2027, 0, 13, 0) }
  t.same(
    occurrenceAt(overnight, { start: Date.UTC(2027, 0, 12, 23, 30), end: Date.UTC(2027, 0, 12, 23, 45) }, VIENNA),
    { date: '2027-01-12', ...night },
  )
  // An interval from the evening before reaches the next day's occurrence.
  t.same(occurrenceAt(weekly, { start: Date.UTC(2027, 0, 11, 22), end: Date.UTC(2027, 0, 12, 19, 30) }, VIENNA), {
    date: '2027-01-12',
    ...tue,
  })
  // An interval over two days overlaps two daily occurrences; the first one is taken.
  const daily = spec({ ruleId: 2, byWeekday: null })
  t.same(occurrenceAt(daily, { start: tue.start, end: tue.start + 2 * 86_400_000 }, VIENNA), {
    date: '2027-01-12',
    ...tue,
  })
})
