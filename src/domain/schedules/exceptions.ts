// Exceptions cancel occurrences in a projection already made (a move places its successor's).
import type { LocalDate, ProjectionResult, SkippedOccurrence } from '../types.ts'

/** How a projection reports the cancelled occurrence of `date`. */
export function cancelledOn(date: LocalDate): SkippedOccurrence {
  return { date, reason: 'cancelled', message: `The broadcast on ${date} was cancelled (an exception of the schedule)` }
}

/**
 * @example cancelOccurrences(tuesdays, ['2027-02-09']) // tuesdays without the 9th; skipped: [{ date: '2027-02-09', reason: 'cancelled', … }]
 */
export function cancelOccurrences<P extends Extract<ProjectionResult, { ok: true }>>(
  projection: P,
  exceptions: readonly LocalDate[],
): P {
  const cancelled = new Set(exceptions)
  const dates = [...new Set(projection.slots.filter((slot) => cancelled.has(slot.date)).map((slot) => slot.date))]
  if (dates.length === 0) return projection
  return {
    ...projection,
    slots: projection.slots.filter((slot) => !cancelled.has(slot.date)),
    skipped: [...projection.skipped, ...dates.map(cancelledOn)].sort((a, b) =>
      a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
    ),
  }
}
