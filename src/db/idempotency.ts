/** Idempotency keys: who sent which key with which request, and the first answer to it. */
import type { DbClient } from './client.ts'

export interface StoredAnswer {
  requestHash: string
  /** Null while the first request is still running. */
  status: number | null
  headers: Record<string, string>
  body: string | null
  createdAt: Date
}

/**
 * Claims a key for a request; true when this request is the first to use it. A key whose answer is
 * older than 24 hours is free again, and so is one whose request never answered within 5 minutes (its
 * process died): writes wait at most a minute for the lock, so such a request is long gone.
 */
export async function claim(client: DbClient, caller: string, key: string, requestHash: string): Promise<boolean> {
  const rows = await client.$queryRaw<Array<{ claimed: boolean }>>`
    INSERT INTO idempotency_keys (caller, key, request_hash) VALUES (${caller}, ${key}, ${requestHash})
    ON CONFLICT (caller, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, status = NULL, headers = '{}', body = NULL, created_at = now()
      WHERE idempotency_keys.created_at < now() - interval '24 hours'
         OR (idempotency_keys.status IS NULL AND idempotency_keys.created_at < now() - interval '5 minutes')
    RETURNING true AS claimed`
  return rows.length > 0
}

export async function find(client: DbClient, caller: string, key: string): Promise<StoredAnswer | null> {
  const row = await client.idempotencyKey.findUnique({ where: { caller_key: { caller, key } } })
  return row === null ? null : { ...row, headers: row.headers as Record<string, string> }
}

export async function complete(client: DbClient, caller: string, key: string, answer: { status: number; headers: Record<string, string>; body: string }) {
  await client.idempotencyKey.update({ where: { caller_key: { caller, key } }, data: answer })
}

/** Gives the key up (the request failed on our side, or never answered): a retry may run it again. */
export async function release(client: DbClient, caller: string, key: string): Promise<void> {
  await client.idempotencyKey.deleteMany({ where: { caller, key, status: null } })
}

/** Deletes answers older than 24 hours. */
export async function prune(client: DbClient): Promise<number> {
  return client.$executeRaw`DELETE FROM idempotency_keys WHERE created_at < now() - interval '24 hours'`
}
