-- Issue 32, point 1: the broadcasts of a schedule moved one by one (POST /api/v1/timeslots/{id}/move).
-- Each entry is { "date": the air date of the occurrence it left (null: it matched none), "timeslotId" }:
-- the schedule's projection skips that date and its PUTs and series moves leave that timeslot alone,
-- as an exception sticks. Empty for every schedule so far.
ALTER TABLE "schedules" ADD COLUMN "moved_occurrences" JSONB NOT NULL DEFAULT '[]';
