-- Holidays (issue 31 point 2): named station-local dates, one row per date. A schedule that says
-- `holidays = 'skip'` projects nothing on them, and a business-day repetition never lands on one.
-- `displaced` keeps the timeslots adding the holiday removed, as they were (change-log snapshots, as
-- a timeslot's own `displaced`), so that removing the holiday gives them back with their ids.
CREATE TABLE "holidays" (
    "id" SERIAL NOT NULL,
    "date" DATE NOT NULL,
    "name" TEXT NOT NULL,
    "displaced" JSONB NOT NULL DEFAULT '[]',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,

    CONSTRAINT "holidays_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "holidays_date_key" ON "holidays"("date");

-- 'air' (the contract's behaviour) or 'skip'.
ALTER TABLE "schedules" ADD COLUMN "holidays" TEXT NOT NULL DEFAULT 'air';
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_holidays_check" CHECK ("holidays" IN ('air', 'skip'));

CREATE TRIGGER "holidays_bump_programme_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "holidays"
    FOR EACH STATEMENT EXECUTE FUNCTION "bump_programme_version"();
