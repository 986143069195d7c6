import t from 'tap'
import type { Assessment } from '../../../src/domain/resolution/assessment.ts'
import { findCollisions } from '../../../src/domain/resolution/collisions.ts'
import { decideResolution, previewResolution } from '../../../src/domain/resolution/decision.ts'
import { planResolution, type ResolutionResult } from '../../../src/domain/resolution/resolution-plan.ts'
import { notAcceptedMessage, type ResolutionSlot } from '../../../src/domain/resolution/solution-judgement.ts'
import { solutionChoices } from '../../../src/domain/resolution/solutions.ts'
import type { ExistingSlot } from '../../../src/domain/types.ts'

const existing = (id: number, start: number, end: number): ExistingSlot => ({
  id,
  start,
  end,
  scheduleId: 9,
  showId: 7,
  showName: 'Monthly',
  isRepetition: false,
  mediaId: null,
  episodeId: null,
  memo: '',
})
const slot = (hash: string, start: number, end: number, all: readonly ExistingSlot[] = []): ResolutionSlot => {
  const collisions = findCollisions([{ start, end }], all)[0] ?? []
  return { hash, start, end, collisions, choices: solutionChoices({ start, end }, collisions) }
}
const created = (result: ResolutionResult) => (result.ok ? result.plan.create.map((c) => [c.start, c.end]) : result)

// Three projected slots [0,60) [100,160) [200,260); two collide with E1 [30,90) and E2 [200,203).
const e1 = existing(1, 30, 90)
const e2 = existing(2, 200, 203)
const slots = [slot('a', 0, 60, [e1]), slot('b', 100, 160), slot('c', 200, 260, [e2])]

t.test(
  'a default answers every colliding slot without its own solution; the count check applies to nothing',
  async (t) => {
    t.same(
      created(planResolution({ slots, solutions: undefined, defaultSolution: 'skip' })),
      [[100, 160]],
      'skip: only the free slot',
    )
    t.same(
      created(planResolution({ slots, solutions: {}, defaultSolution: 'theirs' })),
      [[100, 160]],
      'theirs the same',
    )
    const ours = planResolution({ slots, solutions: undefined, defaultSolution: 'ours' })
    t.same(ours.ok && ours.plan, {
      create: [0, 100, 200].map((s) => ({
        start: s,
        end: s + 60,
        origin: { kind: 'projected', hash: 'abc'[s / 100], displaces: [[1], [], [2]][s / 100] },
      })),
      update: [],
      remove: [1, 2],
    })
    t.same(
      created(planResolution({ slots, solutions: { a: 'ours' }, defaultSolution: 'skip' })),
      [
        [0, 60],
        [100, 160],
      ],
      'an own entry wins',
    )
  },
)

t.test('fill creates the free parts of each colliding slot, none shorter than the minimum', async (t) => {
  t.same(created(planResolution({ slots, solutions: undefined, defaultSolution: 'fill', minFillMs: 5 })), [
    [0, 30],
    [100, 160],
    [203, 260],
  ])
  t.same(
    created(planResolution({ slots, solutions: undefined, defaultSolution: 'fill', minFillMs: 31 })),
    [
      [100, 160],
      [203, 260],
    ],
    '30 is too short',
  )
  const fill = planResolution({ slots, solutions: undefined, defaultSolution: 'fill' })
  t.same(fill.ok && [fill.plan.update, fill.plan.remove], [[], []], 'fill touches no existing timeslot')
})

t.test("a default not among a slot's choices is that slot's error, nothing else is", async (t) => {
  // E1 starts inside a: ours-end is offered there; c contains E2 entirely: not.
  const result = planResolution({ slots, solutions: undefined, defaultSolution: 'ours-end' })
  t.match(result, {
    ok: false,
    kind: 'unresolved',
    errors: { c: notAcceptedMessage('ours-end', slots[2]!.choices) },
    unknownKeys: [],
    kept: {},
  })
  const assessment: Assessment = {
    slots: slots.map((s) => ({
      projected: {
        start: s.start,
        end: s.end,
        hash: s.hash,
        date: '2027-01-05',
        localStart: '',
        localEnd: '',
        isPast: false,
      },
      collisions: [...s.collisions],
      choices: [...s.choices],
      forbidden: [],
      standing: [],
    })),
    stale: [],
  }
  const decision = decideResolution(assessment, { solutions: undefined, defaultSolution: 'ours-end' })
  t.equal(decision.kind, 'conflict')
  if (decision.kind === 'conflict')
    t.same(
      decision.conflict.slots.map((s) => s.error),
      [undefined, undefined, notAcceptedMessage('ours-end', slots[2]!.choices)],
    )
  const preview = previewResolution(assessment, { solutions: undefined, defaultSolution: 'ours-end' })
  t.same(preview.plan.update, [{ id: 1, start: 60, end: 90 }], 'the dry run applies the default where it fits')
  t.same(
    preview.unresolved.map((s) => s.projected.hash),
    ['c'],
  )
  t.equal(preview.unresolved[0]?.error, notAcceptedMessage('ours-end', slots[2]!.choices))
  const filled = previewResolution(assessment, { solutions: undefined, defaultSolution: 'fill', minFillMs: 5 })
  t.same(
    filled.plan.create.map((c) => [c.start, c.end]),
    [
      [0, 30],
      [100, 160],
      [203, 260],
    ],
  )
  t.same(filled.unresolved, [])
})

t.test('without a default an absent solutions asks, and a short one is the count mismatch', async (t) => {
  t.match(planResolution({ slots, solutions: undefined }), { ok: false, kind: 'unresolved', errors: {} })
  t.match(planResolution({ slots, solutions: { a: 'ours' } }), { ok: false, kind: 'count-mismatch' })
})

t.test('a forbidden ours as default is a per-slot error, not a refusal of the whole request', async (t) => {
  const guarded: ResolutionSlot = { ...slots[0]!, choices: ['theirs', 'theirs-end'], forbidden: ['ours', 'ours-end'] }
  t.same(planResolution({ slots: [guarded], solutions: undefined, defaultSolution: 'ours' }), {
    ok: false,
    kind: 'unresolved',
    errors: { a: notAcceptedMessage('ours', guarded.choices) },
    unknownKeys: [],
    kept: {},
  })
  t.match(planResolution({ slots: [guarded], solutions: { a: 'ours' }, defaultSolution: 'skip' }), {
    ok: false,
    kind: 'forbidden',
  })
})
