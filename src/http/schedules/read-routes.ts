import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { answer, errorResponses, IdParams, IfMatchHeaders, IfNoneMatchHeaders, notModifiedResponse, preconditionResponses } from '../common/schemas.ts'
import { ScheduleListQuery, SchedulePage } from './list-schemas.ts'
import { ScheduleSchema } from './schemas.ts'
import { deleteSchedule } from '../../services/schedule-end.ts'
import { getSchedule, listSchedules } from '../../services/schedule-reads.ts'
import { toScheduleView } from './views.ts'
import { etagOfRecord, ifMatch, sendResource } from '../../plugins/preconditions.ts'

const tags = ['schedules']

/** Reading and deleting schedules; creating and updating (with collision resolution) is in schedules.ts. */
const scheduleReads: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/schedules',
    {
      config: { permission: 'programme.read' },
      schema: {
        tags,
        operationId: 'listSchedules',
        summary: 'List schedules, ordered by id (isActive: has timeslots ahead)',
        querystring: ScheduleListQuery,
        headers: IfNoneMatchHeaders,
        response: { 200: answer('A page of schedules (ETag: its version)', SchedulePage), ...notModifiedResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await listSchedules(app.ctx, request.query)
      return sendResource(request, reply, { ...page, items: page.items.map((record) => toScheduleView(record)) })
    },
  )

  app.get(
    '/api/v1/schedules/:id',
    {
      config: { permission: 'programme.read' },
      schema: {
        tags,
        operationId: 'getSchedule',
        summary: 'One schedule, in the shape POST answers',
        params: IdParams,
        headers: IfNoneMatchHeaders,
        response: { 200: answer('The schedule (ETag: its version)', ScheduleSchema), ...notModifiedResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const schedule = await getSchedule(app.ctx, request.params.id)
      return sendResource(request, reply, toScheduleView(schedule), etagOfRecord(schedule, app.ctx.config.stationTimeZone))
    },
  )

  app.delete(
    '/api/v1/schedules/:id',
    {
      config: { permission: 'schedules.write' },
      schema: {
        tags,
        operationId: 'deleteSchedule',
        summary: "Delete a schedule's future timeslots in one transaction; aired ones stay as history",
        description:
          'Timeslots that have started stay. If there are any, the schedule stays too, ended: its lastDate becomes the ' +
          'day of its last aired timeslot. Otherwise the schedule is deleted.',
        params: IdParams,
        headers: IfMatchHeaders,
        response: { 204: Type.Null({ description: 'Deleted (or ended, when it has aired timeslots)' }), ...preconditionResponses, ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteSchedule(app.ctx, request.caller, request.params.id, ifMatch(request))
      return reply.code(204).send(null)
    },
  )
}

export default scheduleReads
