import { AppError, ERRORS } from '../../errors.ts'
import { answerOnce } from '../../plugins/idempotency.ts'
import { addHolidays, getHoliday, listHolidays, removeHoliday } from '../../services/holidays/holidays.ts'
import { pageOf } from '../../services/paging.ts'
import { routePlugin } from '../common/routes.ts'
import { answer, ReasonQuery } from '../common/schemas.ts'
import {
  ADD_HOLIDAYS_EXAMPLES,
  AddHolidaysBody,
  HolidayListQuery,
  HolidayManagersOnly,
  HolidayPage,
  HolidayRemovedSchema,
  HolidaySchema,
  HolidaysAddedSchema,
} from './schemas.ts'
import { toChangesView, toHolidayRequest, toHolidayView } from './views.ts'

/** The station's holidays (issue 31): named dates that skip schedules and business days pass over. */
export default routePlugin('holidays', async (app, route, zone) => {
  app.post(
    '/api/v1/holidays',
    route.options(
      {
        permission: 'holidays.write',
        idempotent: true,
        operationId: 'addHolidays',
        summary:
          'Add holidays: one date, a list, or an iCalendar file of holidays; the programme follows in the same write',
        description:
          'Each new holiday: future timeslots of schedules with `holidays: "skip"` on it are removed; `addBusinessDaysOnly` repetitions ' +
          'that would land on it move to the next business day (with their episode, media and memo) where the programme is free. ' +
          'One changeset for all of it (one revert undoes it). Dates that are holidays already are left as they are (`existing`). ' +
          'Removing a holiday (DELETE) gives back what it removed.',
      },
      {
        querystring: ReasonQuery,
        body: { ...AddHolidaysBody, 'x-examples': ADD_HOLIDAYS_EXAMPLES },
        response: {
          201: answer('Added, and what it changed in the programme', HolidaysAddedSchema),
          200: answer('Every date was a holiday already: nothing was changed', HolidaysAddedSchema),
          ...HolidayManagersOnly,
        },
      },
    ),
    async (request, reply) => {
      const parsed = toHolidayRequest(request.body)
      if ('message' in parsed)
        throw new AppError(ERRORS.holidayInvalid, `${parsed.field} ${parsed.message}; nothing was added`, [
          { path: parsed.field, message: parsed.message },
        ])
      return answerOnce(
        request,
        reply,
        (keyed) => addHolidays(app.ctx, request.caller, parsed, keyed),
        (outcome) => ({
          status: outcome.added.length === 0 ? 200 : 201,
          body: {
            added: outcome.added.map(toHolidayView),
            existing: outcome.existing.map(toHolidayView),
            timeslots: toChangesView(outcome.changes, zone),
          },
        }),
      )
    },
  )

  app.get(
    '/api/v1/holidays',
    route.options(
      {
        permission: 'programme.read',
        operationId: 'listHolidays',
        summary: "The station's holidays in date order, from `from` to `to` (inclusive) when given",
      },
      {
        querystring: HolidayListQuery,
        response: { 200: answer('A page of holidays', HolidayPage) },
      },
    ),
    async (request) => {
      const page = pageOf(request.query)
      const { items, total } = await listHolidays(app.ctx, request.query, page)
      return { items: items.map(toHolidayView), total, ...page }
    },
  )

  app.get(
    '/api/v1/holidays/:id',
    route.lookup(
      {
        permission: 'programme.read',
        operationId: 'getHoliday',
        summary: 'One holiday',
      },
      'The holiday',
      HolidaySchema,
    ),
    async (request) => toHolidayView(await getHoliday(app.ctx, request.params.id)),
  )

  app.delete(
    '/api/v1/holidays/:id',
    route.byId(
      {
        permission: 'holidays.write',
        operationId: 'removeHoliday',
        summary: 'Remove a holiday: what it removed comes back, moved repetitions go back, in one write',
        description:
          'The timeslots the holiday removed come back with their ids, episodes and memos where the programme is still free and they ' +
          'have not aired (`notCreated` says why not); a schedule created since that skips it gains its occurrence on that date.',
      },
      {
        querystring: ReasonQuery,
        response: {
          200: answer('Removed, and what came back', HolidayRemovedSchema),
          ...HolidayManagersOnly,
        },
      },
    ),
    async (request) => {
      const outcome = await removeHoliday(app.ctx, request.caller, request.params.id)
      return { holiday: toHolidayView(outcome.holiday), timeslots: toChangesView(outcome.changes, zone) }
    },
  )
})
