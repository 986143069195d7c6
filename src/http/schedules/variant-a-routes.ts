/**
 * The contract's Variant A beside Variant B: POST /api/v1/shows/{show_pk}/schedules/ and PUT
 * /api/v1/shows/{show_pk}/schedules/{schedule_pk}/, over the same service call (submitSchedule) and the
 * same answers as Variant B's routes, in Variant A's names.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Static } from 'typebox'
import { AppError, ERRORS } from '../../errors.ts'
import { answerOnce, sendAnswer, type WriteAnswer } from '../../plugins/idempotency.ts'
import { ifMatch } from '../../plugins/preconditions.ts'
import { type ScheduleOutcome, submitSchedule } from '../../services/schedules/schedules.ts'
import { answer, IfMatchHeaders, preconditionResponses, ReasonQuery } from '../common/schemas.ts'
import { RestoreQuery } from '../timeslots/schemas.ts'
import type { CollisionView, ProjectedView, ResolutionBody } from './conflict-schemas.ts'
import { answerOf, outcomes } from './routes.ts'
import type { ScheduleInput } from './schemas.ts'
import {
  type CollisionA,
  ConflictResponseA,
  DryRunResponseA,
  ResolutionBodyA,
  ScheduleSchemaA,
  ShowScheduleParams,
  ShowSchedulesParams,
  UpdatedScheduleSchemaA,
} from './variant-a-schemas.ts'
import { toSubmission } from './views.ts'

const tags = ['Variant A']

/** Variant A's body as Variant B's, the show taken from the path. */
function toBodyB(body: ResolutionBodyA, showId: number): ResolutionBody {
  const { defaultPlaylistId, automationId: _automation, show, ...schedule } = body.schedule
  if (show !== undefined && show !== showId) {
    throw new AppError(ERRORS.validationFailed, `schedule.show is ${show} but the path names show ${showId}`, [
      { path: 'schedule/show', message: `must be ${showId}, the show_pk of the path, or be left out` },
    ])
  }
  const { notes: _notes, playlists: _playlists, projected, ...rest } = body
  return {
    ...rest,
    schedule: {
      ...schedule,
      show: showId,
      ...(defaultPlaylistId === undefined ? {} : { defaultMediaId: defaultPlaylistId }),
    },
    ...(projected === undefined
      ? {}
      : { projected: projected.map((slot) => ({ ...slot, collisions: slot.collisions.map(toCollisionB) })) }),
  }
}

function toCollisionB(collision: Static<typeof CollisionA>): CollisionView {
  const { playlistId, noteId, ...rest } = collision
  return { ...rest, mediaId: playlistId, ...(noteId === undefined ? {} : { episodeId: noteId }) }
}

function toCollisionA(collision: CollisionView) {
  const { mediaId, episodeId, ...rest } = collision
  return { ...rest, playlistId: mediaId, ...(episodeId === undefined ? {} : { noteId: episodeId }) }
}

function toProjectedA(slot: ProjectedView) {
  return { ...slot, collisions: slot.collisions.map(toCollisionA) }
}

function toScheduleA<T extends { defaultMediaId: number | null }>(schedule: T) {
  const { defaultMediaId, ...rest } = schedule
  return { ...rest, defaultPlaylistId: defaultMediaId, automationId: null }
}

/** Variant B's answer in Variant A's names; the 409 echoes the schedule, notes and playlists as they were sent. */
function answerA(outcome: ScheduleOutcome, body: ResolutionBodyA, bodyB: ResolutionBody, zone: string): WriteAnswer {
  const b = answerOf(outcome, bodyB.schedule as ScheduleInput, zone, bodyB.defaultSolution)
  const view = b.body as Record<string, unknown>
  switch (outcome.kind) {
    case 'created':
    case 'updated':
      return { ...b, body: toScheduleA(view as { defaultMediaId: number | null }) }
    case 'conflict': {
      const echo = {
        ...(body.notes === undefined ? {} : { notes: body.notes }),
        ...(body.playlists === undefined ? {} : { playlists: body.playlists }),
      }
      return {
        ...b,
        body: {
          ...view,
          projected: (view.projected as ProjectedView[]).map(toProjectedA),
          schedule: body.schedule,
          ...echo,
        },
      }
    }
    case 'preview':
      return { ...b, body: { ...view, unresolved: (view.unresolved as ProjectedView[]).map(toProjectedA) } }
  }
}

function submissionOf(body: ResolutionBodyA, bodyB: ResolutionBody, scheduleId: number | null) {
  return { ...toSubmission(bodyB, scheduleId), contents: { episodeIds: body.notes, mediaIds: body.playlists } }
}

const variantA: FastifyPluginAsyncTypebox = async (app) => {
  const zone = app.ctx.config.stationTimeZone
  const responses = {
    ...outcomes,
    202: answer('`schedule.dryrun` was true: what the request would do; nothing was changed', DryRunResponseA),
    409: { ...outcomes[409], anyOf: [ConflictResponseA, outcomes[409].anyOf[1]] },
  }

  app.post(
    '/api/v1/shows/:id/schedules/',
    {
      config: { permission: 'schedules.write', idempotent: true },
      schema: {
        tags,
        operationId: 'createShowSchedule',
        summary:
          "Variant A: create a schedule of the show; project, detect collisions, resolve them (`notes`, `playlists` set the created timeslots' episode and media)",
        description:
          "The same as createSchedule (Variant B) in Variant A's names: defaultPlaylistId, playlistId, noteId, automationId: null. " +
          '`notes` and `playlists` (hash → id) give the timeslot created for that projected timeslot its note (episode of the show) and playlist (media).',
        params: ShowSchedulesParams,
        querystring: ReasonQuery,
        body: ResolutionBodyA,
        response: { 201: answer('Created with its timeslots (Location: its URL)', ScheduleSchemaA), ...responses },
      },
    },
    async (request, reply) => {
      const bodyB = toBodyB(request.body, request.params.id)
      return answerOnce(
        request,
        reply,
        () => submitSchedule(app.ctx, request.caller, submissionOf(request.body, bodyB, null)),
        (outcome) => answerA(outcome, request.body, bodyB, zone),
      )
    },
  )

  app.put(
    '/api/v1/shows/:id/schedules/:schedule_pk/',
    {
      config: { permission: 'schedules.write' },
      schema: {
        tags,
        operationId: 'updateShowSchedule',
        summary: "Variant A: update a schedule of the show (as updateSchedule, in Variant A's names)",
        description:
          'A schedule of another show than show_pk is refused as a change of `show` (400, "This change on the timeslot is not allowed.").',
        params: ShowScheduleParams,
        querystring: RestoreQuery,
        headers: IfMatchHeaders,
        body: ResolutionBodyA,
        response: {
          200: answer('Updated (ETag: its new version)', UpdatedScheduleSchemaA),
          ...responses,
          ...preconditionResponses,
        },
      },
    },
    async (request, reply) => {
      const bodyB = toBodyB(request.body, request.params.id)
      const submission = {
        ...submissionOf(request.body, bodyB, request.params.schedule_pk),
        expect: ifMatch(request),
        restore: request.query.restore,
      }
      return sendAnswer(
        reply,
        answerA(await submitSchedule(app.ctx, request.caller, submission), request.body, bodyB, zone),
      )
    },
  )
}

export default variantA
