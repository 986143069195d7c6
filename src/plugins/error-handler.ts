import { STATUS_CODES } from 'node:http'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { databaseUnavailableError } from '../db/platform/database-errors.ts'
import { AppError, ERRORS, type FieldProblem } from '../errors.ts'
import { jsonSyntaxProblem, missingWrapper, oneOf, patternAdvice } from '../http/common/error-advice.ts'
import { isEventStreamRequest, sendUnavailableStream } from '../http/common/event-stream.ts'
import type { ErrorResponse } from '../http/common/schemas.ts'
import { methodNotAllowed } from './conventions.ts'

/** How long a client should wait before trying again when the database is unavailable (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5

interface AjvIssue {
  instancePath: string
  keyword: string
  message?: string
  params: Record<string, unknown>
}

/** One JSON error shape for every failure; nothing internal leaks from a 500. */
export default fp(
  async (app) => {
    app.setErrorHandler(sendError)
    // Fastify's own JSON parser, its refusal saying where the text stops being JSON.
    const parseJson = app.getDefaultJsonParser('error', 'error')
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      parseJson(request, body as string, (error, value) => {
        // An empty body keeps Fastify's own answer (FST_ERR_CTP_EMPTY_JSON_BODY).
        const where =
          error === null || (error as { code?: string }).code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? null
            : jsonSyntaxProblem(body as string)
        const forbidden = error === null || where !== null ? null : forbiddenKeyPath(body as string)
        if (forbidden !== null) {
          // Valid JSON that secure-json-parse refuses: a key that would set the object's prototype.
          done(
            new AppError(
              ERRORS.validationFailed,
              `${forbidden.slice(1)} is a key this API refuses (it would replace the object's prototype), and no field of the API has that name: remove it`,
              [
                {
                  path: forbidden.slice(1),
                  message: "is refused: remove it (it would replace the object's prototype)",
                },
              ],
            ),
            undefined,
          )
        } else if (error !== null && where !== null) {
          done(
            Object.assign(new Error(`the body is not valid JSON ${where}`), {
              statusCode: 400,
              code: 'FST_ERR_CTP_INVALID_JSON_BODY',
            }),
            undefined,
          )
        } else done(error, value)
      })
    })
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? ''
      const allowed = app.allowedMethods(path)
      if (allowed.length > 0) {
        reply.header('allow', allowed.join(', '))
        return reply.code(405).send(toErrorResponse(methodNotAllowed(request.method, path, allowed), request))
      }
      return reply
        .code(404)
        .send(toErrorResponse(new AppError(ERRORS.routeNotFound, `no route ${request.method} ${path}`), request))
    })
  },
  { name: 'errors' },
)

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const unavailable = databaseUnavailableError(error)
  const body = toErrorResponse(unavailable ?? error, request)
  // A lost database is the operator's to fix, not a bug: a warning, each time, with its cause.
  if (unavailable) request.log.warn({ err: error, url: request.url, method: request.method }, 'database unavailable')
  // An event stream is accepted and told to come back: a browser's EventSource gives up for good on a 503.
  if (unavailable && isEventStreamRequest(request) && !reply.sent) return sendUnavailableStream(reply)
  else if (body.statusCode >= 500)
    request.log.error({ err: error, url: request.url, method: request.method }, 'unhandled error')
  if (body.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS))
  // RFC 6750 §3: every 401 names the scheme (the auth hook adds error="invalid_token" where it applies).
  if (body.statusCode === 401 && !reply.hasHeader('www-authenticate'))
    reply.header('www-authenticate', 'Bearer realm="onair"')
  return reply.code(body.statusCode).send(body)
}

/** The database is away (the connection refused, lost or timed out): an answer can come later, not a bug. */
export function isDatabaseOutage(error: unknown): boolean {
  return databaseUnavailableError(error) !== undefined
}

/**
 * Fastify's `frameworkErrors` option: the router refuses a broken URL (400) or an over-long path
 * parameter (414) before any route or error handler runs, and would answer in a shape of its own.
 */
export const frameworkErrors = sendError

/**
 * The JSON pointer of the first `__proto__` key, or `constructor` key holding `prototype`, in valid JSON
 * text (JSON.parse keeps such keys as plain data); null when there is none or the text is no JSON.
 */
