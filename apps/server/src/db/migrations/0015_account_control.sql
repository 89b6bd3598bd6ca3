-- Account control (docs/product/settings.md), sessions and e-mail (decision 0029). The browser a session was issued to,
-- as its User-Agent header (cut to 512 characters), for the list of signed-in devices.
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
-- Browsers that have signed in to an account: the SHA-256 of the random key in the
-- browser's device cookie. A sign-in from a browser not listed here mails a notice.
CREATE TABLE "known_devices" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"device_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_devices_pk" PRIMARY KEY ("user_id", "device_hash")
);--> statement-breakpoint
-- Single-use, expiring links that move an account to a new address when opened;
-- only the token's hash is kept.
CREATE TABLE "email_change_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "email_change_tokens_hash_idx" ON "email_change_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_change_tokens_user_idx" ON "email_change_tokens" USING btree ("user_id");
