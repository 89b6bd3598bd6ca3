-- Bank import (docs/product/import.md, decision 0024): a file becomes a pending batch of
-- staged rows; confirming it writes the transactions and keeps the rows with
-- the id of the transaction each became, so an undo removes exactly those.
CREATE TABLE "imports" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "file_name" text NOT NULL,
  "format" text NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "mapping" jsonb,
  "header_key" text,
  "row_count" integer NOT NULL,
  "duplicate_count" integer DEFAULT 0 NOT NULL,
  "imported_count" integer DEFAULT 0 NOT NULL,
  "skipped_count" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "confirmed_at" timestamp with time zone,
  "undone_at" timestamp with time zone,
  CONSTRAINT "imports_status_check" CHECK ("status" IN ('pending', 'confirmed', 'undone'))
);--> statement-breakpoint
CREATE INDEX "imports_user_created_idx" ON "imports" ("user_id", "created_at" DESC);--> statement-breakpoint
CREATE TABLE "import_rows" (
  "import_id" uuid NOT NULL REFERENCES "imports"("id") ON DELETE CASCADE,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "idx" integer NOT NULL,
  "date" timestamp with time zone NOT NULL,
  "description" text NOT NULL,
  "amount_cents" bigint NOT NULL,
  "type" text NOT NULL,
  "category" text NOT NULL,
  "category_source" text NOT NULL,
  "notes" text,
  "bank_id" text,
  -- The description as normaliseDescription() (shared) writes it: the duplicate key.
  "desc_key" text NOT NULL,
  "duplicate" boolean NOT NULL,
  -- Drawn when staged: the id the row's transaction gets if it is imported.
  "transaction_id" uuid DEFAULT gen_random_uuid() NOT NULL,
  CONSTRAINT "import_rows_pk" PRIMARY KEY ("import_id", "idx")
);--> statement-breakpoint
-- Serves the bank-id duplicate check (and the user's rows on a cascade).
CREATE INDEX "import_rows_user_bank_idx" ON "import_rows" ("user_id", "bank_id");--> statement-breakpoint
CREATE TABLE "import_rules" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "contains" text NOT NULL,
  "category" text NOT NULL,
  "type" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "import_rules_user_idx" ON "import_rules" ("user_id", "created_at");--> statement-breakpoint
CREATE TABLE "import_mappings" (
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "header_key" text NOT NULL,
  "mapping" jsonb NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "import_mappings_pk" PRIMARY KEY ("user_id", "header_key")
);
