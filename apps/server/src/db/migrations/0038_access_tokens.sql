-- Decision 0057: personal access tokens. A script's secret is kept only as its SHA-256
-- hash; the token goes with its user, and a token bound to a ledger goes with that ledger.
CREATE TABLE "access_tokens" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "scope" text NOT NULL,
  "ledger_id" uuid REFERENCES "ledgers"("id") ON DELETE CASCADE,
  "token_hash" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_used_at" timestamp with time zone,
  "expires_at" timestamp with time zone,
  CONSTRAINT "access_tokens_scope" CHECK ("scope" IN ('read', 'read-write')),
  CONSTRAINT "access_tokens_name_length" CHECK (char_length("name") BETWEEN 1 AND 64)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_hash_idx" ON "access_tokens" ("token_hash");
--> statement-breakpoint
CREATE INDEX "access_tokens_user_idx" ON "access_tokens" ("user_id", "created_at");
