// Seasons (issue 31): dates whose own schedules replace the regular programme (`replace`) or only
// what they collide with (`overlay`).

import type { ResolutionPlan } from '../resolution/resolution-plan.ts'
import { addLocalDays, parseLocalDate } from '../time/civil-dates.ts'
import { overlaps } from '../time/intervals.ts'
import { localToInstant } from '../time/station-time.ts'
import type { ExistingSlot, Interval, LocalDate, ProjectedSlot, SkippedOccurrence } from '../types.ts'

export type SeasonMode = 'replace' | 'overlay'

export interface SeasonDraft {
  name: string
  firstDate: LocalDate
  /** Inclusive. */
  lastDate: LocalDate
  mode: SeasonMode
}

export interface SeasonRecord extends SeasonDraft {
  id: number
  createdAt: number
  updatedAt: number
}

/** A timeslot that stepped aside: where it was, and what holds its place (null: the season's dates). */
export interface AsideSlot extends Interval {
  id: number
  scheduleId: number
  showId: number
  heldBy: number | null
}

export function seasonDatesProblem(
  draft: Pick<SeasonDraft, 'firstDate' | 'lastDate'>,
): { field: 'firstDate' | 'lastDate'; message: string } | null {
  if (parseLocalDate(draft.firstDate) === null)
    return { field: 'firstDate', message: `${draft.firstDate} is not a calendar date (YYYY-MM-DD)` }
  if (parseLocalDate(draft.lastDate) === null)
    return { field: 'lastDate', message: `${draft.lastDate} is not a calendar date (YYYY-MM-DD)` }
  if (draft.lastDate < draft.firstDate)
    return {
      field: 'lastDate',
      message: `is before firstDate ${draft.firstDate}; a season ends on or after its first day`,
    }
  return null
}

/**
 * From the first day's start to the start of the day after the last; a timeslot starting inside belongs to it.
 * @example seasonWindow({ firstDate: '2027-07-01', lastDate: '2027-08-31' }, 'Europe/Vienna') // 2027-06-30T22:00Z to 2027-08-31T22:00Z
 */
export function seasonWindow(dates: Pick<SeasonDraft, 'firstDate' | 'lastDate'>, zone: string): Interval {
  return {
    start: localToInstant(`${dates.firstDate} 00:00:00`, zone),
    end: localToInstant(`${addLocalDays(dates.lastDate, 1)} 00:00:00`, zone),
  }
}

export const startsInside = (slot: { start: number }, window: Interval): boolean =>
  slot.start >= window.start && slot.start < window.end

export function datesOverlap(
  a: Pick<SeasonDraft, 'firstDate' | 'lastDate'>,
  b: Pick<SeasonDraft, 'firstDate' | 'lastDate'>,
): boolean {
  return a.firstDate <= b.lastDate && b.firstDate <= a.lastDate
}

/**
 * Leaves out (as skipped, reason `season`) a regular schedule's future occurrences inside `replace` seasons.
 * @example skipSeasons(slots, [{ id: 1, name: 'Summer', window }]) // { slots: [...outside], skipped: [{ date, reason: 'season', … }] }
 */
export function skipSeasons(
  slots: readonly ProjectedSlot[],
  seasons: ReadonlyArray<{ id: number; name: string; window: Interval }>,
): { slots: ProjectedSlot[]; skipped: SkippedOccurrence[] } {
  const kept: ProjectedSlot[] = []
  const skipped: SkippedOccurrence[] = []
  for (const slot of slots) {
    const season = slot.isPast ? undefined : seasons.find((s) => startsInside(slot, s.window))
    if (season === undefined) kept.push(slot)
    else
      skipped.push({
        date: slot.date,
        reason: 'season',
        message: `${slot.date} lies in season ${season.id} ("${season.name}"), which replaces the regular programme`,
      })
  }
  return { slots: kept, skipped }
}

/**
 * Regular timeslots a season's created timeslots collide with step aside: each is deleted and kept by
 * the first one it overlaps (`displaces`), so it comes back when that goes.
 */
export function stepAsideInPlan(
  plan: ResolutionPlan,
  regular: readonly ExistingSlot[],
): { plan: ResolutionPlan; steppedAside: ExistingSlot[] } {
  const taken = new Set<number>()
  const create = plan.create.map((slot) => {
    if (slot.origin.kind !== 'projected') return slot
    const mine = regular.filter((r) => !taken.has(r.id) && overlaps(r, slot))
    for (const r of mine) taken.add(r.id)
    return mine.length === 0
      ? slot
      : { ...slot, origin: { ...slot.origin, displaces: [...slot.origin.displaces, ...mine.map((r) => r.id)] } }
  })
  const steppedAside = regular.filter((r) => taken.has(r.id))
  return { plan: { ...plan, create, remove: [...plan.remove, ...steppedAside.map((r) => r.id)] }, steppedAside }
}
