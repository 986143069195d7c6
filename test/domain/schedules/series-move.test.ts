import t from 'tap'
import {
  generatedOn,
  keptLastDate,
  moveContent,
  movedSpecs,
  placeExceptions,
} from '../../../src/domain/schedules/series-move.ts'
import type { ExistingSlot, ProjectedSlot, ScheduleSpec } from '../../../src/domain/types.ts'

const tuesdays: ScheduleSpec = {
  ruleId: 4,
  byWeekday: 1,
  firstDate: '2027-01-05',
  lastDate: '2027-03-30',
  startTime: '20:00:00',
  endTime: '21:00:00',
  addDaysNo: null,
  addBusinessDaysOnly: false,
  anchorDate: '2027-01-05',
  exceptions: ['2027-01-12', '2027-03-02'],
}
const slot = (date: string, start: number): ProjectedSlot => ({
  date,
  start,
  end: start + 10,
  hash: `h${date}`,
  localStart: '',
  localEnd: '',
  isPast: false,
})
const existing = (id: number, start: number, end: number, memo: string): ExistingSlot => ({
  id,
  start,
  end,
  scheduleId: 1,
  showId: 1,
  showName: 'Jazz',
  isRepetition: false,
  mediaId: id,
  episodeId: id * 10,
  memo,
})

t.test('the ended schedule and its successor', async (t) => {
  const specs = movedSpecs(
    tuesdays,
    '2027-02-16',
    { byWeekday: 2, startTime: '21:00:00', endTime: '22:00:00' },
    '2027-01-01',
  )
  t.same(
    specs,
    {
      ended: { ...tuesdays, lastDate: '2027-02-15', exceptions: ['2027-01-12'] },
      successor: {
        ...tuesdays,
        byWeekday: 2,
        startTime: '21:00:00',
        endTime: '22:00:00',
        firstDate: '2027-02-16',
        exceptions: [],
      },
    },
    'the week anchor stays with the rule; the exceptions before from stay with the ended schedule',
  )
  const rule = movedSpecs({ ...tuesdays, ruleId: 5 }, '2027-02-16', { ruleId: 6 }, '2027-01-01')
  t.equal('successor' in rule && rule.successor.anchorDate, '2027-02-16', 'a new rule counts its weeks from from')
})

t.test('from must lie after firstDate, not before today, not after lastDate', async (t) => {
  for (const [from, today, word] of [
    ['2027-01-05', '2027-01-01', 'firstDate'],
    ['2027-02-16', '2027-02-17', 'today'],
    ['2027-03-31', '2027-01-01', 'lastDate'],
  ]) {
    const result = movedSpecs(tuesdays, from!, {}, today!)
    t.ok(
      'problem' in result && result.problem.field === 'from' && result.problem.message.includes(word!),
      `${from}: ${JSON.stringify(result)}`,
    )
  }
  t.notOk('problem' in movedSpecs(tuesdays, '2027-03-30', {}, '2027-03-30'), 'its lastDate, today: one broadcast moves')
})

t.test('cancelled occurrences keep their position; content follows by order', async (t) => {
  const old = [slot('2027-02-16', 100), slot('2027-02-23', 200), slot('2027-03-02', 300), slot('2027-03-09', 400)]
  const moved = [slot('2027-02-17', 110), slot('2027-02-24', 210), slot('2027-03-03', 310)]
  t.same(placeExceptions(old, ['2027-01-12', '2027-03-02'], moved), ['2027-03-03'])
  t.same(placeExceptions(old, ['2027-03-09'], moved), [], 'a position the successor does not have: nothing to cancel')
  const own = [
    existing(1, 100, 110, 'one'),
    existing(2, 200, 205, 'two'),
    existing(3, 205, 210, 'tail'),
    existing(4, 400, 410, 'four'),
    existing(5, 900, 910, 'later'),
  ]
  const { moving, contentByHash } = moveContent(old, own, moved)
  t.same(
    moving.map((s) => s.id),
    [1, 2, 3, 4],
    'every piece of a moving occurrence goes; a timeslot of no occurrence stays',
  )
  t.same(
    [...contentByHash],
    [
      ['h2027-02-17', { mediaId: 1, episodeId: 10, memo: 'one' }],
      ['h2027-02-24', { mediaId: 2, episodeId: 20, memo: 'two' }],
    ],
    'the first piece gives the content; the 4th position has no successor timeslot',
  )
})

t.test('lastDate keeps the number of broadcasts; a day of a recurring rule counts its occurrences', async (t) => {
  const probe = [slot('2027-02-17', 1), slot('2027-02-24', 2), slot('2027-03-03', 3)]
  t.equal(keptLastDate(3, probe, { addDaysNo: null, addBusinessDaysOnly: false }), '2027-03-03')
  t.equal(
    keptLastDate(3, probe, { addDaysNo: 2, addBusinessDaysOnly: false }),
    '2027-03-01',
    'the generated date, before addDaysNo',
  )
  t.equal(keptLastDate(4, probe, { addDaysNo: null, addBusinessDaysOnly: false }), null)
  t.equal(keptLastDate(0, probe, { addDaysNo: null, addBusinessDaysOnly: false }), null)
  t.equal(generatedOn(tuesdays, '2027-03-30'), 1, 'a Tuesday')
  t.equal(generatedOn(tuesdays, '2027-03-29'), 0, 'a Monday')
  t.equal(generatedOn({ ...tuesdays, ruleId: 99 }, '2027-03-30'), 0)
})
