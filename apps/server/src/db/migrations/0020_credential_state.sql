-- Decision 0035. The credential state an e-mail change link was made under:
-- every credential change (password, two-factor, passkeys, a provider takeover)
-- counts `credential_version` up, and a link made under an older one is refused.
-- `email_proven_by_change`: the address was proven only by an e-mail change link
-- (one click, maybe a mail scanner's), so a provider sign-in treats it as unproven.
-- `via_provider`: the session (or the sign-in awaiting its second step) came from a
-- provider sign-in, the only fresh sign-in that stands in for a missing password.
ALTER TABLE "users" ADD COLUMN "credential_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_proven_by_change" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_change_tokens" ADD COLUMN "credential_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "via_provider" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factor_challenges" ADD COLUMN "via_provider" boolean DEFAULT false NOT NULL;
