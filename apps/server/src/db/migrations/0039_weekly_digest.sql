-- Decision 0058: the weekly digest. A user opts in; the sender claims each user's week
-- once (digest_week, the week's Monday) whichever server process gets there first; the
-- unsubscribe link carries digest_token, made at the first opt-in.
ALTER TABLE "users" ADD COLUMN "weekly_digest" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digest_week" date;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digest_token" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "users_digest_token_idx" ON "users" ("digest_token");
--> statement-breakpoint
CREATE INDEX "users_digest_due_idx" ON "users" ("digest_week") WHERE "weekly_digest";
