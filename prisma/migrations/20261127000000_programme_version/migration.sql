-- The programme's version: one number that grows with every committed change to what the programme
-- reads show (timeslots and the shows, schedules and episodes joined into them, and the change log
-- behind the calendar's SEQUENCE and tombstones). Instances keep rendered answers while it stays the
-- same and read it once per request, so a change made through any instance, or by anything else that
-- writes these tables (a migration, retention, an operator's psql), is seen at once. Statement
-- triggers rather than the write path: nothing that writes can forget them.
CREATE TABLE "programme_version" (
    "id" BOOLEAN NOT NULL DEFAULT true,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "programme_version_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "programme_version_one_row" CHECK ("id")
);
INSERT INTO "programme_version" DEFAULT VALUES;

-- Writers already take the programme lock, so waiting on this row costs them nothing more.
CREATE FUNCTION "bump_programme_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE "programme_version" SET "version" = "version" + 1;
    RETURN NULL;
END
$$;

CREATE TRIGGER "timeslots_bump_programme_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "timeslots"
    FOR EACH STATEMENT EXECUTE FUNCTION "bump_programme_version"();
CREATE TRIGGER "shows_bump_programme_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shows"
    FOR EACH STATEMENT EXECUTE FUNCTION "bump_programme_version"();
CREATE TRIGGER "schedules_bump_programme_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "schedules"
    FOR EACH STATEMENT EXECUTE FUNCTION "bump_programme_version"();
CREATE TRIGGER "episodes_bump_programme_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "episodes"
    FOR EACH STATEMENT EXECUTE FUNCTION "bump_programme_version"();
CREATE TRIGGER "changesets_bump_programme_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "changesets"
    FOR EACH STATEMENT EXECUTE FUNCTION "bump_programme_version"();
