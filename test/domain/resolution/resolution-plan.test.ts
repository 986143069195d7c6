import { ok } from 'node:assert'
import fc from 'fast-check'
import t from 'tap'
import { findCollisions } from '../../../src/domain/resolution/collisions.ts'
import {
  planResolution,
  type ResolutionPlan,
  type ResolutionResult,
} from '../../../src/domain/resolution/resolution-plan.ts'
import {
  notAcceptedMessage,
  RESOLUTION_MESSAGE,
  type ResolutionSlot,
} from '../../../src/domain/resolution/solution-judgement.ts'
import { solutionChoices } from '../../../src/domain/resolution/solutions.ts'
import type { ExistingSlot, Interval, Solution } from '../../../src/domain/types.ts'
import { applyPlan, disjointIntervals, iv } from '../../helpers/intervals.ts'

const existingSlot = (id: number, start: number, end: number): ExistingSlot => ({
  id,
  start,
  end,
  scheduleId: 90 + id,
  showId: 70 + id,
  showName: `Show ${70 + id}`,
  isRepetition: true,
  mediaId: 5,
  episodeId: 6,
  memo: `memo ${id}`,
})
/** A projected slot with its real collisions and choices, as the service would pass it. */
const slot = (hash: string, start: number, end: number, existing: readonly ExistingSlot[] = []): ResolutionSlot => {
  const collisions = findCollisions([iv(start, end)], existing)[0] ?? []
  return { hash, start, end, collisions, choices: solutionChoices(iv(start, end), collisions) }
}
const projected = (hash: string, start: number, end: number, displaces: number[] = []) => ({
  start,
  end,
  origin: { kind: 'projected' as const, hash, displaces },
})
const split = (from: ExistingSlot, start: number, end: number) => ({
  start,
  end,
  origin: { kind: 'split' as const, from },
})

function planOf(result: ResolutionResult): ResolutionPlan {
  if (!result.ok) throw new Error(`expected a plan, got ${JSON.stringify(result)}`)
  return result.plan
}

t.test('each of the eight solutions on its own geometry (P = [10, 20))', async (t) => {
  const inside = existingSlot(1, 5, 25)
  const cases: Array<[Solution, ExistingSlot, ResolutionPlan]> = [
    ['theirs', existingSlot(1, 15, 25), { create: [], update: [], remove: [] }],
    ['ours', existingSlot(1, 15, 25), { create: [projected('p', 10, 20, [1])], update: [], remove: [1] }],
    ['theirs-end', existingSlot(1, 15, 25), { create: [projected('p', 10, 15)], update: [], remove: [] }],
    [
      'ours-end',
      existingSlot(1, 15, 25),
      { create: [projected('p', 10, 20, [1])], update: [{ id: 1, start: 20, end: 25 }], remove: [] },
    ],
    ['theirs-start', existingSlot(1, 5, 15), { create: [projected('p', 15, 20)], update: [], remove: [] }],
    [
      'ours-start',
      existingSlot(1, 5, 15),
      { create: [projected('p', 10, 20, [1])], update: [{ id: 1, start: 5, end: 10 }], remove: [] },
    ],
    [
      'theirs-both',
      existingSlot(1, 12, 18),
      { create: [projected('p', 10, 12), projected('p', 18, 20)], update: [], remove: [] },
    ],
    [
      'ours-both',
      inside,
      {
        create: [projected('p', 10, 20, [1]), split(inside, 20, 25)],
        update: [{ id: 1, start: 5, end: 10 }],
        remove: [],
      },
    ],
  ]
  for (const [solution, e, expected] of cases) {
    t.same(planOf(planResolution({ slots: [slot('p', 10, 20, [e])], solutions: { p: solution } })), expected, solution)
  }
  // The tail must carry E itself, so the service copies its schedule, show, media, episode and memo.
  const tail = planOf(planResolution({ slots: [slot('p', 10, 20, [inside])], solutions: { p: 'ours-both' } })).create[1]
  t.equal(tail?.origin.kind === 'split' && tail.origin.from, inside)
})

