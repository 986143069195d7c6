import { Type, type Static, type TSchema } from 'typebox'

export const IdSchema = Type.Integer({ minimum: 1, maximum: 2147483647, description: 'Database identifier' })

export const IdParams = Type.Object({ id: IdSchema }, { additionalProperties: false })
export type IdParams = Static<typeof IdParams>

export const PagingQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50, description: 'Page size (1-500)' })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0, description: 'Items to skip' })),
}

/** A page of items in a stable order, with the total so clients can page to the end. */
export function PageSchema<T extends TSchema>(item: T) {
  return Type.Object({
    items: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    limit: Type.Integer(),
    offset: Type.Integer(),
  })
}

export const LocalDateString = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'Station-local date, YYYY-MM-DD',
  examples: ['2027-01-05'],
})
export const LocalTimeString = Type.String({
  pattern: '^\\d{2}:\\d{2}:\\d{2}$',
  description: 'Station-local time of day, HH:MM:SS',
  examples: ['20:00:00'],
})
export const LocalDateTimeString = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$',
  description: "Station-local wall-clock time, YYYY-MM-DD HH:MM:SS (STATION_TIME_ZONE)",
  examples: ['2027-01-05 20:00:00'],
})
export const TimestampString = Type.String({ format: 'date-time', description: 'ISO 8601 instant (UTC)' })

export const NullableId = Type.Union([IdSchema, Type.Null()])

export const ErrorResponse = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String({ description: 'HTTP reason phrase' }),
    code: Type.String({ description: 'Stable machine-readable code, ONAIR_* or FST_*' }),
    message: Type.String({ description: 'What went wrong, for a person' }),
    fields: Type.Optional(
      Type.Array(
        Type.Object({
          path: Type.String({ description: 'Request part and JSON pointer, e.g. body/schedule/lastDate' }),
          message: Type.String(),
        }),
      ),
    ),
  },
  { description: 'The one error shape of every 4xx/5xx answer' },
)
export type ErrorResponse = Static<typeof ErrorResponse>

/** The error responses every route can give, merged into each route's response map. */
export const errorResponses = {
  400: ErrorResponse,
  404: ErrorResponse,
  500: ErrorResponse,
} as const

/**
 * A window bound: station-local wall-clock time or an ISO 8601 instant with an offset. The format is
 * checked by the service (src/services/query-params.ts), whose message says what is accepted.
 */
function WindowBoundString(description: string) {
  return Type.String({
    minLength: 1,
    maxLength: 40,
    description:
      `${description}: station-local 'YYYY-MM-DD HH:MM:SS' (STATION_TIME_ZONE) or an ISO 8601 instant with Z or an offset ` +
      '(URL-encode the space as %20 or +, and a + offset as %2B)',
    examples: ['2027-01-05 00:00:00', '2027-01-05T19:00:00Z'],
  })
}

/** The `start`/`end` pair of every window query (timeslots, playout, calendar feed). */
export const WindowQuery = {
  start: WindowBoundString('Window start, inclusive'),
  end: WindowBoundString('Window end, exclusive; after start and at most MAX_WINDOW_DAYS (default 366) later'),
}

/** Comma-separated ids, `showIds=1,2,3` (one parameter, not repeated). */
export function IdListString(what: string) {
  return Type.String({
    minLength: 1,
    maxLength: 1100,
    description: `Comma-separated ${what} ids (at most 100), e.g. 1,2,3; one parameter, not repeated`,
    examples: ['1,2'],
  })
}
