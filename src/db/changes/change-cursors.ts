/** The change log cursors of the workers that follow it: one row each, the last changeset they turned into their own rows. */
import { Prisma } from '../generated/client.ts'
import type { DbClient } from '../platform/client.ts'

const CURSOR_TABLES = {
  webhooks: Prisma.raw('webhook_cursor'),
  notifications: Prisma.raw('notification_cursor'),
} as const

export type CursorOwner = keyof typeof CURSOR_TABLES

/** The follower's cursor, locked for this transaction; null while another instance holds it. */
export async function lockCursor(client: DbClient, owner: CursorOwner): Promise<number | null> {
  const rows = await client.$queryRaw<
    Array<{ changeset_id: bigint }>
  >`SELECT changeset_id FROM ${CURSOR_TABLES[owner]} FOR UPDATE SKIP LOCKED`
  return rows[0] === undefined ? null : Number(rows[0].changeset_id)
}

export async function moveCursor(client: DbClient, owner: CursorOwner, changesetId: number): Promise<void> {
  await client.$executeRaw`UPDATE ${CURSOR_TABLES[owner]} SET changeset_id = ${changesetId}`
}
