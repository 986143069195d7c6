import { getPlayout, startsNow } from '../../services/air/playout.ts'
import { keptForAll } from '../common/kept-reads.ts'
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
    keptForAll<PlayoutQuery>(app, async (query) => {
      const playout = await getPlayout(app.ctx, query)
      // start=now moves with the clock: true for the second it was rendered in.
      return { view: toPlayoutView(playout, zone), until: startsNow(query) ? playout.window.start + 1000 : undefined }
    }),
  )
})
