-- Issue 35, point 4: an imported schedule remembers the version of the event it came from (its
-- SEQUENCE and LAST-MODIFIED as the file wrote them), so that a re-import updates exactly the events
-- that changed. Null for schedules imported before (and for every other schedule).
ALTER TABLE "schedules" ADD COLUMN "import_version" TEXT;
