/** The change log: one row per programme write, in its transaction; under the lock ids grow in commit order, gap-free. */

import type { ChangesetHeader, ChangesetRecord } from '../../domain/records.ts'
import { Prisma } from '../generated/client.ts'
import type { Db, DbClient } from '../platform/client.ts'
import { camelRows } from '../platform/rows.ts'
import * as timeslotVersions from '../programme/timeslot-versions.ts'

export const CHANGES_CHANNEL = 'onair_changes'

/** A changeset to append: the moment of the write comes from the service's clock (epoch ms). */
export interface NewChangeset extends Omit<ChangesetRecord, 'id' | 'at'> {
  at: number
  entityKeys: string[]
}

export interface ChangesetFilter {
  showIds?: readonly number[] | undefined
  /** Only changesets touching one of these shows (a host's own), on top of the other filters. */
  visibleShowIds?: readonly number[] | undefined
  scheduleIds?: readonly number[] | undefined
  actorIds?: readonly number[] | undefined
  from?: Date | undefined
  to?: Date | undefined
}

/** Where a page starts: newest first before an id, or oldest first after one. */
export type ChangesetCursor = { before: number | null } | { after: number }

const HEADER_COLUMNS = Prisma.sql`id, at, actor_user_id, actor_name, actor_via, action, summary, show_ids, schedule_ids`
const COLUMNS = Prisma.sql`${HEADER_COLUMNS}, request, changes`

function toRows<T extends ChangesetHeader = ChangesetRecord>(raw: Array<Record<string, unknown>>): T[] {
  return camelRows<T & { id: bigint | number }>(raw).map((row) => ({ ...row, id: Number(row.id) }))
}

/** Appends a changeset, records the timeslots it touched and NOTIFYs CHANGES_CHANNEL (delivered at commit). */
export async function insert(client: DbClient, changeset: NewChangeset): Promise<number> {
  const rows = await client.$queryRaw<Array<{ id: bigint | number }>>`
    INSERT INTO changesets (at, actor_user_id, actor_name, actor_via, action, summary, request, changes, show_ids, schedule_ids, entity_keys)
    VALUES (${new Date(changeset.at).toISOString()}::timestamptz, ${changeset.actorUserId}, ${changeset.actorName}, ${changeset.actorVia}, ${changeset.action}, ${changeset.summary},
            ${JSON.stringify(changeset.request ?? null)}::jsonb, ${JSON.stringify(changeset.changes)}::jsonb,
            ${changeset.showIds}::int[], ${changeset.scheduleIds}::int[], ${changeset.entityKeys}::text[])
    RETURNING id`
  const id = Number(rows[0]!.id)
  await timeslotVersions.record(client, id, changeset.at, changeset.changes)
  await client.$queryRaw`SELECT pg_notify(${CHANGES_CHANNEL}, ${String(id)})::text AS notified`
  return id
}

function whereOf(filter: ChangesetFilter, cursor: ChangesetCursor): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`true`]
  if ('after' in cursor) parts.push(Prisma.sql`id > ${cursor.after}`)
  else if (cursor.before !== null) parts.push(Prisma.sql`id < ${cursor.before}`)
  if (filter.showIds !== undefined) parts.push(Prisma.sql`show_ids && ${[...filter.showIds]}::int[]`)
  if (filter.visibleShowIds !== undefined) parts.push(Prisma.sql`show_ids && ${[...filter.visibleShowIds]}::int[]`)
  if (filter.scheduleIds !== undefined) parts.push(Prisma.sql`schedule_ids && ${[...filter.scheduleIds]}::int[]`)
  if (filter.actorIds !== undefined) parts.push(Prisma.sql`actor_user_id = ANY(${[...filter.actorIds]}::int[])`)
  if (filter.from !== undefined) parts.push(Prisma.sql`at >= ${filter.from.toISOString()}::timestamptz`)
  if (filter.to !== undefined) parts.push(Prisma.sql`at < ${filter.to.toISOString()}::timestamptz`)
  return Prisma.join(parts, ' AND ')
}

