/**
 * The air as events, in process: a timeslot started or ended, an edit changed what is on air or next, a gap came near.
 * A timer per instance wakes at each boundary and on every change, compares the air with what it was, and runs only
 * while someone listens. Event ids are deterministic (`<boundary ms>-<changeset id>`), so a client resuming on another
 * instance can tell what it missed.
 */

import { findUnplaced } from '../../db/programme/horizon.ts'
import { findProgramme } from '../../db/programme/programme.ts'
import { type AirEvent, type AirState, endOf, startOf } from '../../domain/air/now-next.ts'
import { findGaps } from '../../domain/programme/gaps.ts'
import { airClock, DEFAULT_NEXT_COUNT, getNowNext } from '../air/on-air.ts'
import type { ServiceContext } from '../context.ts'

/** The gap warning looks this far ahead. */
export const GAP_HORIZON_MS = 60 * 60_000
// Woken at least this often: a clock that jumped, or a boundary further than a timer should wait.
const MAX_SLEEP_MS = 60_000

export type AirListener = (event: AirEvent) => void

type Deps = Pick<ServiceContext, 'db' | 'config' | 'now' | 'feed'>

export class AirEvents {
  readonly #ctx: Deps
  readonly #listeners = new Set<AirListener>()
  #state: AirState | undefined
  #checking: Promise<void> = Promise.resolve()
  #timer: NodeJS.Timeout | undefined
  #stopFeed: (() => void) | undefined

  constructor(ctx: Deps) {
    this.#ctx = ctx
  }

