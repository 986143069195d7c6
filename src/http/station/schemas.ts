import { Type } from 'typebox'
import { LocalDateTimeString, OffsetInstantString } from '../common/schemas.ts'

export const StationSchema = Type.Object(
  {
    timeZone: Type.String({ description: 'IANA name of the station zone (STATION_TIME_ZONE); every local time in the API is wall-clock time there' }),
    utcOffset: Type.String({ pattern: '^[+-]\\d{2}:\\d{2}$', description: 'The zone offset from UTC now' }),
    now: LocalDateTimeString,
    nowAt: OffsetInstantString('now'),
  },
  {
    title: 'Station',
    example: { timeZone: 'Europe/Vienna', utcOffset: '+01:00', now: '2027-01-05 20:15:00', nowAt: '2027-01-05T20:15:00+01:00' },
  },
)
