// RadioDNS SPI (ETSI TS 102 818 v3.4.1): the SI document, a PI document per day and the programme
// groups. Short ids (the timeslot's and show's) stay the same on every day's document.

import { bearerUri, cutAtWord, type StationProfile } from '../programme/station.ts'
import { instantToIso } from '../time/station-time.ts'
import { type Guide, type GuideEntry, type GuideShow, stationAuthority, stationName } from './guide.ts'
import { tvaGenres } from './tva-genres.ts'
import { element, textElement, XML_DECLARATION } from './xml.ts'

const NAMESPACES = {
  xmlns: 'http://www.worlddab.org/schemas/spi/34',
  'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
  'xsi:schemaLocation': 'http://www.worlddab.org/schemas/spi/34 http://www.worlddab.org/schemas/spi/34/spi_34.xsd',
}

// A short CRID id is 24 bits.
const SHORT_ID_MASK = 0xffffff

// What a receiver pays for a bearer: broadcast first, then streams (lower is preferred).
const COST = { dab: 20, fm: 30, ip: 40 } as const

/** ISO 8601 duration as SPI writes it: `PT1H30M`, `PT45M`, `PT2H`. */
export function spiDuration(ms: number): string {
  const seconds = Math.round(ms / 1000)
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60]
  const parts = `${h > 0 ? `${h}H` : ''}${m > 0 ? `${m}M` : ''}${s > 0 ? `${s}S` : ''}`
  return `PT${parts === '' ? '0S' : parts}`
}

/** Short, medium and long names of a name, each cut at a word boundary; the short one may be left out. */
function names(name: string, short?: string, medium?: string, withShort = true): string[] {
  const text = name.trim() === '' ? '-' : name
  return [
    ...(withShort ? [textElement('shortName', short || cutAtWord(text, 8))] : []),
    textElement('mediumName', medium || cutAtWord(text, 16)),
    textElement('longName', cutAtWord(text, 128)),
  ]
}

function descriptions(text: string): string[] {
  if (text.trim() === '') return []
  const long = cutAtWord(text, 1200)
  return [
    element('mediaDescription', {}, [textElement('shortDescription', cutAtWord(text, 180))]),
    ...(long.length > 180 ? [element('mediaDescription', {}, [textElement('longDescription', long)])] : []),
  ]
}

function genres(categories: readonly string[]): string[] {
  return tvaGenres(categories).map((genre) => textElement('genre', genre.name, { href: genre.href }))
}

/** The logo's type by the sizes receivers look for (TS 102 818 clause 5.2.6.3). */
function logoType(width: number, height: number): string {
  if (width === 32 && height === 32) return 'logo_colour_square'
  if (width === 112 && height === 32) return 'logo_colour_rectangle'
  return 'logo_unrestricted'
}

function mimeOfImage(url: string): string | undefined {
  const extension = new URL(url).pathname.split('.').pop()?.toLowerCase()
  return extension === 'png' ? 'image/png' : extension === 'jpg' || extension === 'jpeg' ? 'image/jpeg' : undefined
}

export function showCrid(authority: string, show: { id: number }): string {
  return `crid://${authority}/${show.id}`
}

function documentLang(station: StationProfile): string | undefined {
  return station.languages[0]
}

