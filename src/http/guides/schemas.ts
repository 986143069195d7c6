import { type TProperties, Type } from 'typebox'
import { ClosedObject, WindowQuery } from '../common/schemas.ts'

export const XmltvQuery = ClosedObject(
  { start: Type.Optional(WindowQuery.start), end: Type.Optional(WindowQuery.end) },
  {
    description:
      'Without start/end: from 30 days ago to 180 days ahead (capped at MAX_WINDOW_DAYS), like the .ics feed',
  },
)

const Hex = (what: string) =>
  Type.String({ pattern: '^[0-9A-Fa-f]+$', description: `${what}, lowercase hexadecimal as in the bearer URI` })
const PiFile = Type.String({
  pattern: '^\\d{8}_PI\\.xml$',
  description: 'The day in the station zone: YYYYMMDD_PI.xml',
  examples: ['20270105_PI.xml'],
})

/** The path parameters of a bearer's Programme Information: the bearer's own, then the day's file. */
function PiParams<P extends TProperties>(bearer: P) {
  return ClosedObject({ ...bearer, file: PiFile })
}

export const FmPiParams = PiParams({
  gcc: Hex("The global country code: the PI code's first digit and the ECC (ce2 for Austria)"),
  pi: Hex('The RDS PI code'),
  frequency: Type.String({ pattern: '^\\d{5}$', description: 'The frequency in 10 kHz: 09260 for 92.6 MHz' }),
})
export const DabPiParams = PiParams({
  gcc: Hex("The global country code: the SId's first digit and the ECC"),
  eid: Hex('The ensemble id'),
  sid: Hex('The service id'),
  scids: Type.String({ pattern: '^\\d{1,2}$', description: 'The service component id' }),
})
export const IdPiParams = PiParams({
  fqdn: Type.String({ maxLength: 253, description: 'The RadioDNS domain of the station profile' }),
  serviceIdentifier: Type.String({ pattern: '^[a-z0-9]{1,16}$' }),
})

export const XmlDocument = (description: string) => Type.String({ description })
