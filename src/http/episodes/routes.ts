import { ERRORS } from '../../errors.ts'
import {
  createEpisode,
  deleteEpisode,
  getEpisode,
  listEpisodes,
  updateEpisode,
} from '../../services/programme/episodes.ts'
import {
  answerCreated,
  changeRecord,
  noContentAfter,
  recordRoute,
  routePlugin,
  sendPage,
  writeTarget,
} from '../common/routes.ts'
import { errorAnswer } from '../common/schemas.ts'
import { CreateEpisodeBody, EpisodeListQuery, EpisodePage, EpisodeSchema, UpdateEpisodeBody } from './schemas.ts'
import { toEpisodeView } from './views.ts'

export default routePlugin('episodes', async (app, route, zone) => {
  app.get(
    '/api/v1/episodes',
    route.read(
      { permission: 'programme.read', operationId: 'listEpisodes', summary: 'List episodes, ordered by id' },
      EpisodeListQuery,
      'A page of episodes (ETag: its version)',
      EpisodePage,
    ),
    async (request, reply) => sendPage(request, reply, listEpisodes(app.ctx, request.query), toEpisodeView),
  )

  recordRoute(
    app,
    route,
    '/api/v1/episodes/:id',
    'episode',
    EpisodeSchema,
    (id) => getEpisode(app.ctx, id),
    toEpisodeView,
    zone,
  )

  app.post(
    '/api/v1/episodes',
    route.create(
      { permission: 'episodes.write', operationId: 'createEpisode', summary: 'Create an episode of a show' },
      CreateEpisodeBody,
      EpisodeSchema,
      { 409: errorAnswer('The show is archived', ERRORS.showArchived) },
    ),
    async (request, reply) =>
      answerCreated(
        request,
        reply,
        (keyed) => createEpisode(app.ctx, request.caller, request.body, keyed),
        toEpisodeView,
      ),
  )

  app.patch(
    '/api/v1/episodes/:id',
    route.patch(
      {
        permission: 'episodes.write',
        operationId: 'updateEpisode',
        summary: 'Change title or summary (an episode stays with its show)',
      },
      UpdateEpisodeBody,
      'episode',
      EpisodeSchema,
    ),
    changeRecord(app.ctx, updateEpisode, toEpisodeView, zone),
  )

  app.delete(
    '/api/v1/episodes/:id',
    route.remove({
      permission: 'episodes.write',
      operationId: 'deleteEpisode',
      summary: 'Delete an episode; timeslots that carried it keep their place with episodeId null',
    }),
    async (request, reply) => noContentAfter(reply, deleteEpisode(app.ctx, ...writeTarget(request))),
  )
})
