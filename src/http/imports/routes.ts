import { ERRORS } from '../../errors.ts'
import { importCalendar } from '../../services/imports/imports.ts'
import { routePlugin } from '../common/routes.ts'
import { answer, ErrorResponse, errorAnswer, ReasonQuery } from '../common/schemas.ts'
import { ImportBody, ImportResponse } from './schemas.ts'
import { toImportView } from './views.ts'

export default routePlugin('imports', async (app, route, zone) => {
  app.post(
    '/api/v1/imports',
    route.options(
      {
        permission: 'shows.create',
        operationId: 'importCalendar',
        summary: 'Import an iCalendar file as shows and schedules: preview first, then commit with solutions',
        description:
          'Without `commit` the answer (200) is the preview: the shows used or created, each event as a schedule, and every ' +
          'collision with the programme and among the events, keyed `UID#hash`. With `commit: true` and a solution for each ' +
          'collision, everything is imported in one transaction, one change log entry (201); a collision left answers 409 with the ' +
          'preview and changes nothing. Events whose UID was imported before are left alone unless their SEQUENCE or LAST-MODIFIED ' +
          'changed (their schedules then follow the file: `updated`), so importing the same file again changes nothing.',
      },
      {
        querystring: ReasonQuery,
        body: ImportBody,
        response: {
          200: answer('The preview; nothing was changed', ImportResponse),
          201: answer('Imported', ImportResponse),
          409: {
            'x-response-description':
              `Collisions without a usable solution (the preview, ImportResult), or, rarely, a concurrent writer won twice ` +
              `(Error ${ERRORS.timeslotOverlap.code}: send the request again). Nothing was changed`,
            anyOf: [ImportResponse, ErrorResponse],
          },
          403: errorAnswer(
            "The role may not import (it creates shows) or a mapped show is not the caller's",
            ERRORS.forbidden,
            ERRORS.showNotOwned,
          ),
        },
      },
    ),
    async (request, reply) => {
      const body = request.body
      const outcome = await importCalendar(app.ctx, request.caller, {
        calendar: body.calendar,
        showMap: body.showMap ?? {},
        solutions: body.solutions,
        defaultSolution: body.defaultSolution,
        commit: body.commit ?? false,
        strict: body.strict,
      })
      if (outcome.kind === 'conflict') {
        // As for a schedule's 409: the view has the ImportResult shape; the serializer would validate the whole body to pick the anyOf branch.
        return reply
          .code(409)
          .type('application/json; charset=utf-8')
          .serializer(JSON.stringify)
          .send(toImportView(outcome, zone))
      }
      return reply.code(outcome.kind === 'committed' ? 201 : 200).send(toImportView(outcome, zone))
    },
  )
})
