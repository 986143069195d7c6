/**
 * iCalendar files as schedules: Google Calendar's and Nextcloud's export formats (fixtures written by
 * hand from their documented output) and onair's own feed, round trip.
 */
import { readFileSync } from 'node:fs'
import t from 'tap'
import { calendarSchedules, type ImportedSchedule } from '../../../src/domain/imports/ical-import.ts'
import { buildCalendar } from '../../../src/domain/programme/ical-calendar.ts'
import { projectTimeslots } from '../../../src/domain/recurrence/projection.ts'
import { instantToLocal } from '../../../src/domain/time/station-time.ts'
import type { ScheduleSpec } from '../../../src/domain/types.ts'
import { parseCalendar } from '../../../src/services/imports/ical-parse.ts'

const ZONE = 'Europe/Vienna'
const fixture = (name: string) => readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), 'utf8')
const settings = { zone: ZONE, now: Date.UTC(2027, 0, 1), maxSlots: 1000, defaultHorizonDays: null }

function importText(text: string) {
  const parsed = parseCalendar(text)
  if (!parsed.ok) throw new Error(parsed.message)
  const { schedules, problems } = calendarSchedules(parsed.events, ZONE)
  return { schedules, problems: [...parsed.problems, ...problems] }
}

/** The timeslots of a spec as `start-end` in station time. */
function slots(spec: ScheduleSpec): string[] {
  const result = projectTimeslots(spec, settings)
  if (!result.ok) throw new Error(result.problem.message)
  return result.slots.map((slot) => `${slot.localStart}-${slot.localEnd.slice(11)}`)
}

const byUid = (schedules: ImportedSchedule[], uid: string) => schedules.find((s) => s.uid === uid)?.spec as ScheduleSpec

t.test(
  'Google Calendar: UNTIL in UTC, EXDATE, a moved occurrence (RECURRENCE-ID), COUNT, a cancelled event',
  async (t) => {
    const { schedules, problems } = importText(fixture('google-calendar.ics'))
    t.same(problems, [])
    t.same(
      schedules.map((s) => s.summary),
      ['Jazz Night', 'Jazz Night', 'Vinyl Hour', 'Community Voices'],
      'the cancelled pilot is left out',
    )
    const jazz = byUid(schedules, '5q1ef0h8tq8m0r6o9cm5ht5ldq@google.com')
    t.match(jazz, {
      ruleId: 4,
      byWeekday: 1,
      recurrence: null,
      firstDate: '2027-01-05',
      lastDate: '2027-06-22',
      startTime: '20:00:00',
      endTime: '21:00:00',
    })
    t.same(jazz.exceptions, ['2027-02-09', '2027-03-02'], 'the EXDATE and the moved occurrence')
    const jazzSlots = slots(jazz)
    t.equal(jazzSlots.length, 23, '25 Tuesdays to 2027-06-22 (UNTIL is 19:59:59 CEST), less two')
    t.equal(jazzSlots.at(-1), '2027-06-22 20:00:00-21:00:00')
    t.same(slots(byUid(schedules, '5q1ef0h8tq8m0r6o9cm5ht5ldq@google.com/RECURRENCE-ID/2027-03-02')), [
      '2027-03-02 21:00:00-22:00:00',
    ])
    const vinyl = byUid(schedules, '0v7kq3m2n9s1c8b6d4f2h5j7l9@google.com')
    t.match(vinyl, { ruleId: 0, recurrence: 'FREQ=WEEKLY;INTERVAL=8;BYDAY=TH', lastDate: null })
    t.same(slots(vinyl).slice(0, 3), [
      '2027-01-07 22:00:00-23:00:00',
      '2027-03-04 22:00:00-23:00:00',
      '2027-04-29 22:00:00-23:00:00',
    ])
    const voices = byUid(schedules, '3h2g1f0e9d8c7b6a5z4y3x2w1v@google.com')
    t.match(voices, { ruleId: 14, byWeekday: 4, recurrence: null, lastDate: '2027-06-25' })
    t.same(
      slots(voices).map((s) => s.slice(0, 10)),
      ['2027-01-29', '2027-02-26', '2027-03-26', '2027-04-30', '2027-05-28', '2027-06-25'],
    )
  },
)

