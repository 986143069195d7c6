import ICAL from 'ical.js'
import t from 'tap'
import { buildCalendar } from '../../../src/domain/programme/ical-calendar.ts'
import { continuingEvent } from '../../../src/domain/programme/ical-series.ts'
import { yearlyChanges } from '../../../src/domain/programme/ical-timezone.ts'
import { daysFromCivil, formatLocalDate } from '../../../src/domain/time/civil-dates.ts'
import { instantToLocal, localToInstant } from '../../../src/domain/time/station-time.ts'
import type { ScheduleSpec } from '../../../src/domain/types.ts'

const ZONE = 'Europe/Vienna'
const day = (date: string) => daysFromCivil(...(date.split('-').map(Number) as [number, number, number]))

/** Tuesdays 20:00-21:00 from 5 January 2027, open-ended, made up to 12 March 2027. */
const tuesdays: ScheduleSpec = {
  ruleId: 4,
  byWeekday: 1,
  firstDate: '2027-01-05',
  lastDate: '2027-03-12',
  startTime: '20:00:00',
  endTime: '21:00:00',
  addDaysNo: null,
  addBusinessDaysOnly: false,
  anchorDate: '2027-01-05',
  exceptions: [],
  recurrence: null,
  holidays: 'air',
  openEnded: true,
}
const series = (spec: Partial<ScheduleSpec>, holidays?: ReadonlySet<number>) =>
  continuingEvent(
    { id: 7, showName: 'Jazz', spec: { ...tuesdays, ...spec } },
    holidays === undefined ? { zone: ZONE } : { zone: ZONE, holidays },
  )
const local = (ms: number) => instantToLocal(ms, ZONE)

t.test(
  'starts at the first occurrence after the horizon with the canonical RRULE and the horizon as SEQUENCE',
  async (t) => {
    const event = series({})
    t.match(event, {
      uid: 'schedule-7-continues@onair',
      summary: 'Jazz',
      sequence: day('2027-03-12'),
      recurrence: { rule: 'FREQ=WEEKLY;BYDAY=TU', exdates: [] },
    })
    if ('refused' in event) return
    t.equal(local(event.start), '2027-03-16 20:00:00')
    t.equal(local(event.end), '2027-03-16 21:00:00')
  },
)

t.test(
  'exceptions and skipped holidays after its start are EXDATEs; one on the first occurrence moves the start',
  async (t) => {
    const holidays = new Set([day('2027-05-04'), day('2027-05-05'), day('2027-01-12')])
    const event = series({ exceptions: ['2027-02-02', '2027-03-16', '2027-04-13'], holidays: 'skip' }, holidays)
    if ('refused' in event) return t.fail(event.refused)
    t.equal(local(event.start), '2027-03-23 20:00:00')
    t.same(event.recurrence?.exdates.map(local), ['2027-04-13 20:00:00', '2027-05-04 20:00:00'])
    const airing = series({ exceptions: [] }, holidays)
    t.same('refused' in airing ? null : airing.recurrence?.exdates, [], 'holidays: air keeps them')
  },
)

t.test('a bi-weekly rule keeps its phase; a RRULE of its own is written as stored', async (t) => {
  const fortnightly = series({ ruleId: 5 })
  if ('refused' in fortnightly) return t.fail(fortnightly.refused)
  // Week 0 is the week of 5 January: 9 March is in week 9, out of phase; 16 March in week 10.
  t.equal(local(fortnightly.start), '2027-03-16 20:00:00')
  t.equal(fortnightly.recurrence?.rule, 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU')
  const own = series({ ruleId: 0, byWeekday: null, recurrence: 'FREQ=MONTHLY;BYMONTHDAY=13' })
  if ('refused' in own) return t.fail(own.refused)
  t.equal(local(own.start), '2027-03-13 20:00:00')
  t.equal(own.recurrence?.rule, 'FREQ=MONTHLY;BYMONTHDAY=13')
})

t.test('what an RRULE cannot say gets no continuing event, and says why', async (t) => {
  t.same(series({ addDaysNo: 1 }), { refused: 'shifted' })
  t.same(series({ addBusinessDaysOnly: true, addDaysNo: 0 }), { refused: 'shifted' })
  t.same(series({ openEnded: false }), { refused: 'notOpenEnded' })
  t.same(series({ ruleId: 0, byWeekday: null, recurrence: 'FREQ=WEEKLY;BYDAY=TU;COUNT=100' }), { refused: 'bounded' })
  // Daily at 02:30: the first occurrence after 25 March 2028 is in the spring gap of 26 March 2028.
  t.same(series({ ruleId: 2, byWeekday: null, startTime: '02:30:00', endTime: '04:00:00', lastDate: '2028-03-25' }), {
    refused: 'changeHour',
  })
  // …and in the repeated hour of 31 October 2027, which a TZID time names twice.
  t.same(series({ ruleId: 2, byWeekday: null, startTime: '02:30:00', endTime: '04:00:00', lastDate: '2027-10-30' }), {
    refused: 'changeHour',
  })
  t.notOk(
    'refused' in
      series({ ruleId: 2, byWeekday: null, startTime: '02:30:00', endTime: '04:00:00', lastDate: '2027-11-01' }),
  )
})

t.test('the zone as yearly rules after a span, checked against the zone', async (t) => {
  const after = Date.UTC(2027, 6, 1)
  const rules = (zone: string) => yearlyChanges(zone, after)?.map((c) => c.rule)
  t.same(rules('Europe/Vienna'), ['FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU', 'FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU'])
  t.same(rules('America/New_York'), ['FREQ=YEARLY;BYMONTH=11;BYDAY=1SU', 'FREQ=YEARLY;BYMONTH=3;BYDAY=2SU'])
  t.same(rules('Australia/Sydney'), ['FREQ=YEARLY;BYMONTH=10;BYDAY=1SU', 'FREQ=YEARLY;BYMONTH=4;BYDAY=1SU'])
  t.same(rules('Asia/Kolkata'), [])
  t.same(rules('UTC'), [])
})

for (const zone of ['Europe/Vienna', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata']) {
  t.test(`${zone}: a client expands a recurring event 12 years on at the station's wall time`, async (t) => {
    const start = localToInstant('2027-01-06 20:00:00', zone)
    const text = buildCalendar({
      zone,
      stamp: 0,
      name: 'onair',
      span: { start, end: start + 3_600_000 },
      events: [
        {
          uid: 'x',
          summary: 'x',
          start,
          end: start + 3_600_000,
          recurrence: { rule: 'FREQ=WEEKLY;BYDAY=WE', exdates: [] },
        },
      ],
    })
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!)
    const iterator = event.iterator()
    const wrong: string[] = []
    for (let week = 0; week < 626; week++) {
      const next = iterator.next()
      const date = formatLocalDate(day('2027-01-06') + 7 * week)
      if (next.toUnixTime() * 1000 !== localToInstant(`${date} 20:00:00`, zone)) wrong.push(date)
    }
    t.same(wrong, [])
  })
}