/**
 * A page of changesets, newest first before a cursor or oldest first after one: at most `limit`, and as many as
 * keep their JSON within `maxBytes` (at least one; `cut`: the bytes ended it), summed in the database.
 */
export async function findPage(
  client: DbClient,
  filter: ChangesetFilter,
  cursor: ChangesetCursor,
  limit: number,
  maxBytes: number,
): Promise<{ rows: ChangesetRecord[]; cut: boolean }> {
  const order = 'after' in cursor ? Prisma.sql`id ASC` : Prisma.sql`id DESC`
  const raw = await client.$queryRaw<Array<Record<string, unknown>>>`
    WITH page AS (
      SELECT id, row_number() OVER w AS n,
             sum(octet_length(changes::text) + coalesce(octet_length(request::text), 0)) OVER w AS bytes
      FROM changesets WHERE ${whereOf(filter, cursor)} WINDOW w AS (ORDER BY ${order}) ORDER BY ${order} LIMIT ${limit}
    )
    SELECT ${COLUMNS}, (SELECT count(*) FROM page)::int AS fetched FROM changesets
    WHERE id IN (SELECT id FROM page WHERE n = 1 OR bytes <= ${maxBytes}) ORDER BY ${order}`
  const fetched = Number(raw[0]?.fetched ?? 0)
  const rows = toRows(raw.map(({ fetched: _fetched, ...row }) => row))
  return { rows, cut: rows.length < fetched }
}

/** findPage without the rows and requests: a summary page never holds a 365-row changeset's 150 KB of JSON. */
export async function findHeaderPage(
  client: DbClient,
  filter: ChangesetFilter,
  cursor: ChangesetCursor,
  limit: number,
): Promise<ChangesetHeader[]> {
  const order = 'after' in cursor ? Prisma.sql`id ASC` : Prisma.sql`id DESC`
  return toRows<ChangesetHeader>(
    await client.$queryRaw`SELECT ${HEADER_COLUMNS} FROM changesets WHERE ${whereOf(filter, cursor)} ORDER BY ${order} LIMIT ${limit}`,
  )
}

export async function findById(client: DbClient, id: number): Promise<ChangesetRecord | null> {
  return toRows(await client.$queryRaw`SELECT ${COLUMNS} FROM changesets WHERE id = ${id}`)[0] ?? null
}

/** The ids of changesets after `id` that touched any of the entity keys (`timeslot:41`), in order. */
export async function findLaterTouching(client: DbClient, id: number, keys: readonly string[]): Promise<number[]> {
  if (keys.length === 0) return []
  const rows = await client.$queryRaw<Array<{ id: bigint | number }>>`
    SELECT id FROM changesets WHERE id > ${id} AND entity_keys && ${[...keys]}::text[] ORDER BY id`
  return rows.map((row) => Number(row.id))
}

/** The newest changeset id: the programme's version (0 before the first write). */
export async function findLatestId(db: Pick<Db, 'read'>): Promise<number> {
  // Not through Prisma: the change feed asks at start, and Prisma's first query may wait until the server listens.
  const rows = await db.read<{ id: string | null }>('SELECT max(id)::text AS id FROM changesets')
  return Number(rows[0]?.id ?? 0)
}

/** Deletes up to `batch` changesets older than `before`, never the newest (the version); no lock needed. */
export async function prune(client: DbClient, before: Date, batch: number): Promise<number> {
  const rows = await client.$queryRaw<Array<{ id: bigint | number }>>`
    DELETE FROM changesets WHERE id IN (
      SELECT id FROM changesets WHERE at < ${before.toISOString()}::timestamptz
        AND id < (SELECT max(id) FROM changesets) ORDER BY id LIMIT ${batch})
    RETURNING id`
  return rows.length
}
