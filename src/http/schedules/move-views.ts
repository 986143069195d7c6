/** A move's request as domain data, and the successor as the `schedule` a 409 echoes. */

import type { MoveSubmission } from '../../domain/schedules/series-move.ts'
import type { ScheduleSpec } from '../../domain/types.ts'
import type { MoveBody } from './move-schemas.ts'
import type { ScheduleInput } from './schemas.ts'
import { dateRulesOf } from './views.ts'

export function toMoveSubmission(body: MoveBody, scheduleId: number): MoveSubmission {
  const { schedule } = body
  return {
    scheduleId,
    from: body.from,
    changes: {
      ...(schedule.startTime === undefined ? {} : { startTime: schedule.startTime }),
      ...(schedule.endTime === undefined ? {} : { endTime: schedule.endTime }),
      ...(schedule.byWeekday === undefined ? {} : { byWeekday: schedule.byWeekday }),
      ...(schedule.rrule === undefined ? {} : { ruleId: schedule.rrule }),
      ...(schedule.addDaysNo === undefined ? {} : { addDaysNo: schedule.addDaysNo }),
      ...(schedule.lastDate === undefined ? {} : { lastDate: schedule.lastDate }),
    },
    solutions: body.solutions,
    seen:
      body.projected === undefined
        ? undefined
        : new Map(body.projected.map((p) => [p.hash, p.collisions.map((c) => c.id)])),
    defaultSolution: body.defaultSolution,
    dryrun: body.dryrun ?? false,
    ...(body.repetitions === undefined ? {} : { repetitions: body.repetitions as 'follow' | 'keep' }),
  }
}

/** The successor the move would create, as the contract's `schedule` object. */
export function toSuccessorInput(spec: ScheduleSpec, showId: number): ScheduleInput {
  return {
    show: showId,
    rrule: spec.ruleId,
    byWeekday: spec.byWeekday,
    firstDate: spec.firstDate,
    // Open-ended: null, as the client sends it again.
    lastDate: spec.openEnded === true ? null : spec.lastDate,
    startTime: spec.startTime,
    endTime: spec.endTime,
    ...dateRulesOf(spec),
  }
}
