import { type Static, type TProperties, Type } from 'typebox'
import {
  ClosedObject,
  LanguageTagString,
  LocalDateTimeString,
  Nullable,
  OffsetInstantString,
  SetOf,
  TimestampString,
} from '../common/schemas.ts'

const WebUrl = Type.String({
  maxLength: 2000,
  format: 'uri',
  pattern: '^https?://',
  description: 'An absolute http(s) URL',
})
const Hex = (digits: number, what: string) =>
  Type.String({ pattern: `^[0-9A-Fa-f]{${digits}}$`, description: `${what}: ${digits} hexadecimal digits` })
/** An RDS or DAB service id: four hexadecimal digits, the first the country code, which is never 0. */
const CountryCoded = (description: string) => Type.String({ pattern: '^[1-9A-Fa-f][0-9A-Fa-f]{3}$', description })

const Logo = ClosedObject(
  {
    url: WebUrl,
    width: Type.Integer({ minimum: 16, maximum: 4096, description: 'Width in pixels' }),
    height: Type.Integer({ minimum: 16, maximum: 4096, description: 'Height in pixels' }),
  },
  {
    title: 'StationLogo',
    description:
      'A logo image. RadioDNS receivers look for 32×32 and 112×32 (colour square and rectangle), 128×128, 320×240 and 600×600; other sizes are published as unrestricted logos',
  },
)

/** One way listeners receive the station, told apart by `kind`. */
function BearerOf<K extends string, P extends TProperties>(kind: K, title: string, properties: P) {
  return ClosedObject({ kind: Type.Literal(kind), ...properties }, { title })
}

const FmBearer = BearerOf('fm', 'FmBearer', {
  ecc: Hex(2, 'The extended country code of RDS (e.g. E0 for Germany, E2 for Austria, E1 for the UK)'),
  piCode: CountryCoded('The RDS PI code: 4 hexadecimal digits, the first the country (not 0)'),
  frequency: Type.Number({
    minimum: 65.8,
    maximum: 108,
    description: 'The frequency in MHz, in steps of 0.05 (e.g. 95.8)',
  }),
})
const DabBearer = BearerOf('dab', 'DabBearer', {
  ecc: Hex(2, 'The extended country code'),
  eid: Hex(4, 'The ensemble id'),
  sid: CountryCoded('The audio service id: 4 hexadecimal digits, the first the country (not 0)'),
  scids: Type.Integer({
    minimum: 0,
    maximum: 15,
    description: 'The service component id within the service (0: the primary component)',
  }),
})
const IpBearer = BearerOf('ip', 'IpBearer', {
  url: WebUrl,
  mimeType: Type.String({
    pattern: '^(audio|application)/[A-Za-z0-9.+-]+$',
    description: 'e.g. audio/mpeg, audio/aac, audio/ogg',
  }),
  bitrate: Type.Integer({ minimum: 8, maximum: 10_000, description: 'kbit/s' }),
})
const Bearer = Type.Union([FmBearer, DabBearer, IpBearer], { description: 'How listeners receive the station' })

const RadioDns = ClosedObject(
  {
    fqdn: Type.String({
      minLength: 4,
      maxLength: 253,
      pattern: '^([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z]{2,}$',
      description: 'The domain the station registered with RadioDNS',
    }),
    serviceIdentifier: Type.String({
      pattern: '^[a-z0-9]{1,16}$',
      description: 'Its service identifier there: 1-16 lowercase letters and digits',
    }),
  },
  {
    title: 'RadioDnsId',
    description: 'The station as RadioDNS knows it: also the authority of the CRIDs in its SPI documents',
  },
)

