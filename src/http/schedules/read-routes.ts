import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { etagOfRecord, sendResource } from '../../plugins/preconditions.ts'
import { getSchedule, listSchedules } from '../../services/schedules/schedule-reads.ts'
import { readAnswers } from '../common/responses.ts'
import { IdParams, IfNoneMatchHeaders } from '../common/schemas.ts'
import { ScheduleListQuery, SchedulePage } from './list-schemas.ts'
import { ScheduleSchema } from './schemas.ts'
import { toScheduleView } from './views.ts'

const tags = ['schedules']

/** Reading schedules; the writes (create and update with collision resolution, delete) are in routes.ts. */
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
        response: readAnswers('A page of schedules (ETag: its version)', SchedulePage),
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
        response: readAnswers('The schedule (ETag: its version)', ScheduleSchema),
      },
    },
    async (request, reply) => {
      const schedule = await getSchedule(app.ctx, request.params.id)
      return sendResource(
        request,
        reply,
        toScheduleView(schedule),
        etagOfRecord(schedule, app.ctx.config.stationTimeZone),
      )
    },
  )
}

export default scheduleReads
