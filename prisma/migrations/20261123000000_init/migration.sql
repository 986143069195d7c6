-- The database itself refuses two overlapping timeslots (tstzrange is half-open, so touching is fine).
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- CreateTable
CREATE TABLE "recurrence_rules" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "freq" INTEGER NOT NULL,
    "interval" INTEGER NOT NULL DEFAULT 1,
    "by_set_pos" INTEGER,
    "count" INTEGER,

    CONSTRAINT "recurrence_rules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shows" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "default_media_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "shows_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "schedules" (
    "id" SERIAL NOT NULL,
    "show_id" INTEGER NOT NULL,
    "rule_id" INTEGER NOT NULL,
    "by_weekday" INTEGER,
    "first_date" DATE NOT NULL,
    "last_date" DATE,
    "start_time" TEXT NOT NULL,
    "end_time" TEXT NOT NULL,
    "is_repetition" BOOLEAN NOT NULL DEFAULT false,
    "add_days_no" INTEGER,
    "add_business_days_only" BOOLEAN NOT NULL DEFAULT false,
    "default_media_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "schedules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "episodes" (
    "id" SERIAL NOT NULL,
    "show_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "summary" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "episodes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "timeslots" (
    "id" SERIAL NOT NULL,
    "schedule_id" INTEGER NOT NULL,
    "show_id" INTEGER NOT NULL,
    "start" TIMESTAMPTZ(3) NOT NULL,
    "end" TIMESTAMPTZ(3) NOT NULL,
    "is_repetition" BOOLEAN NOT NULL DEFAULT false,
    "media_id" INTEGER,
    "episode_id" INTEGER,
    "memo" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "timeslots_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "timeslots_start_before_end" CHECK ("start" < "end"),
    CONSTRAINT "timeslots_no_overlap" EXCLUDE USING gist (tstzrange("start", "end") WITH &&)
);

-- CreateIndex
CREATE UNIQUE INDEX "recurrence_rules_name_key" ON "recurrence_rules"("name");

-- CreateIndex
CREATE UNIQUE INDEX "shows_slug_key" ON "shows"("slug");

-- CreateIndex
CREATE INDEX "schedules_show_id_idx" ON "schedules"("show_id");

-- CreateIndex
CREATE INDEX "episodes_show_id_idx" ON "episodes"("show_id");

-- CreateIndex
CREATE INDEX "timeslots_start_end_idx" ON "timeslots"("start", "end");

-- CreateIndex
CREATE INDEX "timeslots_schedule_id_start_idx" ON "timeslots"("schedule_id", "start");

-- CreateIndex
CREATE INDEX "timeslots_show_id_start_idx" ON "timeslots"("show_id", "start");

-- CreateIndex
CREATE INDEX "timeslots_episode_id_idx" ON "timeslots"("episode_id");

-- AddForeignKey
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_show_id_fkey" FOREIGN KEY ("show_id") REFERENCES "shows"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_rule_id_fkey" FOREIGN KEY ("rule_id") REFERENCES "recurrence_rules"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_show_id_fkey" FOREIGN KEY ("show_id") REFERENCES "shows"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "timeslots" ADD CONSTRAINT "timeslots_schedule_id_fkey" FOREIGN KEY ("schedule_id") REFERENCES "schedules"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "timeslots" ADD CONSTRAINT "timeslots_show_id_fkey" FOREIGN KEY ("show_id") REFERENCES "shows"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "timeslots" ADD CONSTRAINT "timeslots_episode_id_fkey" FOREIGN KEY ("episode_id") REFERENCES "episodes"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The recurrence rules the original service ships (ids are part of the API: schedule.rrule).
INSERT INTO "recurrence_rules" ("id", "name", "freq", "interval", "by_set_pos") VALUES
    (1, 'once', 0, 1, NULL),
    (2, 'daily', 3, 1, NULL),
    (3, 'business days', 3, 1, NULL),
    (4, 'weekly', 2, 1, NULL),
    (5, 'bi-weekly', 2, 2, NULL),
    (6, 'four-weekly', 2, 4, NULL),
    (7, 'even calendar weeks', 2, 1, NULL),
    (8, 'odd calendar weeks', 2, 1, NULL),
    (9, 'every first of the month', 1, 1, 1),
    (10, 'every second of the month', 1, 1, 2),
    (11, 'every third of the month', 1, 1, 3),
    (12, 'every fourth of the month', 1, 1, 4),
    (13, 'every fifth of the month', 1, 1, 5),
    (14, 'every last of the month', 1, 1, -1);