function forbiddenKeyPath(text: string): string | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  const find = (node: unknown, path: string): string | null => {
    if (node === null || typeof node !== 'object') return null
    for (const key of Object.keys(node)) {
      const inner = (node as Record<string, unknown>)[key]
      const at = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`
      if (key === '__proto__') return at
      if (key === 'constructor' && inner !== null && typeof inner === 'object' && Object.hasOwn(inner, 'prototype'))
        return `${at}/prototype`
      const found = find(inner, at)
      if (found !== null) return found
    }
    return null
  }
  return find(value, '')
}

/**
 * An unknown field at the top of a body that a wrapped object of the same body knows (`dryrun` sent
 * beside `schedule` instead of in it): say where it belongs.
 */
function withPlace(field: FieldProblem, request: FastifyRequest): FieldProblem {
  const m = /^body\/([^/]+)$/.exec(field.path)
  if (m === null || field.message !== 'is not a known field') return field
  const key = m[1] as string
  const body = (request.routeOptions.schema as { body?: JsonObjectSchema } | undefined)?.body
  for (const [name, inner] of Object.entries(body?.properties ?? {})) {
    if (inner.properties !== undefined && Object.hasOwn(inner.properties, key))
      return {
        ...field,
        message: `is not a known field here: it belongs in \`${name}\` ({ "${name}": { …, "${key}": … } })`,
      }
  }
  return field
}

interface JsonObjectSchema {
  properties?: Record<string, JsonObjectSchema>
}

/** Fastify's default body limit, which onair keeps. */
const BODY_LIMIT_BYTES = 1_048_576

/** A validation error names at most this many fields. */
export const MAX_FIELDS_SHOWN = 10

/** The one place an error becomes the API's error body. */
export function toErrorResponse(error: FastifyError | AppError, request: FastifyRequest): ErrorResponse {
  if (error instanceof AppError) {
    const fields = error.fields?.map((field) => ({ ...field, path: locate(field.path, request) }))
    const message =
      fields?.length === 1 && error.message.startsWith(`${error.fields![0]!.path} `)
        ? `${fields[0]!.path}${error.message.slice(error.fields![0]!.path.length)}`
        : error.message
    return withFields(error.statusCode, error.code, message, fields)
  }
  if (error.validation) {
    const all =
      unwrapped(request, error.validationContext, error.validation as AjvIssue[]) ??
      validationFields(error.validationContext ?? 'request', error.validation as AjvIssue[])
    // A few problems are advice; thousands are an answer as large as the body (issue 35).
    const fields = all.slice(0, MAX_FIELDS_SHOWN).map((field) => withPlace(field, request))
    const more = all.length > fields.length ? `; and ${all.length - fields.length} more problems like these` : ''
    const message = fields.map((field) => `${field.path} ${field.message}`).join('; ') + more
    return withFields(400, ERRORS.validationFailed.code, message, fields)
  }
  const status = error.statusCode ?? 500
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const sent = request.headers['content-type'] ?? 'no content type'
    return withFields(
      status,
      error.code,
      `this API takes JSON bodies: send the body as JSON with Content-Type: application/json (not ${sent})`,
      [{ path: 'headers/content-type', message: 'must be application/json' }],
    )
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = request.routeOptions.bodyLimit ?? BODY_LIMIT_BYTES
    return withFields(
      status,
      error.code,
      `the body is larger than the limit of ${limit.toLocaleString('en')} bytes (${binarySize(limit)}, the setting BODY_LIMIT_BYTES): send less at once (split a calendar file into several imports)`,
    )
  }
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, wrong content type, body too large) are safe to show.
    return withFields(status, error.code ?? ERRORS.badRequest.code, error.message)
  }
  return withFields(500, ERRORS.internal.code, 'Internal Server Error')
}

/**
 * Services name an input field by its place in what they were given (`schedule/lastDate`, `start`);
 * the request part it came in is the one whose schema declares its first segment.
 */
function locate(path: string, request: FastifyRequest): string {
  const head = path.split('/')[0] as string
  const schema = request.routeOptions.schema as
    | Record<string, { properties?: Record<string, unknown> } | undefined>
    | undefined
  for (const part of ['params', 'querystring', 'body'] as const) {
    const properties = schema?.[part]?.properties
    if (properties !== undefined && Object.hasOwn(properties, head)) return `${part}/${path}`
  }
  return `body/${path}`
}

