import fc from 'fast-check'
import t from 'tap'
import { projectTimeslots } from '../../../src/domain/recurrence/projection.ts'
import { airDateOf, followMove, pairRepetitions, repetitionDate } from '../../../src/domain/schedules/repetitions.ts'
import { addLocalDays, parseLocalDate } from '../../../src/domain/time/civil-dates.ts'
import { wallToInstant } from '../../../src/domain/time/station-time.ts'
import type { ProjectedSlot, ScheduleSpec } from '../../../src/domain/types.ts'

const SETTINGS = { now: Date.UTC(2026, 0, 1), maxSlots: 1000, defaultHorizonDays: null }
const seconds = (time: string) => Number(time.slice(0, 2)) * 3600 + Number(time.slice(3, 5)) * 60

t.test('the air date of a repetition', async (t) => {
  t.equal(repetitionDate('2027-01-05', { addDaysNo: 1, addBusinessDaysOnly: false }), '2027-01-06')
  t.equal(
    repetitionDate('2027-01-08', { addDaysNo: 1, addBusinessDaysOnly: true }),
    '2027-01-11',
    'a Friday repeated one business day later airs on Monday',
  )
  t.equal(repetitionDate('2027-01-09', { addDaysNo: 1, addBusinessDaysOnly: true }), '2027-01-11', 'so does a Saturday')
  t.equal(
    repetitionDate('2027-01-05', { addDaysNo: null, addBusinessDaysOnly: false }),
    '2027-01-05',
    'no offset: the same day',
  )
})

t.test('pairing: by air date, the earliest original where business days fold a weekend onto Monday', async (t) => {
  const offset = { addDaysNo: 1, addBusinessDaysOnly: true }
  const pairs = pairRepetitions(
    [
      { id: 3, date: '2027-01-10' },
      { id: 1, date: '2027-01-08' },
      { id: 2, date: '2027-01-09' },
    ],
    [
      { key: 'monday', date: '2027-01-11' },
      { key: 'tuesday', date: '2027-01-12' },
    ],
    offset,
  )
  t.same(
    [...pairs],
    [
      ['monday', 1],
      ['tuesday', null],
    ],
  )
})

t.test('a repetition follows its original moving across a DST change', async (t) => {
  const zone = 'Europe/Vienna'
  const repetition = {
    start: wallToInstant(parseLocalDate('2027-03-24')!, 10 * 3600, zone),
    end: wallToInstant(parseLocalDate('2027-03-24')!, 11 * 3600, zone),
  }
  const movedOriginal = wallToInstant(parseLocalDate('2027-03-27')!, 21 * 3600, zone) // Saturday; Sunday the 28th springs forward
  const moved = followMove(repetition, movedOriginal, { addDaysNo: 1, addBusinessDaysOnly: false }, zone)
  t.same(moved, { start: Date.UTC(2027, 2, 28, 8), end: Date.UTC(2027, 2, 28, 9) }, 'Sunday 10:00-11:00 summer time')
})

const ZONES = ['Europe/Vienna', 'America/New_York', 'Australia/Lord_Howe'] as const
// Around the changes of 2027 in both hemispheres.
const STARTS = ['2027-03-01', '2027-03-25', '2027-04-01', '2027-09-25', '2027-10-25', '2027-11-01']
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`)

const scenario = fc.record({
  zone: fc.constantFrom(...ZONES),
  rule: fc.constantFrom(
    { ruleId: 2, byWeekday: null },
    { ruleId: 3, byWeekday: null },
    { ruleId: 4, byWeekday: 1 },
    { ruleId: 4, byWeekday: 4 },
  ),
  firstDate: fc
    .tuple(fc.constantFrom(...STARTS), fc.integer({ min: 0, max: 20 }))
    .map(([date, days]) => addLocalDays(date, days)),
  originalStart: time,
  repetitionStart: time,
  addDaysNo: fc.integer({ min: 0, max: 9 }),
  addBusinessDaysOnly: fc.boolean(),
  // Which originals move (and by how many days, to what time), and which repetitions move themselves.
  moves: fc.array(fc.record({ index: fc.nat(), days: fc.integer({ min: -3, max: 10 }), time }), { maxLength: 4 }),
  ownMoves: fc.array(fc.nat(), { maxLength: 3 }),
})

t.test('property: every repetition starts at its original plus the offset, unless it was moved itself', async (t) => {
  let checked = 0
  fc.assert(
    fc.property(scenario, (s) => {
      const spec = (startTime: string, extra: Partial<ScheduleSpec> = {}): ScheduleSpec => ({
        ...s.rule,
        firstDate: s.firstDate,
        lastDate: addLocalDays(s.firstDate, 30),
        startTime,
        endTime: addHour(startTime),
        addDaysNo: null,
        addBusinessDaysOnly: false,
        anchorDate: s.firstDate,
        exceptions: [],
        ...extra,
      })
      const offset = { addDaysNo: s.addDaysNo, addBusinessDaysOnly: s.addBusinessDaysOnly }
      const original = projectTimeslots(spec(s.originalStart), { ...SETTINGS, zone: s.zone })
      const repeated = projectTimeslots(spec(s.repetitionStart, offset), { ...SETTINGS, zone: s.zone })
      if (!original.ok || !repeated.ok) throw new Error('projection failed')
      const originals = original.slots.map((slot, id) => ({ id, slot }))
      const links = pairRepetitions(
        originals.map(({ id, slot }) => ({ id, date: airDateOf(slot.start, s.zone) })),
        repeated.slots.map((slot) => ({ key: slot, date: slot.date })),
        offset,
      )

      // The originals that move, where they go; their repetitions follow through the hook.
      const now = new Map(originals.map(({ id, slot }) => [id, slot.start]))
      for (const move of s.moves) {
        if (originals.length === 0) break
        const id = move.index % originals.length
        const date = addLocalDays(airDateOf(now.get(id)!, s.zone), move.days)
        now.set(id, wallToInstant(parseLocalDate(date)!, seconds(move.time), s.zone))
      }
      const own = new Set(s.ownMoves.map((index) => repeated.slots[index % Math.max(1, repeated.slots.length)]))
      for (const slot of repeated.slots) {
        const id = links.get(slot)
        if (id === null || id === undefined || own.has(slot)) continue
        const moved = now.get(id)!
        const at: { start: number } =
          moved === originals[id]!.slot.start ? slot : followMove(slot, moved, offset, s.zone)
        const expected = wallToInstant(
          parseLocalDate(repetitionDate(airDateOf(moved, s.zone), offset))!,
          seconds(s.repetitionStart),
          s.zone,
        )
        if (at.start !== expected)
          throw new Error(
            `repetition ${slot.localStart} of original at ${new Date(moved).toISOString()}: ${at.start} != ${expected}`,
          )
        checked++
      }
      // Every original that aired has a repetition on its date plus the offset (unless DST emptied that one).
      const emptied = new Set(repeated.skipped.map((skip) => skip.date))
      for (const { slot } of originals) {
        const date = repetitionDate(airDateOf(slot.start, s.zone), offset)
        if (!emptied.has(date) && !repeated.slots.some((r: ProjectedSlot) => r.date === date))
          throw new Error(`no repetition on ${date}`)
      }
    }),
    { numRuns: 300 },
  )
  t.ok(checked > 1000, `${checked} repetitions checked`)
})

function addHour(time: string): string {
  const hour = (Number(time.slice(0, 2)) + 1) % 24
  return `${String(hour).padStart(2, '0')}${time.slice(2)}`
}
