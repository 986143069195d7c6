/**
 * The one place that decides who may call what. Every route declares the permission it needs next
 * to its schema (`config: { permission: 'schedules.write' }`); this plugin's hook authenticates the
 * bearer credential, sets `request.caller`, and checks the declared permission against the role
 * table (src/services/permissions.ts): 401 without a usable credential, 403 without the role.
 * Whose show it is, is the services' part. Failed authentications are rate limited per address.
 */
import rateLimit from '@fastify/rate-limit'
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { AppError, ERRORS } from '../errors.ts'
import { errorAnswer } from '../schemas/common.ts'
import { authenticateBearer, bearerCredential } from '../services/authentication.ts'
import { CredentialCache } from '../services/credential-cache.ts'
import { versionsOf } from './read-cache.ts'
import { ANONYMOUS, ROLES, type Caller } from '../services/caller.ts'
import { createOidcVerifier } from '../services/oidc.ts'
import { isPermission, mayUse, PERMISSIONS, type Permission } from '../services/permissions.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking; services receive it. */
    caller: Caller
  }
  interface FastifyContextConfig {
    /** What the route needs; a route without one refuses everyone (403). */
    permission?: Permission
  }
  interface FastifyInstance {
    /** Every route with the permission it declared (undefined: none), as registered. */
    accessRoutes: RouteAccess[]
  }
}

export interface RouteAccess {
  readonly method: string
  readonly url: string
  readonly permission: Permission | undefined
}

const REALM = 'Bearer realm="onair"'

export default fp(
  async (app) => {
    const { access } = app.ctx.config
    const oidc = access.oidc === null ? null : createOidcVerifier(access.oidc)
    const routes: RouteAccess[] = []
    const credentials = new CredentialCache()
    app.decorate('accessRoutes', routes)
    app.decorateRequest('caller', null as unknown as Caller)

    // Only failed authentications count, and only they are refused once over the limit: a valid
    // credential always works, so one broken script behind the station's NAT cannot lock out the rest.
    await app.register(rateLimit, { global: false })
    const failures = app.createRateLimit({ max: access.authFailureLimit, timeWindow: 60_000 })

    app.addHook('onRoute', (route) => {
      // Read when asked: a plugin's own scope may still declare the permission after this hook (Swagger UI's).
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, get permission() { return route.config?.permission } })
      }
      const permission = route.config?.permission
      if (permission !== undefined && permission !== 'public') document(route, permission, access.publicRead, oidc !== null)
    })

    app.addHook('onRequest', async (request, reply) => {
      request.caller = ANONYMOUS
      // Unknown routes answer 404 whoever asks.
      if (request.is404) return
      const permission = request.routeOptions.config.permission
      if (!isPermission(permission)) {
        request.log.error({ url: request.routeOptions.url }, 'route declares no permission: refused')
        throw new AppError(ERRORS.forbidden, 'this route declares no permission, so nobody may call it')
      }
      if (permission === 'public') return
      const header = request.headers.authorization
      if (header !== undefined) request.caller = await authenticate(request, reply, header)
      if (!mayUse(request.caller, permission, access.publicRead)) {
        if (request.caller.role === null) {
          throw new AppError(ERRORS.unauthenticated, 'this needs a credential: send "Authorization: Bearer <token>"')
        }
        throw new AppError(ERRORS.forbidden, `the role ${request.caller.role} may not do this (it needs: ${PERMISSIONS[permission].description})`)
      }
    })

    async function authenticate(request: FastifyRequest, reply: FastifyReply, header: string): Promise<Caller> {
      try {
        const accessVersion = async () => (await versionsOf(app, request)).access
        return await authenticateBearer(app.ctx, bearerCredential(header), oidc, { credentials, accessVersion })
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 401) throw error
        const limit = await failures(request)
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', String(Math.max(1, limit.ttlInSeconds)))
          throw new AppError(ERRORS.authRateLimited, `too many failed authentications from this address; try again in ${limit.ttlInSeconds} s`)
        }
        reply.header('www-authenticate', `${REALM}, error="invalid_token", error_description="${error.message.replace(/["\\]/g, '')}"`)
        throw error
      }
    }
  },
  { name: 'auth', dependencies: ['db', 'errors', 'read-cache'] },
)

/** The OpenAPI side of a permission: the security schemes that satisfy it and its 401/403 answers. */
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
    401: errorAnswer('No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer)'),
    429: errorAnswer('Too many failed authentications from this address: retry after Retry-After seconds', ERRORS.authRateLimited),
  }
  if (rule.roles.length < ROLES.length || permission === 'account') {
    responses[403] = errorAnswer("The caller's role may not do this, or the show is not the caller's", ERRORS.forbidden, ERRORS.showNotOwned)
  }
  schema.response = { ...responses, ...schema.response }
}
