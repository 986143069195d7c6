/**
 * Idempotency-Key on POST (routes opt in with `config: { idempotent: true }`): a retried request with
 * the same key gets the first answer again instead of creating twice; the same key with another body
 * is a 422. Keys belong to the caller, live 24 hours, and are shared by every instance on the database.
 */
import { createHash } from 'node:crypto'
import fp from 'fastify-plugin'
import * as idempotencyDb from '../db/idempotency.ts'
import { AppError, ERRORS } from '../errors.ts'
import { errorAnswer, type ErrorResponse } from '../http/common/schemas.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** POST routes whose answers an Idempotency-Key replays. */
    idempotent?: boolean
  }
  interface FastifyRequest {
    /** The key this request claimed, until its answer is stored. */
    idempotencyKey: { caller: string; key: string } | null
  }
}

const KEY = /^[\x21-\x7e]{1,200}$/
// The headers of the first answer that a replay repeats.
const KEPT_HEADERS = ['content-type', 'location', 'etag'] as const

export default fp(
  async (app) => {
    app.decorateRequest('idempotencyKey', null)

    // The OpenAPI side: the header and the two answers it adds.
    app.addHook('onRoute', (route) => {
      if (!route.config?.idempotent || route.schema === undefined) return
      const schema = route.schema as { headers?: { type?: string; properties?: Record<string, unknown> }; response?: Record<string, unknown> }
      schema.headers = {
        type: 'object',
        ...schema.headers,
        properties: {
          ...schema.headers?.properties,
          'idempotency-key': {
            type: 'string',
            minLength: 1,
            maxLength: 200,
            description: 'Send the same key again (within 24 hours) and get the first answer again instead of a second write',
          },
        },
      }
      schema.response = {
        ...schema.response,
        422: errorAnswer('The Idempotency-Key was used with another request', ERRORS.idempotencyKeyReused),
      }
    })

    app.addHook('preHandler', async (request, reply) => {
      const header = request.headers['idempotency-key']
      if (!request.routeOptions.config.idempotent || header === undefined) return
      if (typeof header !== 'string' || !KEY.test(header)) {
        throw new AppError(ERRORS.validationFailed, 'Idempotency-Key must be 1 to 200 visible ASCII characters', [
          { path: 'headers/idempotency-key', message: 'must be 1 to 200 visible ASCII characters' },
        ])
      }
      const caller = request.caller.userId === null ? request.caller.via : `user:${request.caller.userId}`
      const hash = createHash('sha256').update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`).digest('hex')
      const client = app.db.client
      if (await idempotencyDb.claim(client, caller, header, hash)) {
        request.idempotencyKey = { caller, key: header }
        return
      }
      const stored = await idempotencyDb.find(client, caller, header)
      if (stored === null || stored.requestHash !== hash) {
        throw new AppError(ERRORS.idempotencyKeyReused, 'this Idempotency-Key was used with another request in the last 24 hours; use a new key')
      }
      if (stored.status === null) {
        reply.header('retry-after', '1')
        throw new AppError(ERRORS.idempotencyKeyInFlight, 'a request with this Idempotency-Key is still running; retry in a moment')
      }
      reply.header('idempotent-replayed', 'true')
      for (const [name, value] of Object.entries(stored.headers)) reply.header(name, value)
      return reply.code(stored.status).send(stored.body)
    })

    app.addHook('onSend', async (request, reply, payload) => {
      const claimed = request.idempotencyKey
      if (claimed === null) return payload
      request.idempotencyKey = null
      if (typeof payload !== 'string') {
        await idempotencyDb.release(app.db.client, claimed.caller, claimed.key)
        return payload
      }
      // A failure on our side may come after the write committed (a connection lost during COMMIT): running
      // the request again could write twice. The key's answer is then a 409 that says so, for good.
      if (reply.statusCode >= 500) {
        await idempotencyDb.complete(app.db.client, claimed.caller, claimed.key, failedAnswer(reply.statusCode, payload)).catch((err: unknown) => {
          // The database is gone: the key stays claimed, and a retry waits until the claim is stale.
          request.log.warn({ err }, 'could not record the failure of an Idempotency-Key request')
        })
        return payload
      }
      const headers: Record<string, string> = {}
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name)
        if (value !== undefined) headers[name] = String(value)
      }
      await idempotencyDb.complete(app.db.client, claimed.caller, claimed.key, { status: reply.statusCode, headers, body: payload })
      return payload
    })

    // A request that ends without an answer (the client went away mid-way) gives its key up.
    app.addHook('onResponse', async (request) => {
      if (request.idempotencyKey !== null) await idempotencyDb.release(app.db.client, request.idempotencyKey.caller, request.idempotencyKey.key)
    })
  },
  { name: 'idempotency', dependencies: ['db'] },
)

/** What a key answers after its first request failed on our side: whether it was carried out is unknown. */
function failedAnswer(status: number, payload: string): { status: number; headers: Record<string, string>; body: string } {
  const code = (() => {
    try {
      return String((JSON.parse(payload) as { code?: unknown }).code ?? '')
    } catch {
      return ''
    }
  })()
  const body: ErrorResponse = {
    statusCode: ERRORS.idempotencyKeyFailed.status,
    error: 'Conflict',
    code: ERRORS.idempotencyKeyFailed.code,
    message:
      `the first request with this Idempotency-Key failed (${status}${code === '' ? '' : ` ${code}`}) and may or may not have ` +
      'been carried out: look (GET it, or the change log), then send it again with a new key',
  }
  return { status: body.statusCode, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) }
}

