-- Signed webhooks: endpoints an admin registers, one delivery per (endpoint, event) claimed by one
-- instance at a time, and every attempt kept for the delivery log. None of these tables is part of
-- the programme, so they raise neither the programme nor the access version.
CREATE TABLE "webhook_endpoints" (
    "id" SERIAL NOT NULL,
    "url" TEXT NOT NULL,
    "events" TEXT[] NOT NULL,
    "show_ids" INTEGER[] NOT NULL DEFAULT ARRAY[]::INTEGER[],
    "description" TEXT NOT NULL DEFAULT '',
    "secret" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "disabled_at" TIMESTAMPTZ(3),
    "disabled_reason" TEXT,
    "failing_since" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "created_by" INTEGER,

    CONSTRAINT "webhook_endpoints_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "webhook_deliveries" (
    "id" BIGSERIAL NOT NULL,
    "endpoint_id" INTEGER NOT NULL,
    "event_id" TEXT NOT NULL,
    "event_type" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "delivered_at" TIMESTAMPTZ(3),

    CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "webhook_deliveries_state_check" CHECK ("state" IN ('pending', 'delivered', 'failed'))
);

CREATE TABLE "webhook_attempts" (
    "id" BIGSERIAL NOT NULL,
    "delivery_id" BIGINT NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "duration_ms" INTEGER NOT NULL,
    "status" INTEGER,
    "error" TEXT,

    CONSTRAINT "webhook_attempts_pkey" PRIMARY KEY ("id")
);

-- How far the change log has been turned into deliveries: one row, advanced in the transaction that
-- inserts them, so each changeset becomes deliveries once whichever instance gets there first.
CREATE TABLE "webhook_cursor" (
    "id" BOOLEAN NOT NULL DEFAULT true,
    "changeset_id" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "webhook_cursor_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "webhook_cursor_one_row" CHECK ("id")
);
-- Changes made before webhooks existed are not news to anyone.
INSERT INTO "webhook_cursor" ("id", "changeset_id") SELECT true, coalesce(max("id"), 0) FROM "changesets";

-- One delivery per event and endpoint, however many instances saw the event.
CREATE UNIQUE INDEX "webhook_deliveries_endpoint_id_event_id_key" ON "webhook_deliveries"("endpoint_id", "event_id");
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries"("next_attempt_at") WHERE "state" = 'pending';
CREATE INDEX "webhook_attempts_delivery_id_idx" ON "webhook_attempts"("delivery_id");

ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_fkey" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE ON UPDATE CASCADE;