  /** The air now, computed afresh (for a reader that does not follow the events). */
  async current(): Promise<AirState> {
    return computeState(this.#ctx, airClock(this.#ctx))
  }

  /** Follows the events from now on; answers their starting state and the unsubscribe. */
  async subscribe(listener: AirListener): Promise<{ state: AirState; unsubscribe: () => void }> {
    if (this.#stopFeed === undefined) {
      this.#stopFeed = this.#ctx.feed.subscribe(() => void this.check())
      void this.check()
    }
    // Wait for the checks under way, then take their state and join in the same tick: nothing is lost between.
    let lookedAgain = false
    for (;;) {
      const checking = this.#checking
      await checking
      if (checking !== this.#checking) continue
      // A state from an earlier second (its timer is due any moment): look now, once, so the first event is the air now.
      if (this.#state !== undefined && this.#state.at < airClock(this.#ctx) && !lookedAgain) {
        lookedAgain = true
        void this.check()
        continue
      }
      if (this.#state !== undefined) break
      // The first look failed (the database is away): this throws, or gives the state to start from.
      try {
        this.#state = await computeState(this.#ctx, airClock(this.#ctx))
      } catch (error) {
        if (this.#listeners.size === 0) this.#idle()
        throw error
      }
    }
    const state = this.#state
    this.#listeners.add(listener)
    return {
      state,
      unsubscribe: () => {
        this.#listeners.delete(listener)
        if (this.#listeners.size === 0) this.#idle()
      },
    }
  }

  /** Looks at the air now and sends what changed since the last look. Runs one at a time. */
  check(): Promise<void> {
    this.#checking = this.#checking.then(
      () => this.#look(),
      () => this.#look(),
    )
    return this.#checking
  }

  stop(): void {
    this.#listeners.clear()
    this.#idle()
  }

  async #look(): Promise<void> {
    if (this.#stopFeed === undefined) return
    let next: AirState
    try {
      next = await computeState(this.#ctx, airClock(this.#ctx))
    } catch {
      // The database is away: look again soon, from the state last seen.
      this.#sleep(1000)
      return
    }
    const previous = this.#state
    this.#state = next
    if (previous !== undefined) for (const event of transitions(previous, next)) this.#emit(event)
    this.#sleep(wakeAt(next) - this.#ctx.now())
  }

  #emit(event: AirEvent): void {
    for (const listener of this.#listeners) {
      try {
        listener(event)
      } catch {
        // One consumer's failure is its own; the others still hear the air.
      }
    }
  }

  #sleep(ms: number): void {
    clearTimeout(this.#timer)
    if (this.#stopFeed === undefined) return
    // A few ms past the boundary, so the clock read then is on its far side.
    this.#timer = setTimeout(() => void this.check(), Math.min(MAX_SLEEP_MS, Math.max(10, ms + 5)))
    this.#timer.unref()
  }

  #idle(): void {
    clearTimeout(this.#timer)
    this.#stopFeed?.()
    this.#stopFeed = undefined
    this.#state = undefined
  }
}

/** The air at `at`: now and next, and the gaps of the next hour. */
export async function computeState(ctx: Deps, at: number): Promise<AirState> {
  const changeset = ctx.feed.latest
  const horizon = { start: at, end: at + GAP_HORIZON_MS }
  const [air, ahead, unplaced] = await Promise.all([
    getNowNext(ctx, DEFAULT_NEXT_COUNT, at),
    findProgramme(ctx.db.client, horizon),
    findUnplaced(ctx.db.client),
  ])
  const boundary = startOf(air.current) ?? 0
  return { id: airEventId(boundary, changeset), at, boundary, changeset, air, gaps: findGaps(horizon, ahead), unplaced }
}

export function airEventId(boundary: number, changeset: number): string {
  return `${boundary}-${changeset}`
}

/** Parses an event id (`Last-Event-ID`); null when it is not one. */
export function parseAirEventId(id: string): { boundary: number; changeset: number } | null {
  const match = /^(\d{1,15})-(\d{1,15})$/.exec(id)
  return match === null ? null : { boundary: Number(match[1]), changeset: Number(match[2]) }
}

/** When the air next changes by the clock alone: the current item's end, or a gap edge entering the hour ahead. */
function wakeAt(state: AirState): number {
  const candidates = [endOf(state.air.current) ?? Infinity]
  for (const item of state.air.next) {
    const start = startOf(item)
    if (start !== null && start - GAP_HORIZON_MS > state.at) candidates.push(start - GAP_HORIZON_MS)
  }
  for (const gap of state.gaps) if (gap.end < state.at + GAP_HORIZON_MS) candidates.push(gap.end)
  return Math.min(...candidates, state.at + MAX_SLEEP_MS)
}

/** The events between two looks at the air, in the order they happened. */
export function transitions(previous: AirState, next: AirState): AirEvent[] {
  const events: AirEvent[] = []
  const { id, at } = next
  const state = next
  const before = previous.air.current.kind === 'slot' ? previous.air.current.slot : null
  const now = next.air.current.kind === 'slot' ? next.air.current.slot : null
  if (before !== null && before.id !== now?.id && before.end <= at) {
    events.push({
      type: 'timeslot.ended',
      id,
      key: `timeslot.ended:${before.id}:${before.end}`,
      at,
      timeslot: before,
      state,
    })
  }
  if (now !== null && now.id !== before?.id && now.start > previous.at) {
    events.push({
      type: 'timeslot.started',
      id,
      key: `timeslot.started:${now.id}:${now.start}`,
      at,
      timeslot: now,
      state,
    })
  }
  if (events.length === 0 && airKey(previous) !== airKey(next)) {
    events.push({ type: 'air.changed', id, key: `air.changed:${next.changeset}`, at, changeset: next.changeset, state })
  }
  if (next.gaps.length > 0 && gapKey(previous) !== gapKey(next)) {
    events.push({
      type: 'gap.warning',
      id,
      key: `gap.warning:${next.boundary}:${gapKey(next)}`,
      at,
      gaps: next.gaps,
      state,
    })
  }
  const unplaced = next.unplaced ?? []
  if (unplaced.length > 0 && unplacedKey(previous) !== unplacedKey(next)) {
    events.push({ type: 'horizon.unplaced', id, key: `horizon.unplaced:${next.changeset}`, at, unplaced, state })
  }
  return events
}

/** Which occurrences are unplaced: a new one (or one resolved) changes it. */
function unplacedKey(state: AirState): string {
  return JSON.stringify((state.unplaced ?? []).map((occurrence) => [occurrence.scheduleId, occurrence.start]))
}

/** What an edit can change of the air: which timeslots, when, with which media. */
function airKey(state: AirState): string {
  return JSON.stringify(
    [state.air.current, ...state.air.next].map((item) =>
      item.kind === 'slot'
        ? [
            item.slot.id,
            item.slot.start,
            item.slot.end,
            item.slot.mediaId,
            item.slot.scheduleDefaultMediaId,
            item.slot.showDefaultMediaId,
            item.slot.episodeId,
          ]
        : [item.start, item.end],
    ),
  )
}

/** The gaps ahead as the edges that do not move with the clock: a gap under way is "now", one past the hour "later". */
function gapKey(state: AirState): string {
  const horizon = state.at + GAP_HORIZON_MS
  return JSON.stringify(
    state.gaps.map((gap) => [gap.start <= state.at ? 'now' : gap.start, gap.end >= horizon ? 'later' : gap.end]),
  )
}
