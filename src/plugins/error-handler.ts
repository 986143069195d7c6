import { STATUS_CODES } from 'node:http'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { databaseUnavailableError } from '../db/platform/database-errors.ts'
import { AppError, ERRORS, type FieldProblem } from '../errors.ts'
import { isEventStreamRequest, sendUnavailableStream } from '../http/common/event-stream.ts'
import type { ErrorResponse } from '../http/common/schemas.ts'
import { methodNotAllowed } from './conventions.ts'
import { parseJsonBodies } from './validation/json-body.ts'
import { type AjvIssue, validationProblem } from './validation/validation-errors.ts'

/** How long a client should wait before trying again when the database is unavailable (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5

/** One JSON error shape for every failure; nothing internal leaks from a 500. */
export default fp(
  async (app) => {
    app.setErrorHandler(sendError)
    parseJsonBodies(app)
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

/** Fastify's `frameworkErrors`: the router's 400/414, refused before any handler, answered in our shape. */
export const frameworkErrors = sendError

const BODY_LIMIT_BYTES = 1_048_576

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
    const { message, fields } = validationProblem(request, error.validationContext, error.validation as AjvIssue[])
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

/** A service's field path (`schedule/lastDate`) prefixed with the request part whose schema declares it. */
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
