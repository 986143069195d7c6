import t from 'tap'
import { projectChecked, projectTimeslots } from '../../../src/domain/recurrence/projection.ts'
import { type CheckedSchedule, validateSchedule } from '../../../src/domain/recurrence/schedule-validation.ts'
import {
  extensionOf,
  stillUnplaced,
  type UnplacedOccurrence,
  unplacedOf,
} from '../../../src/domain/schedules/horizon.ts'
import { movedSpecs } from '../../../src/domain/schedules/series-move.ts'
import { parseLocalDate } from '../../../src/domain/time/civil-dates.ts'
import type { ScheduleSpec } from '../../../src/domain/types.ts'

const day = (date: string) => parseLocalDate(date) as number
const tuesdays: ScheduleSpec = {
  ruleId: 4,
  byWeekday: 1,
  firstDate: '2027-01-05',
  lastDate: null,
  startTime: '20:00:00',
  endTime: '21:00:00',
  addDaysNo: null,
  addBusinessDaysOnly: false,
  anchorDate: '2027-01-05',
  exceptions: [],
  openEnded: true,
}
const settings = { zone: 'Europe/Vienna', now: Date.UTC(2027, 0, 1), maxSlots: 1000, defaultHorizonDays: null }
const checkedOf = (spec: ScheduleSpec) => validateSchedule(spec) as CheckedSchedule

t.test('open-ended: projected to today + openHorizonDays (400 by default); omitted: the end of the year', async (t) => {
  const open = projectTimeslots(tuesdays, settings)
  t.match(open, { ok: true, lastDate: '2028-02-05' })
  t.match(projectTimeslots(tuesdays, { ...settings, openHorizonDays: 30 }), { ok: true, lastDate: '2027-01-31' })
  const { openEnded: _, ...omitted } = tuesdays
  t.match(projectTimeslots(omitted, settings), { ok: true, lastDate: '2027-12-31' })
  const far = projectTimeslots({ ...tuesdays, firstDate: '2030-01-01', anchorDate: '2030-01-01' }, settings)
  t.match(far, { ok: false, problem: { kind: 'beyondHorizon', field: 'lastDate', message: /PROGRAMME_HORIZON_DAYS/ } })
})

t.test('an extension projects the new days only, on the schedule’s anchor', async (t) => {
  const stored = checkedOf({ ...tuesdays, lastDate: '2028-02-05' })
  const window = extensionOf(stored, day('2028-02-05'), day('2028-02-12'))!
  const result = projectChecked(window, settings)
  t.match(result, { ok: true, lastDate: '2028-02-12' })
  t.same(result.ok && result.slots.map((slot) => slot.date), ['2028-02-08'])
  t.equal(
    extensionOf(stored, day('2028-02-05'), day('2028-02-05')),
    null,
    'a horizon that did not move projects nothing',
  )
  const biweekly = checkedOf({ ...tuesdays, ruleId: 5, lastDate: '2028-02-05' })
  const phase = projectChecked(extensionOf(biweekly, day('2028-02-05'), day('2028-02-29'))!, settings)
  t.same(
    phase.ok && phase.slots.map((slot) => slot.date),
    ['2028-02-15', '2028-02-29'],
    'the bi-weekly phase stays the anchor’s',
  )
  t.equal(
    extensionOf(
      checkedOf({ ...tuesdays, ruleId: 1, byWeekday: null, lastDate: '2027-01-05' }),
      day('2027-01-05'),
      day('2028-02-05'),
    ),
    null,
    'a once has its one day',
  )
})

t.test('the occurrences an extension met a collision with, and those still to resolve', async (t) => {
  const projected = { date: '2028-02-08', start: 100, end: 200, hash: 'h', localStart: '', localEnd: '', isPast: false }
  const collision = {
    id: 9,
    scheduleId: 3,
    showId: 4,
    showName: 'News',
    start: 150,
    end: 250,
    isRepetition: false,
    mediaId: null,
    episodeId: null,
    memo: '',
  }
  const unplaced = unplacedOf(
    [
      { projected, collisions: [collision], choices: ['theirs'], forbidden: [], standing: [] },
      {
        projected: { ...projected, date: '2028-02-15', start: 300, end: 400 },
        collisions: [],
        choices: [],
        forbidden: [],
        standing: [],
      },
    ],
    { scheduleId: 1, showId: 2, showName: 'Jazz' },
  )
  t.same(unplaced, [
    {
      scheduleId: 1,
      showId: 2,
      showName: 'Jazz',
      date: '2028-02-08',
      start: 100,
      end: 200,
      collisions: [{ id: 9, showId: 4, showName: 'News', start: 150, end: 250 }],
    },
  ])
  t.same(stillUnplaced(unplaced as UnplacedOccurrence[], 100), unplaced)
  t.same(stillUnplaced(unplaced, 101), [], 'one that has begun is history')
})

t.test(
  'a series move of an open-ended schedule: the successor stays open-ended unless it sends a lastDate',
  async (t) => {
    const stored = { ...tuesdays, lastDate: '2028-02-05' }
    const specs = movedSpecs(stored, '2027-03-01', { byWeekday: 2 }, '2027-01-01')
    t.ok('ended' in specs)
    if (!('ended' in specs)) return
    t.equal(specs.ended.lastDate, '2027-02-28')
    t.notOk('openEnded' in specs.ended)
    t.match(specs.successor, { lastDate: null, openEnded: true, byWeekday: 2 })
    const bounded = movedSpecs(stored, '2027-03-01', { lastDate: '2027-06-30' }, '2027-01-01')
    t.ok(
      'successor' in bounded &&
        bounded.successor.lastDate === '2027-06-30' &&
        bounded.successor.openEnded === undefined,
    )
  },
)
