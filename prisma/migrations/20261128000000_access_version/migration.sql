-- The access version: a second number in the programme version's one row that grows with every
-- committed change to who a token stands for (api_tokens and users rows). Instances keep each
-- authenticated token's caller while it stays the same, and read it in the same statement as the
-- programme version, so a revocation, a demotion or a deleted user holds at once on every instance,
-- whatever wrote it. Recording a token's use (last_used_at, at most once a minute) changes nothing a
-- request is authorised by, so it leaves the number alone: otherwise every minute of use would empty
-- every instance's token cache.
ALTER TABLE "programme_version" ADD COLUMN "access_version" BIGINT NOT NULL DEFAULT 0;

CREATE FUNCTION "bump_access_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE "programme_version" SET "access_version" = "access_version" + 1;
    RETURN NULL;
END
$$;

CREATE TRIGGER "users_bump_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
    FOR EACH STATEMENT EXECUTE FUNCTION "bump_access_version"();
CREATE TRIGGER "api_tokens_bump_access_version" AFTER INSERT OR DELETE OR TRUNCATE ON "api_tokens"
    FOR EACH STATEMENT EXECUTE FUNCTION "bump_access_version"();
-- Per row, to compare: any column but last_used_at, including columns added later.
CREATE TRIGGER "api_tokens_update_bumps_access_version" AFTER UPDATE ON "api_tokens"
    FOR EACH ROW WHEN ((to_jsonb(OLD) - 'last_used_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_used_at'))
    EXECUTE FUNCTION "bump_access_version"();
