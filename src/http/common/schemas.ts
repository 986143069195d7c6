import {
  type Static,
  type TObject,
  type TObjectOptions,
  type TProperties,
  type TSchema,
  type TSchemaOptions,
  type TString,
  Type,
} from 'typebox'
import { LOCAL_DATE_TIME_PATTERN } from '../../domain/time/civil-dates.ts'
import { ERRORS } from '../../errors.ts'

export const IdSchema = Type.Integer({ minimum: 1, maximum: 2147483647, description: 'Database identifier' })

/**
 * An object that refuses properties it does not declare, as request bodies and querystrings are: the
 * validator answers 400 naming the stray field instead of dropping it (plugins/validation).
 */
export function ClosedObject<P extends TProperties>(properties: P, options: TObjectOptions = {}) {
  return Type.Object(properties, { additionalProperties: false, ...options })
}

export const IdParams = ClosedObject({ id: IdSchema })
export type IdParams = Static<typeof IdParams>

export const PagingQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50, description: 'Page size (1-500)' })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0, description: 'Items to skip' })),
}

/** A page of items in a stable order, with the total so clients can page to the end. */
export function PageSchema<T extends TSchema>(item: T, title: string) {
  return Type.Object(
    {
      items: Type.Array(item),
      total: Type.Integer({ minimum: 0 }),
      limit: Type.Integer(),
      offset: Type.Integer(),
    },
    { title },
  )
}

/** A list in which no item stands twice (owners, categories, languages, events), of at most `maxItems`. */
export function SetOf<T extends TSchema>(item: T, maxItems: number, description: string) {
  return Type.Array(item, { maxItems, uniqueItems: true, description })
}

/**
 * A credential's view (which never has its secret) with the secret, by name and description: the schema
 * of the one answer that shows it, the one that creates the credential.
 */
export function WithSecret<P extends TProperties, K extends string>(
  view: TObject<P>,
  secret: Record<K, string>,
  options: TObjectOptions,
) {
  const secrets = Object.fromEntries(
    Object.entries<string>(secret).map(([name, description]) => [name, Type.String({ description })]),
  ) as Record<K, TString>
  return Type.Object({ ...view.properties, ...secrets }, options)
}

/**
 * The schema or null. The options go on the schema itself, not on the union: @fastify/swagger then
 * writes OpenAPI 3.0's `{ type: …, nullable: true }`, which Swagger UI, mock servers and generators
 * read, while Ajv validates the plain JSON Schema `anyOf` with null (docs/decisions.md, OpenAPI).
 */
export function Nullable<T extends TSchema>(schema: T, options: TSchemaOptions = {}) {
  return Type.Union([{ ...schema, ...options } as T, Type.Null()])
}

export const LocalDateString = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'Station-local date, YYYY-MM-DD',
  example: '2027-01-05',
})
export const LocalTimeString = Type.String({
  pattern: '^\\d{2}:\\d{2}:\\d{2}$',
  description: 'Station-local time of day, HH:MM:SS',
  example: '20:00:00',
})
export const LocalDateTimeString = Type.String({
  pattern: LOCAL_DATE_TIME_PATTERN,
  description: 'Station-local wall-clock time, YYYY-MM-DD HH:MM:SS (STATION_TIME_ZONE)',
  example: '2027-01-05 20:00:00',
})
/** A BCP 47 language tag, as shows and the station take it (the service stores it in its canonical case). */
export function LanguageTagString(options: TSchemaOptions = {}) {
  return Type.String({
    minLength: 2,
    maxLength: 35,
    // Primary subtags of 4-8 letters are reserved or unregistered: a language is 2 or 3 letters (ISO 639).
    pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$',
    ...options,
  })
}
export const TimestampString = Type.String({ format: 'date-time', description: 'ISO 8601 instant (UTC)' })

/** `startAt`/`endAt` beside the contract's local strings: the same moment, unambiguous across DST. */
export function OffsetInstantString(what: string) {
  return Type.String({
    format: 'date-time',
    description: `${what} as an ISO 8601 instant with the station's offset at that moment, e.g. 2027-10-31T01:00:00+02:00`,
  })
}
export const StartAt = OffsetInstantString('start')
export const EndAt = OffsetInstantString('end')

/** What `timesOf` (times.ts) writes: the station-local start and end, and the same moments as instants. */
export const Times = { start: LocalDateTimeString, end: LocalDateTimeString, startAt: StartAt, endAt: EndAt }

export const NullableId = Nullable(IdSchema)

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
  { title: 'Error', description: 'The one error shape of every 4xx/5xx answer' },
)
export type ErrorResponse = Static<typeof ErrorResponse>

/** A response schema with its status's own sentence in the document (`x-response-description`). */
export function answer<T extends TSchema>(description: string, schema: T): T {
  return { ...schema, 'x-response-description': description }
}

