/** The questions the air asks of the timeslots besides the programme reads: what ended last, which boundaries passed. */
import type { DbClient } from '../platform/client.ts'

function instant(ms: number): string {
  return new Date(ms).toISOString()
}

/** The end of the last timeslot ended by `at`, or null: timeslots never overlap, so a backwards scan of the start index. */
export async function findPreviousEnd(client: DbClient, at: number): Promise<number | null> {
  const rows = await client.$queryRaw<Array<{ end: Date }>>`
    SELECT t."end" FROM timeslots t
    WHERE t.start < ${instant(at)}::timestamptz AND t."end" <= ${instant(at)}::timestamptz
    ORDER BY t.start DESC LIMIT 1`
  return rows[0] === undefined ? null : rows[0].end.getTime()
}

/** How many distinct instants in (after, upTo] a timeslot started or ended at: the boundaries a client missed. */
export async function countBoundaries(client: DbClient, after: number, upTo: number): Promise<number> {
  const rows = await client.$queryRaw<Array<{ count: number }>>`
    SELECT COUNT(DISTINCT b.at)::int AS count FROM (
      SELECT t.start AS at FROM timeslots t WHERE t.start > ${instant(after)}::timestamptz AND t.start <= ${instant(upTo)}::timestamptz
      UNION ALL
      SELECT t."end" AS at FROM timeslots t
      WHERE t.start <= ${instant(upTo)}::timestamptz AND t."end" > ${instant(after)}::timestamptz AND t."end" <= ${instant(upTo)}::timestamptz
    ) b`
  return rows[0]?.count ?? 0
}