t.test('ours-start and ours-end on a P inside E drop the far side of E, unlike ours-both', async (t) => {
  const e = existingSlot(1, 0, 100)
  t.same(planOf(planResolution({ slots: [slot('p', 40, 60, [e])], solutions: { p: 'ours-start' } })).update, [
    { id: 1, start: 0, end: 40 },
  ])
  t.same(planOf(planResolution({ slots: [slot('p', 40, 60, [e])], solutions: { p: 'ours-end' } })).update, [
    { id: 1, start: 60, end: 100 },
  ])
})

t.test('removes E instead of leaving it empty when ours-start or ours-end takes all of it', async (t) => {
  const sharedStart = existingSlot(1, 10, 15)
  t.same(planOf(planResolution({ slots: [slot('p', 10, 20, [sharedStart])], solutions: { p: 'ours-start' } })), {
    create: [projected('p', 10, 20, [1])],
    update: [],
    remove: [1],
  })
  const sharedEnd = existingSlot(2, 15, 20)
  t.same(planOf(planResolution({ slots: [slot('p', 10, 20, [sharedEnd])], solutions: { p: 'ours-end' } })), {
    create: [projected('p', 10, 20, [2])],
    update: [],
    remove: [2],
  })
})

t.test('with several collisions, ours deletes them all and theirs keeps them all', async (t) => {
  const existing = [existingSlot(1, 5, 12), existingSlot(2, 15, 25)]
  const s = slot('p', 10, 20, existing)
  t.same(s.choices, ['theirs', 'ours'])
  t.same(planOf(planResolution({ slots: [s], solutions: { p: 'ours' } })), {
    create: [projected('p', 10, 20, [1, 2])],
    update: [],
    remove: [1, 2],
  })
  t.same(planOf(planResolution({ slots: [s], solutions: { p: 'theirs' } })), { create: [], update: [], remove: [] })
  const refused = planResolution({ slots: [s], solutions: { p: 'ours-start' } })
  t.same(refused, {
    ok: false,
    kind: 'unresolved',
    errors: { p: notAcceptedMessage('ours-start', s.choices) },
    unknownKeys: [],
    kept: {},
  })
})

t.test('creates slots without collisions as they are, touching neighbours included', async (t) => {
  const existing = [existingSlot(1, 0, 10), existingSlot(2, 20, 30)]
  const result = planResolution({ slots: [slot('a', 10, 20, existing), slot('b', 30, 40, existing)], solutions: {} })
  t.same(planOf(result), { create: [projected('a', 10, 20), projected('b', 30, 40)], update: [], remove: [] })
})

t.test('several projected slots composing on one long existing slot', async (t) => {
  const e = existingSlot(1, 0, 100)
  const days = [slot('d1', 10, 20, [e]), slot('d2', 40, 50, [e]), slot('d3', 70, 80, [e])]
  t.same(
    days.map((d) => d.choices.includes('ours-both')),
    [true, true, true],
  )

  const allBoth = planOf(
    planResolution({ slots: days, solutions: { d1: 'ours-both', d2: 'ours-both', d3: 'ours-both' } }),
  )
  t.same(allBoth.update, [{ id: 1, start: 0, end: 10 }], 'the first piece keeps the id')
  t.same(allBoth.create, [
    projected('d1', 10, 20, [1]),
    split(e, 20, 40),
    projected('d2', 40, 50, [1]),
    split(e, 50, 70),
    projected('d3', 70, 80, [1]),
    split(e, 80, 100),
  ])
  t.same(allBoth.remove, [])

  const mixed = planOf(
    planResolution({ slots: days, solutions: { d1: 'ours-end', d2: 'ours-both', d3: 'ours-start' } }),
  )
  t.same(mixed.update, [{ id: 1, start: 20, end: 40 }], 'ours-end drops the head, ours-start the tail')
  t.same(mixed.create, [
    projected('d1', 10, 20, [1]),
    projected('d2', 40, 50, [1]),
    split(e, 50, 70),
    projected('d3', 70, 80, [1]),
  ])

  const withTheirs = planOf(planResolution({ slots: days, solutions: { d1: 'theirs', d2: 'ours-both', d3: 'theirs' } }))
  t.same(withTheirs, {
    create: [projected('d2', 40, 50, [1]), split(e, 50, 100)],
    update: [{ id: 1, start: 0, end: 40 }],
    remove: [],
  })

  const deleteWins = planOf(
    planResolution({ slots: days, solutions: { d1: 'ours-both', d2: 'ours', d3: 'ours-start' } }),
  )
  t.same(deleteWins, {
    create: [projected('d1', 10, 20, [1]), projected('d2', 40, 50, [1]), projected('d3', 70, 80, [1])],
    update: [],
    remove: [1],
  })
})