export function buildServiceInformation(station: StationProfile, made: number, zone: string): string {
  const logos = station.logos.map((logo) => {
    const type = logoType(logo.width, logo.height)
    // The fixed-size types say their size; only unrestricted logos state it.
    const size =
      type === 'logo_unrestricted' ? { mimeValue: mimeOfImage(logo.url), width: logo.width, height: logo.height } : {}
    return element('mediaDescription', {}, [element('multimedia', { url: logo.url, type, ...size })])
  })
  const bearers = station.bearers.map((bearer) =>
    element('bearer', {
      id: bearerUri(bearer),
      cost: COST[bearer.kind],
      mimeValue: bearer.kind === 'ip' ? bearer.mimeType : undefined,
      bitrate: bearer.kind === 'ip' ? bearer.bitrate : undefined,
    }),
  )
  const service = element('service', {}, [
    ...names(stationName(station), station.shortName, station.mediumName),
    ...descriptions(station.description),
    ...logos,
    ...genres(station.genres),
    ...(station.website === null ? [] : [element('link', { uri: station.website, mimeValue: 'text/html' })]),
    ...bearers,
    ...(station.radiodns === null
      ? []
      : [element('radiodns', { fqdn: station.radiodns.fqdn, serviceIdentifier: station.radiodns.serviceIdentifier })]),
  ])
  const root = element(
    'serviceInformation',
    {
      ...NAMESPACES,
      creationTime: instantToIso(made, zone),
      originator: cutAtWord(stationName(station), 128),
      'xml:lang': documentLang(station),
    },
    [element('services', {}, [service])],
  )
  return `${XML_DECLARATION}${root}\n`
}

function programme(authority: string, entry: GuideEntry, zone: string): string {
  const title =
    entry.episode === null || entry.episode.title === ''
      ? entry.show.name
      : `${entry.show.name}: ${entry.episode.title}`
  const description = entry.episode?.summary || entry.show.description
  const credits = entry.show.hosts.map((host) =>
    element('credit', { role: 'contributor' }, [textElement('person', host)]),
  )
  return element(
    'programme',
    {
      id: `crid://${authority}/${entry.show.id}/${entry.id}`,
      shortId: entry.id & SHORT_ID_MASK,
      'xml:lang': entry.show.languages[0],
    },
    [
      ...names(title),
      element('location', {}, [
        element('time', { time: instantToIso(entry.start, zone), duration: spiDuration(entry.end - entry.start) }),
      ]),
      ...descriptions(description),
      ...(entry.show.imageUrl === null
        ? []
        : [
            element('mediaDescription', {}, [
              element('multimedia', { url: entry.show.imageUrl, type: 'logo_unrestricted' }),
            ]),
          ]),
      ...genres(entry.show.categories),
      element('memberOf', { id: showCrid(authority, entry.show), shortId: entry.show.id & SHORT_ID_MASK }),
      ...(credits.length === 0 ? [] : [element('credits', {}, credits)]),
    ],
  )
}

export function buildProgrammeInformation(guide: Guide): string {
  const { station, zone } = guide
  const authority = stationAuthority(station)
  const scope = element(
    'scope',
    { startTime: instantToIso(guide.window.start, zone), stopTime: instantToIso(guide.window.end, zone) },
    station.bearers.map((bearer) => element('serviceScope', { id: bearerUri(bearer) })),
  )
  const schedule = element(
    'schedule',
    { creationTime: instantToIso(guide.made, zone), originator: cutAtWord(stationName(station), 128) },
    [scope, ...guide.entries.map((entry) => programme(authority, entry, zone))],
  )
  return `${XML_DECLARATION}${element('epg', { ...NAMESPACES, 'xml:lang': documentLang(station) }, [schedule])}\n`
}

/** One group per show, which each programme names in `memberOf`. */
export function buildGroupInformation(
  station: StationProfile,
  shows: readonly GuideShow[],
  made: number,
  zone: string,
): string {
  const authority = stationAuthority(station)
  const groups = shows.map((show) =>
    element('programmeGroup', { id: showCrid(authority, show), shortId: show.id & SHORT_ID_MASK, type: 'show' }, [
      ...names(show.name),
      ...descriptions(show.description),
      ...(show.imageUrl === null
        ? []
        : [
            element('mediaDescription', {}, [element('multimedia', { url: show.imageUrl, type: 'logo_unrestricted' })]),
          ]),
      ...genres(show.categories),
    ]),
  )
  const root = element(
    'programmeGroups',
    {
      creationTime: instantToIso(made, zone),
      originator: cutAtWord(stationName(station), 128),
      'xml:lang': documentLang(station),
    },
    groups,
  )
  return `${XML_DECLARATION}${element('epg', { ...NAMESPACES, 'xml:lang': documentLang(station) }, [root])}\n`
}
