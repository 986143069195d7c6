import { etagOfRecord, sendResource } from '../../plugins/preconditions.ts'
import { getSchedule, listSchedules } from '../../services/schedules/schedule-reads.ts'
import { routePlugin, sendPage } from '../common/routes.ts'
import { ScheduleListQuery, SchedulePage } from './list-schemas.ts'
import { ScheduleSchema } from './schemas.ts'
import { toScheduleView } from './views.ts'

/** Reading schedules; the writes (create and update with collision resolution, delete) are in routes.ts. */
export default routePlugin('schedules', async (app, route, zone) => {
  app.get(
    '/api/v1/schedules',
    route.read(
      {
        permission: 'programme.read',
        operationId: 'listSchedules',
        summary: 'List schedules, ordered by id (isActive: has timeslots ahead)',
      },
      ScheduleListQuery,
      'A page of schedules (ETag: its version)',
      SchedulePage,
    ),
    async (request, reply) =>
      sendPage(request, reply, listSchedules(app.ctx, request.query), (record) => toScheduleView(record)),
  )

  app.get(
    '/api/v1/schedules/:id',
    route.get(
      { permission: 'programme.read', operationId: 'getSchedule', summary: 'One schedule, in the shape POST answers' },
      'The schedule (ETag: its version)',
      ScheduleSchema,
    ),
    async (request, reply) => {
      const schedule = await getSchedule(app.ctx, request.params.id)
      return sendResource(request, reply, toScheduleView(schedule), etagOfRecord(schedule, zone))
    },
  )
})