t.test('a theirs-* piece composes with another slot shrinking the same E', async (t) => {
  const e = existingSlot(1, 10, 30)
  const slots = [slot('a', 0, 20, [e]), slot('b', 25, 40, [e])]
  const plan = planOf(planResolution({ slots, solutions: { a: 'theirs-end', b: 'ours-start' } }))
  t.same(plan, {
    create: [projected('a', 0, 10), projected('b', 25, 40, [1])],
    update: [{ id: 1, start: 10, end: 25 }],
    remove: [],
  })
})

t.test('on a first request with collisions, nothing is wrong yet but nothing is resolved', async (t) => {
  const e = existingSlot(1, 15, 25)
  const result = planResolution({ slots: [slot('a', 0, 10, [e]), slot('b', 10, 20, [e])], solutions: undefined })
  t.same(result, { ok: false, kind: 'unresolved', errors: {}, unknownKeys: [], kept: {} })
})

t.test('an empty solutions object is an answer (zero solutions), not a question', async (t) => {
  const e = existingSlot(1, 15, 25)
  const colliding = planResolution({ slots: [slot('a', 0, 10, [e]), slot('b', 10, 20, [e])], solutions: {} })
  t.same(colliding, { ok: false, kind: 'count-mismatch', message: RESOLUTION_MESSAGE.countMismatch })
  t.same(planOf(planResolution({ slots: [slot('free', 30, 40, [e])], solutions: {} })), {
    create: [projected('free', 30, 40)],
    update: [],
    remove: [],
  })
})

t.test('a solution the caller may not choose forbids the whole plan', async (t) => {
  const e = existingSlot(1, 15, 25)
  const guarded: ResolutionSlot = {
    ...slot('a', 10, 20, [e]),
    choices: ['theirs', 'theirs-end'],
    forbidden: ['ours', 'ours-end'],
  }
  t.same(planResolution({ slots: [guarded], solutions: { a: 'ours' } }), {
    ok: false,
    kind: 'forbidden',
    hashes: ['a'],
  })
  t.same(planOf(planResolution({ slots: [guarded], solutions: { a: 'theirs-end' } })), {
    create: [projected('a', 10, 15)],
    update: [],
    remove: [],
  })
})

t.test('reports each per-slot error and keeps the valid solutions', async (t) => {
  const existing = [existingSlot(1, 5, 15), existingSlot(2, 25, 35), existingSlot(3, 45, 55)]
  const slots = [
    slot('a', 10, 20, existing),
    slot('b', 20, 30, existing),
    slot('c', 40, 50, existing),
    slot('d', 60, 70, existing),
  ]
  const result = planResolution({ slots, solutions: { a: 'ours-start', b: '', c: 'ours-both' } })
  t.same(result, {
    ok: false,
    kind: 'unresolved',
    errors: { b: RESOLUTION_MESSAGE.noSolution, c: notAcceptedMessage('ours-both', slots[2]!.choices) },
    unknownKeys: [],
    kept: { a: 'ours-start' },
  })
  t.equal(RESOLUTION_MESSAGE.noSolution, 'No solution given.')
  t.equal(RESOLUTION_MESSAGE.notAccepted, 'Given solution is not accepted for this conflict.')
})

t.test(
  'a colliding slot whose hash is missing while others are answered is not allowed; unknown keys are listed',
  async (t) => {
    const existing = [existingSlot(1, 5, 15), existingSlot(2, 25, 35)]
    const slots = [slot('a', 10, 20, existing), slot('b', 30, 40, existing)]
    const result = planResolution({ slots, solutions: { a: 'theirs', changed: 'ours' } })
    t.same(result, {
      ok: false,
      kind: 'unresolved',
      errors: { b: RESOLUTION_MESSAGE.notAllowed },
      unknownKeys: ['changed'],
      kept: { a: 'theirs' },
    })
    t.equal(RESOLUTION_MESSAGE.notAllowed, 'This change on the timeslot is not allowed.')
  },
)

