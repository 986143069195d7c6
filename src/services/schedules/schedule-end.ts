/** Ending a schedule (DELETE of it or of its show): timeslots not started go, aired ones stay as history. */

import * as schedulesDb from '../../db/programme/schedules.ts'
import * as timeslotsDb from '../../db/programme/timeslots.ts'
import type { Restoration } from '../../domain/resolution/give-back-rules.ts'
import { endedLastDate } from '../../domain/schedules/schedule.ts'
import { instantToLocal } from '../../domain/time/station-time.ts'
import { ERRORS, requireFound } from '../../errors.ts'
import type { Caller } from '../access/caller.ts'
import type { ServiceContext } from '../context.ts'
import { checkPrecondition, type Precondition, runWrite, type WriteScope } from '../write.ts'
import { givenBack, type RestoreOptions, restoreDisplaced, restoreOptions } from './give-back.ts'

/** Deletes the timeslots not started, giving back; with aired ones the schedule stays, ended on the last. */
export async function endSchedule(
  scope: WriteScope,
  zone: string,
  stored: schedulesDb.ScheduleRow,
  restore: RestoreOptions | undefined,
  /** More columns of the ended schedule, written in the same update (a season's: it leaves its season). */
  also: { seasonId?: null } = {},
): Promise<{ removed: number; restoration: Restoration }> {
  const removed = await timeslotsDb.removeStartingFrom(scope.tx, { scheduleId: stored.id }, scope.now)
  for (const row of removed) scope.record('timeslot', row, null)
  const lastStart = await timeslotsDb.findLastStart(scope.tx, stored.id)
  if (lastStart === null) {
    scope.record('schedule', await schedulesDb.remove(scope.tx, stored.id), null)
  } else {
    const spec = schedulesDb.toScheduleRecord(stored).spec
    const lastDate = endedLastDate(spec, instantToLocal(lastStart, zone).slice(0, 10))
    // An open-ended schedule ends too: the horizon extension passes it by from now on.
    if (lastDate !== spec.lastDate || stored.openEnded || Object.keys(also).length > 0) {
      const ended = { lastDate: schedulesDb.toDateColumn(lastDate), openEnded: false, unplaced: [], ...also }
      scope.record('schedule', stored, await schedulesDb.update(scope.tx, stored.id, ended, scope.caller.userId))
    }
  }
  return { removed: removed.length, restoration: await restoreDisplaced(scope, removed, restore) }
}

/** DELETE of a schedule, in one locked transaction (a running resolution may be creating its timeslots). */
export async function deleteSchedule(
  ctx: ServiceContext,
  caller: Caller,
  id: number,
  expect?: Precondition,
  restore?: boolean,
): Promise<Restoration> {
  return runWrite(ctx, caller, { action: 'schedule.delete', request: { scheduleId: id } }, async (scope) => {
    const stored = await requireFound(schedulesDb.findById(scope.tx, id), ERRORS.scheduleNotFound, 'schedule', id)
    await scope.ownership.require(stored.showId, `ending schedule ${id}`)
    checkPrecondition(ctx, expect, schedulesDb.toScheduleRecord(stored), `schedule ${id}`)
    const { removed, restoration } = await endSchedule(
      scope,
      ctx.config.stationTimeZone,
      stored,
      restoreOptions(ctx, restore),
    )
    scope.describe(
      `Ended schedule ${id} of show ${stored.showId}: ${removed} future timeslot(s) deleted${givenBack(restoration)}`,
    )
    return restoration
  })
}
