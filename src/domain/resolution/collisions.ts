import type { Interval } from '../types.ts'

// Skips the sort when the input is already ordered (the usual case: both come sorted).
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
 * O(n + m + k) for sorted, mutually disjoint existing slots; other input is still answered correctly, only slower.
 * @example findCollisions([{ start: 0, end: 10 }], [{ id: 1, start: 5, end: 15 }, { id: 2, start: 10, end: 20 }]) // [[{ id: 1, start: 5, end: 15 }]]
 */
export function findCollisions<E extends Interval>(projected: readonly Interval[], existing: readonly E[]): E[][] {
  const result: E[][] = projected.map(() => [])
  const existingOrder = orderByStart(existing)
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
    // Needed only when projected slots overlap each other (a shorter one after a longer one).
    result[i] = active.filter((e) => e.start < p.end)
  }
  return result
}