/** The error answer of a status: what it means here, and the codes it may carry. */
export function errorAnswer(description: string, ...kinds: Array<{ code: string }>) {
  return answer(
    kinds.length === 0 ? description : `${description} (${kinds.map((kind) => kind.code).join(', ')})`,
    ErrorResponse,
  )
}

const cycleWriteForbidden = errorAnswer(
  "The role may not write schedules, the show is not the caller's, or a solution would change a timeslot of a show " +
    'the caller may not change; nothing was changed',
  ERRORS.forbidden,
  ERRORS.showNotOwned,
  ERRORS.solutionForbidden,
)

/** The 409 (collisions to resolve, or an error) and 403 of the writes that run the schedule cycle. */
export function cycleWriteRefusals<C extends TSchema>(description: string, conflict: C) {
  return {
    409: { 'x-response-description': description, anyOf: [conflict, ErrorResponse] },
    403: cycleWriteForbidden,
  }
}

export const errorResponses = {
  400: errorAnswer(
    'The request is invalid: `code` says why and `fields` names each offending part; nothing was changed',
  ),
  404: errorAnswer('Not found: an unknown id or path'),
  500: errorAnswer('Internal Server Error: nothing internal is shown; the log has the request id'),
  503: errorAnswer('The database does not answer; try again after Retry-After seconds', ERRORS.databaseUnavailable),
} as const

/**
 * A window bound: station-local wall-clock time or an ISO 8601 instant with an offset. The format is
 * checked by the service (src/services/query-params.ts), whose message says what is accepted.
 */
function WindowBoundString(description: string, example: string) {
  return Type.String({
    minLength: 1,
    maxLength: 40,
    description:
      `${description}: station-local 'YYYY-MM-DD HH:MM:SS' (STATION_TIME_ZONE) or an ISO 8601 instant with Z or an offset ` +
      '(URL-encode the space as %20 or +, and a + offset as %2B)',
    // One example each (a week of the example schedule): Swagger UI fills it in, and start must be before end.
    examples: [example],
  })
}

/** The `start`/`end` pair of every window query (timeslots, playout, calendar feed). */
export const WindowQuery = {
  start: WindowBoundString('Window start, inclusive', '2027-01-04 00:00:00'),
  end: WindowBoundString(
    'Window end, exclusive; after start and at most MAX_WINDOW_DAYS (default 366) later',
    '2027-01-11 00:00:00',
  ),
}

/** A list of ids in a query string (`param`): `showIds=1&showIds=2`, or comma-separated as `showIds=1,2`. */
export function IdListQuery(what: string, param = 'showIds') {
  return Type.Array(IdSchema, {
    minItems: 1,
    maxItems: 100,
    description: `${what} ids (at most 100): repeat the parameter (${param}=1&${param}=2) or separate them with commas (${param}=1,2)`,
  })
}

/** `updatedSince` of the lists: only resources created or changed at or after this instant. */
export const UpdatedSinceQuery = Type.String({
  format: 'date-time',
  description: 'Only what was created or changed at or after this ISO 8601 instant',
})

/** If-Match on PATCH, PUT and DELETE: the ETag the client last read; 412 when the resource changed since. */
export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({ description: 'The ETag you last read; the change is refused (412) if the resource changed since' }),
  ),
})

/** If-None-Match on GET of a single resource or a list: 304 when the client has this version. */
export const IfNoneMatchHeaders = Type.Object({
  'if-none-match': Type.Optional(
    Type.String({ description: 'The ETag you have; 304 Not Modified when it is still current' }),
  ),
})

export const preconditionResponses = {
  412: errorAnswer(
    'If-Match named an older version: the resource changed since you read it; nothing was changed',
    ERRORS.preconditionFailed,
  ),
} as const

export const notModifiedResponse = {
  304: { description: 'Not Modified: the If-None-Match ETag is current', type: 'null' },
} as const

/**
 * `reason`: why a write moves, cancels or pre-empts broadcasts. A route only declares it: the auth plugin
 * hands it on with the caller and runWrite stores it. A query parameter, so that DELETEs carry it too.
 */
export const ReasonParameter = {
  reason: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 500,
      // One line of text: no control characters, not only spaces.
      pattern: '^[^\\x00-\\x1F\\x7F]*\\S[^\\x00-\\x1F\\x7F]*$',
      description:
        'Extension: why (one line, at most 500 characters), for the hosts whose broadcasts the write moves, cancels or pre-empts: ' +
        'stored in the change log (its `request.reason`) and shown in their notification mails. Required inside the notice period (NOTICE_PERIOD_HOURS).',
      examples: ['The studio is being rewired'],
    }),
  ),
}

/** A write's querystring with `reason` alone; other parameters pass, as they did before it existed. */
export const ReasonQuery = Type.Object(ReasonParameter, { additionalProperties: true })
