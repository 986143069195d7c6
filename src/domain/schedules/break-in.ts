/**
 * Going on air now: a projected timeslot that has started and not ended is not past. It is created
 * from now, to the second (what aired before now is history and was not this show); only one that
 * has ended, or would be left with less than a second, stays past.
 */
import type { ProjectedSlot } from '../types.ts'

const SECOND = 1000

/**
 * The projection as the write creates it at `now`: running slots start at the next full second.
 * Their hash stays the projected one, so a solution chosen a minute ago still names them.
 * @example breakIn([{ start: at2000, end: at2200, isPast: true, … }], at2047)
 * // [{ start: at2047, end: at2200, isPast: false, breaksIn: true, … }]
 */
export function breakIn(slots: readonly ProjectedSlot[], now: number): ProjectedSlot[] {
  const from = Math.ceil(now / SECOND) * SECOND
  return slots.map((slot) => {
    if (!(slot.start < now && from < slot.end)) return slot
    return { ...slot, start: from, isPast: false, breaksIn: true }
  })
}
