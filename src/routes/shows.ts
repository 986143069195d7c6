import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ErrorResponse, errorResponses, IdParams } from '../schemas/common.ts'
import { CreateShowBody, DeleteShowQuery, ShowListQuery, ShowPage, ShowSchema, UpdateShowBody } from '../schemas/shows.ts'

const tags = ['shows']

const shows: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/shows',
    {
      schema: {
        tags,
        operationId: 'listShows',
        summary: 'List shows, ordered by id',
        querystring: ShowListQuery,
        response: { 200: ShowPage, ...errorResponses },
      },
    },
    async (request) => app.services.shows.list(request.query),
  )

  app.get(
    '/api/v1/shows/:id',
    {
      schema: {
        tags,
        operationId: 'getShow',
        params: IdParams,
        response: { 200: ShowSchema, ...errorResponses },
      },
    },
    async (request) => app.services.shows.get(request.params.id),
  )

  app.post(
    '/api/v1/shows',
    {
      schema: {
        tags,
        operationId: 'createShow',
        summary: 'Create a show; the slug is derived from the name when absent',
        body: CreateShowBody,
        response: { 201: ShowSchema, 409: ErrorResponse, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await app.services.shows.create(request.body)),
  )

  app.patch(
    '/api/v1/shows/:id',
    {
      schema: {
        tags,
        operationId: 'updateShow',
        params: IdParams,
        body: UpdateShowBody,
        response: { 200: ShowSchema, 409: ErrorResponse, ...errorResponses },
      },
    },
    async (request) => app.services.shows.update(request.params.id, request.body),
  )

  app.delete(
    '/api/v1/shows/:id',
    {
      schema: {
        tags,
        operationId: 'deleteShow',
        summary: 'Delete a show with its schedules, episodes and timeslots (refused while timeslots lie ahead, unless force)',
        params: IdParams,
        querystring: DeleteShowQuery,
        response: { 204: Type.Null({ description: 'Deleted' }), 409: ErrorResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.services.shows.remove(request.params.id, request.query.force ?? false)
      return reply.code(204).send(null)
    },
  )
}

export default shows