t.test('a different number of solutions than colliding slots is fatal', async (t) => {
  const e = existingSlot(1, 5, 15)
  const slots = [slot('a', 10, 20, [e]), slot('free', 30, 40, [e])]
  const mismatch = { ok: false, kind: 'count-mismatch', message: "Numbers of conflicts and solutions don't match" }
  t.same(planResolution({ slots, solutions: { a: 'ours', extra: 'ours' } }), mismatch, 'an extra unknown key')
  t.same(
    planResolution({ slots, solutions: { a: 'ours', free: 'ours' } }),
    mismatch,
    'an extra key for a slot without collisions',
  )
  t.same(
    planResolution({ slots: [slot('free', 30, 40)], solutions: { free: 'ours' } }),
    mismatch,
    'a key when nothing collides',
  )
  const two = [slot('a', 10, 20, [e]), slot('b', 12, 14, [e])]
  t.same(planResolution({ slots: two, solutions: { a: 'ours' } }), mismatch, 'too few keys')
})

t.test('leaves an existing slot out of update when the cuts do not change it', async (t) => {
  // Only reachable with a stale collision list; the service must not write a no-op update.
  const stale = existingSlot(1, 50, 60)
  const s: ResolutionSlot = { hash: 'p', start: 10, end: 20, collisions: [stale], choices: ['ours-both'] }
  t.same(planOf(planResolution({ slots: [s], solutions: { p: 'ours-both' } })), {
    create: [projected('p', 10, 20)],
    update: [],
    remove: [],
  })
})

t.test('with no slots and no solutions the plan is empty', async (t) => {
  t.same(planOf(planResolution({ slots: [], solutions: {} })), { create: [], update: [], remove: [] })
})

const within = (inner: Interval, outer: Interval) => outer.start <= inner.start && inner.end <= outer.end

t.test('any valid choices on any geometry leave positive, non-overlapping timeslots', async (t) => {
  let plans = 0
  fc.assert(
    fc.property(
      disjointIntervals(12, 12, 15),
      disjointIntervals(8, 10, 60),
      fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
      (projectedIvs, existingIvs, picks) => {
        const existing = existingIvs.map((e, i) => existingSlot(i + 1, e.start, e.end))
        const slots = projectedIvs.map((p, i) => slot(`h${i}`, p.start, p.end, existing))
        const solutions: Record<string, string> = {}
        slots.forEach((s, i) => {
          if (s.choices.length > 0) solutions[s.hash] = s.choices[picks[i]! % s.choices.length]!
        })
        const plan = planOf(planResolution({ slots, solutions }))
        plans++

        const after = applyPlan(existing, plan)
        for (const x of after) ok(x.start < x.end, 'empty piece')
        for (let i = 1; i < after.length; i++) ok(after[i - 1]!.end <= after[i]!.start, 'overlap')

        const touched = [...plan.update.map((u) => u.id), ...plan.remove]
        ok(new Set(touched).size === touched.length, 'an existing slot is both updated and removed, or twice')
        for (const u of plan.update) ok(within(u, existing.find((e) => e.id === u.id)!), 'an update grows a slot')
        for (let i = 1; i < plan.create.length; i++)
          ok(plan.create[i - 1]!.start <= plan.create[i]!.start, 'create unsorted')
        for (const c of plan.create) {
          const home =
            c.origin.kind === 'split'
              ? c.origin.from
              : slots.find((s) => s.hash === (c.origin as { hash: string }).hash)!
          ok(within(c, home), 'a created piece leaves its origin')
        }
        for (const s of slots) {
          const chosen = solutions[s.hash]
          if (s.collisions.length === 0 || chosen === 'ours' || chosen?.startsWith('ours-')) {
            ok(
              plan.create.some((c) => c.start === s.start && c.end === s.end && c.origin.kind === 'projected'),
              'P not created whole',
            )
          }
        }
      },
    ),
    { numRuns: 300 },
  )
  t.equal(plans, 300)
})
