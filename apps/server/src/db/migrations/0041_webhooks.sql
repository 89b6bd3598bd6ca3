-- Decision 0060: webhooks. A user's URL hears one ledger's events; each event waits in
-- webhook_deliveries until it is delivered or given up, in order per webhook (seq).
-- The secret signs the deliveries, so it is kept as given (it is answered only once).
CREATE TABLE "webhooks" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "ledger_id" uuid NOT NULL REFERENCES "ledgers"("id") ON DELETE CASCADE,
  "url" text NOT NULL,
  "events" text[] NOT NULL,
  "secret" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "lease_until" timestamp with time zone,
  CONSTRAINT "webhooks_url_length" CHECK (char_length("url") BETWEEN 1 AND 2048),
  CONSTRAINT "webhooks_events" CHECK (cardinality("events") BETWEEN 1 AND 6)
);
--> statement-breakpoint
CREATE INDEX "webhooks_user_idx" ON "webhooks" ("user_id", "created_at");
--> statement-breakpoint
CREATE INDEX "webhooks_ledger_idx" ON "webhooks" ("ledger_id");
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "webhook_id" uuid NOT NULL REFERENCES "webhooks"("id") ON DELETE CASCADE,
  "seq" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  "event" text NOT NULL,
  "payload" text NOT NULL,
  "dedupe_key" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_attempt_at" timestamp with time zone,
  "response_status" integer,
  "error" text,
  CONSTRAINT "webhook_deliveries_status" CHECK ("status" IN ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_pending_idx" ON "webhook_deliveries" ("webhook_id", "seq") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" ("next_attempt_at") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_log_idx" ON "webhook_deliveries" ("webhook_id", "seq");
--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_dedupe_idx" ON "webhook_deliveries" ("webhook_id", "dedupe_key");
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_created_idx" ON "webhook_deliveries" ("created_at");
