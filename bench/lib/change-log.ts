/**
 * A long change log in seconds, for benches: changesets appended by bulk SQL (one INSERT … SELECT over
 * generate_series) instead of API writes, then timeslot_versions filled as its migration does. Memo
 * edits of 400 timeslots around the middle of the programme, every tenth a deleted timeslot in the
 * first two fifths of it, every hundredth a 50-row write, all in the 30 days before `now`.
 */
import { readFileSync } from 'node:fs'
import type { Db } from '../../src/db/platform/client.ts'

const DAY = 86_400_000
const FILL = readFileSync(
  new URL('../../prisma/migrations/20270103000000_timeslot_versions/migration.sql', import.meta.url),
  'utf8',
)
const iso = (ms: number) => new Date(ms).toISOString()

/** Appends changesets up to `total`, spread over the 30 days before now, oldest first. */
export async function growLog(
  db: Db,
  total: number,
  { now, firstSlot, slots }: { now: number; firstSlot: number; slots: number },
): Promise<void> {
  const [counted] = await db.client.$queryRaw<Array<{ count: bigint }>>`SELECT count(*) AS count FROM changesets`
  const from = Number(counted!.count)
  if (from >= total) return
  const first =
    (await db.client.$queryRaw<Array<{ id: number | null }>>`SELECT min(id) AS id FROM timeslots`)[0]!.id ?? 1
  // Row snapshots as the write records them; the memo makes each about as large as a real one.
  await db.client.$executeRaw`
    INSERT INTO changesets (at, actor_user_id, actor_name, actor_via, action, summary, request, changes, show_ids, schedule_ids, entity_keys)
    SELECT ${iso(now - 30 * DAY)}::timestamptz + (g::float8 / ${total}::float8) * interval '30 days' - interval '1 minute',
           NULL, 'bench', 'api', CASE WHEN g % 10 = 0 THEN 'timeslot.delete' ELSE 'timeslot.update' END, 'bench', NULL,
           (SELECT jsonb_agg(jsonb_build_object('entity', 'timeslot', 'id', slot.id, 'before', slot.row,
                   'after', CASE WHEN g % 10 = 0 THEN NULL ELSE slot.row || jsonb_build_object('memo', 'edited ' || g) END))
            FROM (SELECT s.id, jsonb_build_object('id', s.id, 'scheduleId', 1, 'showId', 1,
                         'start', to_char(s.start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                         'end', to_char(s.start AT TIME ZONE 'UTC' + interval '2 hours', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                         'memo', repeat('m', 120), 'mediaId', NULL, 'episodeId', NULL, 'isRepetition', false, 'displaced', '[]'::jsonb) AS row
                  FROM (SELECT CASE WHEN g % 10 = 0 THEN 10000000 + g * 50 + k ELSE ${first}::int + ${slots / 2}::int - 200 + (g * 7 + k) % 400 END AS id,
                               ${iso(firstSlot)}::timestamptz + ((g * 7919 + k * 104729) % ${(slots * 2) / 5}::int) * interval '2 hours' AS start
                        FROM generate_series(0, CASE WHEN g % 100 = 0 THEN 49 ELSE 0 END) AS k) AS s) AS slot),
           '{1}', '{1}', '{}'
    FROM generate_series(${from}::int, ${total - 1}::int) AS g`
  await db.client.$executeRaw`DELETE FROM timeslot_versions`
  await db.withConnection((conn) =>
    conn.exec(
      `${FILL.slice(FILL.indexOf('INSERT INTO'))}; ANALYZE changesets; ANALYZE timeslot_versions; ANALYZE timeslots`,
    ),
  )
}
