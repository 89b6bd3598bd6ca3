-- Decision 0055: split transactions. A split row keeps its account, date, amount and
-- balance and carries its parts (category, amount in cents, notes; of the row's type) as a
-- JSON list on the row itself, so a split is written, locked, undone, exported and listed
-- with its row, never half there. Its category is '' and the API answers it as null. The
-- month totals count each part in its own category instead of the row.
--
-- The parts' check: 2 to 20 parts, each a category of 1 to 100 characters and a whole,
-- non-zero number of cents, adding up to the row's amount. The door checks the same first
-- and answers a 400; this keeps any other writer honest.
CREATE FUNCTION "elevate_parts_valid"(parts jsonb, amount bigint) RETURNS boolean
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT CASE WHEN jsonb_typeof(parts) <> 'array' OR jsonb_array_length(parts) NOT BETWEEN 2 AND 20
      THEN false
    ELSE (SELECT bool_and(jsonb_typeof(p) = 'object'
          AND jsonb_typeof(p->'category') = 'string' AND char_length(p->>'category') BETWEEN 1 AND 100
          AND jsonb_typeof(p->'amountCents') = 'number'
          AND (p->>'amountCents')::numeric = trunc((p->>'amountCents')::numeric)
          AND (p->>'amountCents')::numeric <> 0
          AND coalesce(jsonb_typeof(p->'notes'), 'null') IN ('string', 'null'))
        AND sum(CASE WHEN jsonb_typeof(p->'amountCents') = 'number' THEN (p->>'amountCents')::numeric END) = amount
      FROM jsonb_array_elements(parts) AS e(p)) END $$;
--> statement-breakpoint
-- JSON.stringify of the parts as the API answers them (decision 0010's helpers).
CREATE FUNCTION "elevate_parts_json"(parts jsonb, type text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT '[' || coalesce(string_agg('{"category":' || elevate_json_text(p->>'category')
      || ',"type":' || elevate_json_text(type)
      || ',"amount":' || elevate_dollars((p->>'amountCents')::bigint)
      || ',"notes":' || coalesce(elevate_json_text(p->>'notes'), 'null') || '}', ',' ORDER BY i), '') || ']'
    FROM jsonb_array_elements(parts) WITH ORDINALITY AS e(p, i) $$;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "parts" jsonb;
--> statement-breakpoint
-- A transfer's rows follow each other's amount, so neither is ever split.
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_parts" CHECK ("parts" IS NULL
  OR ("transfer_id" IS NULL AND elevate_parts_valid("parts", "amount_cents")));
--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "api_json";
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "api_json" text GENERATED ALWAYS AS ('{"_id":"' || "id"::text || '","user":"' || "ledger_id"::text
  || '","date":"' || elevate_iso_utc("date") || '","description":' || elevate_json_text("description")
  || ',"amount":' || elevate_dollars("amount_cents") || ',"type":' || elevate_json_text("type")
  || ',"category":' || CASE WHEN "parts" IS NULL THEN elevate_json_text("category") ELSE 'null' END
  || ',"notes":' || coalesce(elevate_json_text("notes"), 'null')
  || ',"accountId":"' || "account_id"::text
  || '","cleared":' || CASE WHEN "cleared" THEN 'true' ELSE 'false' END
  || ',"reconciled":' || CASE WHEN "reconciled" THEN 'true' ELSE 'false' END
  || ',"transferId":' || coalesce('"' || "transfer_id"::text || '"', 'null')
  || ',"tags":' || elevate_json_text_array("tags")
  || ',"splits":' || coalesce(elevate_parts_json("parts", "type"), '[]')
  || ',"createdAt":"' || elevate_iso_utc("created_at") || '"}') STORED NOT NULL;
--> statement-breakpoint
-- A split row's category is its parts' categories, each after a unit separator (chr(31), a
-- character no category filter may hold): the texts the totals triggers keep then hold each
-- split row under its parts' categories, so a 'contains' search on category finds it through
-- the texts (decision 0023) as it finds any other row, counted once, at no extra cost. The
-- API answers the category of a split row as null.
CREATE FUNCTION "elevate_part_categories"(parts jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT string_agg(chr(31) || (p->>'category'), '' ORDER BY i)
    FROM jsonb_array_elements(parts) WITH ORDINALITY AS e(p, i) $$;
--> statement-breakpoint
-- Whoever writes a split row (the door, an import, a restore, a rule), its category follows
-- its parts. Only split rows run it: the condition is checked before any function is called.
CREATE FUNCTION "elevate_split_category"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."category" := elevate_part_categories(NEW."parts");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_split_category" BEFORE INSERT OR UPDATE ON "transactions"
  FOR EACH ROW WHEN (NEW."parts" IS NOT NULL) EXECUTE FUNCTION "elevate_split_category"();
--> statement-breakpoint
-- The parts' month totals, each signed (+1 in, -1 out), netted per key in one statement.
CREATE FUNCTION elevate_parts_add(u uuid[], mo date[], ty text[], parts jsonb[], sign bigint[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO "month_category_total_slots" AS m
      ("ledger_id", "month", "type", "category_key", "slot", "amount_cents", "count")
    SELECT l.u, l.mo, l.ty, l.ca, elevate_totals_slot(l.u), sum(l.am), sum(l.n)
      FROM (SELECT d.u, d.mo, d.ty, lower(p.category) AS ca, d.s * p."amountCents" AS am, d.s AS n
          FROM unnest(u, mo, ty, parts, sign) AS d(u, mo, ty, parts, s)
          CROSS JOIN LATERAL jsonb_to_recordset(d.parts) AS p(category text, "amountCents" bigint)
          WHERE EXISTS (SELECT 1 FROM "ledgers" WHERE "id" = d.u)) AS l
      GROUP BY l.u, l.mo, l.ty, l.ca HAVING sum(l.am) <> 0 OR sum(l.n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("ledger_id", "month", "type", "category_key", "slot") DO UPDATE
      SET "amount_cents" = m."amount_cents" + excluded."amount_cents",
          "count" = m."count" + excluded."count";
END $function$;
--> statement-breakpoint
-- The totals functions of migration 0028, a split row's own amount left out of the month
-- totals (its parts count instead); the counts, month counts and texts count it as a row.
CREATE OR REPLACE FUNCTION elevate_totals_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  r "transactions";
BEGIN
  IF (SELECT count(*) FROM (SELECT FROM "old_rows" LIMIT 2) AS two) = 1 THEN
    SELECT * INTO r FROM "old_rows";
    PERFORM elevate_totals_row(r, -1);
    RETURN NULL;
  END IF;
  PERFORM elevate_totals_add(array_agg(g.u), array_agg(g.mo), array_agg(g.ty), array_agg(g.ca),
      array_agg(g.de), array_agg(g.am), array_agg(g.n), array_agg(g.bam), array_agg(g.bn))
    FROM (SELECT "ledger_id" AS u, date_trunc('month', "date" AT TIME ZONE 'UTC')::date AS mo,
          "type" AS ty, "category" AS ca, "description" AS de, -sum("amount_cents")::bigint AS am,
          -count(*)::bigint AS n,
          -coalesce(sum("amount_cents") FILTER (WHERE "in_budget" AND "parts" IS NULL), 0)::bigint AS bam,
          -count(*) FILTER (WHERE "in_budget" AND "parts" IS NULL)::bigint AS bn
        FROM "old_rows" GROUP BY 1, 2, 3, 4, 5) AS g;
  PERFORM elevate_parts_add(array_agg("ledger_id"),
      array_agg(date_trunc('month', "date" AT TIME ZONE 'UTC')::date), array_agg("type"),
      array_agg("parts"), array_agg(-1::bigint))
    FROM "old_rows" WHERE "parts" IS NOT NULL AND "in_budget" HAVING count(*) > 0;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION elevate_totals_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  r "transactions";
BEGIN
  IF (SELECT count(*) FROM (SELECT FROM "new_rows" LIMIT 2) AS two) = 1 THEN
    SELECT * INTO r FROM "new_rows";
    PERFORM elevate_totals_row(r, 1);
    RETURN NULL;
  END IF;
  PERFORM elevate_totals_add(array_agg(g.u), array_agg(g.mo), array_agg(g.ty), array_agg(g.ca),
      array_agg(g.de), array_agg(g.am), array_agg(g.n), array_agg(g.bam), array_agg(g.bn))
    FROM (SELECT "ledger_id" AS u, date_trunc('month', "date" AT TIME ZONE 'UTC')::date AS mo,
          "type" AS ty, "category" AS ca, "description" AS de, sum("amount_cents")::bigint AS am,
          count(*)::bigint AS n,
          coalesce(sum("amount_cents") FILTER (WHERE "in_budget" AND "parts" IS NULL), 0)::bigint AS bam,
          count(*) FILTER (WHERE "in_budget" AND "parts" IS NULL)::bigint AS bn
        FROM "new_rows" GROUP BY 1, 2, 3, 4, 5) AS g;
  PERFORM elevate_parts_add(array_agg("ledger_id"),
      array_agg(date_trunc('month', "date" AT TIME ZONE 'UTC')::date), array_agg("type"),
      array_agg("parts"), array_agg(1::bigint))
    FROM "new_rows" WHERE "parts" IS NOT NULL AND "in_budget" HAVING count(*) > 0;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION elevate_totals_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  old_row "transactions";
  new_row "transactions";
BEGIN
  IF (SELECT count(*) FROM (SELECT FROM "new_rows" LIMIT 2) AS two) = 1 THEN
    SELECT * INTO old_row FROM "old_rows";
    SELECT * INTO new_row FROM "new_rows";
    PERFORM elevate_totals_row_change(old_row, new_row);
    RETURN NULL;
  END IF;
  PERFORM elevate_totals_add(array_agg(g.u), array_agg(g.mo), array_agg(g.ty), array_agg(g.ca),
      array_agg(g.de), array_agg(g.am), array_agg(g.n), array_agg(g.bam), array_agg(g.bn))
    FROM (SELECT u, mo, ty, ca, de, sum(am)::bigint AS am, sum(n)::bigint AS n,
          sum(bam)::bigint AS bam, sum(bn)::bigint AS bn
        FROM (
          SELECT "ledger_id" AS u, date_trunc('month', "date" AT TIME ZONE 'UTC')::date AS mo,
              "type" AS ty, "category" AS ca, "description" AS de, "amount_cents" AS am, 1 AS n,
              CASE WHEN "in_budget" AND "parts" IS NULL THEN "amount_cents" ELSE 0 END AS bam,
              CASE WHEN "in_budget" AND "parts" IS NULL THEN 1 ELSE 0 END AS bn
            FROM "new_rows"
          UNION ALL
          SELECT "ledger_id", date_trunc('month', "date" AT TIME ZONE 'UTC')::date, "type",
              "category", "description", -"amount_cents", -1,
              CASE WHEN "in_budget" AND "parts" IS NULL THEN -"amount_cents" ELSE 0 END,
              CASE WHEN "in_budget" AND "parts" IS NULL THEN -1 ELSE 0 END
            FROM "old_rows"
        ) AS d
        GROUP BY 1, 2, 3, 4, 5
        HAVING sum(n) <> 0 OR sum(am) <> 0 OR sum(bn) <> 0 OR sum(bam) <> 0) AS g;
  -- Most statements change no split row: then this reads the two tables once and stops.
  PERFORM elevate_parts_add(array_agg(s.u), array_agg(s.mo), array_agg(s.ty), array_agg(s.parts),
      array_agg(s.sign))
    FROM (SELECT "ledger_id" AS u, date_trunc('month', "date" AT TIME ZONE 'UTC')::date AS mo,
          "type" AS ty, "parts", 1::bigint AS sign
        FROM "new_rows" WHERE "parts" IS NOT NULL AND "in_budget"
      UNION ALL
      SELECT "ledger_id", date_trunc('month', "date" AT TIME ZONE 'UTC')::date, "type", "parts", -1
        FROM "old_rows" WHERE "parts" IS NOT NULL AND "in_budget") AS s
    HAVING count(*) > 0;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION elevate_totals_row(r transactions, sign bigint)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  mo date := date_trunc('month', r."date" AT TIME ZONE 'UTC')::date;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "ledgers" WHERE "id" = r."ledger_id") THEN
    RETURN;
  END IF;
  PERFORM elevate_totals_key_add(r."ledger_id", elevate_totals_slot(r."ledger_id"), mo, r."type",
    r."category", r."description", sign * r."amount_cents", sign, true, true,
    r."in_budget" AND r."parts" IS NULL, true);
  IF r."parts" IS NOT NULL AND r."in_budget" THEN
    PERFORM elevate_parts_add(ARRAY[r."ledger_id"], ARRAY[mo], ARRAY[r."type"], ARRAY[r."parts"], ARRAY[sign]);
  END IF;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION elevate_totals_row_change(o transactions, n transactions)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  u uuid := n."ledger_id";
  s smallint;
  mo_o date := date_trunc('month', o."date" AT TIME ZONE 'UTC')::date;
  mo_n date := date_trunc('month', n."date" AT TIME ZONE 'UTC')::date;
  months boolean := mo_o <> mo_n;
  -- Whether the row's own amount counts in the budget: a split row's parts count instead.
  ob boolean := o."in_budget" AND o."parts" IS NULL;
  nb boolean := n."in_budget" AND n."parts" IS NULL;
  same_key boolean := (mo_o, o."type", lower(o."category")) = (mo_n, n."type", lower(n."category"));
  -- Both count in the budget under one key: only the amount can have changed.
  same_total boolean := ob AND nb AND same_key;
  totals boolean := (ob OR nb) AND NOT (same_total AND o."amount_cents" = n."amount_cents");
  texts boolean := (o."type", o."category", o."description") <> (n."type", n."category", n."description");
  parts boolean := ((o."parts" IS NOT NULL AND o."in_budget") OR (n."parts" IS NOT NULL AND n."in_budget"))
    AND (o."parts", o."in_budget", o."type", mo_o) IS DISTINCT FROM (n."parts", n."in_budget", n."type", mo_n);
BEGIN
  IF NOT (months OR totals OR texts OR parts) OR NOT EXISTS (SELECT 1 FROM "ledgers" WHERE "id" = u) THEN
    RETURN;
  END IF;
  s := elevate_totals_slot(u);
  IF months THEN
    IF mo_o < mo_n THEN
      PERFORM elevate_totals_key_add(u, s, mo_o, NULL, NULL, NULL, 0, -1, false, true, false, false);
      PERFORM elevate_totals_key_add(u, s, mo_n, NULL, NULL, NULL, 0, 1, false, true, false, false);
    ELSE
      PERFORM elevate_totals_key_add(u, s, mo_n, NULL, NULL, NULL, 0, 1, false, true, false, false);
      PERFORM elevate_totals_key_add(u, s, mo_o, NULL, NULL, NULL, 0, -1, false, true, false, false);
    END IF;
  END IF;
  IF totals THEN
    IF same_total THEN
      PERFORM elevate_totals_key_add(u, s, mo_n, n."type", n."category", NULL,
        n."amount_cents" - o."amount_cents", 0, false, false, true, false);
    ELSIF NOT nb THEN
      PERFORM elevate_totals_key_add(u, s, mo_o, o."type", o."category", NULL, -o."amount_cents", -1, false, false, true, false);
    ELSIF NOT ob THEN
      PERFORM elevate_totals_key_add(u, s, mo_n, n."type", n."category", NULL, n."amount_cents", 1, false, false, true, false);
    ELSIF (mo_o, o."type", lower(o."category")) < (mo_n, n."type", lower(n."category")) THEN
      PERFORM elevate_totals_key_add(u, s, mo_o, o."type", o."category", NULL, -o."amount_cents", -1, false, false, true, false);
      PERFORM elevate_totals_key_add(u, s, mo_n, n."type", n."category", NULL, n."amount_cents", 1, false, false, true, false);
    ELSE
      PERFORM elevate_totals_key_add(u, s, mo_n, n."type", n."category", NULL, n."amount_cents", 1, false, false, true, false);
      PERFORM elevate_totals_key_add(u, s, mo_o, o."type", o."category", NULL, -o."amount_cents", -1, false, false, true, false);
    END IF;
  END IF;
  IF parts THEN
    PERFORM elevate_parts_add(ARRAY[u, u], ARRAY[mo_o, mo_n], ARRAY[o."type", n."type"],
      ARRAY[CASE WHEN o."in_budget" THEN o."parts" END, CASE WHEN n."in_budget" THEN n."parts" END],
      ARRAY[-1, 1]::bigint[]);
  END IF;
  IF texts THEN
    IF (o."type", o."category", o."description") < (n."type", n."category", n."description") THEN
      PERFORM elevate_totals_key_add(u, s, NULL, o."type", o."category", o."description", 0, -1, false, false, false, true);
      PERFORM elevate_totals_key_add(u, s, NULL, n."type", n."category", n."description", 0, 1, false, false, false, true);
    ELSE
      PERFORM elevate_totals_key_add(u, s, NULL, n."type", n."category", n."description", 0, 1, false, false, false, true);
      PERFORM elevate_totals_key_add(u, s, NULL, o."type", o."category", o."description", 0, -1, false, false, false, true);
    END IF;
  END IF;
END $function$;
