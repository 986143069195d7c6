import type { StationProfile } from '../../domain/programme/station.ts'
import { instantToIso, instantToLocal } from '../../domain/time/station-time.ts'
import type { StationView } from './schemas.ts'

/** The station's zone and clock (getStation) with its profile. */
export function toStationView(
  clock: { timeZone: string; utcOffset: string; now: number },
  profile: StationProfile,
): StationView {
  const { timeZone, utcOffset, now } = clock
  const { updatedAt, ...rest } = profile
  return {
    timeZone,
    utcOffset,
    now: instantToLocal(now, timeZone),
    nowAt: instantToIso(now, timeZone),
    ...rest,
    updatedAt: updatedAt.toISOString(),
  }
}