const Name = (max: number, description: string) => Type.String({ maxLength: max, description })
const profile = {
  name: Type.String({
    minLength: 1,
    maxLength: 128,
    pattern: '\\S',
    description: 'The station name (RadioDNS longName: at most 128)',
  }),
  shortName: Name(8, 'At most 8 characters (RadioDNS shortName, the RDS PS length); empty: cut from the name'),
  mediumName: Name(16, 'At most 16 characters (RadioDNS mediumName, the DAB label length); empty: cut from the name'),
  description: Type.String({
    maxLength: 1200,
    description: 'At most 1200 characters; the first 180 are the short description',
  }),
  website: Nullable(WebUrl, { description: 'The station website; null: none' }),
  logos: Type.Array(Logo, { maxItems: 20 }),
  languages: SetOf(
    LanguageTagString(),
    20,
    "BCP 47 tags of the languages on air; the first is the documents' language",
  ),
  genres: SetOf(
    Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
    20,
    "Genres, as the shows' categories are named (mapped to the TV-Anytime classification where known)",
  ),
  bearers: Type.Array(Bearer, { maxItems: 20 }),
  radiodns: Nullable(RadioDns),
}

export const StationProfileBody = ClosedObject(
  {
    name: profile.name,
    shortName: Type.Optional(profile.shortName),
    mediumName: Type.Optional(profile.mediumName),
    description: Type.Optional(profile.description),
    website: Type.Optional(profile.website),
    logos: Type.Optional(profile.logos),
    languages: Type.Optional(profile.languages),
    genres: Type.Optional(profile.genres),
    bearers: Type.Optional(profile.bearers),
    radiodns: Type.Optional(profile.radiodns),
  },
  {
    title: 'StationProfileInput',
    description: 'The whole profile: a field left out is empty afterwards (PUT replaces)',
    example: {
      name: 'Radio Helsinki',
      shortName: 'Helsinki',
      mediumName: 'Radio Helsinki',
      description: 'Free radio in Graz since 1995: music, talk and culture in many languages.',
      website: 'https://helsinki.at',
      logos: [{ url: 'https://helsinki.at/logo-600.png', width: 600, height: 600 }],
      languages: ['de', 'en'],
      genres: ['Music', 'Talk'],
      bearers: [
        { kind: 'fm', ecc: 'E2', piCode: 'A3E1', frequency: 92.6 },
        { kind: 'dab', ecc: 'E2', eid: 'A00C', sid: 'A3E1', scids: 0 },
        { kind: 'ip', url: 'https://live.helsinki.at/stream.mp3', mimeType: 'audio/mpeg', bitrate: 128 },
      ],
      radiodns: { fqdn: 'helsinki.at', serviceIdentifier: 'graz' },
    },
  },
)
export type StationProfileBody = Static<typeof StationProfileBody>

export const StationSchema = Type.Object(
  {
    timeZone: Type.String({
      description:
        'IANA name of the station zone (STATION_TIME_ZONE); every local time in the API is wall-clock time there',
    }),
    utcOffset: Type.String({ pattern: '^[+-]\\d{2}:\\d{2}$', description: 'The zone offset from UTC now' }),
    now: LocalDateTimeString,
    nowAt: OffsetInstantString('now'),
    ...profile,
    name: Type.String({ description: 'The station name; empty until an admin sets the profile' }),
    updatedAt: TimestampString,
  },
  {
    title: 'Station',
    example: {
      timeZone: 'Europe/Vienna',
      utcOffset: '+01:00',
      now: '2027-01-05 20:15:00',
      nowAt: '2027-01-05T20:15:00+01:00',
      name: 'Radio Helsinki',
      shortName: 'Helsinki',
      mediumName: 'Radio Helsinki',
      description: 'Free radio in Graz since 1995.',
      website: 'https://helsinki.at',
      logos: [],
      languages: ['de'],
      genres: ['Music'],
      bearers: [{ kind: 'fm', ecc: 'E2', piCode: 'A3E1', frequency: 92.6 }],
      radiodns: null,
      updatedAt: '2027-01-05T19:00:00.000Z',
    },
  },
)
export type StationView = Static<typeof StationSchema>
