/** The timeslots near a moment with their shows' owners: what a live-access decision needs, in one query. */
import type { DbClient } from './client.ts'
import type { SlotNearNow } from '../domain/live-access.ts'

/** Timeslots from `from` to `to` (overlapping), with show name and owner ids. */
export async function findSlotsNear(client: DbClient, from: number, to: number): Promise<SlotNearNow[]> {
  const rows = await client.$queryRaw<Array<{ timeslot_id: number; show_id: number; show_name: string; start: Date; end: Date; owner_ids: number[] }>>`
    SELECT t.id AS timeslot_id, t.show_id, s.name AS show_name, t.start, t."end",
           coalesce((SELECT array_agg(o.user_id) FROM show_owners o WHERE o.show_id = t.show_id), '{}') AS owner_ids
    FROM timeslots t JOIN shows s ON s.id = t.show_id
    WHERE tstzrange(t.start, t."end") && tstzrange(${new Date(from).toISOString()}::timestamptz, ${new Date(to).toISOString()}::timestamptz)
    ORDER BY t.start`
  return rows.map((row) => ({
    timeslotId: row.timeslot_id,
    showId: row.show_id,
    showName: row.show_name,
    start: row.start.getTime(),
    end: row.end.getTime(),
    ownerIds: row.owner_ids.map(Number),
  }))
}
