-- Decision 0049. The activity log of a ledger: who changed what, when. Ledger data like any
-- other (the ledger key leads its primary key); rows older than 400 days are pruned hourly.
-- actor_id names a user without a foreign key (ledger data points at no global table but
-- ledgers): the name is read from users when the log is shown, so a deleted account's
-- entries stay, anonymous.
CREATE TABLE "ledger_activity" (
	"ledger_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"summary" text DEFAULT '' NOT NULL,
	CONSTRAINT "ledger_activity_pk" PRIMARY KEY("ledger_id","id"),
	CONSTRAINT "ledger_activity_summary_length" CHECK (char_length("summary") <= 200)
);
--> statement-breakpoint
ALTER TABLE "ledger_activity" ADD CONSTRAINT "ledger_activity_ledger_fk" FOREIGN KEY ("ledger_id") REFERENCES "ledgers"("id") ON DELETE CASCADE;
--> statement-breakpoint
CREATE INDEX "ledger_activity_ledger_at_idx" ON "ledger_activity" USING btree ("ledger_id","at" DESC,"id" DESC);
--> statement-breakpoint
-- The pruning's range scan, over every ledger at once.
CREATE INDEX "ledger_activity_at_idx" ON "ledger_activity" USING btree ("at");
