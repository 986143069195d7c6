import { Type } from 'typebox'
import { RESOLUTION_MESSAGE } from '../../domain/resolution/solution-judgement.ts'
import type { DefaultSolution } from '../../domain/types.ts'
import { ERRORS } from '../../errors.ts'
import { answerOnce, sendAnswer, type WriteAnswer } from '../../plugins/idempotency.ts'
import { etagOfRecord, ifMatch } from '../../plugins/preconditions.ts'
import { deleteSchedule } from '../../services/schedules/schedule-end.ts'
import { type ScheduleOutcome, submitSchedule } from '../../services/schedules/schedules.ts'
import { routePlugin, writeTarget } from '../common/routes.ts'
import {
  answer,
  cycleWriteRefusals,
  errorResponses,
  IfMatchHeaders,
  preconditionResponses,
  ReasonQuery,
} from '../common/schemas.ts'
import { RestorationSchema, RestoreQuery } from '../timeslots/schemas.ts'
import { repetitionsField, restorationField, toDeletedAnswer } from '../timeslots/views.ts'
import {
  ConflictResponse,
  CREATE_EXAMPLES,
  DryRunResponse,
  RESOLUTION_EXAMPLES,
  ResolutionBody,
} from './conflict-schemas.ts'
import { CreatedScheduleSchema, type ScheduleInput, UpdatedScheduleSchema } from './schemas.ts'
import { toConflictBody, toDryRunBody, toScheduleView, toSubmission } from './views.ts'

export const outcomes = {
  202: answer('`schedule.dryrun` was true: what the request would do; nothing was changed', DryRunResponse),
  ...cycleWriteRefusals(
    `Collisions to resolve: the contract's structure (Conflict), to send back with \`solutions\` filled in; or, rarely, ` +
      `a concurrent writer won twice (Error ${ERRORS.timeslotOverlap.code}: send the request again). Nothing was changed`,
    ConflictResponse,
  ),
  ...errorResponses,
}

/** The one place a schedule outcome becomes HTTP: status, headers and body. */
export function answerOf(
  outcome: ScheduleOutcome,
  schedule: ScheduleInput,
  zone: string,
  defaultSolution?: DefaultSolution,
): WriteAnswer {
  switch (outcome.kind) {
    case 'created':
      return {
        status: 201,
        headers: { location: `/api/v1/schedules/${outcome.schedule.id}` },
        body: { ...toScheduleView(outcome.schedule, outcome.skipped), ...repetitionsField(outcome.repetitions, zone) },
      }
    case 'updated':
      return {
        status: 200,
        headers: { etag: etagOfRecord(outcome.schedule, zone) },
        body: {
          ...toScheduleView(outcome.schedule, outcome.skipped),
          ...restorationField(outcome.restoration, zone),
          ...repetitionsField(outcome.repetitions, zone),
        },
      }
    case 'conflict':
      // The view has the Conflict shape already. The schema's serializer would first validate the whole
      // body with Ajv to pick the 409's anyOf branch (Conflict or Error): a year's conflict, every
      // instant's format checked, just to learn what this line knows.
      return {
        status: 409,
        body: toConflictBody(outcome.conflict, schedule, outcome.skipped, zone, defaultSolution),
        plainJson: true,
      }
    case 'preview':
      return { status: 202, body: toDryRunBody(outcome.preview, outcome.owner, outcome.skipped, zone) }
  }
}

export default routePlugin('schedules', async (app, route, zone) => {
  app.post(
    '/api/v1/schedules/',
    route.options(
      {
        permission: 'schedules.write',
        idempotent: true,
        operationId: 'createSchedule',
        summary: 'Create a schedule: project its timeslots, detect collisions, resolve them atomically',
        description:
          'Without collisions the schedule and its timeslots are created at once (201). With collisions the answer is 409 with ' +
          '`projected`; send the same schedule again with one solution per colliding hash in `solutions`. ' +
          '`schedule.dryrun: true` answers 202 with what would happen and changes nothing.',
      },
      {
        querystring: ReasonQuery,
        body: { ...ResolutionBody, 'x-examples': CREATE_EXAMPLES },
        response: { 201: answer('Created with its timeslots (Location: its URL)', CreatedScheduleSchema), ...outcomes },
      },
    ),
    async (request, reply) =>
      answerOnce(
        request,
        reply,
        (keyed) => submitSchedule(app.ctx, request.caller, toSubmission(request.body, null), keyed),
        (outcome) => answerOf(outcome, request.body.schedule, zone, request.body.defaultSolution),
      ),
  )

  app.put(
    '/api/v1/schedules/:id/',
    route.byId(
      {
        permission: 'schedules.write',
        operationId: 'updateSchedule',
        summary:
          'Update a schedule (lastDate, firstDate later, exceptions, isRepetition, defaultMediaId, addDaysNo, addBusinessDaysOnly)',
        description:
          `startTime, endTime, byWeekday, rrule, show and anchorDate cannot change ("${RESOLUTION_MESSAGE.notAllowed}", 400). ` +
          "The schedule's own future timeslots that are still projected stay as they are; those no longer projected are deleted; " +
          'new ones are checked for collisions like on create. The result equals a fresh POST of the same data on the same anchor.',
      },
      {
        querystring: RestoreQuery,
        headers: IfMatchHeaders,
        body: { ...ResolutionBody, 'x-examples': RESOLUTION_EXAMPLES },
        response: {
          200: answer('Updated (ETag: its new version)', UpdatedScheduleSchema),
          ...outcomes,
          ...preconditionResponses,
        },
      },
    ),
    async (request, reply) => {
      const submission = {
        ...toSubmission(request.body, request.params.id),
        expect: ifMatch(request),
        restore: request.query.restore,
      }
      return sendAnswer(
        reply,
        answerOf(
          await submitSchedule(app.ctx, request.caller, submission),
          request.body.schedule,
          zone,
          request.body.defaultSolution,
        ),
      )
    },
  )

  app.delete(
    '/api/v1/schedules/:id',
    route.byId(
      {
        permission: 'schedules.write',
        operationId: 'deleteSchedule',
        summary: "Delete a schedule's future timeslots in one transaction; aired ones stay as history",
        description:
          'Timeslots that have started stay. If there are any, the schedule stays too, ended: its lastDate becomes the ' +
          'day of its last aired timeslot. Otherwise the schedule is deleted. Extension: what its timeslots had displaced ' +
          '(`ours*` solutions) comes back as far as the programme is free (200 lists it; `restore=false`: nothing comes back).',
      },
      {
        querystring: RestoreQuery,
        headers: IfMatchHeaders,
        response: {
          200: answer(
            'Deleted (or ended), and what its timeslots had displaced came back (or could not: `notRestored` says why)',
            RestorationSchema,
          ),
          204: Type.Null({
            description: 'Deleted (or ended, when it has aired timeslots); its timeslots had displaced nothing',
          }),
          ...preconditionResponses,
        },
      },
    ),
    async (request, reply) => {
      const restoration = await deleteSchedule(app.ctx, ...writeTarget(request), request.query.restore)
      const { status, body } = toDeletedAnswer(restoration, zone)
      return reply.code(status).send(body)
    },
  )
})
