import { Type } from 'typebox'
import { etagOfBody } from '../../plugins/preconditions.ts'
import { sendCached } from '../../plugins/read-cache.ts'
import { readVisibility } from '../../services/access/permissions.ts'
import { getCalendarFeed } from '../../services/programme/ical-feed.ts'
import { routePlugin } from '../common/routes.ts'
import { IfNoneMatchHeaders, notModifiedResponse } from '../common/schemas.ts'
import { TimeslotFeedQuery } from './schemas.ts'

const feed = Type.String({
  description:
    'RFC 5545 iCalendar: one VEVENT per timeslot, UID timeslot-<id>@onair; and one recurring VEVENT per open-ended ' +
    'schedule, UID schedule-<id>-continues@onair, for what comes after its horizon (RRULE without UNTIL)',
})

// The feed also depends on the clock (its DTSTAMP, the default window, how long cancellations stay):
// a kept feed is made again after this long even when nothing was written.
const FEED_TTL_MS = 30_000

/** Weak: two feeds that differ only in when they were made (DTSTAMP) say the same thing. */
function feedEtag(body: string): string {
  return `W/${etagOfBody(body.replace(/^DTSTAMP:.*$/gm, ''))}`
}

export default routePlugin('timeslots', async (app, route) => {
  // A static path: find-my-way matches it before the parametric /api/v1/timeslots/:id.
  app.get(
    '/api/v1/timeslots.ics',
    route.options(
      {
        permission: 'programme.read',
        operationId: 'getTimeslotFeed',
        summary: 'The programme as an iCalendar feed (subscribe in a calendar client)',
        description:
          'Same filters as listTimeslots. Times carry the station TZID with a matching VTIMEZONE. Without start/end the ' +
          'feed runs from 30 days ago to 180 days ahead. An open-ended schedule (lastDate null) that the filters select ' +
          'has its timeslots up to its horizonDate like any other, and, whatever the window, one more VEVENT for what ' +
          'comes after: UID schedule-<id>-continues@onair, DTSTART/DTEND its first occurrence after horizonDate, its ' +
          'RRULE without UNTIL or COUNT, EXDATE for its exceptions (and skipped holidays) after that, SEQUENCE growing ' +
          'as the horizon moves on. A schedule whose dates an RRULE cannot say (addDaysNo, addBusinessDaysOnly) has none.',
      },
      {
        querystring: TimeslotFeedQuery,
        headers: IfNoneMatchHeaders,
        response: {
          200: { description: 'The feed', content: { 'text/calendar': { schema: feed } } },
          ...notModifiedResponse,
        },
      },
    ),
    async (request, reply) =>
      sendCached(
        app,
        request,
        reply.header('content-disposition', 'inline; filename="onair.ics"'),
        readVisibility(request.caller),
        async () => {
          const body = await getCalendarFeed(app.ctx, request.caller, request.query)
          return { body, etag: feedEtag(body), contentType: 'text/calendar; charset=utf-8', ttlMs: FEED_TTL_MS }
        },
      ),
  )
})
