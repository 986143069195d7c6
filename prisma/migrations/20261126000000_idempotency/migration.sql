-- Idempotency-Key on POST: the first answer to a key is kept for 24 hours and replayed to retries,
-- on every instance sharing the database. A row without a status is a request still running.
CREATE TABLE "idempotency_keys" (
    "caller" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "status" INTEGER,
    "headers" JSONB NOT NULL DEFAULT '{}',
    "body" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("caller", "key")
);
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys"("created_at");
