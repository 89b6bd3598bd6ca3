-- Decision 0061: writes that can be safely retried. A ledger write sent with an
-- Idempotency-Key claims (user, ledger, key) with its request's hash; its answer is kept
-- for 24 hours (status null while the first request runs). Not backed up.
CREATE TABLE "idempotency_keys" (
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "ledger_id" uuid NOT NULL REFERENCES "ledgers"("id") ON DELETE CASCADE,
  "key" text NOT NULL,
  "request_hash" text NOT NULL,
  "status" smallint,
  "content_type" text,
  "body" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "idempotency_keys_pk" PRIMARY KEY ("user_id", "ledger_id", "key"),
  CONSTRAINT "idempotency_keys_key_length" CHECK (char_length("key") BETWEEN 1 AND 200)
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" ("created_at");
--> statement-breakpoint
CREATE INDEX "idempotency_keys_ledger_idx" ON "idempotency_keys" ("ledger_id");