t.test(
  'Nextcloud: another zone with the same wall clock converts; one that moves, and an all-day event, are refused by name',
  async (t) => {
    const { schedules, problems } = importText(fixture('nextcloud.ics'))
    t.same(
      problems.map((p) => p.summary),
      ['New Year', 'Live from New York'],
    )
    t.match(problems[0]?.message, /^Event "New Year" \(UID 0a1b2c3d-4e5f-4061-8273-94a5b6c7d8e9\) is an all-day event/)
    t.match(
      problems[1]?.message,
      /"Live from New York" .* keeps its wall time in America\/New_York but not in the station's zone: on 2027-03-16 it is 2027-03-16 19:00:00 in Europe\/Vienna, not 20:00:00/,
    )
    const morning = byUid(schedules, '8c1b4f0e-2d6a-4c4f-9a55-3b1f6e9f2a10')
    t.match(morning, {
      recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      startTime: '07:00:00',
      endTime: '09:00:00',
      exceptions: ['2027-01-06'],
    })
    t.same(slots(morning).slice(0, 3), [
      '2027-01-04 07:00:00-09:00:00',
      '2027-01-05 07:00:00-09:00:00',
      '2027-01-07 07:00:00-09:00:00',
    ])
    const brunch = byUid(schedules, 'f1d2c3b4-a596-4788-99aa-bbccddeeff00')
    t.match(brunch, {
      recurrence: 'FREQ=MONTHLY;BYDAY=1SU,3SU',
      firstDate: '2027-01-03',
      lastDate: '2027-06-20',
      startTime: '12:00:00',
      endTime: '13:30:00',
    })
    t.equal(slots(brunch).length, 12)
    t.same(slots(byUid(schedules, 'f1d2c3b4-a596-4788-99aa-bbccddeeff00/RDATE/2027-07-25')), [
      '2027-07-25 12:00:00-13:30:00',
    ])
  },
)

t.test('what is no calendar, and events without UID or SUMMARY, are named', async (t) => {
  const parsed = parseCalendar('hello')
  t.equal(parsed.ok, false)
  const { problems } = importText(
    'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY:x\r\nDTSTART:20270105T200000\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:u\r\nSUMMARY:Bad\r\nDTSTART;TZID=Mars/Olympus:20270105T200000\r\nDURATION:PT1H\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:v\r\nSUMMARY:Hourly\r\nDTSTART:20270105T200000\r\nDURATION:PT1H\r\nRRULE:FREQ=DAILY;BYHOUR=8,9\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
  )
  t.match(
    problems.map((p) => p.message),
    [
      /has no UID/,
      /TZID "Mars\/Olympus", which is no IANA time zone/,
      /"Hourly" .* RRULE onair cannot follow: BYHOUR: is not supported/,
    ],
  )
})

t.test("onair's own feed imports into the same timeslots", async (t) => {
  const specs: ScheduleSpec[] = [
    {
      ruleId: 4,
      byWeekday: 6,
      firstDate: '2027-03-07',
      lastDate: '2027-04-11',
      startTime: '02:30:00',
      endTime: '04:00:00',
      addDaysNo: null,
      addBusinessDaysOnly: false,
    },
    {
      ruleId: 14,
      byWeekday: 4,
      firstDate: '2027-01-01',
      lastDate: '2027-12-31',
      startTime: '23:00:00',
      endTime: '01:00:00',
      addDaysNo: null,
      addBusinessDaysOnly: false,
    },
    {
      ruleId: 0,
      byWeekday: null,
      recurrence: 'FREQ=WEEKLY;INTERVAL=8;BYDAY=TU',
      firstDate: '2027-01-05',
      lastDate: '2027-12-31',
      startTime: '20:00:00',
      endTime: '21:00:00',
      addDaysNo: null,
      addBusinessDaysOnly: false,
    },
  ]
  const exported = specs.flatMap((spec, s) => {
    const result = projectTimeslots(spec, settings)
    if (!result.ok) throw new Error(result.problem.message)
    return result.slots.map((slot, i) => ({
      uid: `timeslot-${s * 1000 + i}@onair`,
      start: slot.start,
      end: slot.end,
      summary: `Show ${s}`,
    }))
  })
  const feed = buildCalendar({
    zone: ZONE,
    stamp: Date.UTC(2026, 11, 1),
    name: 'onair programme',
    span: { start: settings.now, end: settings.now + 1 },
    events: exported,
  })
  const { schedules, problems } = importText(feed)
  t.same(problems, [])
  t.equal(schedules.length, exported.length)
  const imported = schedules.flatMap((s) => {
    const result = projectTimeslots(s.spec, settings)
    if (!result.ok) throw new Error(result.problem.message)
    return result.slots.map((slot) => `${slot.start}-${slot.end}`)
  })
  t.same(
    imported.sort(),
    exported.map((e) => `${e.start}-${e.end}`).sort(),
    'the same instants, the spring gap included',
  )
  t.ok(
    exported.some((e) => instantToLocal(e.start, ZONE).endsWith('03:00:00')),
    'a start the spring gap moved is in the feed',
  )
})
