import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { errorResponses, IdParams } from '../schemas/common.ts'
import { ScheduleListQuery, SchedulePage } from '../schemas/schedule-reads.ts'
import { ScheduleSchema } from '../schemas/schedules.ts'

const tags = ['schedules']

/** Reading and deleting schedules; creating and updating (with collision resolution) is in schedules.ts. */
const scheduleReads: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/schedules',
    {
      schema: {
        tags,
        operationId: 'listSchedules',
        summary: 'List schedules, ordered by id (showIds: comma-separated; isActive: has timeslots ahead)',
        querystring: ScheduleListQuery,
        response: { 200: SchedulePage, ...errorResponses },
      },
    },
    async (request) => app.services.schedules.list(request.query),
  )

  app.get(
    '/api/v1/schedules/:id',
    {
      schema: { tags, operationId: 'getSchedule', params: IdParams, response: { 200: ScheduleSchema, ...errorResponses } },
    },
    async (request) => app.services.schedules.get(request.params.id),
  )

  app.delete(
    '/api/v1/schedules/:id',
    {
      schema: {
        tags,
        operationId: 'deleteSchedule',
        summary: "Delete a schedule's future timeslots in one transaction; aired ones stay as history",
        description:
          'Timeslots that have started stay. If there are any, the schedule stays too, ended: its lastDate becomes the ' +
          'day of its last aired timeslot. Otherwise the schedule is deleted.',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted (or ended, when it has aired timeslots)' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.services.schedules.remove(request.params.id)
      return reply.code(204).send(null)
    },
  )
}

export default scheduleReads
