/** What automation airs across a window: each timeslot with its media, and the gaps to fill. */

import { findProgramme } from '../../db/programme/programme.ts'
import { withGaps } from '../../domain/programme/gaps.ts'
import type { Playout } from '../../domain/records.ts'
import type { Interval } from '../../domain/types.ts'
import { ERRORS, fieldError } from '../../errors.ts'
import type { ServiceContext } from '../context.ts'
import { checkedWindow, instantOf } from '../programme/window-query.ts'
import { airClock } from './on-air.ts'

export interface PlayoutQuery {
  /** A window bound, or `now`. */
  start: string
  end?: string | undefined
  /** Seconds, instead of end. */
  duration?: number | undefined
}

export async function getPlayout(ctx: ServiceContext, query: PlayoutQuery): Promise<Playout> {
  const window = playoutWindow(ctx, query)
  return { window, items: withGaps(window, await findProgramme(ctx.db.client, window)) }
}

/** Whether the window depends on the clock (its answer is true for the current second only). */
export function startsNow(query: PlayoutQuery): boolean {
  return query.start === 'now'
}

/** The window of a playout query: start (or now) to end, or start plus duration seconds. */
function playoutWindow(ctx: ServiceContext, query: PlayoutQuery): Interval {
  if (query.end !== undefined && query.duration !== undefined) {
    throw fieldError(ERRORS.queryInvalid, 'duration', 'give end or duration, not both')
  }
  if (query.end === undefined && query.duration === undefined) {
    throw fieldError(ERRORS.queryInvalid, 'end', 'is required (or give duration in seconds)')
  }
  const start = startsNow(query) ? airClock(ctx) : instantOf(ctx, query.start, 'start')
  if (query.end !== undefined) return checkedWindow(ctx, { start, end: instantOf(ctx, query.end, 'end') })
  const duration = query.duration!
  if (duration > ctx.config.maxWindowDays * 86_400) {
    throw fieldError(
      ERRORS.windowTooLarge,
      'duration',
      `must be at most ${ctx.config.maxWindowDays * 86_400} seconds (MAX_WINDOW_DAYS)`,
    )
  }
  return checkedWindow(ctx, { start, end: start + duration * 1000 })
}
