/**
 * Moving a series from a date: the schedule ends the day before and a successor with the changes continues it, in
 * one write through the cycle; the future timeslots' content follows by occurrence order.
 */

import { findHolidayDays } from '../../db/programme/holidays.ts'
import * as schedulesDb from '../../db/programme/schedules.ts'
import type { Restoration } from '../../domain/resolution/give-back-rules.ts'
import { projectedOf } from '../../domain/resolution/resolution-plan.ts'
import type { ScheduleRecord } from '../../domain/schedules/schedule.ts'
import type { MoveSubmission } from '../../domain/schedules/series-move.ts'
import type { ScheduleSpec, SkippedOccurrence } from '../../domain/types.ts'
import { AppError, ERRORS, requireFound } from '../../errors.ts'
import type { Caller } from '../access/caller.ts'
import type { ServiceContext } from '../context.ts'
import { requireLiveShow } from '../programme/show-guard.ts'
import { withinSeason } from '../seasons/season-cycle.ts'
import { type KeyedAnswer, requestOf, runWrite } from '../write.ts'
import { givenBack, restoreOptions } from './give-back.ts'
import { applyPlan } from './plan-writes.ts'
import { projectedLinks, relinkStanding } from './repetition-follows.ts'
import { runCycle } from './schedule-cycle.ts'
import type { ScheduleOutcome } from './schedules.ts'
import { followingSchedules, ONCE, planSeries, writeSeries } from './series-plans.ts'

/** A move answers like a POST of its successor: created (with the ended predecessor), a conflict or a preview. */
export type MoveOutcome =
  | {
      kind: 'created'
      schedule: ScheduleRecord
      predecessor: ScheduleRecord
      skipped: SkippedOccurrence[]
      restoration: Restoration
      /** The successors of the repetition schedules that followed. */
      repetitions: ScheduleRecord[]
    }
  | (Exclude<ScheduleOutcome, { kind: 'created' | 'updated' }> & { successor: ScheduleSpec; showId: number })

export async function moveSchedule(
  ctx: ServiceContext,
  caller: Caller,
  submission: MoveSubmission,
  keyed?: KeyedAnswer,
): Promise<MoveOutcome> {
  const zone = ctx.config.stationTimeZone
  const request = requestOf(submission, ['scheduleId', 'from', 'changes', 'solutions', 'repetitions'])
  return runWrite(ctx, caller, { action: 'schedule.move', request, keyed }, async (scope) => {
    const row = await requireFound(
      schedulesDb.findById(scope.tx, submission.scheduleId),
      ERRORS.scheduleNotFound,
      'schedule',
      submission.scheduleId,
    )
    const stored = schedulesDb.toScheduleRecord(row)
    await scope.ownership.require(stored.showId, `moving schedule ${stored.id}`)
    await requireLiveShow(scope.tx, stored.showId, 'schedule')

    // Decide: the two specs, then the occurrences from `from` matched by order (holidays count as for any schedule).
    const holidays = await findHolidayDays(scope.tx)
    const main = await planSeries(ctx, scope, row, submission.from, submission.changes, holidays)
    if ('problem' in main) {
      throw new AppError(ERRORS.scheduleMoveFromInvalid, `from ${main.problem.message}`, [
        { path: 'from', message: main.problem.message },
      ])
    }
    // A season's series stays inside the season's dates, as its POST had to.
    if (stored.seasonId != null) await withinSeason(scope, stored.seasonId, main.successor)
    // Its repetition schedules follow from the same date (their generated dates are its own), in the same cycle.
    const followers = await followingSchedules(ctx, scope, stored, submission, holidays)
    const plans = [main, ...followers]
    const projection = {
      ...main.projection,
      slots: plans.flatMap((plan) => plan.projection.slots).sort((a, b) => a.start - b.start),
    }
    // The moving timeslots go like a PUT's stale ones: deleted first, listed by a dry run.
    const moving = plans.flatMap((plan) => plan.moving)
    const cycle = await runCycle(ctx, scope, {
      plans: { projection },
      replaces: moving,
      resolution: submission,
      mode: submission.dryrun ? 'dryrun' : 'write',
      creates: true,
      resend: 'move',
      // As its POST would: a regular series skips a `replace` season's dates, a season's series takes them (issue 31).
      season: { id: stored.seasonId ?? null, recurring: main.successor.ruleId !== ONCE },
    })
    // The cycle's projection: the season's dates it skipped are listed with the reason `season`.
    const skipped = cycle.projection.skipped
    const pending = { successor: main.successor, showId: stored.showId, skipped }
    if (cycle.kind === 'preview') {
      return { kind: 'preview', preview: cycle.preview, owner: { scheduleId: null, showId: stored.showId }, ...pending }
    }
    if (cycle.kind === 'conflict') return { kind: 'conflict', conflict: cycle.conflict, ...pending }

    // Write: the successor (linked back), the predecessor ended and linked on, then the timeslots.
    // A repetition's successor repeats the same original, and its timeslots are linked as a POST links them.
    const repeatOfId = stored.repeatOfId ?? null
    const linkOf = await projectedLinks(scope, repeatOfId, main.successor, main.projection.slots, zone)
    const { successor, predecessor } = await writeSeries(scope, main, repeatOfId)
    // A following repetition's successor repeats the original's successor.
    const written = []
    for (const plan of followers) written.push({ plan, ...(await writeSeries(scope, plan, successor.id)) })
    const placeByHash = new Map(
      written.flatMap(({ plan, successor: next }) =>
        plan.projection.slots.map(
          (slot) => [slot.hash, { scheduleId: next.id, showId: next.showId, isRepetition: next.isRepetition }] as const,
        ),
      ),
    )
    const restoration = await applyPlan(scope, cycle.plan, moving, successor, {
      contentOf: (hash) => plans.map((plan) => plan.contentByHash.get(hash)).find((content) => content !== undefined),
      linkOf,
      placeOf: (hash) => placeByHash.get(hash),
      restore: restoreOptions(ctx, submission.restore),
    })
    for (const { successor: next } of written) await relinkStanding(scope, next, zone)
    const created = projectedOf(cycle.plan).length
    const repetitions = written.length === 0 ? '' : `, with ${written.length} repetition schedule(s)`
    scope.describe(
      `Moved schedule ${stored.id} of show ${stored.showId} from ${submission.from}: schedule ${successor.id} continues it, ` +
        `${moving.length} timeslot(s) moved, ${created} created${repetitions}${givenBack(restoration)}`,
    )
    return {
      kind: 'created',
      schedule: successor,
      skipped,
      predecessor,
      restoration,
      repetitions: written.map(({ successor: next }) => next),
    }
  })
}
