/** What happened to timeslots since a moment (touched, or gone as tombstones), for clients that sync. */
import * as timeslotVersions from '../../db/programme/timeslot-versions.ts'
import type { DeletedTimeslot } from '../../domain/records.ts'
import { AppError, ERRORS } from '../../errors.ts'
import type { ServiceContext } from '../context.ts'

export interface TimeslotChanges {
  /** Ids of timeslots created or changed since, that still exist. */
  changed: number[]
  deleted: DeletedTimeslot[]
}

/** `updatedSince` must lie within the change log's retention, or deletions could have been pruned. */
export function checkUpdatedSince(ctx: ServiceContext, since: number): void {
  const oldest = ctx.now() - ctx.config.changesRetentionDays * 86_400_000
  if (since < oldest) {
    throw new AppError(
      ERRORS.updatedSinceTooOld,
      `updatedSince is older than the change log keeps (CHANGES_RETENTION_DAYS = ${ctx.config.changesRetentionDays}); read the whole window instead`,
      [{ path: 'updatedSince', message: `must be after ${new Date(oldest).toISOString()}` }],
    )
  }
}

/** Timeslots touched since `since` (in the window, when given), from timeslot_versions, never the change log's JSON. */
export async function timeslotChangesSince(
  ctx: ServiceContext,
  since: number,
  filter: { showIds?: readonly number[] | undefined; scheduleIds?: readonly number[] | undefined },
  window?: { start: number; end: number },
): Promise<TimeslotChanges> {
  const versionFilter = { since, window, ...filter }
  const changed = await timeslotVersions.findChangedIds(ctx.db.client, versionFilter)
  const deleted = await timeslotVersions.findTombstones(ctx.db.client, versionFilter)
  return { changed, deleted }
}
