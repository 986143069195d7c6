import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import { ERRORS } from '../errors.ts'
import { answer, errorAnswer, ErrorResponse, errorResponses, IdParams, IfMatchHeaders, preconditionResponses } from '../schemas/common.ts'
import { ConflictResponse, DryRunResponse, ResolutionBody, ScheduleSchema, type ScheduleInput } from '../schemas/schedules.ts'
import { submitSchedule, type ScheduleOutcome } from '../services/schedules.ts'
import { toConflictBody, toDryRunBody, toScheduleView, toSubmission } from '../views/schedules.ts'
import type { ScheduleRecord } from '../domain/schedule.ts'
import type { DefaultSolution } from '../domain/types.ts'
import { etagOf, ifMatch } from './preconditions.ts'

const tags = ['schedules']

const outcomes = {
  202: answer('`schedule.dryrun` was true: what the request would do; nothing was changed', DryRunResponse),
  409: {
    'x-response-description':
      `Collisions to resolve: the contract's structure (Conflict), to send back with \`solutions\` filled in; or, rarely, ` +
      `a concurrent writer won twice (Error ${ERRORS.timeslotOverlap.code}: send the request again). Nothing was changed`,
    anyOf: [ConflictResponse, ErrorResponse],
  },
  ...errorResponses,
  403: errorAnswer(
    "The role may not write schedules, the show is not the caller's, or a solution would change a timeslot of a show " +
      'the caller may not change; nothing was changed',
    ERRORS.forbidden,
    ERRORS.showNotOwned,
    ERRORS.solutionForbidden,
  ),
}

/** The one place a schedule outcome becomes HTTP: status and body. */
function send(reply: FastifyReply, outcome: ScheduleOutcome, schedule: ScheduleInput, zone: string, defaultSolution?: DefaultSolution) {
  switch (outcome.kind) {
    case 'created':
      reply.header('location', `/api/v1/schedules/${outcome.schedule.id}`)
      return reply.code(201).send(toScheduleView(outcome.schedule, outcome.skipped))
    case 'updated':
      reply.header('etag', etagOf(toScheduleView(outcome.schedule)))
      return reply.code(200).send(toScheduleView(outcome.schedule, outcome.skipped))
    case 'conflict':
      // The view has the Conflict shape already. The schema's serializer would first validate the whole
      // body with Ajv to pick the 409's anyOf branch (Conflict or Error): a year's conflict, every
      // instant's format checked, just to learn what this line knows. With a serializer of its own,
      // Fastify leaves the content type to us.
      return reply
        .code(409)
        .type('application/json; charset=utf-8')
        .serializer(JSON.stringify)
        .send(toConflictBody(outcome.conflict, schedule, outcome.skipped, zone, defaultSolution))
    case 'preview':
      return reply.code(202).send(toDryRunBody(outcome.preview, outcome.owner, outcome.skipped, zone))
  }
}

const schedules: FastifyPluginAsyncTypebox = async (app) => {
  const zone = app.ctx.config.stationTimeZone

  app.post(
    '/api/v1/schedules/',
    {
      config: { permission: 'schedules.write', idempotent: true },
      schema: {
        tags,
        operationId: 'createSchedule',
        summary: 'Create a schedule: project its timeslots, detect collisions, resolve them atomically',
        description:
          'Without collisions the schedule and its timeslots are created at once (201). With collisions the answer is 409 with ' +
          '`projected`; send the same schedule again with one solution per colliding hash in `solutions`. ' +
          '`schedule.dryrun: true` answers 202 with what would happen and changes nothing.',
        body: ResolutionBody,
        response: { 201: answer('Created with its timeslots (Location: its URL)', ScheduleSchema), ...outcomes },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await submitSchedule(app.ctx, request.caller, toSubmission(request.body, null)),
        request.body.schedule,
        zone,
        request.body.defaultSolution,
      ),
  )

  app.put(
    '/api/v1/schedules/:id/',
    {
      config: { permission: 'schedules.write' },
      schema: {
        tags,
        operationId: 'updateSchedule',
        summary: 'Update a schedule (lastDate, firstDate later, exceptions, isRepetition, defaultMediaId, addDaysNo, addBusinessDaysOnly)',
        description:
          'startTime, endTime, byWeekday, rrule, show and anchorDate cannot change ("This change on the timeslot is not allowed.", 400). ' +
          "The schedule's own future timeslots that are still projected stay as they are; those no longer projected are deleted; " +
          'new ones are checked for collisions like on create. The result equals a fresh POST of the same data on the same anchor.',
        params: IdParams,
        headers: IfMatchHeaders,
        body: ResolutionBody,
        response: { 200: answer('Updated (ETag: its new version)', ScheduleSchema), ...outcomes, ...preconditionResponses },
      },
    },
    async (request, reply) => {
      const submission = { ...toSubmission(request.body, request.params.id), expect: ifMatch(request, (record: ScheduleRecord) => toScheduleView(record)) }
      return send(reply, await submitSchedule(app.ctx, request.caller, submission), request.body.schedule, zone, request.body.defaultSolution)
    },
  )
}

export default schedules
