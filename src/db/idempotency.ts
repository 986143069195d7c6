/** Idempotency keys: who sent which key with which request, and the first answer to it. */
import type { DbClient } from './platform/client.ts'

export interface StoredAnswer {
  requestHash: string
  /** Null while the first request is still running (only rows of instances before keys were claimed in the write). */
  status: number | null
  headers: Record<string, string>
  body: string | null
  createdAt: Date
}

export interface Answer {
  status: number
  headers: Record<string, string>
  body: string
}

// The key space of the keys' advisory locks ('keys'); the programme's lock is a one-bigint key, apart.
const KEY_LOCKS = 0x6b657973

/**
 * Claims a key in the write's transaction; true when first. With `answer`, a refusal keeps it at once. A key is
 * free again after 24 hours, or 5 minutes unanswered.
 */
export async function claim(
  client: DbClient,
  caller: string,
  key: string,
  requestHash: string,
  answer?: Answer,
): Promise<boolean> {
  const status = answer?.status ?? null
  const headers = JSON.stringify(answer?.headers ?? {})
  const body = answer?.body ?? null
  const rows = await client.$queryRaw<Array<{ claimed: boolean }>>`
    INSERT INTO idempotency_keys (caller, key, request_hash, status, headers, body)
    VALUES (${caller}, ${key}, ${requestHash}, ${status}::int, ${headers}::jsonb, ${body})
    ON CONFLICT (caller, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, status = EXCLUDED.status, headers = EXCLUDED.headers,
      body = EXCLUDED.body, created_at = now()
      WHERE idempotency_keys.created_at < now() - interval '24 hours'
         OR (idempotency_keys.status IS NULL AND idempotency_keys.created_at < now() - interval '5 minutes')
    RETURNING true AS claimed`
  return rows.length > 0
}

/** Takes the key's lock until the transaction (or the process) ends; false while the key's first request runs. */
export async function lockKey(tx: DbClient, caller: string, key: string): Promise<boolean> {
  const rows = await tx.$queryRaw<Array<{ locked: boolean }>>`
    SELECT pg_try_advisory_xact_lock(${KEY_LOCKS}::int, hashtext(${`${caller}\n${key}`})) AS locked`
  return rows[0]?.locked === true
}

/** The key's answer (or its running request) while it is kept: 24 hours, 5 minutes unanswered. */
export async function find(client: DbClient, caller: string, key: string): Promise<StoredAnswer | null> {
  const rows = await client.$queryRaw<
    Array<{
      request_hash: string
      status: number | null
      headers: Record<string, string>
      body: string | null
      created_at: Date
    }>
  >`
    SELECT request_hash, status, headers, body, created_at FROM idempotency_keys
    WHERE caller = ${caller} AND key = ${key} AND created_at >= now() - interval '24 hours'
      AND (status IS NOT NULL OR created_at >= now() - interval '5 minutes')`
  const row = rows[0]
  return row === undefined
    ? null
    : {
        requestHash: row.request_hash,
        status: row.status,
        headers: row.headers,
        body: row.body,
        createdAt: row.created_at,
      }
}

export async function complete(client: DbClient, caller: string, key: string, answer: Answer) {
  await client.idempotencyKey.update({ where: { caller_key: { caller, key } }, data: answer })
}

export async function release(client: DbClient, caller: string, key: string): Promise<void> {
  await client.idempotencyKey.deleteMany({ where: { caller, key } })
}

export async function prune(client: DbClient): Promise<number> {
  return client.$executeRaw`DELETE FROM idempotency_keys WHERE created_at < now() - interval '24 hours'`
}
