import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ERRORS } from '../../errors.ts'
import { RETRY_AFTER_SECONDS } from '../../plugins/error-handler.ts'
import { answer, errorAnswer } from '../common/schemas.ts'

const Status = Type.Object({ status: Type.String() }, { title: 'Status' })

const health: FastifyPluginAsyncTypebox = async (app) => {
  // Whether the last probe found the database answering.
  let ready = true
  app.get(
    '/health',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        summary: 'The process is up',
        security: [],
        response: { 200: answer('Up: `{ "status": "ok" }`', Status) },
      },
    },
    async () => ({ status: 'ok' }),
  )
  app.get(
    '/ready',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['health'],
        operationId: 'getReady',
        summary: 'The database answers',
        security: [],
        response: {
          200: answer('Ready: `{ "status": "ready" }`', Status),
          503: errorAnswer('The database does not answer within DB_READY_TIMEOUT_MS'),
        },
      },
    },
    async (request, reply) => {
      // ping() gives up after DB_READY_TIMEOUT_MS: a partitioned database must not hang the probe.
      try {
        await app.db.ping()
      } catch (err) {
        // A probe asks every few seconds: the outage is logged when it starts, not on every probe.
        if (ready) request.log.warn({ err }, 'not ready: the database does not answer')
        ready = false
        reply.header('retry-after', String(RETRY_AFTER_SECONDS))
        return reply.code(503).send({
          statusCode: 503,
          error: 'Service Unavailable',
          code: ERRORS.unavailable.code,
          message: 'the database does not answer',
        })
      }
      if (!ready) request.log.info('ready again: the database answers')
      ready = true
      return { status: 'ready' }
    },
  )
}

export default health
