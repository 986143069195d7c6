/**
 * A schedule's broadcasts moved one by one (POST /api/v1/timeslots/{id}/move). The schedule remembers
 * each as `{ date, timeslotId }`, as it remembers a cancellation as an exception: its projection skips
 * the date the broadcast left, and its later PUTs and series moves leave the moved timeslot alone
 * (never stale, never standing for an occurrence), so nothing comes back at the old time and no
 * second broadcast appears on the old date. Moved back onto its own occurrence, the entry goes.
 */
import type { Interval, LocalDate, ProjectionResult } from '../types.ts'

export interface MovedOccurrence {
  /** The air date of the occurrence the broadcast left; null when it matched none (nothing to skip). */
  date: LocalDate | null
  timeslotId: number
}

/** The stored column as entries; anything else in it is ignored rather than trusted. */
export function movedOccurrencesOf(value: unknown): MovedOccurrence[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return []
    const { date, timeslotId } = entry as Record<string, unknown>
    if (typeof timeslotId !== 'number' || (date !== null && typeof date !== 'string')) return []
    return [{ date, timeslotId }]
  })
}

/** The dates a projection skips because their broadcast moved away. */
export function movedDates(moved: readonly MovedOccurrence[]): LocalDate[] {
  return [...new Set(moved.flatMap((entry) => (entry.date === null ? [] : [entry.date])))].sort()
}

/**
 * The projection without the occurrences whose broadcast moved: they are not listed as skipped (the
 * broadcast airs, elsewhere), only left out.
 * @example withoutMoved(tuesdays, [{ date: '2027-02-09', timeslotId: 7 }]) // tuesdays without the 9th
 */
export function withoutMoved<P extends Extract<ProjectionResult, { ok: true }>>(
  projection: P,
  moved: readonly MovedOccurrence[],
): P {
  const dates = new Set(movedDates(moved))
  if (dates.size === 0) return projection
  return { ...projection, slots: projection.slots.filter((slot) => !dates.has(slot.date)) }
}

/**
 * The entries after timeslot `timeslotId` moved to `to`. `left` is the occurrence it leaves (its
 * entry's, if it had moved before, else the one its old times belong to, null when another piece of
 * that occurrence still airs or there is none); `home` is the occurrence its new times are exactly.
 * Back home, its entry goes, so a move and the move back leave the schedule as it was.
 * @example afterMove([], 7, { date: '2027-02-09' }, null) // [{ date: '2027-02-09', timeslotId: 7 }]
 */
export function afterMove(
  moved: readonly MovedOccurrence[],
  timeslotId: number,
  left: { date: LocalDate | null },
  home: (Interval & { date: LocalDate }) | null,
  to: Interval,
): MovedOccurrence[] {
  const others = moved.filter((entry) => entry.timeslotId !== timeslotId)
  const previous = moved.find((entry) => entry.timeslotId === timeslotId)
  const date = previous === undefined ? left.date : previous.date
  const backHome = home !== null && home.date === date && home.start === to.start && home.end === to.end
  if (backHome) return others
  return [...others, { date, timeslotId }].sort((a, b) => a.timeslotId - b.timeslotId)
}
