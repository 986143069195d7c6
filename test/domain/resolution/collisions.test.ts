import { deepStrictEqual } from 'node:assert'
import fc from 'fast-check'
import t from 'tap'
import { findCollisions } from '../../../src/domain/resolution/collisions.ts'
import type { Interval } from '../../../src/domain/types.ts'
import { disjointIntervals, iv } from '../../helpers/intervals.ts'

type Tagged = Interval & { id: number }

const tagged = (id: number, start: number, end: number): Tagged => ({ id, start, end })
const ids = (rows: Tagged[][]) => rows.map((row) => row.map((e) => e.id))

/** The definition itself: every pair checked, hits listed in (stable) start order. */
function naiveCollisions<E extends Interval>(projected: readonly Interval[], existing: readonly E[]): E[][] {
  const byStart = [...existing].sort((a, b) => a.start - b.start)
  return projected.map((p) => byStart.filter((e) => e.start < p.end && p.start < e.end))
}

const anyInterval = fc
  .record({ start: fc.integer({ min: 0, max: 200 }), len: fc.integer({ min: 1, max: 40 }) })
  .map(({ start, len }) => iv(start, start + len))

t.test('touching at either boundary is no collision', async (t) => {
  const result = findCollisions([iv(10, 20)], [tagged(1, 0, 10), tagged(2, 20, 30)])
  t.same(ids(result), [[]])
})

t.test('lists every strict overlap of each projected slot in start order', async (t) => {
  const projected = [iv(0, 10), iv(10, 20), iv(30, 40), iv(50, 60)]
  const existing = [tagged(1, 5, 12), tagged(2, 12, 15), tagged(3, 15, 35), tagged(4, 45, 50)]
  t.same(ids(findCollisions(projected, existing)), [[1], [1, 2, 3], [3], []])
})

t.test('returns the existing objects themselves, one list per projected slot', async (t) => {
  const existing = [tagged(1, 0, 100)]
  const result = findCollisions([iv(10, 20), iv(30, 40)], existing)
  t.equal(result.length, 2)
  t.equal(result[0]?.[0], existing[0])
  t.equal(result[1]?.[0], existing[0])
})

t.test('empty inputs give empty lists', async (t) => {
  t.same(findCollisions([], [tagged(1, 0, 10)]), [])
  t.same(findCollisions([iv(0, 10)], []), [[]])
})

t.test('is still correct when existing slots overlap each other or come unsorted', async (t) => {
  const existing = [tagged(3, 25, 26), tagged(1, 0, 100), tagged(2, 5, 8)]
  t.same(ids(findCollisions([iv(0, 10), iv(20, 30), iv(200, 300)], existing)), [[1, 2], [1, 3], []])
})

t.test('handles projected slots given out of start order', async (t) => {
  const existing = [tagged(1, 0, 10), tagged(2, 20, 30)]
  t.same(ids(findCollisions([iv(25, 35), iv(5, 15)], existing)), [[2], [1]])
})

t.test('equals the naive O(n·m) oracle on disjoint existing slots', async (t) => {
  fc.assert(
    fc.property(disjointIntervals(20, 15, 20), disjointIntervals(30, 10, 30), (projected, existingRaw) => {
      const existing = existingRaw.map((e, i) => ({ ...e, id: i }))
      deepStrictEqual(findCollisions(projected, existing), naiveCollisions(projected, existing))
    }),
    { numRuns: 300 },
  )
  t.pass('matched the oracle on every run')
})

t.test('equals the naive oracle when existing slots overlap and are unsorted', async (t) => {
  fc.assert(
    fc.property(disjointIntervals(15, 15, 20), fc.array(anyInterval, { maxLength: 30 }), (projected, existingRaw) => {
      const existing = existingRaw.map((e, i) => ({ ...e, id: i }))
      deepStrictEqual(findCollisions(projected, existing), naiveCollisions(projected, existing))
    }),
    { numRuns: 300 },
  )
  t.pass('matched the oracle on every run')
})

t.test('equals the naive oracle when projected slots overlap each other and come unsorted too', async (t) => {
  // A shorter projected slot after a longer one must not inherit the longer one's later collisions.
  t.same(ids(findCollisions([iv(0, 100), iv(10, 20)], [tagged(1, 50, 60), tagged(2, 15, 16)])), [[2, 1], [2]])
  fc.assert(
    fc.property(
      fc.array(anyInterval, { maxLength: 15 }),
      fc.array(anyInterval, { maxLength: 30 }),
      (projected, existingRaw) => {
        const existing = existingRaw.map((e, i) => ({ ...e, id: i }))
        deepStrictEqual(findCollisions(projected, existing), naiveCollisions(projected, existing))
      },
    ),
    { numRuns: 300 },
  )
})
