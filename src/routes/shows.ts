import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ERRORS } from '../errors.ts'
import { answer, errorAnswer, errorResponses, IdParams, IfMatchHeaders, IfNoneMatchHeaders, notModifiedResponse, preconditionResponses } from '../schemas/common.ts'
import { CreateShowBody, DeleteShowQuery, ShowListQuery, ShowPage, ShowSchema, UpdateShowBody } from '../schemas/shows.ts'
import { createShow, deleteShow, getShow, listShows, updateShow } from '../services/shows.ts'
import { toShowView } from '../views/shows.ts'
import { ifMatch, sendChanged, sendResource } from './preconditions.ts'

const tags = ['shows']

const shows: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/shows',
    {
      config: { permission: 'programme.read' },
      schema: {
        tags,
        operationId: 'listShows',
        summary: 'List shows, ordered by id (deleted ones only with includeDeleted)',
        querystring: ShowListQuery,
        response: { 200: answer('A page of shows', ShowPage), ...errorResponses },
      },
    },
    async (request) => {
      const page = await listShows(app.ctx, request.caller, request.query)
      return { ...page, items: page.items.map(toShowView) }
    },
  )

  app.get(
    '/api/v1/shows/:id',
    {
      config: { permission: 'programme.read' },
      schema: {
        tags,
        operationId: 'getShow',
        summary: 'One show',
        params: IdParams,
        headers: IfNoneMatchHeaders,
        response: { 200: answer('The show (ETag: its version)', ShowSchema), ...notModifiedResponse, ...errorResponses },
      },
    },
    async (request, reply) => sendResource(request, reply, toShowView(await getShow(app.ctx, request.params.id))),
  )

  app.post(
    '/api/v1/shows',
    {
      config: { permission: 'shows.create', idempotent: true },
      schema: {
        tags,
        operationId: 'createShow',
        summary: 'Create a show; the slug is derived from the name when absent',
        body: CreateShowBody,
        response: { 201: answer('Created (Location: its URL)', ShowSchema), 409: errorAnswer('The slug is taken', ERRORS.slugTaken), ...errorResponses },
      },
    },
    async (request, reply) => {
      const show = await createShow(app.ctx, request.caller, request.body)
      return reply.code(201).header('location', `/api/v1/shows/${show.id}`).send(toShowView(show))
    },
  )

  app.patch(
    '/api/v1/shows/:id',
    {
      config: { permission: 'shows.update' },
      schema: {
        tags,
        operationId: 'updateShow',
        summary: 'Change a show: name, slug, description, isActive, defaultMediaId, ownerIds, and how it is presented (imageUrl, hosts, links, categories, languages, fundingCategory)',
        params: IdParams,
        headers: IfMatchHeaders,
        body: UpdateShowBody,
        response: { 200: answer('The changed show (ETag: its new version)', ShowSchema), 409: errorAnswer('The slug is taken, or the show is archived', ERRORS.slugTaken, ERRORS.showArchived), ...preconditionResponses, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendChanged(reply, toShowView(await updateShow(app.ctx, request.caller, request.params.id, request.body, ifMatch(request, toShowView)))),
  )

  app.delete(
    '/api/v1/shows/:id',
    {
      config: { permission: 'shows.delete' },
      schema: {
        tags,
        operationId: 'deleteShow',
        summary: 'Delete (archive) a show: its future timeslots go, aired ones stay readable (refused while timeslots lie ahead, unless force)',
        params: IdParams,
        querystring: DeleteShowQuery,
        headers: IfMatchHeaders,
        response: { 204: Type.Null({ description: 'Deleted' }), 409: errorAnswer('Timeslots lie ahead (send force=true to remove them)', ERRORS.showHasFutureTimeslots), ...preconditionResponses, ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteShow(app.ctx, request.caller, request.params.id, request.query.force ?? false, ifMatch(request, toShowView))
      return reply.code(204).send(null)
    },
  )
}

export default shows
