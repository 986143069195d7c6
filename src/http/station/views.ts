import type { StationProfile } from '../../domain/programme/station.ts'
import { instantToIso, instantToLocal } from '../../domain/time/station-time.ts'
import type { ServiceContext } from '../../services/context.ts'
import { getStation } from '../../services/programme/station.ts'
import type { StationView } from './schemas.ts'

export function toStationView(ctx: ServiceContext, profile: StationProfile): StationView {
  const { timeZone, utcOffset, now } = getStation(ctx)
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
