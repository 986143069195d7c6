/** The OpenAPI side of a route's permission: its security schemes, a "Needs: …" line, its 401/403/429 answers. */
import type { RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { ERRORS } from '../errors.ts'
import { errorAnswer } from '../http/common/schemas.ts'
import { ROLES } from '../services/access/caller.ts'
import { PERMISSIONS, type Permission } from '../services/access/permissions.ts'

export default fp(
  async (app) => {
    const { access } = app.ctx.config
    app.addHook('onRoute', (route) => {
      const permission = route.config?.permission
      if (permission !== undefined && permission !== 'public')
        document(route, permission, access.publicRead, access.oidc !== null)
    })
  },
  { name: 'permission-docs' },
)

function document(route: RouteOptions, permission: Permission, publicRead: boolean, oidc: boolean): void {
  const schema = route.schema as (Record<string, unknown> & { response?: Record<string, unknown> }) | undefined
  if (schema === undefined || schema.hide === true) return
  const rule = PERMISSIONS[permission]
  const schemes: Array<Record<string, string[]>> = [{ bearer: [] }]
  if (oidc) schemes.push({ oidc: [] })
  // An empty requirement: the operation also answers without credentials.
  schema.security = rule.anonymous === 'publicRead' && publicRead ? [...schemes, {}] : schemes
  const roles = rule.roles.length === ROLES.length ? 'every role' : rule.roles.join(', ')
  const needs = `Needs: ${rule.description} (${roles}${rule.anonymous === 'publicRead' ? '; anonymous too while PUBLIC_READ is on' : ''}).`
  // A GET's HEAD route shares its schema object: the line is added once.
  if (typeof schema.description !== 'string' || !schema.description.includes(needs)) {
    schema.description = [schema.description, needs].filter(Boolean).join('\n\n')
  }
  const responses: Record<string, unknown> = {
    401: errorAnswer(
      'No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer)',
    ),
    429: errorAnswer(
      'Too many failed authentications from this address: retry after Retry-After seconds',
      ERRORS.authRateLimited,
    ),
  }
  if (rule.roles.length < ROLES.length || permission === 'account') {
    responses[403] = errorAnswer(
      "The caller's role may not do this, or the show is not the caller's",
      ERRORS.forbidden,
      ERRORS.showNotOwned,
    )
  }
  schema.response = { ...responses, ...schema.response }
}
