-- What the calendar feed and `updatedSince` need of the change log, kept small and indexed by time
-- (issue 36): per timeslot id, the newest changeset that touched it (its iCal SEQUENCE) and when, and
-- where it was when last seen. A deleted timeslot keeps its row as a tombstone (`deleted`), so the
-- feed's cancellations come from the window's tombstones instead of a scan of a month of changesets.
-- The write appends these in its own transaction, beside its changeset (src/db/timeslot-versions.ts);
-- retention prunes tombstones with the changesets they came from.
CREATE TABLE "timeslot_versions" (
    "id" INTEGER NOT NULL,
    "changeset_id" BIGINT NOT NULL,
    "changed_at" TIMESTAMPTZ(3) NOT NULL,
    "schedule_id" INTEGER NOT NULL,
    "show_id" INTEGER NOT NULL,
    "start" TIMESTAMPTZ(3) NOT NULL,
    "end" TIMESTAMPTZ(3) NOT NULL,
    "deleted" BOOLEAN NOT NULL,

    CONSTRAINT "timeslot_versions_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "timeslot_versions_changed_at_idx" ON "timeslot_versions"("changed_at");
-- The feed's cancellations: tombstones overlapping its window.
CREATE INDEX "timeslot_versions_tombstones_idx" ON "timeslot_versions" USING GIST (tstzrange("start", "end")) WHERE "deleted";

-- Filled from the retained change log: each timeslot's newest change decides its row (within a
-- changeset, the last one).
INSERT INTO "timeslot_versions" ("id", "changeset_id", "changed_at", "schedule_id", "show_id", "start", "end", "deleted")
SELECT DISTINCT ON (slot_id) slot_id, changeset_id, at, (row->>'scheduleId')::int, (row->>'showId')::int,
       (row->>'start')::timestamptz, (row->>'end')::timestamptz, deleted
FROM (
    SELECT (change->>'id')::int AS slot_id, c.id AS changeset_id, c.at, position,
           CASE WHEN jsonb_typeof(change->'after') = 'object' THEN change->'after' ELSE change->'before' END AS row,
           jsonb_typeof(change->'after') IS DISTINCT FROM 'object' AS deleted
    FROM "changesets" c, jsonb_array_elements(c."changes") WITH ORDINALITY AS changes (change, position)
    WHERE change->>'entity' = 'timeslot'
) AS touched
WHERE row ? 'start'
ORDER BY slot_id, changeset_id DESC, position DESC;
