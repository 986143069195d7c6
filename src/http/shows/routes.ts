import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ERRORS } from '../../errors.ts'
import { answerOnce } from '../../plugins/idempotency.ts'
import { etagOfRecord, ifMatch, sendChanged, sendResource } from '../../plugins/preconditions.ts'
import { createShow, deleteShow, getShow, listShows, updateShow } from '../../services/programme/shows.ts'
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
import { CreateShowBody, DeleteShowQuery, ShowListQuery, ShowPage, ShowSchema, UpdateShowBody } from './schemas.ts'
import { toShowView } from './views.ts'

const tags = ['shows']

const shows: FastifyPluginAsyncTypebox = async (app) => {
  const zone = app.ctx.config.stationTimeZone
  app.get(
    '/api/v1/shows',
    {
      config: { permission: 'programme.read' },
      schema: {
        tags,
        operationId: 'listShows',
        summary: 'List shows, ordered by id (deleted ones only with includeDeleted)',
        querystring: ShowListQuery,
        headers: IfNoneMatchHeaders,
        response: readAnswers('A page of shows (ETag: its version)', ShowPage),
      },
    },
    async (request, reply) => {
      const page = await listShows(app.ctx, request.caller, request.query)
      return sendResource(request, reply, { ...page, items: page.items.map(toShowView) })
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
        response: readAnswers('The show (ETag: its version)', ShowSchema),
      },
    },
    async (request, reply) => {
      const show = await getShow(app.ctx, request.params.id)
      return sendResource(request, reply, toShowView(show), etagOfRecord(show, zone))
    },
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
        response: {
          201: answer('Created (Location: its URL)', ShowSchema),
          409: errorAnswer('The slug is taken', ERRORS.slugTaken),
          ...errorResponses,
        },
      },
    },
    async (request, reply) =>
      answerOnce(
        request,
        reply,
        (keyed) => createShow(app.ctx, request.caller, request.body, keyed),
        (show) => ({ status: 201, headers: { location: `/api/v1/shows/${show.id}` }, body: toShowView(show) }),
      ),
  )

  app.patch(
    '/api/v1/shows/:id',
    {
      config: { permission: 'shows.update' },
      schema: {
        tags,
        operationId: 'updateShow',
        summary:
          'Change a show: name, slug, description, isActive, defaultMediaId, ownerIds, and how it is presented (imageUrl, hosts, links, categories, languages, fundingCategory)',
        params: IdParams,
        headers: IfMatchHeaders,
        body: UpdateShowBody,
        response: {
          200: answer('The changed show (ETag: its new version)', ShowSchema),
          409: errorAnswer('The slug is taken, or the show is archived', ERRORS.slugTaken, ERRORS.showArchived),
          ...preconditionResponses,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const show = await updateShow(app.ctx, request.caller, request.params.id, request.body, ifMatch(request))
      return sendChanged(reply, toShowView(show), etagOfRecord(show, zone))
    },
  )

  app.delete(
    '/api/v1/shows/:id',
    {
      config: { permission: 'shows.delete' },
      schema: {
        tags,
        operationId: 'deleteShow',
        summary:
          'Delete (archive) a show: its future timeslots go, aired ones stay readable (refused while timeslots lie ahead, unless force)',
        params: IdParams,
        querystring: DeleteShowQuery,
        headers: IfMatchHeaders,
        response: {
          204: Type.Null({ description: 'Deleted' }),
          409: errorAnswer('Timeslots lie ahead (send force=true to remove them)', ERRORS.showHasFutureTimeslots),
          ...preconditionResponses,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      await deleteShow(app.ctx, request.caller, request.params.id, request.query.force ?? false, ifMatch(request))
      return reply.code(204).send(null)
    },
  )
}

export default shows
