import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { renderedJson, sendCached } from '../../plugins/read-cache.ts'
import { answer, errorResponses, IfNoneMatchHeaders, notModifiedResponse } from '../common/schemas.ts'
import { PlayoutQuery, PlayoutResponse } from './schemas.ts'
import { getPlayout } from '../../services/playout.ts'
import { toPlayoutView } from './views.ts'

const playout: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/playout',
    {
      config: { permission: 'playout.read' },
      schema: {
        tags: ['playout'],
        operationId: 'getPlayout',
        summary: 'What to air across a window: each timeslot with its media, and the gaps between them',
        description:
          "mediaId is the timeslot's, else its schedule's defaultMediaId, else its show's defaultMediaId, else null; " +
          '`source` says which. Uncovered stretches of the window (before, between and after timeslots) are gap items.',
        querystring: PlayoutQuery,
        headers: IfNoneMatchHeaders,
        response: { 200: answer('The window, covered by timeslots and gaps', PlayoutResponse), ...notModifiedResponse, ...errorResponses },
      },
    },
    // Playout shows every caller the same thing: one cached answer for all.
    async (request, reply) =>
      sendCached(app, request, reply, 'all', async () =>
        renderedJson(reply, toPlayoutView(await getPlayout(app.ctx, request.query), app.ctx.config.stationTimeZone)),
      ),
  )
}

export default playout
