-- Decision 0054: a ledger's rules, in the order they run. Conditions and actions are stored
-- as the API validated them (the shared ruleBody), so every reader parses one shape.
-- Positions run 0..n-1 with no gaps; the unique constraint is deferred to the commit so a
-- reorder (or a deletion closing the gap) rewrites them in one statement.
CREATE TABLE "rules" (
	"ledger_id" uuid NOT NULL REFERENCES "ledgers"("id") ON DELETE CASCADE,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"match" text NOT NULL,
	"conditions" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rules_pk" PRIMARY KEY ("ledger_id", "id"),
	CONSTRAINT "rules_position_unique" UNIQUE ("ledger_id", "position") DEFERRABLE INITIALLY DEFERRED,
	CONSTRAINT "rules_position_range" CHECK ("position" >= 0),
	CONSTRAINT "rules_match" CHECK ("match" IN ('all', 'any')),
	CONSTRAINT "rules_name_length" CHECK (char_length("name") BETWEEN 1 AND 200),
	CONSTRAINT "rules_conditions_list" CHECK (jsonb_typeof("conditions") = 'array'),
	CONSTRAINT "rules_actions_list" CHECK (jsonb_typeof("actions") = 'array')
);