/** 1,048,576 → `1 MiB`, 2,048 → `2 KiB`. */
function binarySize(bytes: number): string {
  const [unit, size] = bytes >= 1_048_576 ? ['MiB', 1_048_576] : ['KiB', 1024]
  return `${(bytes / (size as number)).toLocaleString('en', { maximumFractionDigits: 2 })} ${unit}`
}

function withFields(statusCode: number, code: string, message: string, fields?: FieldProblem[]): ErrorResponse {
  const body: ErrorResponse = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', code, message }
  if (fields !== undefined && fields.length > 0) body.fields = fields
  return body
}

function validationFields(context: string, issues: AjvIssue[]): FieldProblem[] {
  const seen = new Set<string>()
  const fields: FieldProblem[] = []
  for (const issue of collapseUnions(issues)) {
    const field = describeIssue(context, issue)
    const key = `${field.path} ${field.message}`
    if (!seen.has(key)) {
      seen.add(key)
      fields.push(field)
    }
  }
  return fields
}

function describeIssue(context: string, issue: AjvIssue): FieldProblem {
  // A query-string list arrives as one parameter (showIds=1,0): name the parameter, not an element of it.
  const instancePath = context === 'querystring' ? issue.instancePath.replace(/\/\d+$/, '') : issue.instancePath
  const path = `${context}${instancePath}`
  switch (issue.keyword) {
    case 'required':
      return { path: `${path}/${String(issue.params.missingProperty)}`, message: 'is required' }
    case 'additionalProperties':
      return { path: `${path}/${String(issue.params.additionalProperty)}`, message: 'is not a known field' }
    case 'enum':
      return { path, message: `must be one of ${(issue.params.allowedValues as unknown[]).map(String).join(', ')}` }
    case 'pattern':
      return { path, message: patternAdvice(issue.params.pattern) ?? issue.message ?? 'is invalid' }
    default:
      return { path, message: issue.message ?? 'is invalid' }
  }
}

/**
 * A body whose wrapper is missing (a schedule's fields sent at the top, without `{ "schedule": … }`)
 * fails as one "is required" and a "not a known field" per field: say it once, with the fix.
 */
function unwrapped(request: FastifyRequest, context: string | undefined, issues: AjvIssue[]): FieldProblem[] | null {
  if (context !== 'body') return null
  const atTop = issues.filter((issue) => issue.instancePath === '')
  const missing = atTop
    .filter((issue) => issue.keyword === 'required')
    .map((issue) => String(issue.params.missingProperty))
  const unknown = atTop
    .filter((issue) => issue.keyword === 'additionalProperties')
    .map((issue) => String(issue.params.additionalProperty))
  const wrapper = missingWrapper(
    (request.routeOptions.schema as { body?: unknown } | undefined)?.body,
    missing,
    unknown,
  )
  if (wrapper === null) return null
  const shown = unknown.length > 3 ? `${unknown.slice(0, 3).join(', ')}, …` : unknown.join(', ')
  return [
    {
      path: `body/${wrapper}`,
      message: `is required: ${shown} go inside it; send { "${wrapper}": { ${unknown.map((key) => `"${key}": …`)[0]}, … } }`,
    },
  ]
}

/** `integer | null` fails as three issues (each branch, then anyOf); say it once: "must be integer or null". */
function collapseUnions(issues: AjvIssue[]): AjvIssue[] {
  const unionPaths = new Set(issues.filter((issue) => issue.keyword === 'anyOf').map((issue) => issue.instancePath))
  const rest = issues.filter((issue) => !unionPaths.has(issue.instancePath))
  for (const path of unionPaths) {
    const branches = issues.filter((issue) => issue.instancePath === path && issue.keyword !== 'anyOf')
    // A choice of values (a solution, or '' for none): name them all instead of "equal to constant".
    if (branches.length > 0 && branches.every((issue) => issue.keyword === 'enum' || issue.keyword === 'const')) {
      const values = branches.flatMap((issue) =>
        issue.keyword === 'enum' ? (issue.params.allowedValues as unknown[]) : [issue.params.allowedValue],
      )
      rest.push({ instancePath: path, keyword: 'anyOf', params: {}, message: oneOf(values) })
      continue
    }
    const wanted = [...new Set(branches.map((issue) => (issue.message ?? '').replace(/^must be /, '')))]
    rest.push({ instancePath: path, keyword: 'anyOf', params: {}, message: `must be ${wanted.join(' or ')}` })
  }
  return rest
}
