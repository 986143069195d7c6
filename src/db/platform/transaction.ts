/**
 * How every programme write reaches the database: one interactive transaction that first takes the
 * programme's advisory lock. Writers therefore run one at a time across all API instances, each
 * planning on what the previous one committed, and commit in the order they took the lock.
 */
import { AppError, ERRORS } from '../../errors.ts'
import type { DbClient, PrismaClient } from './client.ts'
import { isOverlapViolation, isRetryableConflict } from './database-errors.ts'

// One key for every programme write ("onai").
const PROGRAMME_WRITE_LOCK = 0x6f6e6169
// Writes wait for each other on the lock, and while the pool's connections all wait there the rest
// of the queue waits for a connection: give a queue the same time to drain in either place.
const TRANSACTION_OPTIONS = { maxWait: 60_000, timeout: 60_000 }

/** Waits until no other transaction writes the programme; released at commit or rollback. */
async function lockProgramme(client: DbClient): Promise<void> {
  await client.$queryRaw`SELECT pg_advisory_xact_lock(${PROGRAMME_WRITE_LOCK}::bigint)::text AS locked`
}

/**
 * Runs `work` in a locked write transaction. A writer that bypasses the lock (another tool on the
 * same database) can still commit an overlap or a serialisation conflict between our read and our
 * write: then the whole transaction runs once more on fresh data, and a second time is a 409.
 * `first` runs before the lock is waited for (an Idempotency-Key's claim: a request with the same key
 * learns at once that this one runs, instead of queueing behind it).
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

/**
 * A transaction that first takes the advisory lock `key` (released when it ends): work outside the
 * programme that concurrent instances do one after the other (bootstrapping access).
 */
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
