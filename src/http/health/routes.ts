import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { AppError, ERRORS } from '../../errors.ts'
import { answer, errorAnswer } from '../common/schemas.ts'

const Status = Type.Object({ status: Type.String() }, { title: 'Status' })

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      config: { permission: 'public' },
      schema: { tags: ['health'], operationId: 'getHealth', summary: 'The process is up', security: [], response: { 200: answer('Up: `{ "status": "ok" }`', Status) } },
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
        response: { 200: answer('Ready: `{ "status": "ready" }`', Status), 503: errorAnswer('The database does not answer within DB_READY_TIMEOUT_MS') },
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
