/** What is on air now and next, with the media playout would air (now-next, air events, programme health). */

import { countBoundaries, findPreviousEnd } from '../../db/programme/air.ts'
import { findUnplaced } from '../../db/programme/horizon.ts'
import { findCurrent, findNext, findProgramme } from '../../db/programme/programme.ts'
import { resolveMedia } from '../../domain/air/media.ts'
import { type NowNext, nowNextAt, type ProgrammeHealth } from '../../domain/air/now-next.ts'
import { findGaps } from '../../domain/programme/gaps.ts'
import type { ProgrammeRecord } from '../../domain/records.ts'
import { stillUnplaced } from '../../domain/schedules/horizon.ts'
import { MS_PER_DAY } from '../../domain/time/civil-dates.ts'
import { ERRORS, fieldError } from '../../errors.ts'
import type { ServiceContext } from '../context.ts'
import { checkedWindow } from '../programme/window-query.ts'

export const DEFAULT_NEXT_COUNT = 3

/** The clock to the whole second: every answer within a second is the same, so it can be kept for the second. */
export function airClock(ctx: Pick<ServiceContext, 'now'>): number {
  return Math.floor(ctx.now() / 1000) * 1000
}

/** On air at `at` (default: now) and the next `count` timeslots, gaps explicit. */
export async function getNowNext(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  count: number,
  at: number = airClock(ctx),
): Promise<NowNext<ProgrammeRecord>> {
  const client = ctx.db.client
  const [current, upcoming] = await Promise.all([findCurrent(client, at), findNext(client, at, count)])
  const previousEnd = current === null ? await findPreviousEnd(client, at) : null
  return nowNextAt(at, current, previousEnd, upcoming, count)
}

/** How many boundaries (instants a timeslot started or ended) passed after `since` up to `upTo`: what a resuming client missed. */
export async function countMissedBoundaries(
  ctx: Pick<ServiceContext, 'db'>,
  since: number,
  upTo: number,
): Promise<number> {
  return since >= upTo ? 0 : countBoundaries(ctx.db.client, since, upTo)
}

/** Dead air ahead: every gap and every timeslot without media from now to `days` days on. */
export async function getProgrammeHealth(ctx: ServiceContext, days: number): Promise<ProgrammeHealth> {
  if (days > ctx.config.maxWindowDays) {
    throw fieldError(ERRORS.windowTooLarge, 'days', `must be at most ${ctx.config.maxWindowDays} (MAX_WINDOW_DAYS)`)
  }
  const start = airClock(ctx)
  const window = checkedWindow(ctx, { start, end: start + days * MS_PER_DAY })
  const programme = await findProgramme(ctx.db.client, window)
  const unplaced = stillUnplaced(await findUnplaced(ctx.db.client), start)
  return {
    window,
    gaps: findGaps(window, programme),
    withoutMedia: programme.filter((slot) => resolveMedia(slot).source === 'none'),
    unplaced,
  }
}
