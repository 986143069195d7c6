-- Repetitions that follow their original (issue 32 point 2): a repetition schedule names the schedule it
-- repeats, and each of its timeslots the broadcast it repeats. Plain ids without foreign keys, like
-- predecessor_id: a revert puts rows back in any order, and an original deleted with `repetitions: "keep"`
-- leaves a link that reads as none (the programme's read joins it) rather than a row that blocks a delete.
-- IF NOT EXISTS: the linking below may be run again on its own (test/db/programme/repetition-links.test.ts does).
ALTER TABLE "schedules" ADD COLUMN IF NOT EXISTS "repeat_of_id" INTEGER;
ALTER TABLE "timeslots" ADD COLUMN IF NOT EXISTS "repeat_of_id" INTEGER;
CREATE INDEX IF NOT EXISTS "timeslots_repeat_of_id_idx" ON "timeslots" ("repeat_of_id");

-- Existing data. A repetition schedule is linked when exactly one schedule can be its original: the same
-- show and rule (rule id, RRULE, weekday), not a repetition itself, without an offset of its own, dates
-- that meet, and the repetition after it (an offset of days, or the same day later). Every other
-- repetition schedule stays unlinked; the NOTICE below names them, and docs/decisions.md has the query
-- that lists them at any time. The migration knows no station zone, so its timeslots are paired by
-- instants: a repetition's original is the one timeslot of the original schedule that starts before it
-- and within its offset give or take 25 hours (and the weekends business days skip). Where none or
-- several do (a daily original), the timeslot stays unlinked and is counted in the NOTICE. Aired
-- timeslots are history and stay as they are.
CREATE TEMPORARY TABLE repetition_candidates ON COMMIT DROP AS
  SELECT r.id AS repetition_id, o.id AS original_id, count(*) OVER (PARTITION BY r.id) AS candidates
  FROM schedules r
  JOIN schedules o
    ON o.show_id = r.show_id AND o.id <> r.id AND NOT o.is_repetition
   AND o.rule_id IS NOT DISTINCT FROM r.rule_id AND o.recurrence IS NOT DISTINCT FROM r.recurrence
   AND o.by_weekday IS NOT DISTINCT FROM r.by_weekday
   AND COALESCE(o.add_days_no, 0) = 0
   AND o.first_date <= COALESCE(r.last_date, 'infinity'::date) AND r.first_date <= COALESCE(o.last_date, 'infinity'::date)
   AND (COALESCE(r.add_days_no, 0) > 0 OR r.start_time > o.start_time)
  WHERE r.is_repetition AND r.repeat_of_id IS NULL;

UPDATE schedules s SET repeat_of_id = c.original_id
FROM repetition_candidates c WHERE s.id = c.repetition_id AND c.candidates = 1;

WITH pairs AS (
  SELECT r.id AS repetition_id, min(o.id) AS original_id, count(o.id) AS originals
  FROM timeslots r
  JOIN schedules rs ON rs.id = r.schedule_id AND rs.repeat_of_id IS NOT NULL
  LEFT JOIN timeslots o
    ON o.schedule_id = rs.repeat_of_id AND o.start < r.start
   AND o.start >= r.start - make_interval(hours => 25 + 24 * (COALESCE(rs.add_days_no, 0)
         + CASE WHEN rs.add_business_days_only THEN 2 * (COALESCE(rs.add_days_no, 0) / 5 + 1) ELSE 0 END))
   AND o.start <= r.start - make_interval(hours => 24 * COALESCE(rs.add_days_no, 0)) + interval '25 hours'
  WHERE r.start > now() AND r.repeat_of_id IS NULL
  GROUP BY r.id
)
UPDATE timeslots t SET repeat_of_id = p.original_id FROM pairs p WHERE t.id = p.repetition_id AND p.originals = 1;

DO $$
DECLARE
  unlinked text;
  unpaired bigint;
BEGIN
  SELECT string_agg(format('schedule %s (show %s): %s possible originals', r.id, r.show_id, COALESCE(c.candidates, 0)), '; ' ORDER BY r.id)
    INTO unlinked
  FROM schedules r
  LEFT JOIN (SELECT DISTINCT repetition_id, candidates FROM repetition_candidates) c ON c.repetition_id = r.id
  WHERE r.is_repetition AND r.repeat_of_id IS NULL;
  SELECT count(*) INTO unpaired
  FROM timeslots t JOIN schedules s ON s.id = t.schedule_id
  WHERE s.repeat_of_id IS NOT NULL AND t.start > now() AND t.repeat_of_id IS NULL;
  IF unlinked IS NOT NULL THEN
    RAISE NOTICE 'repetitions left unlinked (link them with PUT /api/v1/schedules/{id} and repeatOf): %', unlinked;
  END IF;
  IF unpaired > 0 THEN
    RAISE NOTICE '% future timeslot(s) of linked repetition schedules have no unambiguous original and stay unlinked', unpaired;
  END IF;
END $$;
