/** What automation airs across a window: each timeslot with its media, and the gaps to fill. */
import { withGaps } from '../domain/gaps.ts'
import type { Playout } from '../domain/records.ts'
import { findProgramme } from '../db/programme.ts'
import type { ServiceContext } from './context.ts'
import { windowOf } from './window.ts'


export async function getPlayout(ctx: ServiceContext, query: { start: string; end: string }): Promise<Playout> {
  const window = windowOf(ctx, query)
  return { window, items: withGaps(window, await findProgramme(ctx.db.client, window)) }
}
