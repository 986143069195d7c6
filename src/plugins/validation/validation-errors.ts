/** Ajv's validation issues as the API's field problems: one per problem, with the fix where one is known. */
import type { FastifyRequest } from 'fastify'
import type { FieldProblem } from '../../errors.ts'
import { missingWrapper, oneOf, patternAdvice } from '../../http/common/error-advice.ts'

export interface AjvIssue {
  instancePath: string
  keyword: string
  message?: string
  params: Record<string, unknown>
}

export const MAX_FIELDS_SHOWN = 10

/** The fields and message of a 400 for Ajv's issues with one part (`context`) of the request. */
export function validationProblem(
  request: FastifyRequest,
  context: string | undefined,
  issues: AjvIssue[],
): { message: string; fields: FieldProblem[] } {
  const all = unwrapped(request, context, issues) ?? validationFields(context ?? 'request', issues)
  // A few problems are advice; thousands are an answer as large as the body (issue 35).
  const fields = all.slice(0, MAX_FIELDS_SHOWN).map((field) => withPlace(field, request))
  const more = all.length > fields.length ? `; and ${all.length - fields.length} more problems like these` : ''
  return { message: fields.map((field) => `${field.path} ${field.message}`).join('; ') + more, fields }
}

/** An unknown top-level field that a wrapped object knows (`dryrun` beside `schedule`): say where it belongs. */
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

/** A body without its wrapper (`{ "schedule": … }`) fails once per field: say it once, with the fix. */
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
