-- Specials that give the regular show back: a timeslot created by a resolution that deleted or
-- trimmed other timeslots (ours, ours-start, ours-end, ours-both) keeps those rows as they were
-- (change-log snapshots: ids, times, episode, media, memo), so that when it goes away they come back.
-- A plain column of the row, so the change log records it and a revert writes it back.
ALTER TABLE "timeslots" ADD COLUMN "displaced" JSONB NOT NULL DEFAULT '[]';
