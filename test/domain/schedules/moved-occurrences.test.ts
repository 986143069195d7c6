import t from 'tap'
import {
  afterMove,
  movedDates,
  movedOccurrencesOf,
  withoutMoved,
} from '../../../src/domain/schedules/moved-occurrences.ts'
import type { ProjectedSlot } from '../../../src/domain/types.ts'

const slot = (date: string, start: number): ProjectedSlot => ({
  date,
  start,
  end: start + 10,
  hash: date,
  localStart: date,
  localEnd: date,
  isPast: false,
})

t.test('the stored column is read defensively', async (t) => {
  t.same(movedOccurrencesOf(null), [])
  t.same(
    movedOccurrencesOf([
      { date: '2027-02-09', timeslotId: 7 },
      { date: 3, timeslotId: 8 },
      'x',
      { date: null, timeslotId: 9 },
    ]),
    [
      { date: '2027-02-09', timeslotId: 7 },
      { date: null, timeslotId: 9 },
    ],
  )
})

t.test('the projection leaves the moved dates out, and lists nothing as skipped', async (t) => {
  const projection = {
    ok: true as const,
    slots: [slot('2027-02-02', 0), slot('2027-02-09', 100)],
    skipped: [],
    firstDate: '2027-02-02',
    lastDate: '2027-02-09',
  }
  const moved = [
    { date: '2027-02-09', timeslotId: 7 },
    { date: null, timeslotId: 8 },
  ]
  t.same(movedDates(moved), ['2027-02-09'])
  t.same(
    withoutMoved(projection, moved).slots.map((s) => s.date),
    ['2027-02-02'],
  )
  t.same(withoutMoved(projection, moved).skipped, [])
  t.equal(withoutMoved(projection, []), projection)
})

t.test('a move is remembered by the date it left; back home it is forgotten', async (t) => {
  const home = { date: '2027-02-09', start: 100, end: 110 }
  const first = afterMove([], 7, { date: '2027-02-09' }, null, { start: 500, end: 510 })
  t.same(first, [{ date: '2027-02-09', timeslotId: 7 }])
  // Moved again: still the date it first left, whatever `left` says now.
  t.same(afterMove(first, 7, { date: null }, null, { start: 600, end: 610 }), first)
  t.same(afterMove(first, 7, { date: null }, home, { start: 100, end: 110 }), [], 'exactly its occurrence: forgotten')
  t.same(
    afterMove(first, 7, { date: null }, home, { start: 100, end: 120 }),
    first,
    'longer than its occurrence: still moved',
  )
  t.same(
    afterMove([{ date: '2027-02-16', timeslotId: 3 }], 7, { date: '2027-02-09' }, null, { start: 1, end: 2 }),
    [
      { date: '2027-02-16', timeslotId: 3 },
      { date: '2027-02-09', timeslotId: 7 },
    ].sort((a, b) => a.timeslotId - b.timeslotId),
  )
})
