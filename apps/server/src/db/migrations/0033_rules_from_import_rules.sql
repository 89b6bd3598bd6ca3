-- Decision 0054: the import's 'description contains X → category' rules become ordinary rules,
-- which run on every write door and are edited in one place. Each becomes a rule of one
-- condition (description contains X) setting the category, and the type when it named one,
-- appended after the ledger's rules in the order the import tried them (oldest first). A ledger
-- may end above the 500-rule limit: nothing is dropped; it adds no more until under it.
-- The import_rules table stays as the intake of backups written before this migration: the
-- restore calls the same function after loading, so their rules arrive as rules too.
CREATE OR REPLACE FUNCTION elevate_import_rules_to_rules()
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
DECLARE
  moved integer;
BEGIN
  WITH gone AS (
    DELETE FROM "import_rules" RETURNING "ledger_id", "id", "contains", "category", "type", "created_at"
  ),
  numbered AS (
    SELECT g.*, row_number() OVER (PARTITION BY g."ledger_id" ORDER BY g."created_at", g."id") - 1 AS n
    FROM gone g
  )
  INSERT INTO "rules" ("ledger_id", "position", "name", "match", "conditions", "actions")
  SELECT n."ledger_id",
    n.n + coalesce((SELECT max(r."position") + 1 FROM "rules" r WHERE r."ledger_id" = n."ledger_id"), 0),
    left(n."contains" || ' → ' || n."category", 200),
    'all',
    jsonb_build_array(jsonb_build_object('field', 'description', 'op', 'contains', 'value', n."contains")),
    jsonb_build_array(jsonb_build_object('type', 'setCategory', 'value', n."category"))
      || CASE WHEN n."type" IS NULL THEN '[]'::jsonb
         ELSE jsonb_build_array(jsonb_build_object('type', 'setType', 'value', n."type")) END
  FROM numbered n
  JOIN "ledgers" l ON l."id" = n."ledger_id";
  GET DIAGNOSTICS moved = ROW_COUNT;
  RETURN moved;
END
$function$;--> statement-breakpoint
SELECT elevate_import_rules_to_rules();
--> statement-breakpoint
-- A staged import row keeps the rule that set it and the tags the rules gave it, under the
-- keys "r" and "g"; the view gains both at its end. Chunks staged before read null.
CREATE OR REPLACE VIEW "import_rows" AS
  SELECT c."import_id", c."ledger_id", c."chunk", r."i" AS "idx", r."d" AS "date",
    r."s" AS "description", r."k" AS "desc_key", r."a" AS "amount_cents", r."t" AS "type",
    r."c" AS "category", r."cs" AS "category_source", r."n" AS "notes", r."b" AS "bank_id",
    r."u" AS "duplicate", r."x" AS "transaction_id", r."m" AS "match_id", r."r" AS "rule_id",
    r."g" AS "tags"
  FROM "import_row_chunks" c
  CROSS JOIN LATERAL json_to_recordset(c."rows") AS r("i" integer, "d" timestamptz,
    "s" text, "k" text, "a" bigint, "t" text, "c" text, "cs" text, "n" text, "b" text,
    "u" boolean, "x" uuid, "m" uuid, "r" uuid, "g" json);
