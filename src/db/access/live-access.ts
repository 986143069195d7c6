/** The timeslots near a moment with their shows' owners: what a live-access decision needs, in one query. */

import type { SlotNearNow } from '../../domain/air/live-access.ts'
import type { Db } from '../platform/client.ts'

// Asked on every connection attempt of a source client: straight on the pool (or PGlite), no Prisma round.
const SLOTS_NEAR = `
  SELECT t.id AS timeslot_id, t.show_id, s.name AS show_name, t.start, t."end",
         coalesce((SELECT array_agg(o.user_id) FROM show_owners o WHERE o.show_id = t.show_id), '{}') AS owner_ids
  FROM timeslots t JOIN shows s ON s.id = t.show_id
  WHERE tstzrange(t.start, t."end") && tstzrange($1::timestamptz, $2::timestamptz)
  ORDER BY t.start`

/** Timeslots from `from` to `to` (overlapping), with show name and owner ids. */
export async function findSlotsNear(db: Db, from: number, to: number): Promise<SlotNearNow[]> {
  const rows = await db.read<{
    timeslot_id: number
    show_id: number
    show_name: string
    start: Date | string
    end: Date | string
    owner_ids: number[]
  }>(SLOTS_NEAR, [new Date(from).toISOString(), new Date(to).toISOString()])
  return rows.map((row) => ({
    timeslotId: Number(row.timeslot_id),
    showId: Number(row.show_id),
    showName: row.show_name,
    start: new Date(row.start).getTime(),
    end: new Date(row.end).getTime(),
    ownerIds: row.owner_ids.map(Number),
  }))
}
