import { answerOnce, type WriteAnswer } from '../../plugins/idempotency.ts'
import { type MoveOutcome, moveSchedule } from '../../services/schedules/schedule-moves.ts'
import { routePlugin } from '../common/routes.ts'
import { answer, cycleWriteRefusals } from '../common/schemas.ts'
import { RestoreQuery } from '../timeslots/schemas.ts'
import { restorationField } from '../timeslots/views.ts'
import { ConflictResponse, DryRunResponse } from './conflict-schemas.ts'
import { MoveBody, MoveResponse } from './move-schemas.ts'
import { toMoveSubmission, toSuccessorInput } from './move-views.ts'
import { toConflictBody, toDryRunBody, toScheduleView } from './views.ts'

export default routePlugin('schedules', async (app, route, zone) => {
  app.post(
    '/api/v1/schedules/:id/move',
    route.byId(
      {
        permission: 'schedules.write',
        idempotent: true,
        operationId: 'moveSchedule',
        summary:
          'Extension: move a series from a date (end the schedule the day before, continue it with changed times)',
        description:
          'Ends the schedule on the day before `from` and creates its successor from `from` with the changed fields, in one ' +
          'transaction and through the same cycle as a POST: collisions of the new times answer 409 (send the move again with ' +
          "`solutions` or `defaultSolution`), `dryrun` answers 202. The future timeslots' episodes, media and memos follow them by " +
          'occurrence order; a cancelled occurrence stays cancelled at its position; nothing before `from` changes and a ' +
          'timeslot that has started never moves. The two schedules name each other (`successorId`, `predecessorId`). ' +
          'Its repetition schedules (`repeatOf`) follow from the same date in the same cycle and changeset (`repetitions: "keep"` leaves them).',
      },
      {
        querystring: RestoreQuery,
        body: MoveBody,
        response: {
          201: answer('Moved: the ended schedule and its successor (Location: the successor)', MoveResponse),
          202: answer('`dryrun` was true: what the move would do; nothing was changed', DryRunResponse),
          ...cycleWriteRefusals(
            'Collisions of the new times to resolve (Conflict; `schedule` is the successor), or a concurrent writer won twice. Nothing was changed',
            ConflictResponse,
          ),
        },
      },
    ),
    async (request, reply) =>
      answerOnce(
        request,
        reply,
        (keyed) =>
          moveSchedule(
            app.ctx,
            request.caller,
            { ...toMoveSubmission(request.body, request.params.id), restore: request.query.restore },
            keyed,
          ),
        (outcome) => answerOf(outcome, request.body.defaultSolution),
      ),
  )

  function answerOf(outcome: MoveOutcome, defaultSolution: Parameters<typeof toConflictBody>[4]): WriteAnswer {
    switch (outcome.kind) {
      case 'created':
        return {
          status: 201,
          headers: { location: `/api/v1/schedules/${outcome.schedule.id}` },
          body: {
            predecessor: toScheduleView(outcome.predecessor),
            successor: toScheduleView(outcome.schedule, outcome.skipped),
            ...restorationField(outcome.restoration, zone),
            ...(outcome.repetitions.length === 0
              ? {}
              : { repetitions: outcome.repetitions.map((schedule) => toScheduleView(schedule)) }),
          },
        }
      case 'conflict':
        return {
          status: 409,
          body: toConflictBody(
            outcome.conflict,
            toSuccessorInput(outcome.successor, outcome.showId),
            outcome.skipped,
            zone,
            defaultSolution,
          ),
          plainJson: true,
        }
      case 'preview':
        return { status: 202, body: toDryRunBody(outcome.preview, outcome.owner, outcome.skipped, zone) }
    }
  }
})
