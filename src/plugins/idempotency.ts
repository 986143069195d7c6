/**
 * Idempotency-Key on POST (`config: { idempotent: true }`): a retry gets the first answer again, the same key
 * with another body a 422. Keys belong to the caller, live 24 hours, and are shared by every instance.
 */
import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import * as idempotencyDb from '../db/idempotency.ts'
import { AppError, ERRORS } from '../errors.ts'
import { errorAnswer } from '../http/common/schemas.ts'
import type { KeyedAnswer } from '../services/write.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotent?: boolean
  }
  interface FastifyRequest {
    /** The key this request claimed, until its answer is stored. */
    idempotencyKey: { caller: string; key: string; hash: string } | null
    /** The route answered through answerOnce. */
    answeredOnce: boolean
  }
}

const KEY = /^[\x21-\x7e]{1,200}$/
const KEPT_HEADERS = ['content-type', 'location', 'etag'] as const

export default fp(
  async (app) => {
    app.decorateRequest('idempotencyKey', null)
    app.decorateRequest('answeredOnce', false)

    // The OpenAPI side: the header and the two answers it adds.
    app.addHook('onRoute', (route) => {
      if (!route.config?.idempotent || route.schema === undefined) return
      const schema = route.schema as {
        headers?: { type?: string; properties?: Record<string, unknown> }
        response?: Record<string, unknown>
      }
      schema.headers = {
        type: 'object',
        ...schema.headers,
        properties: {
          ...schema.headers?.properties,
          'idempotency-key': {
            type: 'string',
            minLength: 1,
            maxLength: 200,
            description:
              'Send the same key again (within 24 hours) and get the first answer again instead of a second write',
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
      const hash = createHash('sha256')
        .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
        .digest('hex')
      const stored = await idempotencyDb.find(app.db.client, caller, header)
      // Not used yet (or still running on another connection): the write claims it in its transaction.
      if (stored === null) request.idempotencyKey = { caller, key: header, hash }
      else return replay(reply, stored, hash)
    })

    // Every idempotent route answers through answerOnce, so that a keyed answer is kept in its write:
    // one that answers another way fails every test that writes through it.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.routeOptions.config.idempotent && reply.statusCode < 400 && !request.answeredOnce) {
        throw new Error(
          `${request.method} ${request.routeOptions.url} declares idempotent: true but does not answer through answerOnce`,
        )
      }
      return payload
    })

    // Writes keep their answers in their own transaction (answerOnce); these are refusals, which wrote
    // nothing, so storing them now is safe. A 5xx keeps nothing: its transaction rolled back with the claim.
    app.addHook('onSend', async (request, reply, payload) => {
      const claimed = request.idempotencyKey
      if (claimed === null) return payload
      request.idempotencyKey = null
      if (typeof payload !== 'string' || reply.statusCode >= 500) return payload
      await idempotencyDb.claim(app.db.client, claimed.caller, claimed.key, claimed.hash, {
        status: reply.statusCode,
        headers: keptHeaders(reply),
        body: payload,
      })
      return payload
    })
  },
  { name: 'idempotency', dependencies: ['db'] },
)

/** The stored answer again, or why there is none to give. */
function replay(reply: FastifyReply, stored: idempotencyDb.StoredAnswer, hash: string): FastifyReply {
  if (stored.requestHash !== hash) {
    throw new AppError(
      ERRORS.idempotencyKeyReused,
      'this Idempotency-Key was used with another request in the last 24 hours; use a new key',
    )
  }
  if (stored.status === null) throw keyInFlight(reply)
  reply.request.answeredOnce = true
  reply.header('idempotent-replayed', 'true')
  for (const [name, value] of Object.entries(stored.headers)) reply.header(name, value)
  return reply.code(stored.status).send(stored.body)
}

function keyInFlight(reply: FastifyReply): AppError {
  reply.header('retry-after', '1')
  return new AppError(
    ERRORS.idempotencyKeyInFlight,
    'a request with this Idempotency-Key is still running; retry in a moment',
  )
}

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

// The key's answer was committed by another request after this one looked: that answer is replayed.
class KeyAnswered extends Error {}

/**
 * How an idempotent route answers: `write` runs the use case with the request's key, `render` makes its
 * answer. With a key, the claim and the rendered answer are stored in the write's own transaction: they
 * commit together, so a retry after a lost acknowledgement replays it instead of writing again.
 */
export async function answerOnce<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  write: (keyed: KeyedAnswer | undefined) => Promise<T>,
  render: (written: T) => WriteAnswer,
): Promise<FastifyReply> {
  request.answeredOnce = true
  const claimed = request.idempotencyKey
  if (claimed === null) return sendAnswer(reply, render(await write(undefined)))
  let kept: idempotencyDb.Answer | null = null
  const keyed: KeyedAnswer = {
    async claim(tx) {
      if (!(await idempotencyDb.lockKey(tx, claimed.caller, claimed.key))) {
        request.idempotencyKey = null
        throw keyInFlight(reply)
      }
      if (!(await idempotencyDb.claim(tx, claimed.caller, claimed.key, claimed.hash))) throw new KeyAnswered()
    },
    async keep(tx, written) {
      // Nothing to keep (the use case refuses after its write): the key stays free, as after a refusal.
      if (written === null || written === undefined) return idempotencyDb.release(tx, claimed.caller, claimed.key)
      const answer = render(written as T)
      reply.code(answer.status)
      // The route's serializer for that status: the bytes the first answer and every replay send.
      const body = answer.plainJson === true ? JSON.stringify(answer.body) : (reply.serialize(answer.body) as string)
      kept = {
        status: answer.status,
        headers: { ...answer.headers, 'content-type': 'application/json; charset=utf-8' },
        body,
      }
      await idempotencyDb.complete(tx, claimed.caller, claimed.key, kept)
    },
  }
  try {
    await write(keyed)
  } catch (error) {
    if (!(error instanceof KeyAnswered)) throw error
    request.idempotencyKey = null
    const stored = await idempotencyDb.find(request.server.db.client, claimed.caller, claimed.key)
    if (stored === null) throw keyInFlight(reply)
    return replay(reply, stored, claimed.hash)
  }
  if (kept === null) throw new Error('a keyed write committed without its answer')
  const answer: idempotencyDb.Answer = kept
  request.idempotencyKey = null
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value)
  return reply.code(answer.status).send(answer.body)
}

export function sendAnswer(reply: FastifyReply, answer: WriteAnswer): FastifyReply {
  for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value)
  if (answer.plainJson === true) reply.type('application/json; charset=utf-8').serializer(JSON.stringify)
  return reply.code(answer.status).send(answer.body)
}
