import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { errorResponses, IdParams } from '../schemas/common.ts'
import { CreateEpisodeBody, EpisodeListQuery, EpisodePage, EpisodeSchema, UpdateEpisodeBody } from '../schemas/episodes.ts'

const tags = ['episodes']

const episodes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/episodes',
    {
      schema: {
        tags,
        operationId: 'listEpisodes',
        summary: 'List episodes, ordered by id (showIds: comma-separated)',
        querystring: EpisodeListQuery,
        response: { 200: EpisodePage, ...errorResponses },
      },
    },
    async (request) => app.services.episodes.list(request.query),
  )

  app.get(
    '/api/v1/episodes/:id',
    {
      schema: { tags, operationId: 'getEpisode', params: IdParams, response: { 200: EpisodeSchema, ...errorResponses } },
    },
    async (request) => app.services.episodes.get(request.params.id),
  )

  app.post(
    '/api/v1/episodes',
    {
      schema: {
        tags,
        operationId: 'createEpisode',
        summary: 'Create an episode of a show',
        body: CreateEpisodeBody,
        response: { 201: EpisodeSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await app.services.episodes.create(request.body)),
  )

  app.patch(
    '/api/v1/episodes/:id',
    {
      schema: {
        tags,
        operationId: 'updateEpisode',
        summary: 'Change title or summary (an episode stays with its show)',
        params: IdParams,
        body: UpdateEpisodeBody,
        response: { 200: EpisodeSchema, ...errorResponses },
      },
    },
    async (request) => app.services.episodes.update(request.params.id, request.body),
  )

  app.delete(
    '/api/v1/episodes/:id',
    {
      schema: {
        tags,
        operationId: 'deleteEpisode',
        summary: 'Delete an episode; timeslots that carried it keep their place with episodeId null',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.services.episodes.remove(request.params.id)
      return reply.code(204).send(null)
    },
  )
}

export default episodes
