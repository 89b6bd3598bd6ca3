-- Decision 0054: a rule run over a ledger's existing transactions, kept so it can be undone
-- and redone. `changes` holds each changed row's id with its fields before and after
-- ({id, before, after}, the fields a rule sets: type, category, description, notes, tags),
-- so an undo puts back only the rows nobody changed since. A ledger keeps its 20 newest
-- applications (the write that stores one deletes the older ones), so however large each
-- is, a ledger holds a bounded number. rule_id is not a reference: the rule may be deleted
-- and its application still undone.
CREATE TABLE "rule_applications" (
	"ledger_id" uuid NOT NULL REFERENCES "ledgers"("id") ON DELETE CASCADE,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" uuid,
	"state" text DEFAULT 'applied' NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rule_applications_pk" PRIMARY KEY ("ledger_id", "id"),
	CONSTRAINT "rule_applications_state" CHECK ("state" IN ('applied', 'undone')),
	CONSTRAINT "rule_applications_changes_list" CHECK (jsonb_typeof("changes") = 'array')
);
--> statement-breakpoint
-- The pruning keeps a ledger's newest ones by this.
CREATE INDEX "rule_applications_ledger_created_idx" ON "rule_applications" ("ledger_id", "created_at");
