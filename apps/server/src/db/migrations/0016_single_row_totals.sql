-- Decision 0031. A write of one transaction (the POST, PUT and DELETE of the
-- API) ran the statement triggers' general path: arrays built, unnested and
-- grouped four times, a slot looked up per key. That path cost PostgreSQL about
-- 2.5 ms of CPU per single-row statement, three times the insert itself. One
-- row now takes a scalar path with the same effect: the same slots, the same
-- key order (so writers sharing a slot still lock rows in one order), keys whose
-- deltas cancel left alone, a user being deleted skipped. Statements of several
-- rows (imports, undo, account deletion) keep the general path.
CREATE FUNCTION "elevate_totals_key_add"(u uuid, s smallint, mo date, ty text, ca text, de text,
    am bigint, n bigint, counts boolean, months boolean, totals boolean, texts boolean)
    RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF counts THEN
    INSERT INTO "transaction_count_slots" AS c ("user_id", "slot", "count") VALUES (u, s, n)
      ON CONFLICT ("user_id", "slot") DO UPDATE SET "count" = c."count" + excluded."count";
  END IF;
  IF months THEN
    INSERT INTO "month_count_slots" AS c ("user_id", "month", "slot", "count") VALUES (u, mo, s, n)
      ON CONFLICT ("user_id", "month", "slot") DO UPDATE SET "count" = c."count" + excluded."count";
  END IF;
  IF totals THEN
    INSERT INTO "month_category_total_slots" AS m
        ("user_id", "month", "type", "category_key", "slot", "amount_cents", "count")
      VALUES (u, mo, ty, lower(ca), s, am, n)
      ON CONFLICT ("user_id", "month", "type", "category_key", "slot") DO UPDATE
        SET "amount_cents" = m."amount_cents" + excluded."amount_cents",
            "count" = m."count" + excluded."count";
  END IF;
  IF texts THEN
    INSERT INTO "transaction_text_slots" AS x ("user_id", "type", "category", "description", "slot", "count")
      VALUES (u, ty, ca, de, s, n)
      ON CONFLICT ("user_id", "type", "category", "description", "slot") DO UPDATE
        SET "count" = x."count" + excluded."count";
  END IF;
END $$;
--> statement-breakpoint
-- One row in or out: every counter moves by the row's own key.
CREATE FUNCTION "elevate_totals_row"(r "transactions", sign bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = r."user_id") THEN
    RETURN;
  END IF;
  PERFORM elevate_totals_key_add(r."user_id", elevate_totals_slot(r."user_id"),
    date_trunc('month', r."date" AT TIME ZONE 'UTC')::date, r."type", r."category", r."description",
    sign * r."amount_cents", sign, true, true, true, true);
END $$;
--> statement-breakpoint
-- One row changed (its owner cannot change): per counter, an unchanged key gets
-- the difference or nothing; a changed key takes the old row out and the new row
-- in, the smaller key first as the general path's ORDER BY does.
CREATE FUNCTION "elevate_totals_row_change"(o "transactions", n "transactions") RETURNS void
    LANGUAGE plpgsql AS $$
DECLARE
  u uuid := n."user_id";
  s smallint;
  mo_o date := date_trunc('month', o."date" AT TIME ZONE 'UTC')::date;
  mo_n date := date_trunc('month', n."date" AT TIME ZONE 'UTC')::date;
  months boolean := mo_o <> mo_n;
  same_total boolean := (mo_o, o."type", lower(o."category")) = (mo_n, n."type", lower(n."category"));
  totals boolean := NOT same_total OR o."amount_cents" <> n."amount_cents";
  texts boolean := (o."type", o."category", o."description") <> (n."type", n."category", n."description");
BEGIN
  IF NOT (months OR totals OR texts) OR NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = u) THEN
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
    ELSIF (mo_o, o."type", lower(o."category")) < (mo_n, n."type", lower(n."category")) THEN
      PERFORM elevate_totals_key_add(u, s, mo_o, o."type", o."category", NULL, -o."amount_cents", -1, false, false, true, false);
      PERFORM elevate_totals_key_add(u, s, mo_n, n."type", n."category", NULL, n."amount_cents", 1, false, false, true, false);
    ELSE
      PERFORM elevate_totals_key_add(u, s, mo_n, n."type", n."category", NULL, n."amount_cents", 1, false, false, true, false);
      PERFORM elevate_totals_key_add(u, s, mo_o, o."type", o."category", NULL, -o."amount_cents", -1, false, false, true, false);
    END IF;
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
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "elevate_totals_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r "transactions";
BEGIN
  IF (SELECT count(*) FROM (SELECT FROM "new_rows" LIMIT 2) AS two) = 1 THEN
    SELECT * INTO r FROM "new_rows";
    PERFORM elevate_totals_row(r, 1);
    RETURN NULL;
  END IF;
  PERFORM elevate_totals_add(array_agg(g.u), array_agg(g.mo), array_agg(g.ty), array_agg(g.ca),
      array_agg(g.de), array_agg(g.am), array_agg(g.n))
    FROM (SELECT "user_id" AS u, date_trunc('month', "date" AT TIME ZONE 'UTC')::date AS mo,
          "type" AS ty, "category" AS ca, "description" AS de, sum("amount_cents")::bigint AS am,
          count(*)::bigint AS n
        FROM "new_rows" GROUP BY 1, 2, 3, 4, 5) AS g;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "elevate_totals_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r "transactions";
BEGIN
  IF (SELECT count(*) FROM (SELECT FROM "old_rows" LIMIT 2) AS two) = 1 THEN
    SELECT * INTO r FROM "old_rows";
    PERFORM elevate_totals_row(r, -1);
    RETURN NULL;
  END IF;
  PERFORM elevate_totals_add(array_agg(g.u), array_agg(g.mo), array_agg(g.ty), array_agg(g.ca),
      array_agg(g.de), array_agg(g.am), array_agg(g.n))
    FROM (SELECT "user_id" AS u, date_trunc('month', "date" AT TIME ZONE 'UTC')::date AS mo,
          "type" AS ty, "category" AS ca, "description" AS de, -sum("amount_cents")::bigint AS am,
          -count(*)::bigint AS n
        FROM "old_rows" GROUP BY 1, 2, 3, 4, 5) AS g;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "elevate_totals_update"() RETURNS trigger LANGUAGE plpgsql AS $$
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
      array_agg(g.de), array_agg(g.am), array_agg(g.n))
    FROM (SELECT u, mo, ty, ca, de, sum(am)::bigint AS am, sum(n)::bigint AS n
        FROM (
          SELECT "user_id" AS u, date_trunc('month', "date" AT TIME ZONE 'UTC')::date AS mo,
              "type" AS ty, "category" AS ca, "description" AS de, "amount_cents" AS am, 1 AS n
            FROM "new_rows"
          UNION ALL
          SELECT "user_id", date_trunc('month', "date" AT TIME ZONE 'UTC')::date, "type",
              "category", "description", -"amount_cents", -1
            FROM "old_rows"
        ) AS d
        GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0 OR sum(am) <> 0) AS g;
  RETURN NULL;
END $$;
