import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { UnavailableError } from '../errors.ts'
import { ErrorResponse } from '../schemas/common.ts'

const Status = Type.Object({ status: Type.String() })

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], operationId: 'getHealth', summary: 'The process is up', response: { 200: Status } } },
    async () => ({ status: 'ok' }),
  )
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        operationId: 'getReady',
        summary: 'The database answers',
        response: { 200: Status, 503: ErrorResponse },
      },
    },
    async () => {
      try {
        await app.db.withConnection((conn) => conn.query('SELECT 1'))
      } catch {
        throw new UnavailableError('the database does not answer')
      }
      return { status: 'ready' }
    },
  )
}

export default health
