import { prune } from '../../db/changes/changesets.ts'
import * as idempotencyDb from '../../db/idempotency.ts'
import { pruneTombstones } from '../../db/programme/timeslot-versions.ts'
import type { ServiceContext } from '../context.ts'

const BATCH = 1_000

/** Deletes changesets (and tombstones) past CHANGES_RETENTION_DAYS in batches, without the programme lock. */
export async function pruneChanges(ctx: ServiceContext): Promise<number> {
  const before = new Date(ctx.now() - ctx.config.changesRetentionDays * 86_400_000)
  await pruneTombstones(ctx.db.client, before)
  let total = 0
  for (;;) {
    const removed = await prune(ctx.db.client, before, BATCH)
    total += removed
    if (removed < BATCH) return total
  }
}

/** Deletes Idempotency-Key answers older than 24 hours. */
export function pruneIdempotencyKeys(ctx: ServiceContext): Promise<number> {
  return idempotencyDb.prune(ctx.db.client)
}
