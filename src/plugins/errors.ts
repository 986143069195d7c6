import type { FastifyError } from 'fastify'
import fp from 'fastify-plugin'
import { STATUS_CODES } from 'node:http'
import { AppError, type FieldProblem } from '../errors.ts'
import type { ErrorResponse } from '../schemas/common.ts'

interface AjvIssue {
  instancePath: string
  keyword: string
  message?: string
  params: Record<string, unknown>
}

/** One JSON error shape for every failure; nothing internal leaks from a 500. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const body = toErrorResponse(error)
      if (body.statusCode >= 500) {
        request.log.error({ err: error, url: request.url, method: request.method }, 'unhandled error')
      }
      return reply.code(body.statusCode).send(body)
    })
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        code: 'ONAIR_ROUTE_NOT_FOUND',
        message: `no route ${request.method} ${request.url.split('?')[0]}`,
      } satisfies ErrorResponse),
    )
  },
  { name: 'errors' },
)

function toErrorResponse(error: FastifyError): ErrorResponse {
  if (error instanceof AppError) {
    return withFields(error.statusCode, error.code, error.message, error.fields)
  }
  if (error.validation) {
    const fields = validationFields(error.validationContext ?? 'request', error.validation as AjvIssue[])
    const message = fields.map((field) => `${field.path} ${field.message}`).join('; ')
    return withFields(400, 'ONAIR_VALIDATION_FAILED', message, fields)
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, wrong content type, body too large) are safe to show.
    return withFields(status, error.code ?? 'ONAIR_BAD_REQUEST', error.message)
  }
  return withFields(500, 'ONAIR_INTERNAL', 'Internal Server Error')
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
  const path = `${context}${issue.instancePath}`
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
