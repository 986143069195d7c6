import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ERRORS } from '../../errors.ts'
import { answerOnce } from '../../plugins/idempotency.ts'
import { etagOfRecord, ifMatch, sendChanged, sendResource } from '../../plugins/preconditions.ts'
import {
  createEpisode,
  deleteEpisode,
  getEpisode,
  listEpisodes,
  updateEpisode,
} from '../../services/programme/episodes.ts'
import { readAnswers } from '../common/responses.ts'
import {
  answer,
  errorAnswer,
  errorResponses,
  IdParams,
  IfMatchHeaders,
  IfNoneMatchHeaders,
  preconditionResponses,
} from '../common/schemas.ts'
import { CreateEpisodeBody, EpisodeListQuery, EpisodePage, EpisodeSchema, UpdateEpisodeBody } from './schemas.ts'
import { toEpisodeView } from './views.ts'

const tags = ['episodes']

const episodes: FastifyPluginAsyncTypebox = async (app) => {
  const zone = app.ctx.config.stationTimeZone
  app.get(
    '/api/v1/episodes',
    {
      config: { permission: 'programme.read' },
      schema: {
        tags,
        operationId: 'listEpisodes',
        summary: 'List episodes, ordered by id',
        querystring: EpisodeListQuery,
        headers: IfNoneMatchHeaders,
        response: readAnswers('A page of episodes (ETag: its version)', EpisodePage),
      },
    },
    async (request, reply) => {
      const page = await listEpisodes(app.ctx, request.query)
      return sendResource(request, reply, { ...page, items: page.items.map(toEpisodeView) })
    },
  )

  app.get(
    '/api/v1/episodes/:id',
    {
      config: { permission: 'programme.read' },
      schema: {
        tags,
        operationId: 'getEpisode',
        summary: 'One episode',
        params: IdParams,
        headers: IfNoneMatchHeaders,
        response: readAnswers('The episode (ETag: its version)', EpisodeSchema),
      },
    },
    async (request, reply) => {
      const episode = await getEpisode(app.ctx, request.params.id)
      return sendResource(request, reply, toEpisodeView(episode), etagOfRecord(episode, zone))
    },
  )

  app.post(
    '/api/v1/episodes',
    {
      config: { permission: 'episodes.write', idempotent: true },
      schema: {
        tags,
        operationId: 'createEpisode',
        summary: 'Create an episode of a show',
        body: CreateEpisodeBody,
        response: {
          201: answer('Created (Location: its URL)', EpisodeSchema),
          409: errorAnswer('The show is archived', ERRORS.showArchived),
          ...errorResponses,
        },
      },
    },
    async (request, reply) =>
      answerOnce(
        request,
        reply,
        (keyed) => createEpisode(app.ctx, request.caller, request.body, keyed),
        (episode) => ({
          status: 201,
          headers: { location: `/api/v1/episodes/${episode.id}` },
          body: toEpisodeView(episode),
        }),
      ),
  )

  app.patch(
    '/api/v1/episodes/:id',
    {
      config: { permission: 'episodes.write' },
      schema: {
        tags,
        operationId: 'updateEpisode',
        summary: 'Change title or summary (an episode stays with its show)',
        params: IdParams,
        headers: IfMatchHeaders,
        body: UpdateEpisodeBody,
        response: {
          200: answer('The changed episode (ETag: its new version)', EpisodeSchema),
          ...preconditionResponses,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const episode = await updateEpisode(app.ctx, request.caller, request.params.id, request.body, ifMatch(request))
      return sendChanged(reply, toEpisodeView(episode), etagOfRecord(episode, zone))
    },
  )

  app.delete(
    '/api/v1/episodes/:id',
    {
      config: { permission: 'episodes.write' },
      schema: {
        tags,
        operationId: 'deleteEpisode',
        summary: 'Delete an episode; timeslots that carried it keep their place with episodeId null',
        params: IdParams,
        headers: IfMatchHeaders,
        response: { 204: Type.Null({ description: 'Deleted' }), ...preconditionResponses, ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteEpisode(app.ctx, request.caller, request.params.id, ifMatch(request))
      return reply.code(204).send(null)
    },
  )
}

export default episodes
