-- Decision 0054: a rule run over a ledger's existing transactions, kept so it can be undone
-- and redone. Each changed row is a row of rule_application_rows with its fields before and
-- after (the fields a rule sets: type, category, description, notes, tags), so an undo puts
-- back only the rows nobody changed since, in one UPDATE joined to them, and an application
-- is written a chunk of rows at a time, never held whole in the server's memory. A ledger
-- keeps its 20 newest applications (the write that stores one deletes the older ones, and
-- their rows with them), so however large each is, a ledger holds a bounded number.
-- rule_id is not a reference: the rule may be deleted and its application still undone.
CREATE TABLE "rule_applications" (
	"ledger_id" uuid NOT NULL REFERENCES "ledgers"("id") ON DELETE CASCADE,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" uuid,
	"state" text DEFAULT 'applied' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rule_applications_pk" PRIMARY KEY ("ledger_id", "id"),
	CONSTRAINT "rule_applications_state" CHECK ("state" IN ('applied', 'undone'))
);
--> statement-breakpoint
-- The pruning keeps a ledger's newest ones by this.
CREATE INDEX "rule_applications_ledger_created_idx" ON "rule_applications" ("ledger_id", "created_at");
--> statement-breakpoint
CREATE TABLE "rule_application_rows" (
	"ledger_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"before_type" text NOT NULL,
	"before_category" text NOT NULL,
	"before_description" text NOT NULL,
	"before_notes" text,
	"before_tags" text[] NOT NULL,
	"after_type" text NOT NULL,
	"after_category" text NOT NULL,
	"after_description" text NOT NULL,
	"after_notes" text,
	"after_tags" text[] NOT NULL,
	CONSTRAINT "rule_application_rows_pk" PRIMARY KEY ("ledger_id", "application_id", "transaction_id"),
	CONSTRAINT "rule_application_rows_application_fk" FOREIGN KEY ("ledger_id", "application_id")
		REFERENCES "rule_applications"("ledger_id", "id") ON DELETE CASCADE
);
