// The programme as guides read it (XMLTV, SPI): public fields only, never a memo.
import type { StationProfile } from '../programme/station.ts'

export interface GuideShow {
  id: number
  name: string
  slug: string
  description: string
  imageUrl: string | null
  /** Presenter names, in order. */
  hosts: string[]
  categories: string[]
  languages: string[]
}

export interface GuideEntry {
  id: number
  start: number
  end: number
  isRepetition: boolean
  show: GuideShow
  episode: { id: number; title: string; summary: string } | null
}

/** What a guide document is made of: the station, the entries of its window, in start order. */
export interface Guide {
  station: StationProfile
  zone: string
  made: number
  window: { start: number; end: number }
  entries: GuideEntry[]
}

/** The authority of the station's CRIDs: its RadioDNS domain, else its website's host, else a name no domain has. */
export function stationAuthority(station: StationProfile): string {
  if (station.radiodns !== null) return station.radiodns.fqdn.toLowerCase()
  if (station.website !== null) return new URL(station.website).hostname.toLowerCase()
  return 'onair.invalid'
}

export function stationName(station: StationProfile): string {
  return station.name === '' ? 'onair' : station.name
}
