import { renderedJson, sendCached } from '../../plugins/read-cache.ts'
import { getPlayout, startsNow } from '../../services/air/playout.ts'
import { routePlugin } from '../common/routes.ts'
import { PlayoutQuery, PlayoutResponse } from './schemas.ts'
import { toPlayoutView } from './views.ts'

export default routePlugin('playout', async (app, route, zone) => {
  app.get(
    '/api/v1/playout',
    route.read(
      {
        permission: 'playout.read',
        operationId: 'getPlayout',
        summary: 'What to air across a window: each timeslot with its media, and the gaps between them',
        description:
          "mediaId is the timeslot's, else its schedule's defaultMediaId, else its show's defaultMediaId, else null; " +
          '`source` says which. Uncovered stretches of the window (before, between and after timeslots) are gap items. ' +
          '`start=now` starts the window at the clock (to the whole second); `duration` (seconds) may replace `end`.',
      },
      PlayoutQuery,
      'The window, covered by timeslots and gaps',
      PlayoutResponse,
    ),
    // Playout shows every caller the same thing: one cached answer for all.
    async (request, reply) =>
      sendCached(app, request, reply, 'all', async () => {
        const playout = await getPlayout(app.ctx, request.query)
        const rendered = renderedJson(reply, toPlayoutView(playout, zone))
        // start=now moves with the clock: true for the second it was rendered in.
        return startsNow(request.query) ? { ...rendered, ttlMs: playout.window.start + 1000 - app.ctx.now() } : rendered
      }),
  )
})
