-- Plan ahead (docs/product/plan.md, decision 0027): rollover source, per-category carry-over, recurring
-- rules with their occurrences, and savings goals.
ALTER TABLE "budgets" ADD COLUMN "rollover_from" date;
--> statement-breakpoint
CREATE TABLE "category_carry_overs" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"type" text NOT NULL,
	"category_key" text NOT NULL,
	CONSTRAINT "category_carry_overs_pk" PRIMARY KEY ("user_id", "type", "category_key"),
	CONSTRAINT "category_carry_overs_type" CHECK ("type" IN ('expense', 'savings'))
);
--> statement-breakpoint
CREATE TABLE "recurring_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"description" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"frequency" text NOT NULL,
	"interval" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"count" integer,
	"last_day_of_month" boolean DEFAULT false NOT NULL,
	"auto" boolean NOT NULL,
	"next_index" integer DEFAULT 0 NOT NULL,
	"next_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_rules_amount_nonzero" CHECK ("amount_cents" <> 0),
	CONSTRAINT "recurring_rules_type" CHECK ("type" IN ('income', 'expense', 'savings')),
	CONSTRAINT "recurring_rules_frequency" CHECK ("frequency" IN ('daily', 'weekly', 'monthly', 'yearly')),
	CONSTRAINT "recurring_rules_interval" CHECK ("interval" >= 1)
);
--> statement-breakpoint
CREATE INDEX "recurring_rules_user_idx" ON "recurring_rules" ("user_id");
--> statement-breakpoint
-- The catch-up reads only the rules with work due.
CREATE INDEX "recurring_rules_next_date_idx" ON "recurring_rules" ("next_date") WHERE "next_date" IS NOT NULL;
--> statement-breakpoint
-- One row per rule and date, created once: the primary key is the occurrence key
-- that makes every writer (timers of several processes, catch-up, Record, Skip)
-- insert ... on conflict do nothing in the transaction that adds the transaction.
CREATE TABLE "recurring_occurrences" (
	"rule_id" uuid NOT NULL REFERENCES "recurring_rules"("id") ON DELETE CASCADE,
	"date" date NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"status" text NOT NULL,
	-- Not a foreign key: the user may delete the transaction; the occurrence stays done.
	"transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_occurrences_pk" PRIMARY KEY ("rule_id", "date"),
	CONSTRAINT "recurring_occurrences_status" CHECK ("status" IN ('recorded', 'skipped', 'due'))
);
--> statement-breakpoint
CREATE INDEX "recurring_occurrences_user_status_idx" ON "recurring_occurrences" ("user_id", "status");
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"target_cents" bigint NOT NULL,
	"target_date" date,
	"category" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goals_target_positive" CHECK ("target_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX "goals_user_idx" ON "goals" ("user_id");
