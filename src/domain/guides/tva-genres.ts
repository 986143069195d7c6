// Categories mapped to TV-Anytime ContentCS genres for SPI, matched case-insensitively; one without
// an entry gets no genre (a wrong genre is worse than none).
const CONTENT_CS = 'urn:tva:metadata:cs:ContentCS:2011'

const TERMS: ReadonlyArray<[term: string, name: string, categories: readonly string[]]> = [
  ['3.1.1', 'News', ['news', 'nachrichten', 'current affairs', 'aktuelles', 'information']],
  ['3.1.1.11', 'Local/Regional', ['local', 'regional', 'lokales', 'community']],
  ['3.2', 'Sports', ['sport', 'sports']],
  ['3.3', 'Leisure/Hobby', ['hobby', 'leisure', 'freizeit']],
  ['3.4', 'Fiction/Drama', ['drama', 'fiction', 'radio play', 'hörspiel', 'literature', 'literatur']],
  ['3.5', 'Amusement/Entertainment', ['entertainment', 'comedy', 'unterhaltung', 'kabarett']],
  ['3.6', 'Music', ['music', 'musik', 'live music']],
  ['3.6.1', 'Classical music', ['classical', 'klassik', 'classical music']],
  ['3.6.2', 'Jazz', ['jazz']],
  ['3.6.4', 'Pop-rock', ['pop', 'rock', 'pop-rock', 'indie', 'alternative', 'punk', 'metal']],
  ['3.6.5', 'Blues/Rhythm and Blues/Soul/Gospel', ['blues', 'soul', 'gospel', 'r&b', 'rhythm and blues', 'funk']],
  ['3.6.6', 'Country and Western', ['country', 'western']],
  ['3.6.7', 'Rap/Hip Hop/Reggae', ['hip hop', 'hip-hop', 'rap', 'reggae']],
  ['3.6.8', 'Electronic/Club/Urban/Dance', ['electronic', 'elektronik', 'dance', 'techno', 'house', 'club']],
  [
    '3.6.9',
    'World/Traditional/Ethnic/Folk music',
    ['world', 'world music', 'folk', 'weltmusik', 'volksmusik', 'traditional'],
  ],
]

const BY_CATEGORY = new Map(
  TERMS.flatMap(([term, name, categories]) =>
    categories.map((category) => [category, { href: `${CONTENT_CS}:${term}`, name }] as const),
  ),
)

export interface TvaGenre {
  href: string
  name: string
}

/** The genres of the categories that have one, each once, in the categories' order. */
export function tvaGenres(categories: readonly string[]): TvaGenre[] {
  const found = new Map<string, TvaGenre>()
  for (const category of categories) {
    const genre = BY_CATEGORY.get(category.trim().toLowerCase())
    if (genre !== undefined) found.set(genre.href, genre)
  }
  return [...found.values()]
}
