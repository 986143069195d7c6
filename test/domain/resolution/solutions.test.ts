import { deepStrictEqual, ok } from 'node:assert'
import fc from 'fast-check'
import t from 'tap'
import { planResolution } from '../../../src/domain/resolution/resolution-plan.ts'
import { solutionChoices } from '../../../src/domain/resolution/solutions.ts'
import type { ExistingSlot, Interval, Solution } from '../../../src/domain/types.ts'
import { applyPlan, iv } from '../../helpers/intervals.ts'

const existingSlot = (id: number, start: number, end: number): ExistingSlot => ({
  id,
  start,
  end,
  scheduleId: 9,
  showId: 7,
  showName: 'Show 7',
  isRepetition: false,
  mediaId: null,
  episodeId: null,
  memo: '',
})
const sorted = (choices: Solution[]) => [...choices].sort()

/** The reference's "What each solution does" for one P against one E, empty pieces dropped. */
function expectedAfter(solution: Solution, p: Interval, existing: Interval): Interval[] {
  const e = iv(existing.start, existing.end)
  const pieces: Record<Solution, Interval[]> = {
    theirs: [e],
    ours: [p],
    'theirs-start': [e, iv(e.end, p.end)],
    'theirs-end': [e, iv(p.start, e.start)],
    'theirs-both': [e, iv(p.start, e.start), iv(e.end, p.end)],
    'ours-start': [p, iv(e.start, p.start)],
    'ours-end': [p, iv(p.end, e.end)],
    'ours-both': [p, iv(e.start, p.start), iv(p.end, e.end)],
  }
  return pieces[solution].filter((x) => x.start < x.end).sort((a, b) => a.start - b.start || a.end - b.end)
}

t.test('offers nothing when there is no collision', async (t) => {
  t.same(solutionChoices(iv(10, 20), []), [])
})

t.test('offers only theirs and ours for more than one collision', async (t) => {
  t.same(solutionChoices(iv(10, 20), [iv(5, 12), iv(15, 25)]), ['theirs', 'ours'])
  t.same(solutionChoices(iv(10, 20), [iv(12, 14), iv(15, 17)]), ['theirs', 'ours'])
})

// P = [10, 20) against one E per shape from the reference.
const shapes: Array<[string, Interval, Solution[]]> = [
  ['P starts before E and ends inside it', iv(15, 25), ['theirs', 'ours', 'theirs-end', 'ours-end']],
  ['P starts before E and ends at its end', iv(15, 20), ['theirs', 'ours', 'theirs-end', 'ours-end']],
  ['P starts inside E and ends after it', iv(5, 15), ['theirs', 'ours', 'theirs-start', 'ours-start']],
  ['P starts at E’s start and ends after it', iv(10, 15), ['theirs', 'ours', 'theirs-start', 'ours-start']],
  ['P strictly contains E', iv(12, 18), ['theirs', 'ours', 'theirs-start', 'theirs-end', 'theirs-both']],
  ['P strictly inside E', iv(5, 25), ['theirs', 'ours', 'ours-start', 'ours-end', 'ours-both']],
  ['P identical to E', iv(10, 20), ['theirs', 'ours']],
  ['P inside E sharing the start', iv(10, 25), ['theirs', 'ours']],
  ['P inside E sharing the end', iv(5, 20), ['theirs', 'ours']],
]
for (const [name, e, expected] of shapes) {
  t.test(`offers ${expected.join(', ')} when ${name}`, async (t) => {
    t.same(sorted(solutionChoices(iv(10, 20), [e])), sorted(expected))
  })
}

t.test('every offered choice, applied, gives positive pieces without overlap, as the reference says', async (t) => {
  const overlapping = fc
    .tuple(
      fc.integer({ min: 0, max: 30 }),
      fc.integer({ min: 1, max: 30 }),
      fc.integer({ min: 0, max: 30 }),
      fc.integer({ min: 1, max: 30 }),
    )
    .map(([ps, pl, es, el]) => ({ p: iv(ps, ps + pl), e: existingSlot(1, es, es + el) }))
    .filter(({ p, e }) => p.start < e.end && e.start < p.end)
  let applied = 0
  fc.assert(
    fc.property(overlapping, ({ p, e }) => {
      const choices = solutionChoices(p, [e])
      ok(choices.includes('theirs') && choices.includes('ours'))
      for (const solution of choices) {
        const result = planResolution({
          slots: [{ hash: 'h', ...p, collisions: [e], choices }],
          solutions: { h: solution },
        })
        ok(result.ok, `${solution} was refused`)
        const after = applyPlan([e], result.plan)
        for (const x of after) ok(x.start < x.end, `${solution} left an empty piece`)
        for (let i = 1; i < after.length; i++) ok(after[i - 1]!.end <= after[i]!.start, `${solution} left an overlap`)
        deepStrictEqual(after, expectedAfter(solution, p, e), solution)
        applied++
      }
    }),
    { numRuns: 300 },
  )
  t.ok(applied >= 600, `applied ${applied} choices`)
})
