import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ErrorResponse, errorResponses, IdParams } from '../schemas/common.ts'
import { TimeslotListQuery, TimeslotPage, TimeslotSchema, UpdateTimeslotBody } from '../schemas/timeslots.ts'

const tags = ['timeslots']

const timeslots: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/timeslots',
    {
      schema: {
        tags,
        operationId: 'listTimeslots',
        summary: 'The programme: every timeslot overlapping the window, ordered by start',
        description:
          'start and end are station-local `YYYY-MM-DD HH:MM:SS` or ISO 8601 instants; the window may span at most ' +
          'MAX_WINDOW_DAYS days. showIds and scheduleIds are comma-separated. Paged: follow offset until total.',
        querystring: TimeslotListQuery,
        response: { 200: TimeslotPage, ...errorResponses },
      },
    },
    async (request) => app.services.timeslots.list(request.query),
  )

  app.get(
    '/api/v1/timeslots/:id',
    {
      schema: {
        tags,
        operationId: 'getTimeslot',
        params: IdParams,
        response: { 200: TimeslotSchema, ...errorResponses },
      },
    },
    async (request) => app.services.timeslots.get(request.params.id),
  )

  app.patch(
    '/api/v1/timeslots/:id',
    {
      schema: {
        tags,
        operationId: 'updateTimeslot',
        summary: "Set a timeslot's mediaId, episodeId (an episode of its show) or memo",
        description: 'start and end change only through schedules (PUT /api/v1/schedules/{id}); sending them is a 400.',
        params: IdParams,
        body: UpdateTimeslotBody,
        response: { 200: TimeslotSchema, ...errorResponses },
      },
    },
    async (request) => app.services.timeslots.update(request.params.id, request.body),
  )

  app.delete(
    '/api/v1/timeslots/:id',
    {
      schema: {
        tags,
        operationId: 'deleteTimeslot',
        summary: 'Cancel one broadcast (refused with 409 once it has started: aired timeslots are history)',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted' }), 409: ErrorResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.services.timeslots.remove(request.params.id)
      return reply.code(204).send(null)
    },
  )
}

export default timeslots
