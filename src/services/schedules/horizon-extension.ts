/**
 * The daily extension of open-ended schedules to the rolling horizon, through the cycle, as the system user. It never
 * resolves a collision: the existing timeslot keeps its air and the occurrence is stored as unplaced. Batches re-read
 * what is due under the lock, so concurrent instances extend each schedule once.
 */
import { setImmediate as yieldTurn } from 'node:timers/promises'
import * as horizonDb from '../../db/programme/horizon.ts'
import * as schedulesDb from '../../db/programme/schedules.ts'
import { findNames } from '../../db/programme/shows.ts'
import { validateSchedule } from '../../domain/recurrence/schedule-validation.ts'
import { extensionOf, stillUnplaced, type UnplacedOccurrence, unplacedOf } from '../../domain/schedules/horizon.ts'
import { formatLocalDate, parseLocalDate } from '../../domain/time/civil-dates.ts'
import { todayIn } from '../../domain/time/station-time.ts'
import { SYSTEM } from '../access/caller.ts'
import type { ServiceContext } from '../context.ts'
import { runRecordedWrite, type WriteScope } from '../write.ts'
import { applyPlan } from './plan-writes.ts'
import { projectAt, runCycle } from './schedule-cycle.ts'

/** Schedules per write: a batch holds the programme lock for a bounded time. */
export const EXTENSION_BATCH = 50

export interface ExtensionReport {
  /** The horizon the schedules were extended to (YYYY-MM-DD). */
  horizon: string
  schedules: number
  created: number
  unplaced: UnplacedOccurrence[]
  /** One per batch that changed something. */
  changesets: number[]
}

/** The horizon at `now`: today in the station's zone + PROGRAMME_HORIZON_DAYS. */
export function horizonAt(ctx: ServiceContext, now: number): string {
  const today = parseLocalDate(todayIn(ctx.config.stationTimeZone, now)) as number
  return formatLocalDate(today + ctx.config.programmeHorizonDays)
}

/** Extends every open-ended schedule that is due, a batch per write, until none is. */
export async function extendHorizon(ctx: ServiceContext, batchSize = EXTENSION_BATCH): Promise<ExtensionReport> {
  const report: ExtensionReport = {
    horizon: horizonAt(ctx, ctx.now()),
    schedules: 0,
    created: 0,
    unplaced: [],
    changesets: [],
  }
  // The look without the lock: most rounds find nothing to do and never wait for a writer.
  if (!(await horizonDb.anyDue(ctx.db.client, report.horizon))) return report
  for (;;) {
    const { result, changesetId } = await runRecordedWrite(
      ctx,
      SYSTEM,
      { action: 'schedule.extend', request: { horizon: report.horizon } },
      (scope) => extendBatch(ctx, scope, report.horizon, batchSize),
    )
    report.schedules += result.schedules
    report.created += result.created
    report.unplaced.push(...result.unplaced)
    if (changesetId !== null) report.changesets.push(changesetId)
    if (result.schedules < batchSize) return report
    await yieldTurn()
  }
}

/** One batch under the lock: the schedules still due (another instance may have done them), each extended. */
async function extendBatch(ctx: ServiceContext, scope: WriteScope, horizon: string, batchSize: number) {
  const rows = await horizonDb.findDue(scope.tx, horizon, batchSize)
  const names = await findNames(
    scope.tx,
    rows.map((row) => row.showId),
  )
  let created = 0
  const unplaced: UnplacedOccurrence[] = []
  for (const row of rows) {
    const result = await extendOne(ctx, scope, row, horizon, names.get(row.showId) ?? '')
    created += result.created
    unplaced.push(...result.unplaced)
  }
  scope.describe(
    `Extended ${rows.length} open-ended schedule(s) to ${horizon}: ${created} timeslot(s) created` +
      (unplaced.length === 0
        ? ''
        : `, ${unplaced.length} occurrence(s) not created (the programme keeps that air; see GET /api/v1/air/health)`),
  )
  return { schedules: rows.length, created, unplaced }
}

async function extendOne(
  ctx: ServiceContext,
  scope: WriteScope,
  row: schedulesDb.ScheduleRow,
  horizon: string,
  showName: string,
) {
  const record = schedulesDb.toScheduleRecord(row)
  const checked = validateSchedule(record.spec)
  const through = parseLocalDate(record.spec.lastDate ?? record.spec.firstDate) as number
  const window = 'problem' in checked ? null : extensionOf(checked, through, parseLocalDate(horizon) as number)
  const projection = window === null ? null : projectAt(ctx, window, scope.now)
  let found: UnplacedOccurrence[] = []
  let created = 0
  if (projection?.ok) {
    // `theirs` for every collision: the existing programme keeps its air, the occurrence is reported.
    const cycle = await runCycle(ctx, scope, {
      plans: { projection },
      resolution: { solutions: {}, defaultSolution: 'theirs' },
      mode: 'batch',
      creates: false,
      resend: 'schedule',
      // A regular schedule's days that came within the horizon skip a `replace` season's dates (issue 31).
      season: record.seasonId == null ? { id: null, recurring: record.spec.ruleId !== 1 } : undefined,
    })
    if (cycle.kind === 'apply') {
      await applyPlan(scope, cycle.plan, [], record)
      created = cycle.plan.create.length
      found = unplacedOf(cycle.assessment.slots, { scheduleId: row.id, showId: row.showId, showName })
    }
  }
  // The horizon moves on even for a schedule that projects nothing new, so it is not due again today.
  const kept = stillUnplaced(horizonDb.unplacedOfRow(row.unplaced), scope.now)
  scope.record(
    'schedule',
    row,
    await horizonDb.extend(scope.tx, row.id, horizon, [...kept, ...found], scope.caller.userId),
  )
  return { created, unplaced: found }
}
