/**
 * Who may call what: the hook authenticates the bearer credential, sets `request.caller`, and checks the
 * route's declared `config.permission` against the role table (401 without a credential, 403 without the
 * role). Whose show it is, is the services' part. Failed authentications are rate limited per address.
 */
import rateLimit from '@fastify/rate-limit'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { CredentialCache } from '../db/access/credential-cache.ts'
import { AppError, ERRORS } from '../errors.ts'
import { authenticateBearer, bearerCredential } from '../services/access/authentication.ts'
import { ANONYMOUS, type Caller } from '../services/access/caller.ts'
import { createOidcVerifier } from '../services/access/oidc.ts'
import { isPermission, mayUse, PERMISSIONS } from '../services/access/permissions.ts'
import { redeemStreamTicket, ticketCallerNow } from '../services/access/stream-tickets.ts'
import { versionsOf } from './read-cache.ts'

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller
    /** Who the credential stands for now (an open stream asks again); 401 once revoked or expired. Null: anonymous. */
    callerNow: (() => Promise<Caller>) | null
  }
  interface FastifyInstance {
    /** Counts a failed authentication of a route's own credential (`/live-access`); 429 once over the limit. */
    countAuthFailure: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
  interface FastifyContextConfig {
    /** An event stream: a browser may authenticate with `?ticket=` (a stream ticket) instead of a header. */
    streamTicket?: boolean
  }
}

const REALM = 'Bearer realm="onair"'

export default fp(
  async (app) => {
    const { access } = app.ctx.config
    const oidc = access.oidc === null ? null : createOidcVerifier(access.oidc)
    const credentials = new CredentialCache()
    app.decorateRequest('caller', null as unknown as Caller)
    app.decorateRequest('callerNow', null)

    // Only failed authentications count, and only they are refused once over the limit: a valid
    // credential always works, so one broken script behind the station's NAT cannot lock out the rest.
    await app.register(rateLimit, { global: false })
    const failures = app.createRateLimit({ max: access.authFailureLimit, timeWindow: 60_000 })
    app.decorate('countAuthFailure', countFailure)

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
      if (header !== undefined) {
        request.caller = await authenticate(request, reply, header)
        const accessVersion = async () => (await app.versions.read()).access
        request.callerNow = () =>
          authenticateBearer(app.ctx, bearerCredential(header), oidc, { credentials, accessVersion })
      } else if (
        request.routeOptions.config.streamTicket === true &&
        typeof (request.query as { ticket?: unknown }).ticket === 'string'
      ) {
        const ticket = (request.query as { ticket: string }).ticket
        const caller = await refusingFailures(request, reply, () =>
          redeemStreamTicket(app.ctx, ticket).catch(whereTicketsAre),
        )
        request.caller = caller
        request.callerNow = () => ticketCallerNow(app.ctx, caller)
      }
      if (!mayUse(request.caller, permission, access.publicRead)) {
        if (request.caller.role === null) {
          throw new AppError(ERRORS.unauthenticated, 'this needs a credential: send "Authorization: Bearer <token>"')
        }
        throw new AppError(
          ERRORS.forbidden,
          `the role ${request.caller.role} may not do this (it needs: ${PERMISSIONS[permission].description})`,
        )
      }
    })

    // A declared and validated `reason` rides with the caller into every write (runWrite stores it).
    app.addHook('preHandler', async (request) => {
      const reason = (request.query as { reason?: unknown } | undefined)?.reason
      const declared = (
        request.routeOptions.schema?.querystring as { properties?: Record<string, unknown> } | undefined
      )?.properties?.reason
      if (typeof reason === 'string' && declared !== undefined)
        request.caller = { ...request.caller, reason: reason.trim() }
    })

    async function authenticate(request: FastifyRequest, reply: FastifyReply, header: string): Promise<Caller> {
      const accessVersion = async () => (await versionsOf(app, request)).access
      return refusingFailures(request, reply, () =>
        authenticateBearer(app.ctx, bearerCredential(header), oidc, { credentials, accessVersion }),
      )
    }

    async function countFailure(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const limit = await failures(request)
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', String(Math.max(1, limit.ttlInSeconds)))
        throw new AppError(
          ERRORS.authRateLimited,
          `too many failed authentications from this address; try again in ${limit.ttlInSeconds} s`,
        )
      }
    }

    /** A refused stream ticket, with where a new one is got: the service names the reason, the edge the route. */
    function whereTicketsAre(error: unknown): never {
      if (error instanceof AppError && error.code === ERRORS.credentialInvalid.code) {
        throw new AppError(
          ERRORS.credentialInvalid,
          `${error.message} (POST /api/v1/stream-tickets with your token)`,
          error.fields,
        )
      }
      throw error
    }

    /** A failed authentication: counted against the address, and answered with WWW-Authenticate. */
    async function refusingFailures(
      request: FastifyRequest,
      reply: FastifyReply,
      authenticating: () => Promise<Caller>,
    ): Promise<Caller> {
      try {
        return await authenticating()
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 401) throw error
        await countFailure(request, reply)
        reply.header(
          'www-authenticate',
          `${REALM}, error="invalid_token", error_description="${error.message.replace(/["\\]/g, '')}"`,
        )
        throw error
      }
    }
  },
  { name: 'auth', dependencies: ['db', 'errors', 'read-cache'] },
)
