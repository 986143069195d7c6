import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { renderedJson, sendCached } from '../../plugins/read-cache.ts'
import { answer, errorResponses, IfNoneMatchHeaders, notModifiedResponse } from '../../schemas/common.ts'
import { airClock, DEFAULT_NEXT_COUNT, getNowNext } from '../../services/air.ts'
import { NowNextQuery, NowNextSchema } from './schemas.ts'
import { toNowNextView } from './views.ts'

const tags = ['air']

const air: FastifyPluginAsyncTypebox = async (app) => {
  const zone = app.ctx.config.stationTimeZone

  app.get(
    '/api/v1/air/now-next',
    {
      config: { permission: 'programme.read' },
      schema: {
        tags,
        operationId: 'getNowNext',
        summary: 'What is on air now and the next timeslots, each with the media playout would air; gaps explicit',
        description:
          'One read for automation: the current timeslot (or the gap the station is in), the seconds until it ends, and the ' +
          'next `count` timeslots with a gap item wherever they do not touch. mediaId and source are exactly what ' +
          'GET /api/v1/playout answers for the same timeslot. Answers are to the whole second and kept for that second.',
        querystring: NowNextQuery,
        headers: IfNoneMatchHeaders,
        response: { 200: answer('Now and next', NowNextSchema), ...notModifiedResponse, ...errorResponses },
      },
    },
    // No memos or other caller-dependent fields: one kept answer for every caller.
    async (request, reply) =>
      sendCached(app, request, reply, 'all', async () => {
        const at = airClock(app.ctx)
        const view = toNowNextView(await getNowNext(app.ctx, request.query.count ?? DEFAULT_NEXT_COUNT, at), zone)
        // secondsLeft is true for this second only.
        return { ...renderedJson(reply, view), ttlMs: at + 1000 - app.ctx.now() }
      }),
  )
}

export default air
