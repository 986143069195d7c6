/**
 * What is on air now and next, with the media playout would air: the read behind
 * GET /api/v1/air/now-next, the air events and the programme's health.
 */
import { nowNextAt, type NowNext } from '../domain/air.ts'
import { findPreviousEnd } from '../db/air.ts'
import { findCurrent, findNext, type ProgrammeRecord } from '../db/programme.ts'
import type { ServiceContext } from './context.ts'

export const DEFAULT_NEXT_COUNT = 3

/**
 * The clock to the whole second: every answer within a second says the same (so it can be kept for
 * the rest of that second), and timeslots start and end on whole seconds anyway.
 */
export function airClock(ctx: ServiceContext): number {
  return Math.floor(ctx.now() / 1000) * 1000
}

/** On air at `at` (default: now) and the next `count` timeslots, gaps explicit. */
export async function getNowNext(ctx: ServiceContext, count: number, at: number = airClock(ctx)): Promise<NowNext<ProgrammeRecord>> {
  const client = ctx.db.client
  const [current, upcoming] = await Promise.all([findCurrent(client, at), findNext(client, at, count)])
  const previousEnd = current === null ? await findPreviousEnd(client, at) : null
  return nowNextAt(at, current, previousEnd, upcoming, count)
}
