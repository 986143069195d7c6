// Broadcasts moved one by one, remembered as `{ date, timeslotId }` like an exception: the projection
// skips the date left, and later PUTs leave the moved timeslot alone. Moved back home, the entry goes.
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

export function movedDates(moved: readonly MovedOccurrence[]): LocalDate[] {
  return [...new Set(moved.flatMap((entry) => (entry.date === null ? [] : [entry.date])))].sort()
}

/**
 * Left out, not listed as skipped: the broadcast airs elsewhere.
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
 * The entries after a move: `left` is the occurrence left (null: none, or another piece still airs),
 * `home` the one its new times are exactly; back home, its entry goes.
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
