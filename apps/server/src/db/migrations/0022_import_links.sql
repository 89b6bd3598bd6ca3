-- Decision 0042. A staged row may name an existing transaction it possibly
-- matches (same amount and direction, a few days apart, another text): chunk
-- key "m". The view gains that column at its end; chunks staged before have
-- no "m" and read null.
CREATE OR REPLACE VIEW "import_rows" AS
  SELECT c."import_id", c."user_id", c."chunk", r."i" AS "idx", r."d" AS "date",
    r."s" AS "description", r."k" AS "desc_key", r."a" AS "amount_cents", r."t" AS "type",
    r."c" AS "category", r."cs" AS "category_source", r."n" AS "notes", r."b" AS "bank_id",
    r."u" AS "duplicate", r."x" AS "transaction_id", r."m" AS "match_id"
  FROM "import_row_chunks" c
  CROSS JOIN LATERAL json_to_recordset(c."rows") AS r("i" integer, "d" timestamptz,
    "s" text, "k" text, "a" bigint, "t" text, "c" text, "cs" text, "n" text, "b" text,
    "u" boolean, "x" uuid, "m" uuid);--> statement-breakpoint
-- An existing transaction a confirmed import linked a row to, with the date
-- and text it had before and the ones the link gave it: undo puts back the
-- old ones where the transaction still shows the new.
CREATE TABLE "import_links" (
  "import_id" uuid NOT NULL REFERENCES "imports"("id") ON DELETE CASCADE,
  "user_id" uuid NOT NULL,
  "transaction_id" uuid NOT NULL,
  "old_date" timestamptz NOT NULL,
  "old_description" text NOT NULL,
  "new_date" timestamptz NOT NULL,
  "new_description" text NOT NULL,
  CONSTRAINT "import_links_pk" PRIMARY KEY ("import_id", "transaction_id")
);--> statement-breakpoint
CREATE INDEX "import_links_user_transaction_idx" ON "import_links" ("user_id", "transaction_id");
