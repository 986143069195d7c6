// What is on air at an instant and what follows, every uncovered stretch as an explicit gap.

import type { ProgrammeRecord } from '../records.ts'
import type { UnplacedOccurrence } from '../schedules/horizon.ts'
import type { Interval } from '../types.ts'

/** A gap whose ends may be unknown: null start = nothing has aired before, null end = nothing is planned after. */
export interface OpenGap {
  start: number | null
  end: number | null
}

export type AirItem<T extends Interval> = { kind: 'slot'; slot: T } | ({ kind: 'gap' } & OpenGap)

export interface NowNext<T extends Interval> {
  at: number
  current: AirItem<T>
  /** The next `count` timeslots in order, with a gap item wherever they do not touch (and after the last known one). */
  next: Array<AirItem<T>>
}

/** `previousEnd`: the end of the last timeslot ended by `at` (null: none); `upcoming` sorted by start. */
export function nowNextAt<T extends Interval>(
  at: number,
  current: T | null,
  previousEnd: number | null,
  upcoming: readonly T[],
  count: number,
): NowNext<T> {
  const head: AirItem<T> =
    current !== null
      ? { kind: 'slot', slot: current }
      : { kind: 'gap', start: previousEnd, end: upcoming[0]?.start ?? null }
  const next: Array<AirItem<T>> = []
  let covered: number | null = endOf(head)
  for (const slot of upcoming.slice(0, count)) {
    if (covered !== null && slot.start > covered) next.push({ kind: 'gap', start: covered, end: slot.start })
    next.push({ kind: 'slot', slot })
    covered = slot.end
  }
  // Fewer timeslots than asked for: the programme ends, and what follows is a gap with no end.
  if (upcoming.length < count && covered !== null) next.push({ kind: 'gap', start: covered, end: null })
  return { at, current: head, next }
}

export function startOf<T extends Interval>(item: AirItem<T>): number | null {
  return item.kind === 'slot' ? item.slot.start : item.start
}

export function endOf<T extends Interval>(item: AirItem<T>): number | null {
  return item.kind === 'slot' ? item.slot.end : item.end
}

/**
 * Whole seconds until the current item ends (rounded up); null in a gap with nothing planned after.
 * @example secondsLeft({ at: 1_000, current: { kind: 'gap', start: 0, end: 2_500 }, next: [] }) // 2
 */
export function secondsLeft<T extends Interval>(air: NowNext<T>): number | null {
  const end = endOf(air.current)
  return end === null ? null : Math.max(0, Math.ceil((end - air.at) / 1000))
}

export interface AirState {
  /** `<boundary>-<changeset>`: the instant the current item began (0: nothing ever aired) and the newest changeset seen. */
  id: string
  at: number
  boundary: number
  changeset: number
  air: NowNext<ProgrammeRecord>
  gaps: Interval[]
  /** The occurrences horizon extensions could not create (absent: none looked for). */
  unplaced?: UnplacedOccurrence[]
}

// `id` names the air state after the event; `key` the happening, the same on every instance
// (`timeslot.started:<id>:<start ms>`): what a consumer acting once per event claims.
export type AirEvent = { id: string; key: string; at: number; state: AirState } & (
  | { type: 'timeslot.started'; timeslot: ProgrammeRecord }
  | { type: 'timeslot.ended'; timeslot: ProgrammeRecord }
  /** An edit (not the clock) changed the timeslot on air, its media, or what is next. */
  | { type: 'air.changed'; changeset: number }
  /** The next hour has a gap (sent when the gaps ahead change and are not none). */
  | { type: 'gap.warning'; gaps: Interval[] }
  /** A horizon extension left occurrences of open-ended schedules uncreated (sent when that list changes and is not empty). */
  | { type: 'horizon.unplaced'; unplaced: UnplacedOccurrence[] }
)

export interface ProgrammeHealth {
  window: Interval
  gaps: Interval[]
  /** Timeslots with nothing to air after the whole fallback chain (playout's source "none"). */
  withoutMedia: ProgrammeRecord[]
  /** Occurrences of open-ended schedules a horizon extension could not create, still to resolve (any date ahead). */
  unplaced: UnplacedOccurrence[]
}
