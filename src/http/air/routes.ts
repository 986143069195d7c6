import type { Static } from 'typebox'
import type { AirEvent } from '../../domain/air/now-next.ts'
import {
  airClock,
  countMissedBoundaries,
  DEFAULT_NEXT_COUNT,
  getNowNext,
  getProgrammeHealth,
} from '../../services/air/on-air.ts'
import { parseAirEventId } from '../../services/workers/air-events.ts'
import { type EventStream, eventStreams, lastEventId, sendEventStreamHead } from '../common/event-stream.ts'
import { keptForAll } from '../common/kept-reads.ts'
import { routePlugin } from '../common/routes.ts'
import { AirStreamQuery, HealthQuery, NowNextQuery, NowNextSchema, ProgrammeHealthSchema } from './schemas.ts'
import { toAirEventData, toAirStateData, toHealthView, toNowNextView } from './views.ts'

export default routePlugin('air', async (app, route, zone) => {
  app.get(
    '/api/v1/air/now-next',
    route.read(
      {
        permission: 'programme.read',
        operationId: 'getNowNext',
        summary: 'What is on air now and the next timeslots, each with the media playout would air; gaps explicit',
        description:
          'One read for automation: the current timeslot (or the gap the station is in), the seconds until it ends, and the ' +
          'next `count` timeslots with a gap item wherever they do not touch. mediaId and source are exactly what ' +
          'GET /api/v1/playout answers for the same timeslot. Answers are to the whole second and kept for that second.',
      },
      NowNextQuery,
      'Now and next',
      NowNextSchema,
    ),
    keptForAll<NowNextQuery>(app, async (query) => {
      const at = airClock(app.ctx)
      // secondsLeft is true for this second only.
      return {
        view: toNowNextView(await getNowNext(app.ctx, query.count ?? DEFAULT_NEXT_COUNT, at), zone),
        until: at + 1000,
      }
    }),
  )

  app.get(
    '/api/v1/air/health',
    route.read(
      {
        permission: 'playout.read',
        operationId: 'getProgrammeHealth',
        summary: 'Dead air ahead: every gap and every timeslot with no media from now to `days` days on',
        description:
          'A timeslot counts as without media when playout would air nothing for it (no mediaId on the timeslot, its schedule or ' +
          'its show). The air stream warns (gap.warning) when the next hour has a gap. `unplaced` lists the occurrences of ' +
          'open-ended schedules that the daily horizon extension could not create (the programme kept that air; horizon.unplaced).',
      },
      HealthQuery,
      'The health of the programme ahead',
      ProgrammeHealthSchema,
    ),
    keptForAll<Static<typeof HealthQuery>>(app, async (query) => {
      const health = await getProgrammeHealth(app.ctx, query.days ?? 7)
      return { view: toHealthView(health, zone), until: health.window.start + 1000 }
    }),
  )

  const openStream = eventStreams(app)

  app.get(
    '/api/v1/air/stream',
    route.stream(
      {
        permission: 'programme.read',
        operationId: 'streamAir',
        summary:
          'The air as Server-Sent Events: timeslots starting and ending, edits of what is on air or next, gaps ahead',
        description:
          'The first event is `air.state`: now and next (as GET /api/v1/air/now-next), `gapsNextHour`, and, when resuming with ' +
          'Last-Event-ID (or `after`), `missedBoundaries`: how many times a timeslot started or ended since that event. Then, as they ' +
          'happen (within a second, one per instance): `timeslot.ended` and `timeslot.started` (a boundary between two timeslots ' +
          'sends both, ended first), `air.changed` (an edit changed what is on air or next), `gap.warning` (the next hour has a ' +
          'gap; sent when the gaps ahead change), `horizon.unplaced` (the daily extension of open-ended schedules could not create ' +
          'occurrences because the programme kept that air: `unplaced`, as in GET /api/v1/air/health). Every event carries `nowNext`. Ids are `<boundary ms>-<changeset id>`, the ' +
          'same on every instance: a new boundary part means a boundary passed. Nothing in it depends on the caller (no memos): ' +
          'anonymous callers (PUBLIC_READ) get the same; a browser following a private station opens it with `?ticket=` ' +
          '(POST /api/v1/stream-tickets).',
      },
      AirStreamQuery,
    ),
    async (request, reply) => {
      const resumeFrom = parseAirEventId(lastEventId(request) ?? request.query.after ?? '')
      const send = (stream: EventStream, event: AirEvent) =>
        stream.send(event.id, event.type, toAirEventData(event, zone))
      // Events that happen while the first one is prepared wait for it.
      const pending: AirEvent[] = []
      let opened: EventStream | undefined
      const { state, unsubscribe } = await app.ctx.air.subscribe((event) =>
        opened === undefined ? pending.push(event) : send(opened, event),
      )
      let missed: number | null = null
      try {
        if (resumeFrom !== null) missed = await countMissedBoundaries(app.ctx, resumeFrom.boundary, state.at)
      } catch (error) {
        unsubscribe()
        throw error
      }
      const stream = openStream(request, reply)
      stream.send(state.id, 'air.state', toAirStateData(state, zone, missed))
      for (const event of pending) send(stream, event)
      opened = stream
      stream.onClose(unsubscribe)
    },
  )

  app.head('/api/v1/air/stream', route.streamHead('programme.read', AirStreamQuery), sendEventStreamHead)
})
