import t from 'tap'
import {
  type DisplacedSlot,
  type Occupant,
  planRestoration,
  type RestorationInput,
} from '../../../src/domain/resolution/give-back-rules.ts'

const H = 3_600_000
const ZONE = 'UTC'
const at = (hours: number) => Date.UTC(2027, 1, 9) + hours * H
const row = (id: number, scheduleId: number, start: number, end: number): Occupant => ({
  id,
  scheduleId,
  showId: scheduleId,
  start: at(start),
  end: at(end),
})
const displaced = (
  id: number,
  scheduleId: number,
  start: number,
  end: number,
  kept: Array<[number, number]> = [],
): DisplacedSlot => ({
  ...row(id, scheduleId, start, end),
  kept: kept.map(([s, e]) => ({ start: at(s), end: at(e) })),
})
const plan = (input: Partial<RestorationInput> & Pick<RestorationInput, 'displaced' | 'occupants'>) =>
  planRestoration({
    takenIds: new Set(input.occupants.map((o) => o.id)),
    unavailable: new Map(),
    now: at(0),
    minMs: 5 * 60_000,
    zone: ZONE,
    ...input,
  })

t.test('a split row: the head regains its time, the tail merges back', async (t) => {
  const result = plan({
    displaced: [
      displaced(1, 1, 20, 22, [
        [20, 20.5],
        [21, 22],
      ]),
    ],
    occupants: [row(1, 1, 20, 20.5), row(9, 1, 21, 22)],
  })
  t.same(result, {
    update: [{ id: 1, start: at(20), end: at(22) }],
    remove: [9],
    insert: [],
    notRestored: [],
    handOver: [],
  })
})

t.test('a deleted row returns with its id where free, with a new one where taken', async (t) => {
  t.same(plan({ displaced: [displaced(4, 2, 20, 21)], occupants: [], takenIds: new Set() }).insert, [
    { from: displaced(4, 2, 20, 21), id: 4, start: at(20), end: at(21) },
  ])
  t.same(plan({ displaced: [displaced(4, 2, 20, 21)], occupants: [], takenIds: new Set([4]) }).insert[0]?.id, null)
})

t.test('what another timeslot holds, what has aired and what is too short stay out, each with a reason', async (t) => {
  const held = plan({ displaced: [displaced(1, 1, 20, 22)], occupants: [row(7, 3, 21, 23)] })
  t.same(
    held.insert.map((slot) => [slot.start, slot.end]),
    [[at(20), at(21)]],
  )
  t.match(held.notRestored, [{ start: at(21), end: at(22), reason: /^timeslot 7 of show 3 airs there now/ }])

  const aired = plan({ displaced: [displaced(1, 1, 20, 22)], occupants: [], now: at(20.5) })
  t.same(
    aired.insert.map((slot) => [slot.start, slot.end]),
    [[at(20.5), at(22)]],
  )
  t.match(aired.notRestored, [{ start: at(20), end: at(20.5), reason: /has aired/ }])

  const short = plan({ displaced: [displaced(1, 1, 20, 20.05)], occupants: [] })
  t.same(short.insert, [])
  t.match(short.notRestored, [{ reason: /too short/ }])
})

t.test('a row its schedule no longer airs stays away', async (t) => {
  const result = plan({
    displaced: [displaced(1, 1, 20, 22)],
    occupants: [],
    unavailable: new Map([[1, 'its schedule 1 was deleted']]),
  })
  t.same(result.insert, [])
  t.same(
    result.notRestored.map((part) => part.reason),
    ['its schedule 1 was deleted'],
  )
})

t.test('only what was taken comes back: time the row lost in another way stays free', async (t) => {
  // Split by a special 20:30-21:00; the head (20:00-20:30) was cancelled since.
  const result = plan({
    displaced: [
      displaced(1, 1, 20, 22, [
        [20, 20.5],
        [21, 22],
      ]),
    ],
    occupants: [row(9, 1, 21, 22)],
    takenIds: new Set([9]),
  })
  t.same(result, {
    update: [{ id: 9, start: at(20.5), end: at(22) }],
    remove: [],
    insert: [],
    notRestored: [],
    handOver: [],
  })
})

t.test('the same row displaced twice comes back once, whole', async (t) => {
  const result = plan({
    displaced: [displaced(1, 1, 0, 10, [[0, 5]]), displaced(1, 1, 0, 5, [[0, 3]])],
    occupants: [row(1, 1, 0, 3)],
  })
  t.same(result, {
    update: [{ id: 1, start: at(0), end: at(10) }],
    remove: [],
    insert: [],
    notRestored: [],
    handOver: [],
  })
})

t.test('a row whose time another timeslot holds is handed over to it, with all of it but that time kept', async (t) => {
  const result = plan({ displaced: [displaced(1, 1, 20, 22)], occupants: [row(7, 3, 21, 23)] })
  t.same(result.handOver, [{ holderId: 7, slot: displaced(1, 1, 20, 22), kept: [{ start: at(20), end: at(21) }] }])
})
