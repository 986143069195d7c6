/** Every programme write is one transaction under the programme's advisory lock: one writer at a time, everywhere. */
import { AppError, ERRORS } from '../../errors.ts'
import type { DbClient, PrismaClient } from './client.ts'
import { isOverlapViolation, isRetryableConflict } from './database-errors.ts'

// One key for every programme write ("onai").
const PROGRAMME_WRITE_LOCK = 0x6f6e6169
// A queue waits on the lock or, while every connection waits there, for a connection: the same time in both.
const TRANSACTION_OPTIONS = { maxWait: 60_000, timeout: 60_000 }

/** Waits until no other transaction writes the programme; released at commit or rollback. */
async function lockProgramme(client: DbClient): Promise<void> {
  await client.$queryRaw`SELECT pg_advisory_xact_lock(${PROGRAMME_WRITE_LOCK}::bigint)::text AS locked`
}

/**
 * Runs `work` in a locked write transaction. A writer bypassing the lock (another tool) can still commit an
 * overlap or a serialisation conflict between our read and write: then it runs once more, and a second time
 * is a 409. `first` runs before the lock wait (an Idempotency-Key's claim, so a duplicate learns at once).
 */
export async function inWriteTransaction<T>(
  client: PrismaClient,
  work: (tx: DbClient) => Promise<T>,
  first?: (tx: DbClient) => Promise<void>,
): Promise<T> {
  const attempt = () =>
    client.$transaction(async (tx) => {
      await first?.(tx)
      await lockProgramme(tx)
      return work(tx)
    }, TRANSACTION_OPTIONS)
  const raced = (error: unknown) => isOverlapViolation(error) || isRetryableConflict(error)
  try {
    return await attempt()
  } catch (error) {
    if (!raced(error)) throw error
  }
  try {
    return await attempt()
  } catch (error) {
    if (!raced(error)) throw error
    throw new AppError(
      ERRORS.timeslotOverlap,
      'Another change to the programme was committed at the same time; nothing was changed. Send the request again to see the current collisions',
    )
  }
}

/** A transaction under the advisory lock `key`: work outside the programme done one instance at a time. */
export async function inLockedTransaction<T>(
  client: PrismaClient,
  key: number,
  work: (tx: DbClient) => Promise<T>,
): Promise<T> {
  return client.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT pg_advisory_xact_lock(${key}::bigint)::text AS locked`
    return work(tx)
  })
}
