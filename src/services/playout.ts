/** What automation airs across a window: each timeslot with its media, and the gaps to fill. */
import { withGaps, type WindowItem } from '../domain/gaps.ts'
import type { Interval } from '../domain/types.ts'
import { findProgramme, type ProgrammeRecord } from '../db/programme.ts'
import type { ServiceContext } from './context.ts'
import { windowOf } from './window.ts'

export type MediaSource = 'timeslot' | 'schedule' | 'show' | 'none'

/** The media to air: the most specific level that names one. */
export function resolveMedia(record: ProgrammeRecord): { mediaId: number | null; source: MediaSource } {
  if (record.mediaId !== null) return { mediaId: record.mediaId, source: 'timeslot' }
  if (record.scheduleDefaultMediaId !== null) return { mediaId: record.scheduleDefaultMediaId, source: 'schedule' }
  if (record.showDefaultMediaId !== null) return { mediaId: record.showDefaultMediaId, source: 'show' }
  return { mediaId: null, source: 'none' }
}

export interface Playout {
  window: Interval
  items: Array<WindowItem<ProgrammeRecord>>
}

export async function getPlayout(ctx: ServiceContext, query: { start: string; end: string }): Promise<Playout> {
  const window = windowOf(ctx, query)
  return { window, items: withGaps(window, await findProgramme(ctx.db.client, window)) }
}
