-- Seasons (issue 31): a named range of dates whose programme replaces the regular one (`replace`) or
-- only what its own timeslots collide with (`overlay`). `displaced` holds the regular timeslots that
-- stepped aside for the range itself, as they were (the same entries as a timeslot's `displaced`), so
-- shortening, moving or deleting the season gives them back.
CREATE TABLE "seasons" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "first_date" DATE NOT NULL,
    "last_date" DATE NOT NULL,
    "mode" TEXT NOT NULL,
    "displaced" JSONB NOT NULL DEFAULT '[]',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "created_by" INTEGER,
    "updated_by" INTEGER,

    CONSTRAINT "seasons_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "seasons_mode_check" CHECK ("mode" IN ('replace', 'overlay')),
    CONSTRAINT "seasons_dates_check" CHECK ("last_date" >= "first_date")
);

-- A schedule of a season: its timeslots lie inside the season's dates. Deleting a season ends its
-- schedules first (the service), so the key restricts.
ALTER TABLE "schedules" ADD COLUMN "season_id" INTEGER;
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "seasons"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
CREATE INDEX "schedules_season_id_idx" ON "schedules"("season_id");

CREATE TRIGGER "seasons_bump_programme_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seasons"
    FOR EACH STATEMENT EXECUTE FUNCTION "bump_programme_version"();
