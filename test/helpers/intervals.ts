import fc from 'fast-check'
import type { ResolutionPlan } from '../../src/domain/resolution/resolution-plan.ts'
import type { ExistingSlot, Interval } from '../../src/domain/types.ts'

/** Shared by the pure-domain tests: interval builders, generators and a plan applied in memory. */

export const iv = (start: number, end: number): Interval => ({ start, end })

/** Sorted, mutually disjoint intervals (gap 0 makes neighbours touch). */
export const disjointIntervals = (maxCount: number, maxGap: number, maxLen: number) =>
  fc
    .array(fc.record({ gap: fc.nat(maxGap), len: fc.integer({ min: 1, max: maxLen }) }), { maxLength: maxCount })
    .map((parts) => {
      let cursor = 0
      return parts.map(({ gap, len }) => {
        const start = cursor + gap
        cursor = start + len
        return iv(start, cursor)
      })
    })

/** The timeslots after the plan ran, as plain intervals in start order. */
export function applyPlan(existing: readonly ExistingSlot[], plan: ResolutionPlan): Interval[] {
  const updates = new Map(plan.update.map((u) => [u.id, u]))
  return [
    ...existing
      .filter((e) => !plan.remove.includes(e.id))
      .map((e) => iv(updates.get(e.id)?.start ?? e.start, updates.get(e.id)?.end ?? e.end)),
    ...plan.create.map((c) => iv(c.start, c.end)),
  ].sort((a, b) => a.start - b.start || a.end - b.end)
}
