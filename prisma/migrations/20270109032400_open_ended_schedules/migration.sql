-- Open-ended schedules (issue 32, point 3): a schedule sent with `lastDate: null` has no end. Its
-- timeslots exist up to a rolling horizon (PROGRAMME_HORIZON_DAYS); `last_date` then says how far they
-- were projected, and the daily extension moves it on. `unplaced` lists the occurrences an extension
-- could not create because the existing programme keeps that air: programme health reports them until
-- a person resolves them (a PUT of the schedule decides them again). Both are columns of the schedule
-- row, so the change log records them with it and a revert writes them back row for row.
ALTER TABLE "schedules" ADD COLUMN "open_ended" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "schedules" ADD COLUMN "unplaced" JSONB NOT NULL DEFAULT '[]';
-- The extension looks for the open-ended schedules whose timeslots end before the horizon.
CREATE INDEX "schedules_open_ended_last_date_idx" ON "schedules" ("last_date") WHERE "open_ended";
