import t from 'tap'
import { assessProjection, resolutionSlots } from '../../../src/domain/resolution/assessment.ts'
import type { ExistingSlot, ProjectedSlot } from '../../../src/domain/types.ts'

const NOW = 1000
const projected = (hash: string, start: number, end: number, isPast = start < NOW): ProjectedSlot => ({
  start,
  end,
  hash,
  isPast,
  date: '2027-01-05',
  localStart: `${start}`,
  localEnd: `${end}`,
})
const existing = (id: number, start: number, end: number): ExistingSlot => ({
  id,
  start,
  end,
  scheduleId: 90,
  showId: 70 + id,
  showName: `Show ${id}`,
  isRepetition: false,
  mediaId: null,
  episodeId: null,
  memo: '',
})

t.test('a future slot gets its collisions and the choices of its overlap shape', async (t) => {
  const p = projected('p', 2000, 3000)
  const e = existing(1, 2500, 3500)
  const { slots, stale } = assessProjection({ projected: [p], candidates: [e], own: [], now: NOW })
  t.same(slots, [
    {
      projected: p,
      collisions: [e],
      choices: ['theirs', 'ours', 'theirs-end', 'ours-end'],
      forbidden: [],
      standing: [],
    },
  ])
  t.same(stale, [])
  t.same(resolutionSlots({ slots, stale }), [
    {
      hash: 'p',
      start: 2000,
      end: 3000,
      collisions: [e],
      choices: ['theirs', 'ours', 'theirs-end', 'ours-end'],
      forbidden: [],
    },
  ])
})

t.test('past projected slots are listed but neither checked nor passed on', async (t) => {
  const past = projected('past', 0, 500)
  const { slots } = assessProjection({
    projected: [past],
    candidates: [existing(1, 100, 200)],
    own: [existing(2, 0, 500)],
    now: NOW,
  })
  t.same(slots, [{ projected: past, collisions: [], choices: [], forbidden: [], standing: [] }])
  t.same(resolutionSlots({ slots, stale: [] }), [])
})

t.test('against a timeslot that started before now only the solutions that keep it are offered', async (t) => {
  const p = projected('p', 1500, 3000)
  const onAir = existing(1, NOW - 1, 2000)
  t.same(assessProjection({ projected: [p], candidates: [onAir], own: [], now: NOW }).slots[0], {
    projected: p,
    collisions: [onAir],
    choices: ['theirs', 'theirs-start'],
    forbidden: [],
    standing: [],
  })
  // One that starts exactly now has not started: every solution of the shape.
  const atNow = existing(2, NOW, 2000)
  t.same(assessProjection({ projected: [p], candidates: [atNow], own: [], now: NOW }).slots[0]?.choices, [
    'theirs',
    'ours',
    'theirs-start',
    'ours-start',
  ])
})

t.test("a timeslot the caller may not change leaves only 'theirs' solutions; the others are forbidden", async (t) => {
  const p = projected('p', 2000, 3000)
  const theirs = existing(1, 2500, 3500)
  const mine = existing(2, 2500, 3500)
  const mayChange = (slot: ExistingSlot) => slot.id === 2
  t.same(assessProjection({ projected: [p], candidates: [theirs], own: [], now: NOW, mayChange }).slots[0], {
    projected: p,
    collisions: [theirs],
    choices: ['theirs', 'theirs-end'],
    forbidden: ['ours', 'ours-end'],
    standing: [],
  })
  t.same(assessProjection({ projected: [p], candidates: [mine], own: [], now: NOW, mayChange }).slots[0]?.forbidden, [])
  // Historic and guarded: nothing is forbidden, since the history rule already keeps it.
  const old = existing(3, 500, 2500)
  t.same(assessProjection({ projected: [p], candidates: [old], own: [], now: NOW, mayChange: () => false }).slots[0], {
    projected: p,
    collisions: [old],
    choices: ['theirs', 'theirs-start'],
    forbidden: [],
    standing: [],
  })
})

t.test(
  "on update the schedule's own timeslots stand where a projected one overlaps them and go where none does",
  async (t) => {
    const kept = projected('kept', 2000, 3000)
    const fresh = projected('fresh', 4000, 5000)
    const touching = projected('touching', 6000, 7000)
    const mineKept = existing(1, 2000, 3000)
    const mineStale = existing(2, 5000, 6000) // touches fresh and touching: overlaps neither
    const other = existing(3, 2500, 2600)
    const { slots, stale } = assessProjection({
      projected: [kept, fresh, touching],
      candidates: [other],
      own: [mineKept, mineStale],
      now: NOW,
    })
    t.same(
      slots.map((s) => [s.projected.hash, s.standing.map((x) => x.id), s.collisions.map((x) => x.id)]),
      [
        ['kept', [1], []],
        ['fresh', [], []],
        ['touching', [], []],
      ],
      'a standing slot is not checked for collisions again',
    )
    t.same(stale, [mineStale])
    t.same(
      resolutionSlots({ slots, stale }).map((s) => s.hash),
      ['fresh', 'touching'],
    )
    // A past projected slot does not keep an own timeslot.
    const pastCover = projected('past', 2000, 3000, true)
    t.same(assessProjection({ projected: [pastCover], candidates: [], own: [mineKept], now: NOW }).stale, [mineKept])
  },
)

t.test('one started or guarded timeslot among several is enough to restrict the choices', async (t) => {
  const p = projected('p', 2000, 3000)
  const started = existing(1, NOW - 1, 2100)
  const later = existing(2, 2500, 2600)
  t.same(assessProjection({ projected: [p], candidates: [started, later], own: [], now: NOW }).slots[0]?.choices, [
    'theirs',
  ])
  const a = existing(3, 2100, 2200)
  const b = existing(4, 2500, 2600)
  t.same(
    assessProjection({ projected: [p], candidates: [a, b], own: [], now: NOW, mayChange: (s) => s.id === 3 }).slots[0],
    {
      projected: p,
      collisions: [a, b],
      choices: ['theirs'],
      forbidden: ['ours'],
      standing: [],
    },
  )
})
