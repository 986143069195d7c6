-- A schedule follows either one of the contract's fourteen rules (rule_id) or its own RFC 5545
-- RRULE (recurrence, in the canonical text of src/domain/rrule-parse.ts), never both, never neither.
-- An RRULE that is one of the fourteen is stored as its rule id, so the old columns keep meaning
-- what they meant for every schedule a contract client could have made.
ALTER TABLE "schedules" ADD COLUMN "recurrence" TEXT;
ALTER TABLE "schedules" ALTER COLUMN "rule_id" DROP NOT NULL;
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_rule_or_recurrence" CHECK (("rule_id" IS NULL) <> ("recurrence" IS NULL));

-- The UID of the iCalendar event a schedule was imported from: a second import of the same file
-- finds it and changes nothing.
ALTER TABLE "schedules" ADD COLUMN "import_uid" TEXT;
CREATE UNIQUE INDEX "schedules_import_uid_key" ON "schedules"("import_uid");
