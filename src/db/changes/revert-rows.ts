/** Rows written back as the change log recorded them, with their ids, stamped as changed by the revert. */
import { type Entity, type RowSnapshot, toSnapshot } from '../../domain/changes/revert.ts'
import type { DbClient } from '../platform/client.ts'

// The DateTime fields of each model: a snapshot holds them as ISO strings.
const DATE_FIELDS: Record<Entity, readonly string[]> = {
  show: ['createdAt', 'updatedAt', 'deletedAt'],
  season: ['firstDate', 'lastDate', 'createdAt', 'updatedAt'],
  schedule: ['firstDate', 'lastDate', 'anchorDate', 'exceptionDates', 'createdAt', 'updatedAt'],
  episode: ['createdAt', 'updatedAt'],
  timeslot: ['start', 'end', 'createdAt', 'updatedAt'],
  station: ['updatedAt'],
  holiday: ['date', 'createdAt'],
}

/** Who writes a row back: its updatedBy, while Prisma stamps updatedAt as for any other write. */
export interface RestoreStamp {
  by: number | null
}

function toData(entity: Entity, snapshot: RowSnapshot, stamp: RestoreStamp): Record<string, unknown> {
  const { updatedAt: _, ...data }: Record<string, unknown> = { ...snapshot }
  if ('updatedBy' in data) data.updatedBy = stamp.by
  for (const field of DATE_FIELDS[entity]) {
    const value = data[field]
    if (typeof value === 'string') data[field] = new Date(value)
    else if (Array.isArray(value)) data[field] = value.map((item) => new Date(String(item)))
  }
  return data
}

interface Delegate {
  findUnique(args: { where: { id: number } }): Promise<unknown>
  findMany(args: { where: { id: { in: number[] } } }): Promise<unknown[]>
  createMany(args: { data: Array<Record<string, unknown>> }): Promise<unknown>
  update(args: { where: { id: number }; data: Record<string, unknown> }): Promise<unknown>
  deleteMany(args: { where: { id: { in: number[] } } }): Promise<unknown>
}

function delegate(client: DbClient, entity: Entity): Delegate {
  return client[entity] as unknown as Delegate
}

/** The row as it is now, as a snapshot (null when it does not exist). */
export async function findSnapshot(client: DbClient, entity: Entity, id: number): Promise<RowSnapshot | null> {
  const row = await delegate(client, entity).findUnique({ where: { id } })
  return row === null ? null : toSnapshot(row as object)
}

/** Inserts whole rows with their ids; returns them as stored. */
export async function insertSnapshots(
  client: DbClient,
  entity: Entity,
  rows: readonly RowSnapshot[],
  stamp: RestoreStamp,
): Promise<RowSnapshot[]> {
  if (rows.length === 0) return []
  await delegate(client, entity).createMany({ data: rows.map((row) => toData(entity, row, stamp)) })
  const stored = await delegate(client, entity).findMany({ where: { id: { in: rows.map((row) => row.id as number) } } })
  return stored.map((row) => toSnapshot(row as object))
}

/** Sets every column of the row to the snapshot's values; returns it as stored. */
export async function updateToSnapshot(
  client: DbClient,
  entity: Entity,
  id: number,
  row: RowSnapshot,
  stamp: RestoreStamp,
): Promise<RowSnapshot> {
  const { id: _, ...data } = toData(entity, row, stamp)
  await delegate(client, entity).update({ where: { id }, data })
  return (await findSnapshot(client, entity, id))!
}

export async function removeRows(client: DbClient, entity: Entity, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await delegate(client, entity).deleteMany({ where: { id: { in: [...ids] } } })
}

/** The rows that refer to a show, schedule or episode (`entity:id` keys), which deleting it would take along or change. */
export async function findDependents(client: DbClient, entity: Entity, id: number): Promise<string[]> {
  const keys = (kind: string, rows: Array<{ id: number }>) => rows.map((row) => `${kind}:${row.id}`)
  const select = { id: true } as const
  if (entity === 'show') {
    const [schedules, episodes, timeslots] = await Promise.all([
      client.schedule.findMany({ where: { showId: id }, select }),
      client.episode.findMany({ where: { showId: id }, select }),
      client.timeslot.findMany({ where: { showId: id }, select }),
    ])
    return [...keys('schedule', schedules), ...keys('episode', episodes), ...keys('timeslot', timeslots)]
  }
  if (entity === 'season') return keys('schedule', await client.schedule.findMany({ where: { seasonId: id }, select }))
  if (entity === 'schedule')
    return keys('timeslot', await client.timeslot.findMany({ where: { scheduleId: id }, select }))
  if (entity === 'episode')
    return keys('timeslot', await client.timeslot.findMany({ where: { episodeId: id }, select }))
  return []
}
