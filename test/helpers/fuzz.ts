import fc from 'fast-check'

/**
 * Generators of hostile HTTP input for the route fuzz test: path ids, query strings, bodies and
 * headers, each a mix of plain junk and near-valid values (a valid request with one thing wrong),
 * because near-valid input is what gets past the schemas into services and SQL.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** Text that is hard to handle: empty, blank, control characters, unicode, SQL and path syntax, long. */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '\t\n',
      'ü',
      '😀',
      '\u202e',
      'null',
      'undefined',
      "'; DROP TABLE shows; --",
      '../..',
      '%',
      '%zz',
      '%E0%A4%A',
      '+',
      '&',
      '=',
      '[]',
      '{}',
      '__proto__',
      'constructor',
    ),
  },
  { weight: 4, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 20_000 }).map((n) => 'x'.repeat(n)) },
)

/** A path id as text: sometimes a real id, mostly something an integer parser might take. */
export function idText(real: readonly number[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...real.map(String)) },
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '0x10',
        '1e3',
        ' 1',
        '1 ',
        '+1',
        '01',
        '1.0',
        '1.5',
        '2147483647',
        '2147483648',
        '9007199254740993',
        '9'.repeat(20),
        '１',
        'NaN',
        'Infinity',
        '-0',
      ),
    },
    { weight: 2, arbitrary: fc.integer().map(String) },
    { weight: 2, arbitrary: nastyText },
  )
}

/** A year, often one at an edge of what the service or the database can represent. */
const year = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 2026, max: 2028 }) },
  { weight: 2, arbitrary: fc.constantFrom(1, 99, 100, 999, 1000, 1899, 1900, 1970, 9998, 9999) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 9999 }) },
)
const mostly = (valid: fc.Arbitrary<number>, invalid: number[]) =>
  fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: fc.constantFrom(...invalid) })

