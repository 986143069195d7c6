// Bounds may be ±Infinity, so "everything from t on" needs no special case: `{ start: t, end: Infinity }`.
import type { Interval } from '../types.ts'

/** @example overlaps({ start: 0, end: 10 }, { start: 10, end: 20 }) // false: half-open, touching is no overlap */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end
}

/** @example subtractIntervals({ start: 0, end: 10 }, [{ start: 3, end: 5 }]) // [{ start: 0, end: 3 }, { start: 5, end: 10 }] */
export function subtractIntervals(base: Interval, cuts: readonly Interval[]): Interval[] {
  const sorted = cuts.filter((c) => c.start < c.end && overlaps(c, base)).sort((a, b) => a.start - b.start)
  const pieces: Interval[] = []
  let cursor = base.start
  for (const cut of sorted) {
    if (cut.start > cursor) pieces.push({ start: cursor, end: Math.min(cut.start, base.end) })
    if (cut.end > cursor) cursor = cut.end
    if (cursor >= base.end) return pieces
  }
  if (cursor < base.end) pieces.push({ start: cursor, end: base.end })
  return pieces
}
