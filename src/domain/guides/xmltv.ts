// The programme as XMLTV (xmltv.dtd): one channel, one programme per timeslot, for media guides.
import { instantToIso } from '../time/station-time.ts'
import { type Guide, type GuideEntry, stationAuthority, stationName } from './guide.ts'
import { element, textElement, XML_DECLARATION } from './xml.ts'

/** XMLTV's time: `20270105200000 +0100`, wall-clock time in the station zone and its offset. */
export function xmltvTime(ms: number, zone: string): string {
  const iso = instantToIso(ms, zone)
  return `${iso.slice(0, 19).replace(/[-T:]/g, '')} ${iso.slice(19).replace(':', '')}`
}

/** The identifiers guides use to tell broadcasts and episodes apart (TV-Anytime CRIDs, as in SPI). */
export function programmeCrid(authority: string, entry: GuideEntry): string {
  return `crid://${authority}/${entry.show.id}/${entry.id}`
}

export function episodeCrid(authority: string, showId: number, episodeId: number): string {
  return `crid://${authority}/${showId}/episode-${episodeId}`
}

export interface XmltvOptions {
  /** Where the show pages are (`https://host`), for each programme's URL; null: none. */
  pagesBase: string | null
}

export function buildXmltv(guide: Guide, options: XmltvOptions): string {
  return [...xmltvParts(guide, options)].join('')
}

/** buildXmltv's document in parts, so a caller rendering a long window can yield between them. */
export function* xmltvParts(guide: Guide, options: XmltvOptions): Generator<string> {
  const { station, zone } = guide
  const channel = stationAuthority(station)
  const lang = station.languages[0]
  const names = [
    ...new Set([stationName(station), station.mediumName, station.shortName].filter((name) => name !== '')),
  ]
  const channelElement = element('channel', { id: channel }, [
    ...names.map((name) => textElement('display-name', name, { lang })),
    ...station.logos.map((logo) => element('icon', { src: logo.url, width: logo.width, height: logo.height })),
    ...(station.website === null ? [] : [textElement('url', station.website)]),
  ])
  const open = element(
    'tv',
    { date: xmltvTime(guide.made, zone), 'source-info-name': stationName(station), 'generator-info-name': 'onair' },
    ['\n'],
  )
  // The <tv …> start tag alone: the element with one child, up to that child.
  yield `${XML_DECLARATION}<!DOCTYPE tv SYSTEM "xmltv.dtd">\n${open.slice(0, open.length - '</tv>'.length)}`
  yield `${channelElement}\n`
  for (const entry of guide.entries) yield `${programmeElement(entry, channel, lang, zone, options)}\n`
  yield '</tv>\n'
}

function programmeElement(
  entry: GuideEntry,
  channel: string,
  lang: string | undefined,
  zone: string,
  options: XmltvOptions,
): string {
  const showLang = entry.show.languages[0] ?? lang
  const description = entry.episode?.summary || entry.show.description
  const episodeId =
    entry.episode === null ? programmeCrid(channel, entry) : episodeCrid(channel, entry.show.id, entry.episode.id)
  return element('programme', { start: xmltvTime(entry.start, zone), stop: xmltvTime(entry.end, zone), channel }, [
    textElement('title', entry.show.name, { lang: showLang }),
    ...(entry.episode === null || entry.episode.title === ''
      ? []
      : [textElement('sub-title', entry.episode.title, { lang: showLang })]),
    ...(description === '' ? [] : [textElement('desc', description, { lang: showLang })]),
    ...(entry.show.hosts.length === 0
      ? []
      : [
          element(
            'credits',
            {},
            entry.show.hosts.map((host) => textElement('presenter', host)),
          ),
        ]),
    ...entry.show.categories.map((category) => textElement('category', category, { lang })),
    ...(entry.show.languages[0] === undefined ? [] : [textElement('language', entry.show.languages[0])]),
    ...(entry.show.imageUrl === null ? [] : [element('icon', { src: entry.show.imageUrl })]),
    ...(options.pagesBase === null
      ? []
      : [textElement('url', `${options.pagesBase}/programme/shows/${entry.show.slug}`)]),
    textElement('episode-num', episodeId, { system: 'crid' }),
    element('video', {}, [textElement('present', 'no')]),
    ...(entry.isRepetition ? [element('previously-shown')] : []),
  ])
}
