/**
 * Seasons (issue 31): a named range of dates whose own schedules replace the regular programme
 * (`replace`: every regular timeslot starting on one of its dates steps aside) or only what they
 * collide with (`overlay`). Pure: which dates, which instants, which occurrences a regular schedule
 * skips, which stepped-aside rows a change of dates gives back.
 */
import { addLocalDays, parseLocalDate } from '../time/civil-dates.ts'
import { localToInstant } from '../time/station-time.ts'
import type { Interval, LocalDate, ProjectedSlot, SkippedOccurrence } from '../types.ts'

export const SEASON_MODES = ['replace', 'overlay'] as const
export type SeasonMode = (typeof SEASON_MODES)[number]

/** A season's own fields, as a client sends them. */
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

/** What is wrong with a season's dates, naming the field; null: nothing. */
export function seasonDatesProblem(draft: Pick<SeasonDraft, 'firstDate' | 'lastDate'>): { field: 'firstDate' | 'lastDate'; message: string } | null {
  if (parseLocalDate(draft.firstDate) === null) return { field: 'firstDate', message: `${draft.firstDate} is not a calendar date (YYYY-MM-DD)` }
  if (parseLocalDate(draft.lastDate) === null) return { field: 'lastDate', message: `${draft.lastDate} is not a calendar date (YYYY-MM-DD)` }
  if (draft.lastDate < draft.firstDate) return { field: 'lastDate', message: `is before firstDate ${draft.firstDate}; a season ends on or after its first day` }
  return null
}

/**
 * The instants of a season's dates: from the first day's start to the start of the day after the
 * last (a day that begins in a DST gap begins at the gap's end). A timeslot belongs to the season's
 * dates when it starts inside.
 * @example seasonWindow({ firstDate: '2027-07-01', lastDate: '2027-08-31' }, 'Europe/Vienna') // 2027-06-30T22:00Z to 2027-08-31T22:00Z
 */
export function seasonWindow(dates: Pick<SeasonDraft, 'firstDate' | 'lastDate'>, zone: string): Interval {
  return {
    start: localToInstant(`${dates.firstDate} 00:00:00`, zone),
    end: localToInstant(`${addLocalDays(dates.lastDate, 1)} 00:00:00`, zone),
  }
}

export const startsInside = (slot: { start: number }, window: Interval): boolean => slot.start >= window.start && slot.start < window.end

/** Whether two seasons' dates share a day. */
export function datesOverlap(a: Pick<SeasonDraft, 'firstDate' | 'lastDate'>, b: Pick<SeasonDraft, 'firstDate' | 'lastDate'>): boolean {
  return a.firstDate <= b.lastDate && b.firstDate <= a.lastDate
}

/**
 * A regular schedule's projection with the occurrences inside `replace` seasons left out (they are
 * the season's), each listed as skipped with the reason `season`. Past occurrences stay as they are.
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
    else skipped.push({ date: slot.date, reason: 'season', message: `${slot.date} lies in season ${season.id} ("${season.name}"), which replaces the regular programme` })
  }
  return { slots: kept, skipped }
}
