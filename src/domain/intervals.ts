/**
 * Small interval algebra on half-open `[start, end)` intervals of epoch milliseconds.
 * Bounds may be ±Infinity, so "everything from t on" is just `{ start: t, end: Infinity }`.
 */
import type { Interval } from './types.ts'

/**
 * Whether two half-open intervals share at least one instant; touching ends do not.
 *
 * @example
 * overlaps({ start: 0, end: 10 }, { start: 10, end: 20 }) // false
 */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end
}

/**
 * `base` minus the union of `cuts`: the remaining pieces in start order, each of positive length.
 *
 * @example
 * subtractIntervals({ start: 0, end: 10 }, [{ start: 3, end: 5 }])
 * // [{ start: 0, end: 3 }, { start: 5, end: 10 }]
 */
export function subtractIntervals(base: Interval, cuts: readonly Interval[]): Interval[] {
  const sorted = cuts
    .filter((c) => c.start < c.end && overlaps(c, base))
    .sort((a, b) => a.start - b.start)
  const pieces: Interval[] = []
  // `cursor` is the earliest instant of `base` not yet covered by a cut.
  let cursor = base.start
  for (const cut of sorted) {
    if (cut.start > cursor) pieces.push({ start: cursor, end: Math.min(cut.start, base.end) })
    if (cut.end > cursor) cursor = cut.end
    if (cursor >= base.end) return pieces
  }
  if (cursor < base.end) pieces.push({ start: cursor, end: base.end })
  return pieces
}
