import { answerOnce } from '../../plugins/idempotency.ts'
import { etagOfRecord, ifMatch, sendResource } from '../../plugins/preconditions.ts'
import { getSeason, listSeasons } from '../../services/seasons/season-schedules.ts'
import { createSeason, deleteSeason, updateSeason } from '../../services/seasons/seasons.ts'
import { readAnswers } from '../common/responses.ts'
import { routePlugin, writeTarget } from '../common/routes.ts'
import { answer, IfMatchHeaders, IfNoneMatchHeaders, preconditionResponses, ReasonQuery } from '../common/schemas.ts'
import {
  SeasonBody,
  SeasonDetailSchema,
  SeasonDryRunAnswer,
  SeasonList,
  SeasonOverlapAnswer,
  SeasonWriteQuery,
  SeasonWriteSchema,
} from './schemas.ts'
import { toSeasonDetailView, toSeasonDraft, toSeasonView, toSeasonWriteView } from './views.ts'

export default routePlugin('seasons', async (app, route, zone) => {
  app.get(
    '/api/v1/seasons',
    route.options(
      {
        permission: 'programme.read',
        operationId: 'listSeasons',
        summary: 'Extension: every season, by first date',
      },
      {
        headers: IfNoneMatchHeaders,
        response: readAnswers('The seasons', SeasonList),
      },
    ),
    async (request, reply) => sendResource(request, reply, { items: (await listSeasons(app.ctx)).map(toSeasonView) }),
  )

  app.get(
    '/api/v1/seasons/:id',
    route.byId(
      {
        permission: 'programme.read',
        operationId: 'getSeason',
        summary: 'Extension: one season, its schedules and the regular timeslots that stepped aside for it',
      },
      {
        headers: IfNoneMatchHeaders,
        response: readAnswers('The season (ETag: its version)', SeasonDetailSchema),
      },
    ),
    async (request, reply) => {
      const detail = await getSeason(app.ctx, request.params.id)
      return sendResource(request, reply, toSeasonDetailView(detail, zone), etagOfRecord(detail.season, zone))
    },
  )

  app.post(
    '/api/v1/seasons',
    route.options(
      {
        permission: 'seasons.manage',
        idempotent: true,
        operationId: 'createSeason',
        summary:
          'Extension: create a season; in `replace` mode the regular programme of its dates steps aside (kept, to come back)',
        description:
          'One write, one changeset: reverting it (or deleting the season) gives back every regular timeslot that stepped aside, with its id, ' +
          'episode, media and memo. Schedules join the season with `season` in the schedule object (POST /api/v1/schedules).',
      },
      {
        querystring: ReasonQuery,
        body: SeasonBody,
        response: {
          201: answer('Created (Location: its URL): the season and what stepped aside', SeasonWriteSchema),
          ...SeasonDryRunAnswer,
          ...SeasonOverlapAnswer,
        },
      },
    ),
    async (request, reply) =>
      answerOnce(
        request,
        reply,
        (keyed) =>
          createSeason(
            app.ctx,
            request.caller,
            { draft: toSeasonDraft(request.body), dryrun: request.body.dryrun },
            keyed,
          ),
        (outcome) => ({
          status: outcome.kind === 'preview' ? 202 : 201,
          headers:
            outcome.kind === 'preview'
              ? ({} as Record<string, string>)
              : { location: `/api/v1/seasons/${outcome.season.id}` },
          body: toSeasonWriteView(outcome, zone),
        }),
      ),
  )

  app.put(
    '/api/v1/seasons/:id',
    route.byId(
      {
        permission: 'seasons.manage',
        operationId: 'updateSeason',
        summary:
          'Extension: rename a season or change its dates; what it no longer covers comes back, what it newly covers steps aside',
      },
      {
        querystring: ReasonQuery,
        headers: IfMatchHeaders,
        body: SeasonBody,
        response: {
          200: answer('The season as changed, what stepped aside and what came back', SeasonWriteSchema),
          ...SeasonDryRunAnswer,
          ...SeasonOverlapAnswer,
          ...preconditionResponses,
        },
      },
    ),
    async (request, reply) => {
      const outcome = await updateSeason(app.ctx, request.caller, request.params.id, {
        draft: toSeasonDraft(request.body),
        dryrun: request.body.dryrun,
        expect: ifMatch(request),
      })
      if (outcome.kind !== 'preview') reply.header('etag', etagOfRecord(outcome.season, zone))
      return reply.code(outcome.kind === 'preview' ? 202 : 200).send(toSeasonWriteView(outcome, zone))
    },
  )

  app.delete(
    '/api/v1/seasons/:id',
    route.byId(
      {
        permission: 'seasons.manage',
        operationId: 'deleteSeason',
        summary: 'Extension: delete a season: its schedules end, and everything that stepped aside for it comes back',
      },
      {
        headers: IfMatchHeaders,
        querystring: SeasonWriteQuery,
        response: {
          200: answer('Deleted: what came back (`restoration`), and what could not with the reason', SeasonWriteSchema),
          ...SeasonDryRunAnswer,
          ...preconditionResponses,
        },
      },
    ),
    async (request, reply) => {
      const outcome = await deleteSeason(app.ctx, ...writeTarget(request), request.query.dryrun)
      return reply.code(outcome.kind === 'preview' ? 202 : 200).send(toSeasonWriteView(outcome, zone))
    },
  )
})
