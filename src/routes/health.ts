import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { AppError, ERRORS } from '../errors.ts'
import { ErrorResponse } from '../schemas/common.ts'

const Status = Type.Object({ status: Type.String() })

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      config: { permission: 'public' },
      schema: { tags: ['health'], operationId: 'getHealth', summary: 'The process is up', response: { 200: Status } },
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
        response: { 200: Status, 503: ErrorResponse },
      },
    },
    async () => {
      // ping() gives up after DB_READY_TIMEOUT_MS: a partitioned database must not hang the probe.
      try {
        await app.db.ping()
      } catch {
        throw new AppError(ERRORS.unavailable, 'the database does not answer')
      }
      return { status: 'ready' }
    },
  )
}

export default health
