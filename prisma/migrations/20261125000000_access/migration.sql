-- Access control (issue 12): users, their API tokens, show owners, and who wrote each programme row.

CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "oidc_subject" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "users_role_known" CHECK ("role" IN ('reader', 'host', 'programme-manager', 'admin'))
);
CREATE UNIQUE INDEX "users_oidc_subject_key" ON "users"("oidc_subject");

-- Only a SHA-256 of each token is kept; `prefix` (its first characters) is what lists show and what a
-- request is looked up by, before the hashes are compared in constant time.
CREATE TABLE "api_tokens" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "secret_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3),
    "last_used_at" TIMESTAMPTZ(3),

    CONSTRAINT "api_tokens_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "api_tokens_secret_hash_key" ON "api_tokens"("secret_hash");
CREATE INDEX "api_tokens_prefix_idx" ON "api_tokens"("prefix");
CREATE INDEX "api_tokens_user_id_idx" ON "api_tokens"("user_id");
-- Deleting a user revokes its tokens.
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "show_owners" (
    "show_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,

    CONSTRAINT "show_owners_pkey" PRIMARY KEY ("show_id", "user_id")
);
CREATE INDEX "show_owners_user_id_idx" ON "show_owners"("user_id");
ALTER TABLE "show_owners" ADD CONSTRAINT "show_owners_show_id_fkey" FOREIGN KEY ("show_id") REFERENCES "shows"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "show_owners" ADD CONSTRAINT "show_owners_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Who created and last changed each programme row: user ids without a foreign key, so the history
-- outlives a deleted user (the change log keeps the actor's name too).
ALTER TABLE "shows" ADD COLUMN "created_by" INTEGER, ADD COLUMN "updated_by" INTEGER;
ALTER TABLE "schedules" ADD COLUMN "created_by" INTEGER, ADD COLUMN "updated_by" INTEGER;
ALTER TABLE "episodes" ADD COLUMN "created_by" INTEGER, ADD COLUMN "updated_by" INTEGER;
ALTER TABLE "timeslots" ADD COLUMN "created_by" INTEGER, ADD COLUMN "updated_by" INTEGER;
