import * as stationDb from '../../db/programme/station.ts'
import { bearerUri, type StationProfile } from '../../domain/programme/station.ts'
import { formatOffset, zoneOffset } from '../../domain/time/station-time.ts'
import { AppError, ERRORS, fieldError } from '../../errors.ts'
import type { Caller } from '../access/caller.ts'
import type { ServiceContext } from '../context.ts'
import { checkPrecondition, type Precondition, runWrite } from '../write.ts'
import { canonicalOrThrow } from './shows.ts'

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

/** The station's profile: its names, bearers and the rest that every published format shows. */
export async function getStationProfile(ctx: ServiceContext): Promise<StationProfile> {
  return stationDb.toStationProfile(await stationDb.find(ctx.db.client))
}

export type StationProfileInput = Omit<StationProfile, 'updatedAt'>

/** Replaces the profile (admins), recorded in the change log like every other write. */
export async function updateStationProfile(
  ctx: ServiceContext,
  caller: Caller,
  input: StationProfileInput,
  expect?: Precondition,
): Promise<StationProfile> {
  const profile = checkedProfile(input)
  return runWrite(ctx, caller, { action: 'station.update', request: input }, async (scope) => {
    const before = await stationDb.findForUpdate(scope.tx)
    checkPrecondition(ctx, expect, stationDb.toStationProfile(before), 'the station profile')
    const after = await stationDb.update(scope.tx, profile, caller.userId)
    scope.record('station', before, after)
    scope.describe(`Changed the station profile ("${after.name}")`)
    return stationDb.toStationProfile(after)
  })
}

/** What the schema cannot say: frequencies on the 50 kHz raster, canonical languages, one entry per bearer. */
function checkedProfile(input: StationProfileInput): StationProfileInput {
  for (const [index, bearer] of input.bearers.entries()) {
    if (bearer.kind === 'fm' && Math.abs(bearer.frequency * 20 - Math.round(bearer.frequency * 20)) > 1e-6) {
      throw fieldError(
        ERRORS.stationInvalid,
        `bearers/${index}/frequency`,
        `${bearer.frequency} MHz is off the 50 kHz raster; send it in steps of 0.05 MHz, e.g. 95.8 or 95.85`,
      )
    }
  }
  const uris = input.bearers.map(bearerUri)
  const twice = uris.findIndex((uri, index) => uris.indexOf(uri) !== index)
  if (twice >= 0) {
    throw new AppError(
      ERRORS.stationInvalid,
      `bearers/${twice} is the same bearer as bearers/${uris.indexOf(uris[twice]!)} (${uris[twice]})`,
      [{ path: `bearers/${twice}`, message: `repeats ${uris[twice]}; send each bearer once` }],
    )
  }
  return { ...input, name: input.name.trim(), languages: canonicalOrThrow(input.languages, 'languages') }
}
