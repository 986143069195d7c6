import t from 'tap'
import type { ScheduleDraft, ScheduleRecord } from '../../../src/domain/schedules/schedule.ts'
import {
  createdSpec,
  endedLastDate,
  fixedFieldChanges,
  updatedSpec,
  withException,
} from '../../../src/domain/schedules/schedule.ts'
import type { ScheduleSpec } from '../../../src/domain/types.ts'

const spec: ScheduleSpec = {
  ruleId: 4,
  byWeekday: 1,
  firstDate: '2027-01-05',
  lastDate: '2027-12-31',
  startTime: '06:00:00',
  endTime: '07:00:00',
  addDaysNo: null,
  addBusinessDaysOnly: false,
}
const stored = (o: Partial<ScheduleSpec> = {}): ScheduleRecord => ({
  id: 1,
  showId: 7,
  spec: { ...spec, ...o },
  isRepetition: false,
  defaultMediaId: null,
  createdAt: 0,
  updatedAt: 0,
})
const draft = (o: Partial<ScheduleSpec> = {}, showId = 7): ScheduleDraft => ({
  showId,
  spec: { ...spec, ...o },
  isRepetition: false,
  defaultMediaId: null,
})
const fields = (changes: Array<{ field: string }>) => changes.map((c) => c.field)

t.test('fixedFieldChanges: nothing changed, nothing to report', async (t) => {
  t.same(fixedFieldChanges(stored(), draft()), [])
  t.same(
    fixedFieldChanges(stored(), draft({ lastDate: '2028-06-30', addDaysNo: 2, firstDate: '2027-02-01' })),
    [],
    'lastDate, addDaysNo, a later firstDate',
  )
})

t.test('fixedFieldChanges names each fixed field with its stored value', async (t) => {
  const reason = 'end this schedule and create a new one instead'
  t.same(fixedFieldChanges(stored(), draft({}, 8)), [{ field: 'show', message: `cannot change (is 7); ${reason}` }])
  t.same(fixedFieldChanges(stored(), draft({ ruleId: 5 })), [
    { field: 'rrule', message: `cannot change (is 4); ${reason}` },
  ])
  t.same(fixedFieldChanges(stored(), draft({ byWeekday: 2 })), [
    { field: 'byWeekday', message: `cannot change (is 1); ${reason}` },
  ])
  t.same(fixedFieldChanges(stored(), draft({ startTime: '06:30:00' })), [
    { field: 'startTime', message: `cannot change (is "06:00:00"); ${reason}` },
  ])
  t.same(fixedFieldChanges(stored(), draft({ endTime: '08:00:00' })), [
    { field: 'endTime', message: `cannot change (is "07:00:00"); ${reason}` },
  ])
  t.same(
    fields(
      fixedFieldChanges(stored(), draft({ ruleId: 2, byWeekday: null, startTime: '01:00:00', endTime: '02:00:00' }, 9)),
    ),
    ['show', 'rrule', 'byWeekday', 'startTime', 'endTime'],
  )
})

t.test('firstDate only moves later; the anchor never moves', async (t) => {
  t.same(fixedFieldChanges(stored(), draft({ firstDate: '2027-01-04' })), [
    { field: 'firstDate', message: 'may only move later than 2027-01-05' },
  ])
  t.same(fixedFieldChanges(stored(), draft({ firstDate: '2027-01-05' })), [], 'the same firstDate')
  t.same(fixedFieldChanges(stored(), draft({ anchorDate: '2027-01-05' })), [], 'the anchor is the stored firstDate')
  t.same(fixedFieldChanges(stored(), draft({ anchorDate: null })), [], 'no anchor sent')
  t.same(fixedFieldChanges(stored({ anchorDate: '2026-12-29' }), draft({ anchorDate: '2026-12-29' })), [])
  t.same(fixedFieldChanges(stored({ anchorDate: '2026-12-29' }), draft({ anchorDate: '2027-01-05' })), [
    { field: 'anchorDate', message: 'cannot change (is "2026-12-29"): it fixes the week phase of the schedule' },
  ])
  t.same(fields(fixedFieldChanges(stored(), draft({ anchorDate: '2026-12-29' }))), ['anchorDate'])
})

t.test('updatedSpec keeps the stored anchor and exceptions unless new exceptions are sent', async (t) => {
  t.same(updatedSpec(stored(), draft({ firstDate: '2027-03-02' })), {
    ...spec,
    firstDate: '2027-03-02',
    anchorDate: '2027-01-05',
    exceptions: [],
  })
  t.same(updatedSpec(stored({ anchorDate: '2026-12-29', exceptions: ['2027-02-02'] }), draft()), {
    ...spec,
    anchorDate: '2026-12-29',
    exceptions: ['2027-02-02'],
  })
  t.same(updatedSpec(stored({ exceptions: ['2027-02-02'] }), draft({ exceptions: ['2027-03-02'] })).exceptions, [
    '2027-03-02',
  ])
  t.same(
    updatedSpec(stored({ exceptions: ['2027-02-02'] }), draft({ exceptions: [] })).exceptions,
    [],
    'an empty list clears them',
  )
})

t.test('createdSpec anchors on firstDate unless an earlier anchor is named', async (t) => {
  t.same(createdSpec(draft()), { ...spec, anchorDate: '2027-01-05', exceptions: [] })
  t.same(createdSpec(draft({ anchorDate: '2026-12-29', exceptions: ['2027-02-02'] })), {
    ...spec,
    anchorDate: '2026-12-29',
    exceptions: ['2027-02-02'],
  })
})

t.test('endedLastDate stays within firstDate and the stored lastDate', async (t) => {
  t.equal(endedLastDate({ firstDate: '2027-01-04', lastDate: '2027-12-31' }, '2027-03-02'), '2027-03-02')
  t.equal(
    endedLastDate({ firstDate: '2027-01-04', lastDate: '2027-03-01' }, '2027-03-02'),
    '2027-03-01',
    'an aired date after lastDate (addDaysNo)',
  )
  t.equal(endedLastDate({ firstDate: '2027-01-04', lastDate: '2027-03-02' }, '2027-03-02'), '2027-03-02')
  t.equal(endedLastDate({ firstDate: '2027-01-04', lastDate: null }, '2027-03-02'), '2027-03-02')
  t.equal(
    endedLastDate({ firstDate: '2027-01-04', lastDate: '2027-12-31' }, '2027-01-02'),
    '2027-01-04',
    'never before firstDate',
  )
  t.equal(endedLastDate({ firstDate: '2027-01-04', lastDate: '2027-12-31' }, '2027-01-04'), '2027-01-04')
})

t.test('withException adds a date once, in order', async (t) => {
  t.same(withException(['2027-01-18'], '2027-01-11'), ['2027-01-11', '2027-01-18'])
  t.same(withException(['2027-01-11', '2027-01-18'], '2027-01-11'), ['2027-01-11', '2027-01-18'])
  t.same(withException([], '2027-01-11'), ['2027-01-11'])
})
