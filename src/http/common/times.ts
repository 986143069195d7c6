import { instantToIso, instantToLocal } from '../../domain/time/station-time.ts'
import type { Interval } from '../../domain/types.ts'

/** The contract's station-local start and end, and the same moments as ISO 8601 instants with offset. */
export function timesOf(interval: Interval, zone: string) {
  return {
    start: instantToLocal(interval.start, zone),
    end: instantToLocal(interval.end, zone),
    startAt: instantToIso(interval.start, zone),
    endAt: instantToIso(interval.end, zone),
  }
}
