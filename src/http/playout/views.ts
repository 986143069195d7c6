import { resolveEpisode, resolveMedia } from '../../domain/air/media.ts'
import type { Playout, ProgrammeRecord } from '../../domain/records.ts'
import { timesOf } from '../common/times.ts'
import type { PlayoutItem, PlayoutResponse } from './schemas.ts'

export function toPlayoutView(playout: Playout, zone: string): PlayoutResponse {
  const items = playout.items.map((item): PlayoutItem => {
    if (item.kind === 'gap') return { kind: 'gap', ...timesOf(item, zone) }
    return toPlayoutSlotView(item.slot, zone)
  })
  return { ...timesOf(playout.window, zone), items }
}

/** A timeslot as playout shows it (now/next and the air events show it the same way). */
export function toPlayoutSlotView(slot: ProgrammeRecord, zone: string): PlayoutItem {
  return {
    kind: 'timeslot',
    timeslotId: slot.id,
    ...timesOf(slot, zone),
    showId: slot.showId,
    showName: slot.showName,
    scheduleId: slot.scheduleId,
    ...episodeOf(slot),
    ...resolveMedia(slot),
  }
}

/** The episode that airs; `episodeSource` only when a repetition airs its original's (a contract client's playout is as it was). */
function episodeOf(slot: ProgrammeRecord): { episodeId: number | null; episodeSource?: 'original' } {
  const { episodeId, episodeSource } = resolveEpisode(slot)
  return episodeSource === 'original' ? { episodeId, episodeSource } : { episodeId }
}
