import type { AirEvent, AirState, ProgrammeHealth } from '../../domain/air/now-next.ts'
import { type AirItem as DomainAirItem, type NowNext, secondsLeft } from '../../domain/air/now-next.ts'
import type { ProgrammeRecord } from '../../domain/records.ts'
import type { UnplacedOccurrence } from '../../domain/schedules/horizon.ts'
import { instantToIso, instantToLocal } from '../../domain/time/station-time.ts'
import type { Interval } from '../../domain/types.ts'
import { toPlayoutSlotView } from '../playout/views.ts'
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

/** A gap of the next hour (clipped to it). */
function toGapView(gap: Interval, zone: string) {
  return {
    start: instantToLocal(gap.start, zone),
    end: instantToLocal(gap.end, zone),
    startAt: instantToIso(gap.start, zone),
    endAt: instantToIso(gap.end, zone),
  }
}

/** The `air.state` event at connect: now and next, the gaps of the next hour, and (resuming) how many boundaries passed unseen. */
export function toAirStateData(state: AirState, zone: string, missedBoundaries: number | null) {
  const data: Record<string, unknown> = {
    ...toNowNextView(state.air, zone),
    changeset: state.changeset,
    gapsNextHour: state.gaps.map((gap) => toGapView(gap, zone)),
  }
  if (missedBoundaries !== null) data.missedBoundaries = missedBoundaries
  return data
}

/** An air event as the stream's JSON `data:`. */
export function toAirEventData(event: AirEvent, zone: string) {
  const at = instantToIso(event.at, zone)
  const nowNext = toNowNextView(event.state.air, zone)
  switch (event.type) {
    case 'timeslot.started':
    case 'timeslot.ended':
      return { at, timeslot: toPlayoutSlotView(event.timeslot, zone), nowNext }
    case 'air.changed':
      return { at, changeset: event.changeset, nowNext }
    case 'gap.warning':
      return { at, gapsNextHour: event.gaps.map((gap) => toGapView(gap, zone)), nowNext }
    case 'horizon.unplaced':
      return { at, unplaced: event.unplaced.map((occurrence) => toUnplacedView(occurrence, zone)), nowNext }
  }
}

/** An occurrence a horizon extension did not create, with the timeslots that kept its air. */
export function toUnplacedView(occurrence: UnplacedOccurrence, zone: string) {
  const local = (at: number) => instantToLocal(at, zone)
  return {
    scheduleId: occurrence.scheduleId,
    showId: occurrence.showId,
    showName: occurrence.showName,
    date: occurrence.date,
    ...toGapView(occurrence, zone),
    collisions: occurrence.collisions.map((c) => ({
      id: c.id,
      showId: c.showId,
      showName: c.showName,
      start: local(c.start),
      end: local(c.end),
    })),
  }
}

export function toHealthView(health: ProgrammeHealth, zone: string) {
  const gaps = health.gaps.map((gap) => ({
    ...toGapView(gap, zone),
    seconds: Math.round((gap.end - gap.start) / 1000),
  }))
  return {
    ...toGapView(health.window, zone),
    healthy: gaps.length === 0 && health.withoutMedia.length === 0 && health.unplaced.length === 0,
    gapSeconds: gaps.reduce((sum, gap) => sum + gap.seconds, 0),
    gaps,
    withoutMedia: health.withoutMedia.map((slot) => toPlayoutSlotView(slot, zone)),
    unplaced: health.unplaced.map((occurrence) => toUnplacedView(occurrence, zone)),
  }
}
