-- Stream tickets: short-lived, single-use credentials for the event streams, which a browser's
-- EventSource can only open by URL (it sends no headers). A ticket is got with the bearer token and
-- used once, so no long-lived secret ends up in a URL (and so in access logs). Only its SHA-256 is
-- stored; deleting the user deletes its tickets. No trigger: tickets do not move the access version.
CREATE TABLE "stream_tickets" (
    "secret_hash" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "via" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stream_tickets_pkey" PRIMARY KEY ("secret_hash")
);

CREATE INDEX "stream_tickets_expires_at_idx" ON "stream_tickets"("expires_at");
CREATE INDEX "stream_tickets_user_id_idx" ON "stream_tickets"("user_id");

ALTER TABLE "stream_tickets" ADD CONSTRAINT "stream_tickets_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
