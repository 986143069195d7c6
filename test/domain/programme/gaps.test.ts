import { deepStrictEqual, ok } from 'node:assert'
import fc from 'fast-check'
import t from 'tap'
import { findGaps, withGaps } from '../../../src/domain/programme/gaps.ts'
import { subtractIntervals } from '../../../src/domain/time/intervals.ts'
import type { Interval } from '../../../src/domain/types.ts'

const iv = (start: number, end: number): Interval => ({ start, end })

t.test('an empty programme is one gap over the whole window', async (t) => {
  t.same(withGaps(iv(0, 10), []), [{ kind: 'gap', start: 0, end: 10 }])
})

t.test('gaps before, between and after; touching slots leave none between them', async (t) => {
  const a = iv(2, 4)
  const b = iv(4, 6)
  const c = iv(8, 9)
  t.same(withGaps(iv(0, 10), [a, b, c]), [
    { kind: 'gap', start: 0, end: 2 },
    { kind: 'slot', slot: a },
    { kind: 'slot', slot: b },
    { kind: 'gap', start: 6, end: 8 },
    { kind: 'slot', slot: c },
    { kind: 'gap', start: 9, end: 10 },
  ])
})

t.test('slots reaching outside the window keep their times and leave no gap at that edge', async (t) => {
  const early = iv(-5, 3)
  const late = iv(7, 20)
  t.same(withGaps(iv(0, 10), [early, late]), [
    { kind: 'slot', slot: early },
    { kind: 'gap', start: 3, end: 7 },
    { kind: 'slot', slot: late },
  ])
})

t.test('slots outside the window or merely touching it are left out', async (t) => {
  t.same(withGaps(iv(0, 10), [iv(-5, 0), iv(10, 12)]), [{ kind: 'gap', start: 0, end: 10 }])
})

/** Sorted by start; may overlap, touch, or reach outside the window [0, 300). */
const sortedIntervals = fc
  .array(fc.record({ start: fc.integer({ min: -50, max: 350 }), len: fc.integer({ min: 1, max: 60 }) }), {
    maxLength: 25,
  })
  .map((parts) => parts.map(({ start, len }) => iv(start, start + len)).sort((a, b) => a.start - b.start))
const windows = fc
  .record({ start: fc.integer({ min: 0, max: 200 }), len: fc.integer({ min: 1, max: 150 }) })
  .map(({ start, len }) => iv(start, start + len))

t.test('findGaps equals the window minus the union of the intervals (subtractIntervals oracle)', async () => {
  fc.assert(
    fc.property(windows, sortedIntervals, (window, sorted) => {
      deepStrictEqual(findGaps(window, sorted), subtractIntervals(window, sorted))
    }),
  )
})

t.test('withGaps covers the window in order: items ascend, gaps are positive and touch no slot', async () => {
  fc.assert(
    fc.property(windows, sortedIntervals, (window, sorted) => {
      const items = withGaps(window, sorted)
      const slots = items.flatMap((item) => (item.kind === 'slot' ? [item.slot] : []))
      // Exactly the overlapping slots, in their order.
      deepStrictEqual(
        slots,
        sorted.filter((s) => s.start < window.end && window.start < s.end),
      )
      let covered = window.start
      for (const item of items) {
        const span = item.kind === 'slot' ? item.slot : item
        if (item.kind === 'gap') {
          ok(
            item.start === covered && item.start < item.end && item.end <= window.end,
            'a gap starts where coverage ends',
          )
          ok(
            slots.every((s) => !(s.start < item.end && item.start < s.end)),
            'no slot overlaps a gap',
          )
        } else {
          ok(span.start <= covered, 'a slot starts where coverage ends (or earlier), never leaving a hole')
        }
        covered = Math.max(covered, Math.min(span.end, window.end))
      }
      ok(covered === window.end, 'the items reach the end of the window')
    }),
  )
})

t.test('an empty slot is no slot and covers nothing', async (t) => {
  t.same(withGaps(iv(0, 10), [iv(5, 5)]), [{ kind: 'gap', start: 0, end: 10 }])
  t.same(findGaps(iv(0, 10), [iv(2, 4), iv(6, 6)]), [iv(0, 2), iv(4, 10)])
})
