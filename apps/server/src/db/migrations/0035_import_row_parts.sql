-- Decision 0055: a staged import row keeps its split parts (a QIF record's split lines, or
-- a rule's split) under the key "sp", as transactions.parts stores them ("p" would clash with
-- the alias p a chunk rewrite reads its rows under); the view gains the column at its end.
-- Chunks staged before read null: their rows are not split.
CREATE OR REPLACE VIEW "import_rows" AS
  SELECT c."import_id", c."ledger_id", c."chunk", r."i" AS "idx", r."d" AS "date",
    r."s" AS "description", r."k" AS "desc_key", r."a" AS "amount_cents", r."t" AS "type",
    r."c" AS "category", r."cs" AS "category_source", r."n" AS "notes", r."b" AS "bank_id",
    r."u" AS "duplicate", r."x" AS "transaction_id", r."m" AS "match_id", r."r" AS "rule_id",
    r."g" AS "tags", r."sp" AS "parts"
  FROM "import_row_chunks" c
  CROSS JOIN LATERAL json_to_recordset(c."rows") AS r("i" integer, "d" timestamptz,
    "s" text, "k" text, "a" bigint, "t" text, "c" text, "cs" text, "n" text, "b" text,
    "u" boolean, "x" uuid, "m" uuid, "r" uuid, "g" json, "sp" json);
