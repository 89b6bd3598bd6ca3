-- Decision 0040. A support message is an outbox row: delivered_at says whether its mail
-- reached the mail server; until it does, a worker in any server process claims the row
-- (lease_until, taken with SKIP LOCKED) and retries with backoff (next_attempt_at).
-- alerted_at spaces out the operator's 'undelivered for an hour' log line.
-- delivered_at defaults to now(): the app stores a new message with NULL, so only a row
-- written without the column (a restored backup from before the outbox) counts as sent.
ALTER TABLE "contact_messages"
	ADD COLUMN "delivered_at" timestamp with time zone DEFAULT now(),
	ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL,
	ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	ADD COLUMN "lease_until" timestamp with time zone,
	ADD COLUMN "alerted_at" timestamp with time zone;
--> statement-breakpoint
-- Messages from before the outbox were mailed or logged at the time: sending them again
-- now, perhaps months later, would only confuse support.
UPDATE "contact_messages" SET "delivered_at" = "created_at";
--> statement-breakpoint
CREATE INDEX "contact_messages_undelivered_idx" ON "contact_messages" ("next_attempt_at")
	WHERE "delivered_at" IS NULL;
