/**
 * Which existing timeslots collide with which projected ones, in one sorted sweep.
 */
import type { Interval } from './types.ts'

/** Indexes of `items` ordered by start (stable); skips the sort when the input is already ordered. */
function orderByStart(items: readonly Interval[]): number[] {
  const order = items.map((_, i) => i)
  let sorted = true
  for (let i = 1; i < items.length && sorted; i++) {
    if (items[i]!.start < items[i - 1]!.start) sorted = false
  }
  if (!sorted) order.sort((a, b) => items[a]!.start - items[b]!.start || a - b)
  return order
}

/**
 * For each projected slot, the existing slots that strictly overlap it (touching is no collision),
 * in start order. `result[i]` belongs to `projected[i]`; the existing objects are returned as given.
 *
 * Runs in O(n + m + k) when both inputs are sorted and the existing slots do not overlap each other;
 * unsorted or mutually overlapping input is still answered correctly, only more slowly.
 *
 * @example
 * findCollisions([{ start: 0, end: 10 }], [{ id: 1, start: 5, end: 15 }, { id: 2, start: 10, end: 20 }])
 * // [[{ id: 1, start: 5, end: 15 }]]
 */
export function findCollisions<E extends Interval>(
  projected: readonly Interval[],
  existing: readonly E[],
): E[][] {
  const result: E[][] = projected.map(() => [])
  const existingOrder = orderByStart(existing)
  // Existing slots that started before the current projected end and may still reach later ones;
  // kept in start order because they are appended in that order.
  let active: E[] = []
  let next = 0
  for (const i of orderByStart(projected)) {
    const p = projected[i]!
    while (next < existingOrder.length && existing[existingOrder[next]!]!.start < p.end) {
      active.push(existing[existingOrder[next]!]!)
      next++
    }
    // Projected starts never decrease, so a slot that ended by this start can't collide again.
    active = active.filter((e) => e.end > p.start)
    // The start check only matters when projected slots overlap each other (a shorter one
    // after a longer one); otherwise every active slot collides.
    result[i] = active.filter((e) => e.start < p.end)
  }
  return result
}
