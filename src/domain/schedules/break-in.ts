// Going on air now: a projected timeslot that has started and not ended is created from now.
import type { ProjectedSlot } from '../types.ts'

const SECOND = 1000

/** Running slots start at the next full second; their hash stays, so a solution chosen earlier still names them. */
export function breakIn(slots: readonly ProjectedSlot[], now: number): ProjectedSlot[] {
  const from = Math.ceil(now / SECOND) * SECOND
  return slots.map((slot) => {
    if (!(slot.start < now && from < slot.end)) return slot
    return { ...slot, start: from, isPast: false, breaksIn: true }
  })
}
