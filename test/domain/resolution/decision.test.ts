import t from 'tap'
import type { Assessment } from '../../../src/domain/resolution/assessment.ts'
import { assessProjection } from '../../../src/domain/resolution/assessment.ts'
import { COLLISIONS_CHANGED, decideResolution, previewResolution } from '../../../src/domain/resolution/decision.ts'
import { notAcceptedMessage, RESOLUTION_MESSAGE } from '../../../src/domain/resolution/solution-judgement.ts'
import type { ExistingSlot, ProjectedSlot } from '../../../src/domain/types.ts'

const NOW = 1000
const projected = (hash: string, start: number, end: number): ProjectedSlot => ({
  start,
  end,
  hash,
  isPast: start < NOW,
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
const create = (hash: string, start: number, end: number, displaces: number[] = []) => ({
  start,
  end,
  origin: { kind: 'projected' as const, hash, displaces },
})

// p collides with e1 (head of e1 contested), q with e2 (q swallows e2), r with nothing.
const e1 = existing(1, 2500, 3500)
const e2 = existing(2, 4200, 4800)
const P = projected('p', 2000, 3000)
const Q = projected('q', 4000, 5000)
const R = projected('r', 6000, 7000)
const assess = (mayChange?: (slot: ExistingSlot) => boolean, own: ExistingSlot[] = []): Assessment =>
  assessProjection({
    projected: [P, Q, R],
    candidates: [e1, e2],
    own,
    now: NOW,
    ...(mayChange === undefined ? {} : { mayChange }),
  })

t.test('without collisions the plan applies as projected', async (t) => {
  const clear = assessProjection({ projected: [R], candidates: [], own: [], now: NOW })
  t.same(decideResolution(clear, { solutions: undefined }), {
    kind: 'apply',
    plan: { create: [create('r', 6000, 7000)], update: [], remove: [] },
  })
  t.same(decideResolution(clear, { solutions: {} }), {
    kind: 'apply',
    plan: { create: [create('r', 6000, 7000)], update: [], remove: [] },
  })
})

t.test('a first request (no solutions) gets the conflict back, without errors', async (t) => {
  const assessment = assess()
  t.same(decideResolution(assessment, { solutions: undefined }), {
    kind: 'conflict',
    conflict: { slots: assessment.slots, kept: {}, unknownKeys: [], colliding: 2 },
  })
})

t.test('every collision resolved: apply', async (t) => {
  t.same(decideResolution(assess(), { solutions: { p: 'ours-end', q: 'theirs-both' } }), {
    kind: 'apply',
    plan: {
      create: [create('p', 2000, 3000, [1]), create('q', 4000, 4200), create('q', 4800, 5000), create('r', 6000, 7000)],
      update: [{ id: 1, start: 3000, end: 3500 }],
      remove: [],
    },
  })
})

t.test('a different number of solutions than collisions', async (t) => {
  t.same(decideResolution(assess(), { solutions: { p: 'ours' } }), {
    kind: 'count-mismatch',
    sent: 1,
    colliding: 2,
    missing: ['q'],
    unknown: [],
  })
  t.same(decideResolution(assess(), { solutions: {} }), {
    kind: 'count-mismatch',
    sent: 0,
    colliding: 2,
    missing: ['p', 'q'],
    unknown: [],
  })
})

t.test('a forbidden solution refuses the whole request', async (t) => {
  const assessment = assess((slot) => slot.id !== 1)
  t.same(decideResolution(assessment, { solutions: { p: 'ours', q: 'ours' } }), { kind: 'forbidden', hashes: ['p'] })
})

t.test('an unusable solution: conflict with its error, the usable ones kept, unknown keys named', async (t) => {
  const assessment = assess()
  const decision = decideResolution(assessment, { solutions: { p: 'ours-start', q: 'ours' } })
  t.same(decision, {
    kind: 'conflict',
    conflict: {
      slots: [
        { ...assessment.slots[0], error: notAcceptedMessage('ours-start', assessment.slots[0]!.choices) },
        assessment.slots[1],
        assessment.slots[2],
      ],
      kept: { q: 'ours' },
      unknownKeys: [],
      colliding: 2,
    },
  })
  const unknown = decideResolution(assessment, { solutions: { p: 'ours', gone: 'theirs' } })
  t.match(unknown, { kind: 'conflict', conflict: { kept: { p: 'ours' }, unknownKeys: ['gone'], colliding: 2 } })
  t.equal(unknown.kind === 'conflict' ? unknown.conflict.slots[1]?.error : null, RESOLUTION_MESSAGE.notAllowed)
})

t.test('a solution chosen against other collisions than there are now is not applied', async (t) => {
  const assessment = assess()
  const solutions = { p: 'ours', q: 'ours' }
  t.same(
    decideResolution(assessment, {
      solutions,
      seen: new Map([
        ['p', [1]],
        ['q', [2]],
      ]),
    }).kind,
    'apply',
    'the same collisions',
  )
  t.same(
    decideResolution(assessment, { solutions, seen: new Map([['p', [1]]]) }).kind,
    'apply',
    'q not seen: not checked',
  )
  const changed = decideResolution(assessment, {
    solutions,
    seen: new Map([
      ['p', [1, 5]],
      ['q', [2]],
    ]),
  })
  t.same(changed, {
    kind: 'conflict',
    conflict: {
      slots: [{ ...assessment.slots[0], error: COLLISIONS_CHANGED }, assessment.slots[1], assessment.slots[2]],
      kept: { q: 'ours' },
      unknownKeys: [],
      colliding: 2,
    },
  })
  // Also on top of errors of the solutions themselves.
  const both = decideResolution(assessment, { solutions: { p: 'ours', q: 'ours-end' }, seen: new Map([['p', [9]]]) })
  t.match(both, { kind: 'conflict', conflict: { kept: {}, unknownKeys: [] } })
  t.same(both.kind === 'conflict' ? both.conflict.slots.map((s) => s.error) : null, [
    COLLISIONS_CHANGED,
    notAcceptedMessage('ours-end', assessment.slots[1]!.choices),
    undefined,
  ])
  // The ids are compared as sets, and seen counts only with solutions.
  const two = assessProjection({ projected: [projected('w', 2000, 5000)], candidates: [e1, e2], own: [], now: NOW })
  t.equal(decideResolution(two, { solutions: { w: 'ours' }, seen: new Map([['w', [2, 1]]]) }).kind, 'apply')
  t.equal(decideResolution(two, { solutions: undefined, seen: new Map([['w', [9]]]) }).kind, 'conflict')
  t.same(decideResolution(two, { solutions: undefined, seen: new Map([['w', [9]]]) }), {
    kind: 'conflict',
    conflict: { slots: two.slots, kept: {}, unknownKeys: [], colliding: 1 },
  })
})

t.test('preview: usable solutions apply, the rest count as theirs and are listed with their errors', async (t) => {
  const stale = existing(9, 8000, 9000)
  const assessment = assess(undefined, [stale])
  const preview = previewResolution(assessment, { solutions: { p: 'ours-end', q: 'nonsense' } })
  t.same(preview.plan, {
    create: [create('p', 2000, 3000, [1]), create('r', 6000, 7000)],
    update: [{ id: 1, start: 3000, end: 3500 }],
    remove: [],
  })
  t.same(preview.updated, [{ slot: e1, start: 3000, end: 3500 }])
  t.same(preview.removed, [stale])
  t.same(preview.unresolved, [
    { ...assessment.slots[1], error: notAcceptedMessage('nonsense', assessment.slots[1]!.choices) },
  ])
  const removing = previewResolution(assessment, { solutions: { p: 'ours', q: 'ours' } })
  t.same(removing.removed, [e1, e2, stale], 'deleted and stale together, in start order')
  t.same(removing.unresolved, [])
  t.same(removing.updated, [])
  // Nothing chosen yet: nothing is wrong, all collisions unresolved.
  const first = previewResolution(assessment, { solutions: undefined })
  t.same(first.unresolved, [assessment.slots[0], assessment.slots[1]])
  t.same(first.plan, { create: [create('r', 6000, 7000)], update: [], remove: [] })
})

t.test('preview names a forbidden choice as such', async (t) => {
  const assessment = assess((slot) => slot.id !== 1)
  const preview = previewResolution(assessment, { solutions: { p: 'ours', q: 'ours' } })
  t.same(preview.unresolved, [{ ...assessment.slots[0], error: RESOLUTION_MESSAGE.forbidden }])
  t.same(preview.plan.remove, [2])
})

t.test('details: the message text, error-free slots carry no error key, kept has no empty entries', async (t) => {
  t.equal(COLLISIONS_CHANGED, 'The collisions of this timeslot changed since you saw them; choose again.')
  const assessment = assess()
  const decision = decideResolution(assessment, { solutions: { p: 'ours', q: 'ours' }, seen: new Map([['p', [7]]]) })
  const conflict = decision.kind === 'conflict' ? decision.conflict : null
  t.same(Object.keys(conflict?.kept ?? { none: 1 }), ['q'], 'only usable solutions, no key for r')
  t.notOk(conflict !== null && 'error' in conflict.slots[1]!, 'no error key where nothing is wrong')
  t.notOk(conflict !== null && 'error' in conflict.slots[2]!)
  // Ids [1, 5] are not [15]: the seen ids are compared as a list, not as concatenated digits.
  const five = existing(5, 2100, 2200)
  const both = assessProjection({ projected: [projected('w', 2000, 3000)], candidates: [five, e1], own: [], now: NOW })
  t.equal(decideResolution(both, { solutions: { w: 'ours' }, seen: new Map([['w', [15]]]) }).kind, 'conflict')
  t.equal(decideResolution(both, { solutions: { w: 'ours' }, seen: new Map([['w', [5, 1]]]) }).kind, 'apply')
})

t.test('preview: a choice outside the shape is "not accepted", not "forbidden"; removed in start order', async (t) => {
  const assessment = assess((slot) => slot.id !== 1)
  const preview = previewResolution(assessment, { solutions: { p: 'theirs-start', q: 'ours' } })
  t.same(preview.unresolved, [
    { ...assessment.slots[0], error: notAcceptedMessage('theirs-start', assessment.slots[0]!.choices) },
  ])
  const early = existing(8, 1500, 1600) // an own future timeslot no projected slot covers
  const removing = previewResolution(assess(undefined, [early]), { solutions: { p: 'ours', q: 'ours' } })
  t.same(
    removing.removed.map((s) => s.id),
    [8, 1, 2],
  )
})
