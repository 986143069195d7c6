import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { errorResponses } from '../schemas/common.ts'
import { TimeslotFeedQuery } from '../schemas/timeslots.ts'
import { getCalendarFeed } from '../services/calendar.ts'

const feed = Type.String({ description: 'RFC 5545 iCalendar: one VEVENT per timeslot, UID timeslot-<id>@onair' })

const calendar: FastifyPluginAsyncTypebox = async (app) => {
  // A static path: find-my-way matches it before the parametric /api/v1/timeslots/:id.
  app.get(
    '/api/v1/timeslots.ics',
    {
      config: { permission: 'programme.read' },
      schema: {
        tags: ['timeslots'],
        operationId: 'getTimeslotFeed',
        summary: 'The programme as an iCalendar feed (subscribe in a calendar client)',
        description:
          'Same filters as listTimeslots. Times carry the station TZID with a matching VTIMEZONE. Without start/end the ' +
          'feed runs from 30 days ago to 180 days ahead.',
        querystring: TimeslotFeedQuery,
        response: { 200: { description: 'The feed', content: { 'text/calendar': { schema: feed } } }, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="onair.ics"')
        .send(await getCalendarFeed(app.ctx, request.caller, request.query)),
  )
}

export default calendar
