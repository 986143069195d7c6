-- A series moved from a date (POST /api/v1/schedules/{id}/move) is two schedules: the one ended the day
-- before and its successor. Each names the other, so both views say where the series went or came from.
-- Plain ids without foreign keys, like created_by: a revert puts rows back in any order, and a
-- schedule deleted later leaves a link that reads as a 404 rather than a row that cannot be deleted.
ALTER TABLE "schedules" ADD COLUMN "predecessor_id" INTEGER;
ALTER TABLE "schedules" ADD COLUMN "successor_id" INTEGER;
