// Linear, unlike subtractIntervals, because the programme arrives sorted from the database.
import { overlaps } from '../time/intervals.ts'
import type { Interval } from '../types.ts'

export type WindowItem<T extends Interval> = { kind: 'slot'; slot: T } | { kind: 'gap'; start: number; end: number }

/** @example findGaps({ start: 0, end: 10 }, [{ start: 2, end: 4 }, { start: 4, end: 6 }]) // [{ start: 0, end: 2 }, { start: 6, end: 10 }] */
export function findGaps(window: Interval, sorted: readonly Interval[]): Interval[] {
  return withGaps(window, sorted).flatMap((item) => (item.kind === 'gap' ? [{ start: item.start, end: item.end }] : []))
}

/** Slots are not clipped to the window: playout needs their real start and end. */
export function withGaps<T extends Interval>(window: Interval, sorted: readonly T[]): Array<WindowItem<T>> {
  const items: Array<WindowItem<T>> = []
  let covered = window.start
  for (const slot of sorted) {
    if (!(overlaps(slot, window) && slot.start < slot.end)) continue
    if (slot.start > covered) items.push({ kind: 'gap', start: covered, end: slot.start })
    items.push({ kind: 'slot', slot })
    if (slot.end > covered) covered = slot.end
  }
  if (covered < window.end) items.push({ kind: 'gap', start: covered, end: window.end })
  return items
}
