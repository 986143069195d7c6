import { Type } from 'typebox'
import { ERRORS } from '../../errors.ts'
import { etagOfBody, sendResource } from '../../plugins/preconditions.ts'
import { renderedJson, sendCached } from '../../plugins/read-cache.ts'
import { readVisibility } from '../../services/access/permissions.ts'
import {
  cancelTimeslot,
  getCurrentTimeslot,
  getNextTimeslots,
  getTimeslot,
  listTimeslots,
  updateTimeslot,
} from '../../services/programme/timeslots.ts'
import { readAnswers } from '../common/responses.ts'
import { changeRecord, recordRoute, routePlugin, writeTarget } from '../common/routes.ts'
import { answer, errorAnswer, IfMatchHeaders, IfNoneMatchHeaders, preconditionResponses } from '../common/schemas.ts'
import {
  CancellationSchema,
  CancelQuery,
  NextTimeslots,
  NextTimeslotsQuery,
  OnAirTimeslotSchema,
  TimeslotListQuery,
  TimeslotPage,
  TimeslotSchema,
  UpdateTimeslotBody,
} from './schemas.ts'
import { toCancelledAnswer, toListItemView, toOnAirTimeslotView, toTimeslotView } from './views.ts'

export default routePlugin('timeslots', async (app, route, zone) => {
  app.get(
    '/api/v1/timeslots',
    route.read(
      {
        permission: 'programme.read',
        operationId: 'listTimeslots',
        summary: 'The programme: every timeslot overlapping the window, ordered by start',
        description:
          'start and end are station-local `YYYY-MM-DD HH:MM:SS` or ISO 8601 instants; the window may span at most ' +
          'MAX_WINDOW_DAYS days. showIds and scheduleIds are repeated or comma-separated. Paged: follow offset until total.',
      },
      TimeslotListQuery,
      'A page of the programme (with updatedSince: tombstones of deleted timeslots too)',
      TimeslotPage,
    ),
    async (request, reply) => {
      const view = async () => {
        const page = await listTimeslots(app.ctx, request.caller, request.query)
        return { ...page, items: page.items.map((item) => toListItemView(item, zone)) }
      }
      // What changed since a moment also depends on the clock (how far back the log reaches): not kept.
      if (request.query.updatedSince !== undefined) {
        const page = await view()
        return sendResource(request, reply, page, etagOfBody(JSON.stringify(page)))
      }
      return sendCached(app, request, reply, readVisibility(request.caller), async () =>
        renderedJson(reply, await view()),
      )
    },
  )

  app.get(
    '/api/v1/timeslots/current',
    route.options(
      {
        permission: 'programme.read',
        operationId: 'getCurrentTimeslot',
        summary: 'The timeslot on air now (404 between timeslots)',
        description:
          'effectiveMediaId and source are what GET /api/v1/playout airs for it. GET /api/v1/air/now-next also tells the gaps.',
      },
      {
        headers: IfNoneMatchHeaders,
        response: readAnswers('The timeslot on air', OnAirTimeslotSchema),
      },
    ),
    // Kept until it ends (or the programme changes); a 404 is not kept.
    async (request, reply) =>
      sendCached(app, request, reply, readVisibility(request.caller), async () => {
        const record = await getCurrentTimeslot(app.ctx, request.caller)
        return { ...renderedJson(reply, toOnAirTimeslotView(record, zone)), ttlMs: record.end - app.ctx.now() }
      }),
  )

  app.get(
    '/api/v1/timeslots/next',
    route.options(
      {
        permission: 'programme.read',
        operationId: 'listNextTimeslots',
        summary: 'The next timeslots that start after now, in order (no window needed)',
      },
      {
        querystring: NextTimeslotsQuery,
        headers: IfNoneMatchHeaders,
        response: readAnswers('The next timeslots, in order', NextTimeslots),
      },
    ),
    // Kept until the first of them starts (or the programme changes).
    async (request, reply) =>
      sendCached(app, request, reply, readVisibility(request.caller), async () => {
        const records = await getNextTimeslots(app.ctx, request.caller, request.query.count ?? 1)
        const view = { items: records.map((record) => toOnAirTimeslotView(record, zone)) }
        return {
          ...renderedJson(reply, view),
          ttlMs: records[0] === undefined ? Infinity : records[0].start - app.ctx.now(),
        }
      }),
  )

  recordRoute(
    app,
    route,
    '/api/v1/timeslots/:id',
    'timeslot',
    TimeslotSchema,
    (id, caller) => getTimeslot(app.ctx, caller, id),
    toTimeslotView,
    zone,
  )

  app.patch(
    '/api/v1/timeslots/:id',
    route.patch(
      {
        permission: 'timeslots.update',
        operationId: 'updateTimeslot',
        summary: "Set a timeslot's mediaId, episodeId (an episode of its show) or memo",
        description:
          'start and end change through schedules (PUT /api/v1/schedules/{id}) or, for this broadcast alone, POST /api/v1/timeslots/{id}/move; sending them here is a 400.',
      },
      UpdateTimeslotBody,
      'timeslot',
      TimeslotSchema,
    ),
    changeRecord(app.ctx, updateTimeslot, toTimeslotView, zone),
  )

  app.delete(
    '/api/v1/timeslots/:id',
    route.byId(
      {
        permission: 'timeslots.delete',
        operationId: 'deleteTimeslot',
        summary:
          'Cancel one broadcast: it becomes an exception of its schedule (refused with 409 once it has started: aired timeslots are history)',
        description:
          'Extension: a timeslot created with `ours`, `ours-start`, `ours-end` or `ours-both` gives back what it deleted or trimmed, as far ' +
          'as the programme is free there now, and answers 200 with what came back and what could not (`restore=false`: nothing comes back). ' +
          'Extension: its repetitions (timeslots whose `repeatOf` is this one) that have not started are cancelled with it, each an exception ' +
          'of its own schedule, and listed in `repetitions` (200); `repetitions=keep` leaves them.',
      },
      {
        querystring: CancelQuery,
        headers: IfMatchHeaders,
        response: {
          200: answer(
            'Cancelled, and what it had displaced came back (or could not: `notRestored` says why), or its repetitions went with it',
            CancellationSchema,
          ),
          204: Type.Null({
            description: 'Cancelled: its date is now an exception of its schedule (it had displaced nothing)',
          }),
          409: errorAnswer('It has started: aired timeslots are history', ERRORS.timeslotPast),
          ...preconditionResponses,
        },
      },
    ),
    async (request, reply) => {
      const cancellation = await cancelTimeslot(
        app.ctx,
        ...writeTarget(request),
        request.query.restore,
        request.query.repetitions as 'follow' | 'keep' | undefined,
      )
      const { status, body } = toCancelledAnswer(cancellation, zone)
      return reply.code(status).send(body)
    },
  )
})
