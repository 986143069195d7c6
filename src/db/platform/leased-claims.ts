/**
 * Work that instances share through a table (notifications, webhook deliveries): a row is claimed by moving its
 * due time to the end of a lease, so every other instance passes it by until then (SKIP LOCKED), and each claim
 * counts as an attempt.
 */
import { Prisma } from '../generated/client.ts'
import type { DbClient } from './client.ts'

/** A claim's moment, and until when the rows it takes stay this instance's. */
export interface Lease {
  now: Date
  until: Date
}

export interface LeasedTable {
  /** The table, and its column of when a row is due next. */
  table: string
  dueColumn: string
  /** The ids of at most `limit` rows due at `now`, the oldest first, locked FOR UPDATE SKIP LOCKED. */
  dueIds(now: Date, limit: number): Prisma.Sql
}

/** Takes up to `limit` rows due at `lease.now` for this instance until `lease.until`; the rows as they are now. */
export function claimDueRows(
  client: DbClient,
  leased: LeasedTable,
  lease: Lease,
  limit: number,
): Promise<Array<Record<string, unknown>>> {
  const dueColumn = Prisma.raw(leased.dueColumn)
  // In the order they were made: an UPDATE returns its rows in no set order, and a user's mails would swap.
  return client.$queryRaw`
    WITH claimed AS (
      UPDATE ${Prisma.raw(leased.table)} SET ${dueColumn} = ${lease.until.toISOString()}::timestamptz, attempts = attempts + 1
      WHERE id IN (${leased.dueIds(lease.now, limit)})
      RETURNING *)
    SELECT * FROM claimed ORDER BY id`
}
