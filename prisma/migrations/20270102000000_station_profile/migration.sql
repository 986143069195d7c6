-- The station's own profile (issue 33): its names, description, website, logos, languages, genres and
-- bearers (FM, DAB, IP streams), which XMLTV, RadioDNS SPI, schema.org and the week page publish. One
-- row, written only through PUT /api/v1/station, whose changes the change log records like any other
-- write. Its triggers move the programme version: every kept rendering that shows the station is made
-- again after a change.
CREATE TABLE "station" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "name" TEXT NOT NULL DEFAULT '',
    "short_name" TEXT NOT NULL DEFAULT '',
    "medium_name" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "website" TEXT,
    "logos" JSONB NOT NULL DEFAULT '[]',
    "languages" TEXT[] NOT NULL DEFAULT '{}',
    "genres" TEXT[] NOT NULL DEFAULT '{}',
    "bearers" JSONB NOT NULL DEFAULT '[]',
    "radiodns" JSONB,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_by" INTEGER,

    CONSTRAINT "station_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "station_one_row" CHECK ("id" = 1)
);
INSERT INTO "station" DEFAULT VALUES;

CREATE TRIGGER "station_bump_programme_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "station"
    FOR EACH STATEMENT EXECUTE FUNCTION "bump_programme_version"();
