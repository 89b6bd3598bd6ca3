-- Decision 0033. A preview's rows are stored as JSON arrays of up to 5,000
-- rows (one row per chunk) instead of one table row each: staging 100,000
-- rows was 100,000 heap and index insertions and 200,000 foreign-key checks
-- (2.9 s). The view import_rows reads them back with the old table's columns,
-- so every reader is unchanged. Bank ids, which the next preview looks up by
-- value, keep a table of their own (only rows that have one).
CREATE TABLE "import_row_chunks" (
  "import_id" uuid NOT NULL REFERENCES "imports"("id") ON DELETE CASCADE,
  -- The import's user (no foreign key: the rows go with their import, and the import with its user).
  "user_id" uuid NOT NULL,
  "chunk" integer NOT NULL,
  -- [{ i, d, s, k, a, t, c, cs, n, b, u, x }, …] in idx order: see the view below.
  "rows" json NOT NULL,
  CONSTRAINT "import_row_chunks_pk" PRIMARY KEY ("import_id", "chunk")
);--> statement-breakpoint
-- Stored as written, uncompressed: compressing megabytes of JSON at every
-- preview cost more time than the disk space it saves.
ALTER TABLE "import_row_chunks" ALTER COLUMN "rows" SET STORAGE EXTERNAL;--> statement-breakpoint
CREATE TABLE "import_bank_ids" (
  "import_id" uuid NOT NULL REFERENCES "imports"("id") ON DELETE CASCADE,
  "user_id" uuid NOT NULL,
  "bank_id" text NOT NULL,
  "transaction_id" uuid NOT NULL
);--> statement-breakpoint
CREATE INDEX "import_bank_ids_user_bank_idx" ON "import_bank_ids" ("user_id", "bank_id");--> statement-breakpoint
CREATE INDEX "import_bank_ids_import_idx" ON "import_bank_ids" ("import_id");--> statement-breakpoint
INSERT INTO "import_row_chunks" ("import_id", "user_id", "chunk", "rows")
  SELECT "import_id", (array_agg("user_id"))[1], "idx" / 5000,
    json_agg(json_build_object('i', "idx", 'd', "date", 's', "description", 'k', "desc_key",
      'a', "amount_cents", 't', "type", 'c', "category", 'cs', "category_source", 'n', "notes",
      'b', "bank_id", 'u', "duplicate", 'x', "transaction_id") ORDER BY "idx")
  FROM "import_rows" GROUP BY "import_id", "idx" / 5000;--> statement-breakpoint
INSERT INTO "import_bank_ids" ("import_id", "user_id", "bank_id", "transaction_id")
  SELECT "import_id", "user_id", "bank_id", "transaction_id" FROM "import_rows"
  WHERE "bank_id" IS NOT NULL;--> statement-breakpoint
DROP TABLE "import_rows";--> statement-breakpoint
-- The rows of every chunk with the columns of the former table. A filter on
-- import_id, user_id or chunk picks chunks before any JSON is read.
CREATE VIEW "import_rows" AS
  SELECT c."import_id", c."user_id", c."chunk", r."i" AS "idx", r."d" AS "date",
    r."s" AS "description", r."k" AS "desc_key", r."a" AS "amount_cents", r."t" AS "type",
    r."c" AS "category", r."cs" AS "category_source", r."n" AS "notes", r."b" AS "bank_id",
    r."u" AS "duplicate", r."x" AS "transaction_id"
  FROM "import_row_chunks" c
  CROSS JOIN LATERAL json_to_recordset(c."rows") AS r("i" integer, "d" timestamptz,
    "s" text, "k" text, "a" bigint, "t" text, "c" text, "cs" text, "n" text, "b" text,
    "u" boolean, "x" uuid);
