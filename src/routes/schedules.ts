import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorResponse, errorResponses, IdParams } from '../schemas/common.ts'
import { ConflictResponse, DryRunResponse, ResolutionBody, ScheduleSchema } from '../schemas/schedules.ts'

const tags = ['schedules']

const outcomes = {
  202: DryRunResponse,
  409: { ...ConflictResponse, description: 'Collisions to resolve (the contract structure), or a concurrent change: nothing was changed' },
  ...errorResponses,
}

const schedules: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/schedules/',
    {
      schema: {
        tags,
        operationId: 'createSchedule',
        summary: 'Create a schedule: project its timeslots, detect collisions, resolve them atomically',
        description:
          'Without collisions the schedule and its timeslots are created at once (201). With collisions the answer is 409 with ' +
          '`projected`; send the same schedule again with one solution per colliding hash in `solutions`. ' +
          '`schedule.dryrun: true` answers 202 with what would happen and changes nothing.',
        body: ResolutionBody,
        response: { 201: ScheduleSchema, ...outcomes },
      },
    },
    async (request, reply) => {
      const outcome = await app.services.schedules.create(request.body)
      return reply.code(outcome.status).send(outcome.body)
    },
  )

  app.put(
    '/api/v1/schedules/:id/',
    {
      schema: {
        tags,
        operationId: 'updateSchedule',
        summary: 'Update a schedule (lastDate, firstDate later, isRepetition, defaultMediaId, addDaysNo, addBusinessDaysOnly)',
        description:
          'startTime, endTime, byWeekday, rrule and show cannot change ("This change on the timeslot is not allowed.", 400). ' +
          "The schedule's own future timeslots that are still projected stay as they are; those no longer projected are deleted; " +
          'new ones are checked for collisions like on create.',
        params: IdParams,
        body: ResolutionBody,
        response: { 200: ScheduleSchema, ...outcomes, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const outcome = await app.services.schedules.update(request.params.id, request.body)
      return reply.code(outcome.status).send(outcome.body)
    },
  )
}

export default schedules
