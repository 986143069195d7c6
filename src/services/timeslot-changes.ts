/**
 * What happened to timeslots since a moment, read from the change log: which ones were touched, and
 * which of them are gone (tombstones). Feeds for clients that sync instead of re-reading everything.
 */
import type { RowChange } from '../domain/revert.ts'
import * as changesetsDb from '../db/changesets.ts'
import { AppError, ERRORS } from '../errors.ts'
import type { ServiceContext } from './context.ts'
import type { DeletedTimeslot } from '../domain/records.ts'

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

export async function timeslotChangesSince(
  ctx: ServiceContext,
  since: number,
  filter: { showIds?: readonly number[] | undefined; scheduleIds?: readonly number[] | undefined },
): Promise<TimeslotChanges> {
  const changesets = await changesetsDb.findSince(ctx.db.client, new Date(since), filter)
  const last = new Map<number, { change: RowChange; changesetId: number; at: number }>()
  for (const changeset of changesets) {
    for (const change of changeset.changes as RowChange[]) {
      if (change.entity !== 'timeslot') continue
      const row = change.after ?? change.before
      if (filter.showIds !== undefined && !filter.showIds.includes(row?.showId as number)) continue
      if (filter.scheduleIds !== undefined && !filter.scheduleIds.includes(row?.scheduleId as number)) continue
      last.set(change.id, { change, changesetId: changeset.id, at: changeset.at.getTime() })
    }
  }
  const changed: number[] = []
  const deleted: DeletedTimeslot[] = []
  for (const [id, { change, changesetId, at }] of last) {
    if (change.after !== null) {
      changed.push(id)
      continue
    }
    const before = change.before!
    deleted.push({
      id,
      scheduleId: before.scheduleId as number,
      showId: before.showId as number,
      start: Date.parse(before.start as string),
      end: Date.parse(before.end as string),
      deletedAt: at,
      changesetId,
    })
  }
  return { changed, deleted }
}
