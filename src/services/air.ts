/**
 * What is on air now and next, with the media playout would air: the read behind
 * GET /api/v1/air/now-next, the air events and the programme's health.
 */
import { nowNextAt, type NowNext } from '../domain/air.ts'
import { countBoundaries, findPreviousEnd } from '../db/air.ts'
import { findCurrent, findNext, type ProgrammeRecord } from '../db/programme.ts'
import type { ServiceContext } from './context.ts'

export const DEFAULT_NEXT_COUNT = 3

/**
 * The clock to the whole second: every answer within a second says the same (so it can be kept for
 * the rest of that second), and timeslots start and end on whole seconds anyway.
 */
export function airClock(ctx: Pick<ServiceContext, 'now'>): number {
  return Math.floor(ctx.now() / 1000) * 1000
}

/** On air at `at` (default: now) and the next `count` timeslots, gaps explicit. */
export async function getNowNext(ctx: Pick<ServiceContext, 'db' | 'now'>, count: number, at: number = airClock(ctx)): Promise<NowNext<ProgrammeRecord>> {
  const client = ctx.db.client
  const [current, upcoming] = await Promise.all([findCurrent(client, at), findNext(client, at, count)])
  const previousEnd = current === null ? await findPreviousEnd(client, at) : null
  return nowNextAt(at, current, previousEnd, upcoming, count)
}

/** How many boundaries (instants a timeslot started or ended) passed after `since` up to `upTo`: what a resuming client missed. */
export async function countMissedBoundaries(ctx: Pick<ServiceContext, 'db'>, since: number, upTo: number): Promise<number> {
  return since >= upTo ? 0 : countBoundaries(ctx.db.client, since, upTo)
}
