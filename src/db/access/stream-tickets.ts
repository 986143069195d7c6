/** Stream tickets: inserted when got, deleted when used (so each works once), pruned when expired. */
import type { DbClient } from '../platform/client.ts'

export interface TicketRow {
  userId: number
  via: string
  expiresAt: Date
}

export async function insert(
  client: DbClient,
  row: { secretHash: string; userId: number; via: string; expiresAt: Date },
): Promise<void> {
  await client.streamTicket.create({ data: row })
}

/** Takes the ticket out in one statement (two uses cannot both succeed); null when unknown or used. */
export async function take(client: DbClient, secretHash: string): Promise<TicketRow | null> {
  const rows = await client.$queryRaw<Array<{ userId: number; via: string; expiresAt: Date }>>`
    DELETE FROM stream_tickets WHERE secret_hash = ${secretHash}
    RETURNING user_id AS "userId", via, expires_at AS "expiresAt"`
  return rows[0] ?? null
}

/** Deletes tickets that expired before `before`. */
export async function removeExpired(client: DbClient, before: Date): Promise<number> {
  return (await client.streamTicket.deleteMany({ where: { expiresAt: { lt: before } } })).count
}
