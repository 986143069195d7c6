import fc from 'fast-check'
import t from 'tap'
import { overlaps, subtractIntervals } from '../../../src/domain/time/intervals.ts'
import type { Interval } from '../../../src/domain/types.ts'
import { iv } from '../../helpers/intervals.ts'

t.test('overlaps: half-open intervals share an instant; touching ones do not', async (t) => {
  t.equal(overlaps(iv(0, 10), iv(10, 20)), false, 'a ends where b starts')
  t.equal(overlaps(iv(10, 20), iv(0, 10)), false, 'b ends where a starts')
  t.equal(overlaps(iv(0, 10), iv(9, 20)), true, 'one instant in common')
  t.equal(overlaps(iv(9, 20), iv(0, 10)), true)
  t.equal(overlaps(iv(0, 10), iv(2, 3)), true, 'containment')
  t.equal(overlaps(iv(2, 3), iv(0, 10)), true)
  t.equal(overlaps(iv(0, 10), iv(0, 10)), true, 'equal')
  t.equal(overlaps(iv(0, 10), iv(20, 30)), false, 'apart')
  t.equal(overlaps(iv(20, 30), iv(0, 10)), false)
  t.equal(overlaps(iv(5, Infinity), iv(-Infinity, 6)), true, 'open-ended bounds')
  t.equal(overlaps(iv(5, Infinity), iv(-Infinity, 5)), false)
})

t.test('overlaps equals "some integer instant lies in both" on random small intervals', async () => {
  const interval = fc
    .tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 8 }))
    .map(([s, len]) => iv(s, s + len))
  fc.assert(
    fc.property(interval, interval, (a, b) => {
      let shared = false
      for (let x = a.start; x < a.end; x++) if (x >= b.start && x < b.end) shared = true
      return overlaps(a, b) === shared && overlaps(b, a) === shared
    }),
  )
})

t.test('subtractIntervals: pieces before, between and after the cuts', async (t) => {
  t.same(subtractIntervals(iv(0, 10), []), [iv(0, 10)])
  t.same(subtractIntervals(iv(0, 10), [iv(3, 5)]), [iv(0, 3), iv(5, 10)])
  t.same(subtractIntervals(iv(0, 10), [iv(6, 8), iv(1, 2)]), [iv(0, 1), iv(2, 6), iv(8, 10)], 'cuts in any order')
  t.same(subtractIntervals(iv(0, 10), [iv(0, 3)]), [iv(3, 10)], 'a cut at the start leaves no empty piece')
  t.same(subtractIntervals(iv(0, 10), [iv(7, 10)]), [iv(0, 7)], 'a cut at the end')
  t.same(subtractIntervals(iv(0, 10), [iv(-5, 15)]), [], 'covered entirely')
  t.same(
    subtractIntervals(iv(0, 10), [iv(2, 5), iv(5, 8)]),
    [iv(0, 2), iv(8, 10)],
    'touching cuts leave no piece between',
  )
  t.same(subtractIntervals(iv(0, 10), [iv(2, 8), iv(3, 4)]), [iv(0, 2), iv(8, 10)], 'a cut inside another')
  t.same(subtractIntervals(iv(0, 10), [iv(-5, 0), iv(10, 15)]), [iv(0, 10)], 'touching the base cuts nothing')
  t.same(subtractIntervals(iv(0, 10), [iv(4, 4), iv(6, 5)]), [iv(0, 10)], 'empty and reversed cuts are ignored')
  t.same(subtractIntervals(iv(0, 10), [iv(2, 12)]), [iv(0, 2)], 'a cut past the end')
  t.same(subtractIntervals(iv(0, 10), [iv(8, 12), iv(9, 20)]), [iv(0, 8)], 'stops at the end of the base')
  t.same(subtractIntervals(iv(0, Infinity), [iv(5, 6)]), [iv(0, 5), iv(6, Infinity)])
})

t.test('subtractIntervals equals pointwise subtraction on random small inputs', async () => {
  const interval = fc
    .tuple(fc.integer({ min: -5, max: 25 }), fc.integer({ min: -2, max: 10 }))
    .map(([s, len]) => iv(s, s + len))
  fc.assert(
    fc.property(interval, fc.array(interval, { maxLength: 6 }), (base, cuts) => {
      // The oracle: maximal runs of integer instants in base and in no cut.
      const expected: Interval[] = []
      for (let x = base.start; x < base.end; x++) {
        if (cuts.some((c) => x >= c.start && x < c.end)) continue
        const last = expected.at(-1)
        if (last !== undefined && last.end === x) last.end = x + 1
        else expected.push(iv(x, x + 1))
      }
      const actual = subtractIntervals(base, cuts)
      return JSON.stringify(actual) === JSON.stringify(expected)
    }),
    { numRuns: 300 },
  )
})
