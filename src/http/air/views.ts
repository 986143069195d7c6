import { secondsLeft, type AirItem as DomainAirItem, type NowNext } from '../../domain/air.ts'
import { instantToIso, instantToLocal } from '../../domain/time.ts'
import type { ProgrammeRecord } from '../../db/programme.ts'
import { toPlayoutSlotView } from '../../views/playout.ts'
import type { AirItem, NowNextView } from './schemas.ts'

export function toAirItemView(item: DomainAirItem<ProgrammeRecord>, zone: string): AirItem {
  if (item.kind === 'slot') return toPlayoutSlotView(item.slot, zone) as AirItem
  const local = (at: number | null) => (at === null ? null : instantToLocal(at, zone))
  const iso = (at: number | null) => (at === null ? null : instantToIso(at, zone))
  return { kind: 'gap', start: local(item.start), end: local(item.end), startAt: iso(item.start), endAt: iso(item.end) }
}

export function toNowNextView(air: NowNext<ProgrammeRecord>, zone: string): NowNextView {
  return {
    now: instantToLocal(air.at, zone),
    nowAt: instantToIso(air.at, zone),
    current: toAirItemView(air.current, zone),
    secondsLeft: secondsLeft(air),
    next: air.next.map((item) => toAirItemView(item, zone)),
  }
}
