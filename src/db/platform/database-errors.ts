/** Recognising database errors where they occur: the SQLSTATE is in Prisma's driverAdapterError on pg and PGlite. */

import { AppError, ERRORS } from '../../errors.ts'

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

// "The database is not there" from every layer: Prisma's codes, SQLSTATEs, errno, pg's uncoded messages.
const UNREACHABLE_PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2037'])
const UNREACHABLE_ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
])
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|^timeout expired$|Query read timeout|not queryable|Unable to start a transaction in the given time|cannot be executed on an expired transaction|PGlite is closed|Cannot use a pool after calling end/

/** The connection was lost, refused, timed out, or the server is shutting down: a 503, not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some((cause) => {
    const { code, kind, message } = cause as { code?: unknown; kind?: unknown; message?: unknown }
    const state = typeof code === 'string' ? code : undefined
    return (
      (state !== undefined &&
        (UNREACHABLE_PRISMA_CODES.has(state) || UNREACHABLE_SOCKET_CODES.has(state) || isUnavailableState(state))) ||
      (typeof kind === 'string' && UNREACHABLE_ADAPTER_KINDS.has(kind)) ||
      (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message))
    )
  })
}

/** A lost or unreachable database as the API answers it (503 with Retry-After); undefined for any other error. */
export function databaseUnavailableError(error: unknown): AppError | undefined {
  if (!isDatabaseUnavailable(error)) return undefined
  return new AppError(ERRORS.databaseUnavailable, 'The database is unavailable; try again shortly')
}

/** pg's own error for a pooled connection the server or network dropped: a read on it can run again. */
export function isConnectionLost(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return (
    code === 'ECONNRESET' ||
    code === 'EPIPE' ||
    code === '57P01' ||
    code === '57P02' ||
    (typeof code === 'string' && code.startsWith('08')) ||
    (typeof message === 'string' && /^Connection terminated unexpectedly|not queryable/.test(message))
  )
}

/** Class 08 connection exceptions; 57P01-57P03 admin/crash shutdown and "cannot connect now"; 53300 too many connections; 57014 our statement timeout. */
function isUnavailableState(state: string): boolean {
  return (
    /^08[0-9A-Z]{3}$/.test(state) ||
    state === '57P01' ||
    state === '57P02' ||
    state === '57P03' ||
    state === '53300' ||
    state === '57014'
  )
}

/** The error itself, then what it wraps: `cause`, Prisma's driver adapter error and its cause. */
function causes(error: unknown): object[] {
  const found: object[] = []
  const queue: unknown[] = [error]
  while (queue.length > 0 && found.length < 8) {
    const next = queue.shift()
    if (typeof next !== 'object' || next === null || found.includes(next)) continue
    found.push(next)
    const { cause, meta } = next as { cause?: unknown; meta?: { driverAdapterError?: unknown } }
    queue.push(cause, meta?.driverAdapterError)
  }
  return found
}
