-- Aired history and cancellations (issue 9) and the change log every write appends to (issue 13).

-- The week phase of bi- and four-weekly rules (RFC 5545's DTSTART), kept apart from the firstDate a PUT
-- moves. Existing schedules keep their phase from the firstDate they were created with.
ALTER TABLE "schedules" ADD COLUMN "anchor_date" DATE;
UPDATE "schedules" SET "anchor_date" = "first_date";

-- Cancelled air dates (RFC 5545's EXDATE): a PUT never projects them again.
ALTER TABLE "schedules" ADD COLUMN "exception_dates" DATE[] NOT NULL DEFAULT '{}';

-- A deleted show is archived, so its aired timeslots stay readable; its slug is free for a new show.
ALTER TABLE "shows" ADD COLUMN "deleted_at" TIMESTAMPTZ(3);
DROP INDEX "shows_slug_key";
CREATE UNIQUE INDEX "shows_slug_key" ON "shows"("slug") WHERE "deleted_at" IS NULL;

-- One changeset per committed write, in the same transaction. Writes serialise on one advisory lock,
-- so ids grow in commit order: the latest id is the programme's version and a gap-free cursor.
CREATE TABLE "changesets" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_user_id" INTEGER,
    "actor_name" TEXT NOT NULL,
    "actor_via" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "request" JSONB,
    "changes" JSONB NOT NULL,
    "show_ids" INTEGER[] NOT NULL DEFAULT '{}',
    "schedule_ids" INTEGER[] NOT NULL DEFAULT '{}',
    "entity_keys" TEXT[] NOT NULL DEFAULT '{}',

    CONSTRAINT "changesets_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "changesets_at_idx" ON "changesets"("at");
CREATE INDEX "changesets_show_ids_idx" ON "changesets" USING GIN ("show_ids");
CREATE INDEX "changesets_schedule_ids_idx" ON "changesets" USING GIN ("schedule_ids");
CREATE INDEX "changesets_entity_keys_idx" ON "changesets" USING GIN ("entity_keys");
CREATE INDEX "changesets_actor_user_id_idx" ON "changesets"("actor_user_id");
