// The rolling horizon of open-ended schedules. An extension never resolves a collision: the existing
// timeslot keeps its air and the occurrence is listed, for a person to resolve.

import { FREQ } from '../recurrence/recurrence-rules.ts'
import type { CheckedSchedule } from '../recurrence/schedule-validation.ts'
import type { AssessedSlot } from '../resolution/assessment.ts'

/** An occurrence of an open-ended schedule that its extension did not create, and what holds its air. */
export interface UnplacedOccurrence {
  scheduleId: number
  showId: number
  showName: string
  date: string
  start: number
  end: number
  /** The timeslots that kept the air (as they were when the extension met them). */
  collisions: Array<{ id: number; showId: number; showName: string; start: number; end: number }>
}

/**
 * The schedule for the days after `throughDay` up to `toDay`; null when there are none (or it is a `once`).
 * @example extensionOf(weeklyTuesdays, day('2028-02-04'), day('2028-02-05')) // { …weeklyTuesdays, firstDay: 2028-02-05, lastDay: 2028-02-05 }
 */
export function extensionOf(checked: CheckedSchedule, throughDay: number, toDay: number): CheckedSchedule | null {
  if (checked.rule?.freq === FREQ.once || throughDay >= toDay) return null
  return { ...checked, firstDay: Math.max(checked.firstDay, throughDay + 1), lastDay: toDay }
}

/** Occurrences of an extension that met a collision: reported, not created. */
export function unplacedOf(
  slots: readonly AssessedSlot[],
  owner: { scheduleId: number; showId: number; showName: string },
): UnplacedOccurrence[] {
  return slots
    .filter((slot) => slot.collisions.length > 0)
    .map(({ projected, collisions }) => ({
      ...owner,
      date: projected.date,
      start: projected.start,
      end: projected.end,
      collisions: collisions.map((c) => ({
        id: c.id,
        showId: c.showId,
        showName: c.showName,
        start: c.start,
        end: c.end,
      })),
    }))
}

/** What is still to resolve of a schedule's unplaced occurrences at `now`: those that have not begun. */
export function stillUnplaced(list: readonly UnplacedOccurrence[], now: number): UnplacedOccurrence[] {
  return list.filter((occurrence) => occurrence.start >= now)
}
