import { ERRORS } from '../../errors.ts'
import { ifMatch } from '../../plugins/preconditions.ts'
import { createShow, deleteShow, getShow, listShows, updateShow } from '../../services/programme/shows.ts'
import { answerCreated, changeRecord, noContentAfter, recordRoute, routePlugin, sendPage } from '../common/routes.ts'
import { errorAnswer } from '../common/schemas.ts'
import { CreateShowBody, DeleteShowQuery, ShowListQuery, ShowPage, ShowSchema, UpdateShowBody } from './schemas.ts'
import { toShowView } from './views.ts'

export default routePlugin('shows', async (app, route, zone) => {
  app.get(
    '/api/v1/shows',
    route.read(
      {
        permission: 'programme.read',
        operationId: 'listShows',
        summary: 'List shows, ordered by id (deleted ones only with includeDeleted)',
      },
      ShowListQuery,
      'A page of shows (ETag: its version)',
      ShowPage,
    ),
    async (request, reply) => sendPage(request, reply, listShows(app.ctx, request.caller, request.query), toShowView),
  )

  recordRoute(app, route, '/api/v1/shows/:id', 'show', ShowSchema, (id) => getShow(app.ctx, id), toShowView, zone)

  app.post(
    '/api/v1/shows',
    route.create(
      {
        permission: 'shows.create',
        operationId: 'createShow',
        summary: 'Create a show; the slug is derived from the name when absent',
      },
      CreateShowBody,
      ShowSchema,
      { 409: errorAnswer('The slug is taken', ERRORS.slugTaken) },
    ),
    async (request, reply) =>
      answerCreated(request, reply, (keyed) => createShow(app.ctx, request.caller, request.body, keyed), toShowView),
  )

  app.patch(
    '/api/v1/shows/:id',
    route.patch(
      {
        permission: 'shows.update',
        operationId: 'updateShow',
        summary:
          'Change a show: name, slug, description, isActive, defaultMediaId, ownerIds, and how it is presented (imageUrl, hosts, links, categories, languages, fundingCategory)',
      },
      UpdateShowBody,
      'show',
      ShowSchema,
      {
        409: errorAnswer('The slug is taken, or the show is archived', ERRORS.slugTaken, ERRORS.showArchived),
      },
    ),
    changeRecord(app.ctx, updateShow, toShowView, zone),
  )

  app.delete(
    '/api/v1/shows/:id',
    route.remove(
      {
        permission: 'shows.delete',
        operationId: 'deleteShow',
        summary:
          'Delete (archive) a show: its future timeslots go, aired ones stay readable (refused while timeslots lie ahead, unless force)',
      },
      {
        querystring: DeleteShowQuery,
        response: {
          409: errorAnswer('Timeslots lie ahead (send force=true to remove them)', ERRORS.showHasFutureTimeslots),
        },
      },
    ),
    async (request, reply) =>
      noContentAfter(
        reply,
        deleteShow(app.ctx, request.caller, request.params.id, request.query.force ?? false, ifMatch(request)),
      ),
  )
})
