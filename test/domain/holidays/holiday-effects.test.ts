import t from 'tap'
import { type AffectedSchedule, freeOf, planHolidayEffects } from '../../../src/domain/holidays/holiday-effects.ts'
import type { ProjectedSlot } from '../../../src/domain/types.ts'

const H = 3_600_000
const slot = (date: string, start: number): ProjectedSlot => ({
  date,
  start,
  end: start + H,
  hash: date,
  localStart: date,
  localEnd: date,
  isPast: false,
})
const own = (id: number, start: number, memo = '') => ({
  id,
  start,
  end: start + H,
  episodeId: null,
  mediaId: null,
  memo,
})
const base = { scheduleId: 1, showId: 1, isRepetition: true, businessDays: true }

t.test('a repetition moved on by a holiday: removed, and created a day later with its content', async (t) => {
  const schedule: AffectedSchedule = {
    ...base,
    before: [slot('mon', 100 * H)],
    after: [slot('tue', 124 * H)],
    own: [own(7, 100 * H, 'Bach')],
  }
  const effects = planHolidayEffects([schedule], 0)
  t.same(effects.remove, [{ scheduleId: 1, id: 7, date: 'mon' }])
  t.match(effects.create, [{ start: 124 * H, date: 'tue', carries: { id: 7, memo: 'Bach' } }])
})

t.test('what has started, and schedules the change does not touch, stay', async (t) => {
  const started = planHolidayEffects(
    [{ ...base, before: [slot('mon', 100 * H)], after: [], own: [own(7, 100 * H)] }],
    101 * H,
  )
  t.same(started, { remove: [], create: [] })
  const untouched = planHolidayEffects(
    [{ ...base, before: [slot('mon', 100 * H)], after: [slot('mon', 100 * H)], own: [own(7, 100 * H)] }],
    0,
  )
  t.same(untouched, { remove: [], create: [] })
})

t.test('an occurrence that came where the schedule has its timeslot already is not created twice', async (t) => {
  const effects = planHolidayEffects(
    [{ ...base, businessDays: false, before: [], after: [slot('mon', 100 * H)], own: [own(7, 100 * H)] }],
    0,
  )
  t.same(effects.create, [])
})

t.test('freeOf: the new timeslots clear of what stays and of each other', async (t) => {
  const a = { start: 0, end: 2 * H }
  const b = { start: H, end: 3 * H }
  const c = { start: 5 * H, end: 6 * H }
  const { free, taken } = freeOf([a, b, c], [{ id: 9, showId: 2, start: 5 * H + 1, end: 7 * H }])
  t.same(free, [a])
  t.same(
    taken.map((entry) => [entry.slot, entry.by?.id ?? null]),
    [
      [b, null],
      [c, 9],
    ],
  )
})
