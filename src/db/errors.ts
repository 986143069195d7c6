/**
 * Recognising database errors where they occur. Prisma wraps the driver's error; the SQLSTATE sits at
 * `meta.driverAdapterError.cause.originalCode` (or `.code`) on both pg and PGlite.
 */

interface PrismaLikeError {
  code?: unknown
  meta?: { driverAdapterError?: { cause?: { originalCode?: unknown; code?: unknown; kind?: unknown } } }
}

function prismaCode(error: unknown): string | undefined {
  const code = (error as PrismaLikeError | null)?.code
  return typeof code === 'string' ? code : undefined
}

function sqlState(error: unknown): string | undefined {
  const cause = (error as PrismaLikeError | null)?.meta?.driverAdapterError?.cause
  const code = cause?.originalCode ?? cause?.code
  return typeof code === 'string' ? code : undefined
}

export function isUniqueViolation(error: unknown): boolean {
  return prismaCode(error) === 'P2002' || sqlState(error) === '23505'
}

/** The exclusion constraint on timeslots refused an overlap (23P01, surfaced as P2039). */
export function isOverlapViolation(error: unknown): boolean {
  return sqlState(error) === '23P01'
}

export function isRecordMissing(error: unknown): boolean {
  return prismaCode(error) === 'P2025'
}

/** Serialization failure or deadlock: the transaction may simply be run again. */
export function isRetryableConflict(error: unknown): boolean {
  const state = sqlState(error)
  return prismaCode(error) === 'P2034' || state === '40001' || state === '40P01'
}
