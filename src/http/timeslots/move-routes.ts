import type { DefaultSolution } from '../../domain/types.ts'
import { answerOnce, type WriteAnswer } from '../../plugins/idempotency.ts'
import { moveTimeslot, type TimeslotMoveOutcome } from '../../services/programme/timeslot-moves.ts'
import { routePlugin } from '../common/routes.ts'
import { answer, cycleWriteRefusals } from '../common/schemas.ts'
import { DryRunResponse } from '../schedules/conflict-schemas.ts'
import { detailOf, toDryRunBody, toProjectedView } from '../schedules/views.ts'
import { TimeslotMoveBody, TimeslotMoveConflict, TimeslotMoveResponse } from './move-schemas.ts'
import { RestoreQuery } from './schemas.ts'
import { restorationField, toTimeslotView } from './views.ts'

export default routePlugin('timeslots', async (app, route, zone) => {
  app.post(
    '/api/v1/timeslots/:id/move',
    route.byId(
      {
        permission: 'schedules.write',
        idempotent: true,
        operationId: 'moveTimeslot',
        summary: 'Extension: move or resize this one broadcast',
        description:
          'Moves the timeslot to `start`–`end`, keeping its id, episode, media and memo, through the same cycle as a schedule: ' +
          'collisions at the new time answer 409 with their `solutionChoices` (send the move again with `solutions` or ' +
          '`defaultSolution`), `dryrun` answers 202. Its schedule remembers the move: a later PUT of the schedule or a move of ' +
          'the series neither puts it back nor airs the old date a second time. A broadcast that has started may only change ' +
          'its end (extend it, or cut it short now); one that has ended is history (409). The air it leaves gives back what it ' +
          'had displaced there (`restore=false` leaves it out). Its repetitions follow it to its new air date plus their offset, in the same ' +
          'cycle and changeset (`repetitions: "keep"` leaves them). Answers 200 with the timeslot at its new time.',
      },
      {
        querystring: RestoreQuery,
        body: TimeslotMoveBody,
        response: {
          200: answer(
            'Moved: the timeslot at its new time (and what came back in the air it left)',
            TimeslotMoveResponse,
          ),
          202: answer(
            '`dryrun` was true: what the move would do (the broadcast under `create`, with its hash); nothing was changed',
            DryRunResponse,
          ),
          ...cycleWriteRefusals(
            'Collisions at the new time to resolve (TimeslotMoveConflict); or the broadcast has ended, has started (only its end may change), ' +
              'the solutions leave it no air, or a concurrent writer won twice. Nothing was changed',
            TimeslotMoveConflict,
          ),
        },
      },
    ),
    async (request, reply) =>
      answerOnce(
        request,
        reply,
        (keyed) =>
          moveTimeslot(
            app.ctx,
            request.caller,
            {
              timeslotId: request.params.id,
              start: request.body.start,
              end: request.body.end,
              solutions: request.body.solutions,
              defaultSolution: request.body.defaultSolution,
              dryrun: request.body.dryrun ?? false,
              restore: request.query.restore,
              repetitions: request.body.repetitions as 'follow' | 'keep' | undefined,
            },
            keyed,
          ),
        (outcome) => answerOf(outcome, request.body.defaultSolution),
      ),
  )

  function answerOf(outcome: TimeslotMoveOutcome, defaultSolution: DefaultSolution | undefined): WriteAnswer {
    switch (outcome.kind) {
      case 'moved':
        return {
          status: 200,
          body: {
            timeslot: toTimeslotView(outcome.timeslot, zone),
            ...(outcome.split.length === 0
              ? {}
              : { split: outcome.split.map((record) => toTimeslotView(record, zone)) }),
            ...restorationField(outcome.restoration, zone),
            ...(outcome.repetitions.length === 0
              ? {}
              : { repetitions: outcome.repetitions.map((record) => toTimeslotView(record, zone)) }),
          },
        }
      case 'conflict': {
        const body: TimeslotMoveConflict = {
          detail: detailOf(outcome.conflict),
          projected: outcome.conflict.slots.map((slot) => toProjectedView(slot, zone)),
          solutions: outcome.conflict.kept,
        }
        if (defaultSolution !== undefined) body.defaultSolution = defaultSolution
        return { status: 409, body, plainJson: true }
      }
      case 'preview': {
        const body = toDryRunBody(outcome.preview, outcome.owner, [], zone)
        // The broadcasts keep their ids: the dry run says which one each creates nothing new for.
        const ids = new Map(outcome.moving.map((entry) => [entry.hash, entry]))
        for (const slot of body.create) {
          const moving = slot.hash === undefined ? undefined : ids.get(slot.hash)
          if (moving !== undefined) {
            Object.assign(slot, { id: moving.id, schedule: moving.scheduleId })
            ids.delete(slot.hash!)
          }
        }
        return { status: 202, body }
      }
    }
  }
})
