import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { STATUS_CODES } from 'node:http'
import { databaseUnavailableError, RETRY_AFTER_SECONDS } from '../db/errors.ts'
import { AppError, ERRORS, type FieldProblem } from '../errors.ts'
import { methodNotAllowed } from './conventions.ts'
import type { ErrorResponse } from '../http/common/schemas.ts'

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
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? ''
      const allowed = app.allowedMethods(path)
      if (allowed.length > 0) {
        reply.header('allow', allowed.join(', '))
        return reply.code(405).send(toErrorResponse(methodNotAllowed(request.method, path, allowed), request))
      }
      return reply.code(404).send(toErrorResponse(new AppError(ERRORS.routeNotFound, `no route ${request.method} ${path}`), request))
    })
  },
  { name: 'errors' },
)

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const unavailable = databaseUnavailableError(error)
  const body = toErrorResponse(unavailable ?? error, request)
  // A lost database is the operator's to fix, not a bug: a warning, each time, with its cause.
  if (unavailable) request.log.warn({ err: error, url: request.url, method: request.method }, 'database unavailable')
  else if (body.statusCode >= 500) request.log.error({ err: error, url: request.url, method: request.method }, 'unhandled error')
  if (body.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS))
  // RFC 6750 §3: every 401 names the scheme (the auth hook adds error="invalid_token" where it applies).
  if (body.statusCode === 401 && !reply.hasHeader('www-authenticate')) reply.header('www-authenticate', 'Bearer realm="onair"')
  return reply.code(body.statusCode).send(body)
}

/**
 * Fastify's `frameworkErrors` option: the router refuses a broken URL (400) or an over-long path
 * parameter (414) before any route or error handler runs, and would answer in a shape of its own.
 */
export const frameworkErrors = sendError

/** The one place an error becomes the API's error body. */
export function toErrorResponse(error: FastifyError | AppError, request: FastifyRequest): ErrorResponse {
  if (error instanceof AppError) {
    const fields = error.fields?.map((field) => ({ ...field, path: locate(field.path, request) }))
    const message = fields?.length === 1 && error.message.startsWith(`${error.fields![0]!.path} `)
      ? `${fields[0]!.path}${error.message.slice(error.fields![0]!.path.length)}`
      : error.message
    return withFields(error.statusCode, error.code, message, fields)
  }
  if (error.validation) {
    const fields = validationFields(error.validationContext ?? 'request', error.validation as AjvIssue[])
    const message = fields.map((field) => `${field.path} ${field.message}`).join('; ')
    return withFields(400, ERRORS.validationFailed.code, message, fields)
  }
  const status = error.statusCode ?? 500
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
  const schema = request.routeOptions.schema as Record<string, { properties?: Record<string, unknown> } | undefined> | undefined
  for (const part of ['params', 'querystring', 'body'] as const) {
    if (schema?.[part]?.properties?.[head] !== undefined) return `${part}/${path}`
  }
  return `body/${path}`
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
    default:
      return { path, message: issue.message ?? 'is invalid' }
  }
}

/** `integer | null` fails as three issues (each branch, then anyOf); say it once: "must be integer or null". */
function collapseUnions(issues: AjvIssue[]): AjvIssue[] {
  const unionPaths = new Set(issues.filter((issue) => issue.keyword === 'anyOf').map((issue) => issue.instancePath))
  const rest = issues.filter((issue) => !unionPaths.has(issue.instancePath))
  for (const path of unionPaths) {
    const branches = issues.filter((issue) => issue.instancePath === path && issue.keyword !== 'anyOf')
    const wanted = [...new Set(branches.map((issue) => (issue.message ?? '').replace(/^must be /, '')))]
    rest.push({ instancePath: path, keyword: 'anyOf', params: {}, message: `must be ${wanted.join(' or ')}` })
  }
  return rest
}
