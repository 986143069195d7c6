-- What a station shows of a show on its website and reports to its regulator: an image, hosts (names,
-- optionally linked to onair users), labelled links, categories, languages (canonical BCP 47 tags)
-- and a funding category. Plain columns of the show's row, so the change log records them and a
-- revert writes them back like every other field. Categories and languages are text arrays with GIN
-- indexes: the list filters (`category`, `language`) ask "overlaps any of these".
ALTER TABLE "shows"
    ADD COLUMN "image_url" TEXT,
    ADD COLUMN "hosts" JSONB NOT NULL DEFAULT '[]',
    ADD COLUMN "links" JSONB NOT NULL DEFAULT '[]',
    ADD COLUMN "categories" TEXT[] NOT NULL DEFAULT '{}',
    ADD COLUMN "languages" TEXT[] NOT NULL DEFAULT '{}',
    ADD COLUMN "funding_category" TEXT;

CREATE INDEX "shows_categories_idx" ON "shows" USING GIN ("categories");
CREATE INDEX "shows_languages_idx" ON "shows" USING GIN ("languages");
