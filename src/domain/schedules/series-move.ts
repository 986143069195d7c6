// Moving a series from a date ("this and following"): the schedule ends the day before `from`, a
// successor continues it. Occurrences match by order: the 3rd remaining old one becomes the 3rd new one.

import { findRule, iterateOccurrences } from '../recurrence/recurrence-rules.ts'
import { addLocalDays, parseLocalDate } from '../time/civil-dates.ts'
import { overlaps } from '../time/intervals.ts'
import type { DefaultSolution, ExistingSlot, Interval, LocalDate, ProjectedSlot, ScheduleSpec } from '../types.ts'

/** The fields a move may change; absent ones are the stored schedule's. */
export interface MoveChanges {
  startTime?: string
  endTime?: string
  byWeekday?: number | null
  ruleId?: number
  addDaysNo?: number | null
  lastDate?: LocalDate
}

export interface MovePlanSpecs {
  ended: ScheduleSpec
  /** Before its exceptions are placed (placeExceptions). */
  successor: ScheduleSpec
}

/** Why `from` cannot be the start of a move; a field inside the request and how to fix it. */
export interface MoveProblem {
  field: 'from'
  message: string
}

/**
 * The two specs of a move, or why `from` (after firstDate, from today, up to lastDate) does not fit. The
 * successor keeps the week anchor while the rule stays; a new rule counts its weeks from `from`.
 */
export function movedSpecs(
  stored: ScheduleSpec,
  from: LocalDate,
  changes: MoveChanges,
  today: LocalDate,
): MovePlanSpecs | { problem: MoveProblem } {
  const lastDate = stored.lastDate ?? stored.firstDate
  if (from <= stored.firstDate) {
    return problem(
      `must be after the schedule's firstDate ${stored.firstDate}: a move keeps at least one day of the schedule`,
    )
  }
  if (from < today) return problem(`must not be before today (${today}): what has aired stays as it aired`)
  if (from > lastDate) return problem(`must not be after the schedule's lastDate ${lastDate}: nothing would move`)
  const before = (stored.exceptions ?? []).filter((date) => date < from)
  const ruleId = changes.ruleId ?? stored.ruleId
  // An open-ended schedule ends at the move; its successor stays open-ended unless the move sends a lastDate.
  const { openEnded: _, ...bounded } = stored
  const openEnded = stored.openEnded === true && changes.lastDate === undefined
  return {
    ended: { ...bounded, lastDate: addLocalDays(from, -1), exceptions: before },
    successor: {
      ...bounded,
      ...(openEnded ? { openEnded } : {}),
      ruleId,
      byWeekday: changes.byWeekday === undefined ? stored.byWeekday : changes.byWeekday,
      startTime: changes.startTime ?? stored.startTime,
      endTime: changes.endTime ?? stored.endTime,
      addDaysNo: changes.addDaysNo === undefined ? stored.addDaysNo : changes.addDaysNo,
      firstDate: from,
      lastDate: openEnded ? null : (changes.lastDate ?? lastDate),
      anchorDate: ruleId === stored.ruleId ? (stored.anchorDate ?? stored.firstDate) : from,
      exceptions: [],
    },
  }
}

function problem(message: string): { problem: MoveProblem } {
  return { problem: { field: 'from', message } }
}

/**
 * Each cancelled old occurrence stays cancelled at its position (`old`, `moved`: unstarted, without exceptions).
 * @example placeExceptions([tue2, tue9, tue16], ['…-09'], [wed3, wed10, wed17]) // ['…-10']
 */
export function placeExceptions(
  old: readonly ProjectedSlot[],
  exceptions: readonly LocalDate[],
  moved: readonly ProjectedSlot[],
): LocalDate[] {
  const cancelled = new Set(exceptions)
  const placed: LocalDate[] = []
  old.forEach((slot, position) => {
    const target = moved[position]
    if (cancelled.has(slot.date) && target !== undefined) placed.push(target.date)
  })
  return [...new Set(placed)].sort()
}

export interface SlotContent {
  mediaId: number | null
  episodeId: number | null
  memo: string
}

export interface ContentMove {
  /** Deleted; their content goes on. */
  moving: ExistingSlot[]
  /** Successor's hash → the content of the old occurrence at the same position. */
  contentByHash: Map<string, SlotContent>
}

/** Which unstarted timeslots move and where their content goes; positions count cancelled occurrences, the first piece of a split one gives the content. */
export function moveContent(
  old: readonly Interval[],
  own: readonly ExistingSlot[],
  moved: readonly ProjectedSlot[],
): ContentMove {
  const moving: ExistingSlot[] = []
  const contentByHash = new Map<string, SlotContent>()
  old.forEach((occurrence, position) => {
    const pieces = own.filter((slot) => overlaps(slot, occurrence))
    moving.push(...pieces)
    const first = pieces[0]
    const target = moved[position]
    if (first !== undefined && target !== undefined) {
      contentByHash.set(target.hash, { mediaId: first.mediaId, episodeId: first.episodeId, memo: first.memo })
    }
  })
  return { moving: [...new Map(moving.map((slot) => [slot.id, slot])).values()], contentByHash }
}

/**
 * The successor's lastDate when none is sent: the one keeping the number of remaining occurrences (a
 * Tuesday series ending on the 30th, moved to Wednesdays, keeps its last broadcast on the 31st).
 */
export function keptLastDate(
  count: number,
  probe: readonly ProjectedSlot[],
  spec: Pick<ScheduleSpec, 'addDaysNo' | 'addBusinessDaysOnly'>,
): LocalDate | null {
  const last = count > 0 ? probe[count - 1] : undefined
  if (last === undefined) return null
  // lastDate bounds the generated date, before addDaysNo moved it to its air date.
  return spec.addBusinessDaysOnly ? last.date : addLocalDays(last.date, -(spec.addDaysNo ?? 0))
}

/** Occurrences generated on `from` itself: what is left to move when `from` is the lastDate. */
export function generatedOn(spec: ScheduleSpec, from: LocalDate): number {
  const rule = findRule(spec.ruleId)
  const day = parseLocalDate(from)
  const anchor = parseLocalDate(spec.anchorDate ?? spec.firstDate)
  if (rule === undefined || day === null || anchor === null) return 0
  let count = 0
  iterateOccurrences(
    rule,
    { firstDay: day, anchorDay: anchor, byWeekday: spec.byWeekday },
    { start: day, end: day },
    () => {
      count += 1
      return true
    },
  )
  return count
}

export interface MoveSubmission {
  scheduleId: number
  from: string
  changes: MoveChanges
  solutions: Record<string, string> | undefined
  seen: Map<string, number[]> | undefined
  defaultSolution?: DefaultSolution | undefined
  dryrun: boolean
  /** False: the moving timeslots give back nothing they displaced. */
  restore?: boolean
  /** `keep`: the original's repetition schedules stay as they are (default: they follow from the same date). */
  repetitions?: 'follow' | 'keep' | undefined
}