/** A window bound: station-local or ISO with an offset, anywhere from year 1 to 9999, sometimes broken. */
export const windowBound: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({
        year,
        month: mostly(fc.integer({ min: 1, max: 12 }), [0, 13]),
        day: mostly(fc.integer({ min: 1, max: 31 }), [0, 32]),
        hour: mostly(fc.integer({ min: 0, max: 23 }), [24]),
        minute: mostly(fc.integer({ min: 0, max: 59 }), [60]),
        offset: fc.option(fc.constantFrom('Z', '+00:00', '-23:59', '+23:59', '+14:00', '-12:00', '+24:00'), {
          nil: undefined,
        }),
      })
      .map(({ year, month, day, hour, minute, offset }) => {
        const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`
        return offset === undefined
          ? `${date} ${pad(hour)}:${pad(minute)}:00`
          : `${date}T${pad(hour)}:${pad(minute)}:00${offset}`
      }),
  },
  {
    weight: 1,
    arbitrary: fc
      .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })
      .map((d) => d.toISOString()),
  },
  { weight: 1, arbitrary: nastyText },
)

/** A valid window of up to two days, often at the edges of the calendar, so requests get past the window checks. */
export const validWindow: fc.Arbitrary<readonly [string, string]> = fc
  .record({
    day: fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 0, max: 364 }).map((n) => Date.UTC(2027, 0, 1) + n * 86_400_000) },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom('9999-12-31', '9999-12-30', '1900-01-01', '1000-01-01', '0100-01-01')
          .map((d) => Date.parse(`${d}T00:00:00Z`)),
      },
    ),
    hours: fc.integer({ min: 1, max: 48 }),
    offset: fc.constantFrom('Z', '-23:59', '+14:00'),
  })
  .map(({ day, hours, offset }) => {
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19)
    return [iso(day).replace('T', ' '), `${iso(day + hours * 3_600_000)}${offset}`] as const
  })

/** A value for a body field: of the wrong type, out of range, or just odd. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      -0,
      2147483647,
      2147483648,
      1e308,
      Number.MAX_SAFE_INTEGER + 2,
      [],
      {},
      [1],
      { id: 1 },
    ),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '0x10',
      '1e3',
      ' 1',
      '1',
      '2027-02-30',
      '2027-13-01',
      '0001-01-01',
      '9999-12-31',
      '10000-01-01',
      '24:00:00',
      '23:59:60',
      '25:61:61',
      '00:00:00',
      '2027-02-02 20:00:00',
    ),
  },
  { weight: 2, arbitrary: nastyText },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
)

/** A value of a plausible kind for some field: small integers, real dates and times (DST days too), booleans. */
export const plausibleValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: 0, max: 14 }),
  fc.integer({ min: 0, max: 366 }),
  fc.boolean(),
  fc.constant(null),
  fc
    .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc
    .date({ min: new Date('2026-06-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('2027-03-28', '2027-10-31', '9999-12-31', '9999-12-30'),
  fc
    .record({ h: fc.integer({ min: 0, max: 23 }), m: fc.constantFrom(0, 15, 30, 59) })
    .map(({ h, m }) => `${pad(h)}:${pad(m)}:00`),
  fc.array(fc.constantFrom('2027-02-09', '2027-02-16', '2027-03-02'), { maxLength: 3 }),
)

type Json = Record<string, unknown>

/** Every place in an object one level or two deep, as key paths (`['schedule', 'lastDate']`). */
function placesOf(value: Json): string[][] {
  return Object.entries(value).flatMap(([key, inner]) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? [[key], ...Object.keys(inner as Json).map((k) => [key, k])]
      : [[key]],
  )
}

function withChange(
  value: Json,
  path: string[],
  change: { kind: 'set' | 'delete' | 'add'; key: string; to: unknown },
): Json {
  const copy = structuredClone(value)
  let holder: Json = copy
  for (const key of path.slice(0, -1)) holder = holder[key] as Json
  const last = path[path.length - 1] as string
  if (change.kind === 'set') holder[last] = change.to
  else if (change.kind === 'delete') delete holder[last]
  else holder[change.key] = change.to
  return copy
}

/** A valid body with one field replaced, removed, or one unknown field added. */
export function nearValid(template: Json): fc.Arbitrary<Json> {
  const places = placesOf(template)
  return fc
    .record({
      place: fc.integer({ min: 0, max: places.length - 1 }),
      kind: fc.constantFrom('set' as const, 'set' as const, 'delete' as const, 'add' as const),
      key: fc.oneof(
        fc.constantFrom('extra', '__proto__', 'constructor', 'id', 'show', 'dryrun'),
        fc.string({ maxLength: 8 }),
      ),
      to: fc.oneof(nastyValue, plausibleValue),
    })
    .map(({ place, ...change }) => withChange(template, places[place] as string[], change))
}

/** A request body: near-valid, valid, or junk of any JSON shape, as the text that is sent. */
export function bodyText(template: Json | undefined): fc.Arbitrary<string | undefined> {
  const junk = fc.oneof(
    fc.constantFrom(null, [], {}, 'text', 0, true),
    fc.jsonValue({ maxDepth: 3 }),
    fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  )
  const json: fc.Arbitrary<unknown> =
    template === undefined
      ? junk
      : fc.oneof(
          { weight: 6, arbitrary: nearValid(template) },
          { weight: 1, arbitrary: fc.constant(template) },
          { weight: 2, arbitrary: junk },
          { weight: 1, arbitrary: fc.constant([template]) },
        )
  return fc.oneof(
    { weight: 10, arbitrary: json.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: nastyText },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )
}

/** The content type sent with a body: mostly JSON, sometimes spelled oddly, sometimes something else. */
export const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      undefined,
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/json; charset=latin1',
      'application/json;',
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/octet-stream',
      '*/*',
      '',
      'application/merge-patch+json',
    ),
  },
)

const headerName = fc
  .stringMatching(/^[a-z][a-z0-9-]{0,15}$/)
  .filter((name) => !['content-length', 'transfer-encoding', 'host', 'connection', 'expect'].includes(name))
const headerValue = fc.oneof(
  fc.stringMatching(/^[\x20-\x7e]{0,40}$/),
  fc.constantFrom('', '*/*', 'gzip', 'text/calendar', 'application/json;q=0'),
)

/** Headers besides content type: accept variations and random names. */
export const extraHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record({
    accept: fc.option(fc.constantFrom('*/*', 'application/json', 'text/html', 'text/calendar', 'image/png', ''), {
      nil: undefined,
    }),
    other: fc.dictionary(headerName, headerValue, { maxKeys: 3 }),
  })
  .map(({ accept, other }) => (accept === undefined ? other : { ...other, accept }))

/** A value for a query parameter of the given JSON-schema type. */
export function queryValue(type: string | undefined, real: readonly number[]): fc.Arbitrary<string> {
  switch (type) {
    case 'integer':
      return fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: 0, max: 100 }).map(String) },
        { weight: 1, arbitrary: idText(real) },
      )
    case 'boolean':
      return fc.oneof(fc.constantFrom('true', 'false', '1', '0', 'TRUE', 'yes', ''), nastyText)
    case 'array':
      return fc.oneof(
        fc.array(idText(real), { minLength: 1, maxLength: 4 }).map((ids) => ids.join(',')),
        fc.array(fc.constantFrom(...real.map(String)), { minLength: 1, maxLength: 120 }).map((ids) => ids.join(',')),
      )
    default:
      return windowBound
  }
}

/** Encodes a query string, now and then leaving a value raw (so `%`, `+` and `&` arrive as they are). */
export function encodeQuery(pairs: ReadonlyArray<readonly [string, string, boolean]>): string {
  return pairs
    .map(
      ([key, value, raw]) =>
        `${encodeURIComponent(key)}=${raw ? value.replace(/[#\s]/g, '') : encodeURIComponent(value)}`,
    )
    .join('&')
}
