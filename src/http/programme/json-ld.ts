/**
 * schema.org JSON-LD for the public pages, so search engines know the station and its programme: the
 * station as a RadioStation broadcasting a BroadcastService, each show a RadioSeries, each timeslot a
 * BroadcastEvent with start and end dates and their offsets. Typed with schema-dts (Google's types
 * generated from the schema.org vocabulary): a type or property schema.org does not define for that
 * type fails the typecheck.
 */
import type {
  BroadcastEvent,
  BroadcastFrequencySpecification,
  BroadcastService,
  Graph,
  RadioSeries,
  RadioStation,
} from 'schema-dts'
import type { StationProfile } from '../../domain/programme/station.ts'
import type { PublicShow, PublicTimeslot } from '../../domain/records.ts'
import { instantToIso } from '../../domain/time/station-time.ts'
import { type Html, trusted } from './html.ts'

const STATION_ID = '/programme#station'
const SERVICE_ID = '/programme#service'

const showUrl = (show: { slug: string }) => `/programme/shows/${encodeURIComponent(show.slug)}`

function stationNodes(station: StationProfile, zone: string): [RadioStation, BroadcastService] {
  const name = station.name === '' ? 'Programme' : station.name
  const logo = [...station.logos].sort((a, b) => b.width * b.height - a.width * a.height)[0]
  const radioStation: RadioStation = {
    '@type': 'RadioStation',
    '@id': STATION_ID,
    name,
    ...(station.website === null ? {} : { url: station.website }),
    ...(logo === undefined ? {} : { logo: logo.url, image: logo.url }),
    ...(station.description === '' ? {} : { description: station.description }),
  }
  const frequencies: BroadcastFrequencySpecification[] = station.bearers.flatMap(
    (bearer): BroadcastFrequencySpecification[] => {
      if (bearer.kind === 'fm')
        return [
          {
            '@type': 'BroadcastFrequencySpecification',
            broadcastFrequencyValue: bearer.frequency,
            broadcastSignalModulation: 'FM',
          },
        ]
      if (bearer.kind === 'dab')
        return [
          {
            '@type': 'BroadcastFrequencySpecification',
            broadcastSignalModulation: 'DAB',
            broadcastSubChannel: bearer.sid.toUpperCase(),
          },
        ]
      return []
    },
  )
  const service: BroadcastService = {
    '@type': 'BroadcastService',
    '@id': SERVICE_ID,
    name,
    broadcaster: { '@id': STATION_ID },
    broadcastDisplayName: station.mediumName || station.shortName || name,
    broadcastTimezone: zone,
    ...(station.languages.length === 0 ? {} : { inLanguage: station.languages }),
    ...(frequencies.length === 0 ? {} : { broadcastFrequency: frequencies }),
    ...(station.genres.length === 0 ? {} : { genre: station.genres }),
  }
  return [radioStation, service]
}

function seriesNode(show: PublicShow): RadioSeries {
  const hosts = (show.hosts as Array<{ name: string }>).map((host) => ({ '@type': 'Person' as const, name: host.name }))
  return {
    '@type': 'RadioSeries',
    '@id': `${showUrl(show)}#series`,
    name: show.name,
    url: showUrl(show),
    ...(show.description === '' ? {} : { description: show.description }),
    ...(show.imageUrl === null ? {} : { image: show.imageUrl }),
    ...(show.categories.length === 0 ? {} : { genre: show.categories }),
    ...(show.languages.length === 0 ? {} : { inLanguage: show.languages }),
    ...(hosts.length === 0 ? {} : { contributor: hosts }),
  }
}

function eventNode(slot: PublicTimeslot, zone: string): BroadcastEvent {
  return {
    '@type': 'BroadcastEvent',
    '@id': `/programme#timeslot-${slot.id}`,
    name: slot.show.name,
    startDate: instantToIso(slot.start.getTime(), zone),
    endDate: instantToIso(slot.end.getTime(), zone),
    publishedOn: { '@id': SERVICE_ID },
    workPerformed: { '@id': `${showUrl(slot.show)}#series` },
    isLiveBroadcast: !slot.isRepetition,
    ...(slot.show.languages.length === 0 ? {} : { inLanguage: slot.show.languages[0] }),
  }
}

/** The graph of a page: the station, the shows of its timeslots (each once), the timeslots. */
export function programmeGraph(
  station: StationProfile,
  zone: string,
  slots: readonly PublicTimeslot[],
  shows: readonly PublicShow[] = [],
): Graph {
  const series = new Map<number, RadioSeries>()
  for (const show of [...shows, ...slots.map((slot) => slot.show)])
    if (!series.has(show.id) && show.deletedAt === null) series.set(show.id, seriesNode(show))
  const events = slots.filter((slot) => slot.show.deletedAt === null).map((slot) => eventNode(slot, zone))
  return { '@context': 'https://schema.org', '@graph': [...stationNodes(station, zone), ...series.values(), ...events] }
}

/**
 * The graph as a script data block. `<`, `>` and `&` are escaped as JSON escapes, so no name can end the
 * script element; a data block is never run, so the pages' CSP (no script-src) stays as it is.
 */
export function jsonLdScript(graph: Graph): Html {
  const json = JSON.stringify(graph).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
  return trusted(`<script type="application/ld+json">${json}</script>`)
}
