import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ERRORS } from '../../errors.ts'
import { ifMatch } from '../../plugins/preconditions.ts'
import {
  createEpisode,
  deleteEpisode,
  getEpisode,
  listEpisodes,
  updateEpisode,
} from '../../services/programme/episodes.ts'
import { answerCreated, noContentAfter, routesOf, sendChangedRecord, sendPage, sendRecord } from '../common/routes.ts'
import { answer, errorAnswer } from '../common/schemas.ts'
import { CreateEpisodeBody, EpisodeListQuery, EpisodePage, EpisodeSchema, UpdateEpisodeBody } from './schemas.ts'
import { toEpisodeView } from './views.ts'

const route = routesOf('episodes')

const episodes: FastifyPluginAsyncTypebox = async (app) => {
  const zone = app.ctx.config.stationTimeZone
  app.get(
    '/api/v1/episodes',
    route.read(
      { permission: 'programme.read', operationId: 'listEpisodes', summary: 'List episodes, ordered by id' },
      EpisodeListQuery,
      'A page of episodes (ETag: its version)',
      EpisodePage,
    ),
    async (request, reply) => sendPage(request, reply, await listEpisodes(app.ctx, request.query), toEpisodeView),
  )

  app.get(
    '/api/v1/episodes/:id',
    route.get(
      { permission: 'programme.read', operationId: 'getEpisode', summary: 'One episode' },
      'The episode (ETag: its version)',
      EpisodeSchema,
    ),
    async (request, reply) =>
      sendRecord(request, reply, await getEpisode(app.ctx, request.params.id), toEpisodeView, zone),
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
      { 200: answer('The changed episode (ETag: its new version)', EpisodeSchema) },
    ),
    async (request, reply) => {
      const episode = await updateEpisode(app.ctx, request.caller, request.params.id, request.body, ifMatch(request))
      return sendChangedRecord(reply, episode, toEpisodeView, zone)
    },
  )

  app.delete(
    '/api/v1/episodes/:id',
    route.remove({
      permission: 'episodes.write',
      operationId: 'deleteEpisode',
      summary: 'Delete an episode; timeslots that carried it keep their place with episodeId null',
    }),
    async (request, reply) =>
      noContentAfter(reply, deleteEpisode(app.ctx, request.caller, request.params.id, ifMatch(request))),
  )
}

export default episodes
