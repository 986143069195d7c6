// The station's profile and what the broadcast standards derive from it: RadioDNS bearer URIs and
// paths (ETSI TS 103 270, TS 102 818 5.3), names cut at a word boundary.

export interface StationLogo {
  url: string
  width: number
  height: number
}

/** FM with RDS: the extended country code and PI code (hex), the frequency in MHz. */
export interface FmBearer {
  kind: 'fm'
  ecc: string
  piCode: string
  frequency: number
}

/** DAB: the extended country code, ensemble id, service id (hex) and service component id within the service. */
export interface DabBearer {
  kind: 'dab'
  ecc: string
  eid: string
  sid: string
  scids: number
}

/** An IP stream: its URL, MIME type and bitrate in kbit/s. */
export interface IpBearer {
  kind: 'ip'
  url: string
  mimeType: string
  bitrate: number
}

export type Bearer = FmBearer | DabBearer | IpBearer

export interface RadioDnsId {
  fqdn: string
  serviceIdentifier: string
}

export interface StationProfile {
  name: string
  shortName: string
  mediumName: string
  description: string
  website: string | null
  logos: StationLogo[]
  languages: string[]
  genres: string[]
  bearers: Bearer[]
  radiodns: RadioDnsId | null
  updatedAt: Date
}

/** The global country code of RadioDNS: the country nibble of the PI code or SId, then the ECC. */
function gcc(countryOf: string, ecc: string): string {
  return `${countryOf[0]}${ecc}`.toLowerCase()
}

/** The frequency as RadioDNS writes it: five digits of 10 kHz (95.8 MHz is 09580). */
function frequencyDigits(mhz: number): string {
  return String(Math.round(mhz * 100)).padStart(5, '0')
}

/** The bearer's URI: `fm:ce1.c586.09580`, `dab:ce1.c181.c586.0`, or the stream's URL. */
export function bearerUri(bearer: Bearer): string {
  switch (bearer.kind) {
    case 'fm':
      return `fm:${gcc(bearer.piCode, bearer.ecc)}.${bearer.piCode.toLowerCase()}.${frequencyDigits(bearer.frequency)}`
    case 'dab':
      return `dab:${gcc(bearer.sid, bearer.ecc)}.${bearer.eid.toLowerCase()}.${bearer.sid.toLowerCase()}.${bearer.scids}`
    case 'ip':
      return bearer.url
  }
}

/** The bearer's folder under /radiodns/spi/3.1/ (its URI's parts); null for IP streams. */
export function bearerPath(bearer: Bearer): string | null {
  if (bearer.kind === 'ip') return null
  const [scheme, rest] = bearerUri(bearer).split(':') as [string, string]
  return `${scheme}/${rest.split('.').join('/')}`
}

/** At most `max` code points, cut at a word boundary: `Radio Helsinki, Graz` cut at 14 keeps `Radio Helsinki`. */
export function cutAtWord(text: string, max: number): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()]
  if (chars.length <= max) return chars.join('')
  for (let end = max; end > 0; end--) {
    if (!WORD_ENDS_BEFORE.test(chars[end]!) || WORD_ENDS_BEFORE.test(chars[end - 1]!)) continue
    const cut = chars.slice(0, end).join('').replace(TRAILING, '')
    if (cut !== '') return cut
  }
  return chars.slice(0, max).join('')
}

// What may follow the last character of a word: a space, or punctuation that ends a word or a clause.
const WORD_ENDS_BEFORE = /^[\s,;:.!?…\-–—/]$/u
const TRAILING = /[\s,;:.\-–—/]+$/u

/** Every folder the programme documents are served at: one per bearer, and `id/{fqdn}/{serviceIdentifier}`. */
export function programmePaths(station: Pick<StationProfile, 'bearers' | 'radiodns'>): string[] {
  const paths = station.bearers.flatMap((bearer) => bearerPath(bearer) ?? [])
  if (station.radiodns !== null)
    paths.push(`id/${station.radiodns.fqdn.toLowerCase()}/${station.radiodns.serviceIdentifier}`)
  return paths
}
