import { formatOffset, zoneOffset } from '../domain/time.ts'
import type { ServiceContext } from './context.ts'

export interface Station {
  timeZone: string
  /** The zone's UTC offset now, `+01:00`. */
  utcOffset: string
  now: number
}

/** The station's zone and clock, so clients need not guess what the API's local times mean. */
export function getStation(ctx: ServiceContext): Station {
  const now = ctx.now()
  const zone = ctx.config.stationTimeZone
  return { timeZone: zone, utcOffset: formatOffset(zoneOffset(now, zone)), now }
}
