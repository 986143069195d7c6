/**
 * Idempotency-Key on POST (routes opt in with `config: { idempotent: true }`): a retried request with
 * the same key gets the first answer again instead of creating twice; the same key with another body
 * is a 422. Keys belong to the caller, live 24 hours, and are shared by every instance on the database.
 */
import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import * as idempotencyDb from '../db/idempotency.ts'
import { AppError, ERRORS } from '../errors.ts'
import { errorAnswer } from '../http/common/schemas.ts'
import { withBeforeCommit } from '../services/write.ts'

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

    // Answers a keyed write keeps are stored in the write's own transaction (answerOnce); these are
    // the others: refusals and conflicts, which wrote nothing, so storing them late is safe.
    app.addHook('onSend', async (request, reply, payload) => {
      const claimed = request.idempotencyKey
      if (claimed === null) return payload
      request.idempotencyKey = null
      // A failure on our side wrote nothing, or it committed together with the key's answer (which the
      // release then leaves alone): either way a retry does the right thing.
      if (typeof payload !== 'string' || reply.statusCode >= 500) {
        await idempotencyDb.release(app.db.client, claimed.caller, claimed.key).catch((err: unknown) => {
          // The database is gone: the key stays claimed until it is stale, and nothing of it was committed.
          request.log.warn({ err }, 'could not release an Idempotency-Key after a failure')
        })
        return payload
      }
      await idempotencyDb.complete(app.db.client, claimed.caller, claimed.key, { status: reply.statusCode, headers: keptHeaders(reply), body: payload })
      return payload
    })

    // A request that ends without an answer (the client went away mid-way) gives its key up.
    app.addHook('onResponse', async (request) => {
      if (request.idempotencyKey !== null) await idempotencyDb.release(app.db.client, request.idempotencyKey.caller, request.idempotencyKey.key)
    })
  },
  { name: 'idempotency', dependencies: ['db'] },
)

function keptHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name)
    if (value !== undefined) headers[name] = String(value)
  }
  return headers
}

/** An answer a write route sends: status, headers and the view its response schema serializes. */
export interface WriteAnswer {
  status: number
  headers?: Record<string, string>
  body: unknown
  /** The body is plain JSON already, written with JSON.stringify instead of the schema's serializer. */
  plainJson?: boolean
}

/**
 * Sends what `render` makes of a write's result. With an Idempotency-Key the answer is rendered and
 * stored in the write's own transaction: when the write commits, so does the key's answer, and a
 * retry after a lost acknowledgement (the connection dropped after COMMIT) replays it instead of
 * writing again. `render` gets what the write answers (`WriteAction.answer`, else its result).
 */
export async function answerOnce<T>(request: FastifyRequest, reply: FastifyReply, write: () => Promise<T>, render: (written: T) => WriteAnswer): Promise<FastifyReply> {
  const claimed = request.idempotencyKey
  if (claimed === null) {
    const written = await write()
    return sendAnswer(reply, render(written))
  }
  let kept: { status: number; headers: Record<string, string>; body: string } | null = null
  await withBeforeCommit(async (tx, written) => {
    if (written === null || written === undefined) return
    const answer = render(written as T)
    reply.code(answer.status)
    // The route's serializer for that status: the bytes the first answer and every replay send.
    const body = answer.plainJson === true ? JSON.stringify(answer.body) : (reply.serialize(answer.body) as string)
    kept = { status: answer.status, headers: { ...answer.headers, 'content-type': 'application/json; charset=utf-8' }, body }
    await idempotencyDb.complete(tx, claimed.caller, claimed.key, kept)
  }, write)
  if (kept === null) throw new Error('a keyed write committed without its answer')
  const answer: { status: number; headers: Record<string, string>; body: string } = kept
  request.idempotencyKey = null
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value)
  return reply.code(answer.status).send(answer.body)
}

/** Sends an answer as it is, without a key. */
export function sendAnswer(reply: FastifyReply, answer: WriteAnswer): FastifyReply {
  for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value)
  if (answer.plainJson === true) reply.type('application/json; charset=utf-8').serializer(JSON.stringify)
  return reply.code(answer.status).send(answer.body)
}
