-- Decision 0063: a ledger's budget month may start on any day from 1 to 28. With 25, the
-- budget month 'April' holds 25 March to 24 April. Every kept month key (the month counts,
-- the month category totals, the account balances' months) is the row's budget month: the
-- statement triggers read the ledger's day once per ledger and statement, never per row. A
-- new day recomputes the ledger's month keys from its transactions, so setting the old day
-- back gives back exactly the totals it had. Day 1 is the calendar month: nothing moves here.
ALTER TABLE "ledgers" ADD COLUMN "month_start_day" smallint DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "ledgers" ADD CONSTRAINT "ledgers_month_start_day" CHECK ("month_start_day" BETWEEN 1 AND 28);
--> statement-breakpoint
-- The budget month (its first day) of a UTC timestamp: a day on or after the start day
-- belongs to the next calendar month's budget (packages/shared/src/budget-month.ts). Not
-- strict, so the planner inlines it into the statements that call it.
CREATE FUNCTION "elevate_budget_month"(d timestamp, start_day integer) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (date_trunc('month', d - (start_day - 1) * interval '1 day')
    + CASE WHEN start_day > 1 THEN interval '1 month' ELSE interval '0' END)::date $$;
--> statement-breakpoint
-- The first instant (UTC) of the budget month whose key is `mo`.
CREATE FUNCTION "elevate_budget_month_start"(mo date, start_day integer) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (CASE WHEN start_day > 1 THEN mo - interval '1 month' + (start_day - 1) * interval '1 day'
    ELSE mo::timestamp END) AT TIME ZONE 'UTC' $$;
--> statement-breakpoint
-- A ledger's start day, read under the ledger's month lock held shared: a change of the day
-- holds it alone while it recomputes, so a writer either keys its rows before the change
-- (which then waits for it and counts them afresh) or after it, with the new day. The read
-- is a statement of its own after the lock (read committed): it sees a change that held it.
-- Null when the ledger is gone (being deleted with its rows): their counters go by cascade.
CREATE FUNCTION "elevate_month_start"(u uuid) RETURNS smallint LANGUAGE plpgsql AS $$
DECLARE
  d smallint;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(727063, hashtext(u::text));
  SELECT "month_start_day" INTO d FROM "ledgers" WHERE "id" = u;
  RETURN d;
END $$;
--> statement-breakpoint
-- The start days of a statement's ledgers (mostly one), as two arrays a row's ledger is looked
-- up in (elevate_row_budget_month); ledgers that are gone are left out, as the counters always
-- left them.
CREATE FUNCTION "elevate_month_starts"(ledger_ids uuid[], OUT ids uuid[], OUT days smallint[])
    LANGUAGE plpgsql AS $$
DECLARE
  u uuid;
  d smallint;
BEGIN
  ids := '{}';
  days := '{}';
  FOREACH u IN ARRAY ledger_ids LOOP
    d := elevate_month_start(u);
    IF d IS NOT NULL THEN
      ids := ids || u;
      days := days || d;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
-- A row's budget month in a statement of the ledgers `ids` with start days `days` (from
-- elevate_month_starts): of the first ledger, as nearly every statement has one, at the cost
-- of one comparison; null for a row of a ledger that is gone. Inlined where it is called.
CREATE FUNCTION "elevate_row_budget_month"(d timestamp, u uuid, ids uuid[], days smallint[])
  RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT elevate_budget_month(d, CASE WHEN u = ids[1] THEN days[1]
    ELSE days[array_position(ids, u)] END) $$;
--> statement-breakpoint
-- The ledger's month-keyed counters from its transactions, under its month lock held alone
-- (the caller takes it): month counts, month category totals (a split row as its parts) and
-- account balances, each in slot 0. A statement per counter: each groups by few keys, in a
-- hash (one statement grouping by all their keys at once sorted on disk, twice as slow).
-- The data version moves, so kept answers are dropped.
CREATE FUNCTION "elevate_month_totals_rebuild"(u uuid, start_day integer) RETURNS void
    LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "month_count_slots" WHERE "ledger_id" = u;
  DELETE FROM "month_category_total_slots" WHERE "ledger_id" = u;
  DELETE FROM "account_balance_slots" WHERE "ledger_id" = u;
  INSERT INTO "month_count_slots" ("ledger_id", "month", "slot", "count")
    SELECT u, elevate_budget_month("date" AT TIME ZONE 'UTC', start_day), 0, count(*)
      FROM "transactions" WHERE "ledger_id" = u GROUP BY 2;
  INSERT INTO "month_category_total_slots"
      ("ledger_id", "month", "type", "category_key", "slot", "amount_cents", "count")
    SELECT u, l.mo, l.ty, l.ca, 0, sum(l.am), count(*)
      FROM (SELECT elevate_budget_month("date" AT TIME ZONE 'UTC', start_day) AS mo, "type" AS ty,
            lower("category") AS ca, "amount_cents" AS am
          FROM "transactions" WHERE "ledger_id" = u AND "in_budget" AND "parts" IS NULL
        UNION ALL
        SELECT elevate_budget_month(t."date" AT TIME ZONE 'UTC', start_day), t."type",
            lower(p.category), p."amountCents"
          FROM "transactions" t
          CROSS JOIN LATERAL jsonb_to_recordset(t."parts") AS p(category text, "amountCents" bigint)
          WHERE t."ledger_id" = u AND t."in_budget" AND t."parts" IS NOT NULL) AS l
      GROUP BY l.mo, l.ty, l.ca;
  INSERT INTO "account_balance_slots"
      ("ledger_id", "account_id", "month", "slot", "cents", "cleared_cents", "reconciled_cents", "count")
    SELECT u, "account_id", elevate_budget_month("date" AT TIME ZONE 'UTC', start_day), 0,
        sum(elevate_signed_cents("type", "amount_cents")),
        coalesce(sum(elevate_signed_cents("type", "amount_cents")) FILTER (WHERE "cleared"), 0),
        coalesce(sum(elevate_signed_cents("type", "amount_cents")) FILTER (WHERE "reconciled"), 0),
        count(*)
      FROM "transactions" WHERE "ledger_id" = u GROUP BY 2, 3;
  PERFORM elevate_data_changed(ARRAY[u]);
END $$;
--> statement-breakpoint
-- Whoever changes the day (the API, a hand-written UPDATE), the counters follow, and every
-- process forgets the start days it kept with its sessions and memberships (migration 0026's
-- channel; they are looked up again). The row is locked by the UPDATE before the month lock
-- is taken, as a ledger's deletion locks its row before its rows' triggers take the lock.
CREATE FUNCTION "elevate_month_start_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727063, hashtext(NEW."id"::text));
  PERFORM elevate_month_totals_rebuild(NEW."id", NEW."month_start_day");
  PERFORM pg_notify('elevate_access_revoked', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledgers_month_start_changed" AFTER UPDATE OF "month_start_day" ON "ledgers"
  FOR EACH ROW WHEN (OLD."month_start_day" IS DISTINCT FROM NEW."month_start_day")
  EXECUTE FUNCTION "elevate_month_start_changed"();
--> statement-breakpoint
-- The functions of migrations 0028 and 0034 with the budget month in place of the UTC month.
CREATE OR REPLACE FUNCTION "elevate_totals_row"(r "transactions", sign bigint) RETURNS void
    LANGUAGE plpgsql AS $$
DECLARE
  sd smallint := elevate_month_start(r."ledger_id");
  mo date;
BEGIN
  IF sd IS NULL THEN
    RETURN;
  END IF;
  mo := elevate_budget_month(r."date" AT TIME ZONE 'UTC', sd);
  PERFORM elevate_totals_key_add(r."ledger_id", elevate_totals_slot(r."ledger_id"), mo, r."type",
    r."category", r."description", sign * r."amount_cents", sign, true, true,
    r."in_budget" AND r."parts" IS NULL, true);
  IF r."parts" IS NOT NULL AND r."in_budget" THEN
    PERFORM elevate_parts_add(ARRAY[r."ledger_id"], ARRAY[mo], ARRAY[r."type"], ARRAY[r."parts"], ARRAY[sign]);
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "elevate_totals_row_change"(o "transactions", n "transactions") RETURNS void
    LANGUAGE plpgsql AS $$
DECLARE
  u uuid := n."ledger_id";
  sd smallint;
  s smallint;
  mo_o date;
  mo_n date;
  months boolean;
  -- Whether the row's own amount counts in the budget: a split row's parts count instead.
  ob boolean := o."in_budget" AND o."parts" IS NULL;
  nb boolean := n."in_budget" AND n."parts" IS NULL;
  same_key boolean;
  same_total boolean;
  totals boolean;
  texts boolean := (o."type", o."category", o."description") <> (n."type", n."category", n."description");
  parts boolean;
BEGIN
  -- Nothing a counter keys on or adds up changed (a row ticked off, say): no lookup at all.
  IF NOT texts AND o."date" = n."date" AND o."amount_cents" = n."amount_cents"
      AND o."in_budget" = n."in_budget" AND o."parts" IS NOT DISTINCT FROM n."parts" THEN
    RETURN;
  END IF;
  sd := elevate_month_start(u);
  IF sd IS NULL THEN
    RETURN;
  END IF;
  mo_o := elevate_budget_month(o."date" AT TIME ZONE 'UTC', sd);
  mo_n := elevate_budget_month(n."date" AT TIME ZONE 'UTC', sd);
  months := mo_o <> mo_n;
  same_key := (mo_o, o."type", lower(o."category")) = (mo_n, n."type", lower(n."category"));
  -- Both count in the budget under one key: only the amount can have changed.
  same_total := ob AND nb AND same_key;
  totals := (ob OR nb) AND NOT (same_total AND o."amount_cents" = n."amount_cents");
  parts := ((o."parts" IS NOT NULL AND o."in_budget") OR (n."parts" IS NOT NULL AND n."in_budget"))
    AND (o."parts", o."in_budget", o."type", mo_o) IS DISTINCT FROM (n."parts", n."in_budget", n."type", mo_n);
  IF NOT (months OR totals OR texts OR parts) THEN
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
END $$;
--> statement-breakpoint
-- The statements of several rows: the days of their ledgers read once, each row's budget month
-- from its ledger's day.
CREATE OR REPLACE FUNCTION "elevate_totals_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  one "transactions";
  ids uuid[];
  days smallint[];
BEGIN
  IF (SELECT count(*) FROM (SELECT FROM "new_rows" LIMIT 2) AS two) = 1 THEN
    SELECT * INTO one FROM "new_rows";
    PERFORM elevate_totals_row(one, 1);
    RETURN NULL;
  END IF;
  SELECT m.ids, m.days INTO ids, days
    FROM elevate_month_starts(ARRAY(SELECT DISTINCT "ledger_id" FROM "new_rows")) AS m;
  IF cardinality(ids) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM elevate_totals_add(array_agg(g.u), array_agg(g.mo), array_agg(g.ty), array_agg(g.ca),
      array_agg(g.de), array_agg(g.am), array_agg(g.n), array_agg(g.bam), array_agg(g.bn))
    FROM (SELECT r."ledger_id" AS u, elevate_row_budget_month(r."date" AT TIME ZONE 'UTC', r."ledger_id", ids, days) AS mo,
          r."type" AS ty, r."category" AS ca, r."description" AS de, sum(r."amount_cents")::bigint AS am,
          count(*)::bigint AS n,
          coalesce(sum(r."amount_cents") FILTER (WHERE r."in_budget" AND r."parts" IS NULL), 0)::bigint AS bam,
          count(*) FILTER (WHERE r."in_budget" AND r."parts" IS NULL)::bigint AS bn
        FROM "new_rows" r
        GROUP BY 1, 2, 3, 4, 5) AS g;
  PERFORM elevate_parts_add(array_agg(r."ledger_id"),
      array_agg(elevate_row_budget_month(r."date" AT TIME ZONE 'UTC', r."ledger_id", ids, days)), array_agg(r."type"),
      array_agg(r."parts"), array_agg(1::bigint))
    FROM "new_rows" r
    WHERE r."parts" IS NOT NULL AND r."in_budget" HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "elevate_totals_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  one "transactions";
  ids uuid[];
  days smallint[];
BEGIN
  IF (SELECT count(*) FROM (SELECT FROM "old_rows" LIMIT 2) AS two) = 1 THEN
    SELECT * INTO one FROM "old_rows";
    PERFORM elevate_totals_row(one, -1);
    RETURN NULL;
  END IF;
  SELECT m.ids, m.days INTO ids, days
    FROM elevate_month_starts(ARRAY(SELECT DISTINCT "ledger_id" FROM "old_rows")) AS m;
  IF cardinality(ids) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM elevate_totals_add(array_agg(g.u), array_agg(g.mo), array_agg(g.ty), array_agg(g.ca),
      array_agg(g.de), array_agg(g.am), array_agg(g.n), array_agg(g.bam), array_agg(g.bn))
    FROM (SELECT r."ledger_id" AS u, elevate_row_budget_month(r."date" AT TIME ZONE 'UTC', r."ledger_id", ids, days) AS mo,
          r."type" AS ty, r."category" AS ca, r."description" AS de, -sum(r."amount_cents")::bigint AS am,
          -count(*)::bigint AS n,
          -coalesce(sum(r."amount_cents") FILTER (WHERE r."in_budget" AND r."parts" IS NULL), 0)::bigint AS bam,
          -count(*) FILTER (WHERE r."in_budget" AND r."parts" IS NULL)::bigint AS bn
        FROM "old_rows" r
        GROUP BY 1, 2, 3, 4, 5) AS g;
  PERFORM elevate_parts_add(array_agg(r."ledger_id"),
      array_agg(elevate_row_budget_month(r."date" AT TIME ZONE 'UTC', r."ledger_id", ids, days)), array_agg(r."type"),
      array_agg(r."parts"), array_agg(-1::bigint))
    FROM "old_rows" r
    WHERE r."parts" IS NOT NULL AND r."in_budget" HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "elevate_totals_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row "transactions";
  new_row "transactions";
  ids uuid[];
  days smallint[];
BEGIN
  IF (SELECT count(*) FROM (SELECT FROM "new_rows" LIMIT 2) AS two) = 1 THEN
    SELECT * INTO old_row FROM "old_rows";
    SELECT * INTO new_row FROM "new_rows";
    PERFORM elevate_totals_row_change(old_row, new_row);
    RETURN NULL;
  END IF;
  SELECT m.ids, m.days INTO ids, days
    FROM elevate_month_starts(ARRAY(SELECT "ledger_id" FROM "new_rows"
      UNION SELECT "ledger_id" FROM "old_rows")) AS m;
  IF cardinality(ids) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM elevate_totals_add(array_agg(g.u), array_agg(g.mo), array_agg(g.ty), array_agg(g.ca),
      array_agg(g.de), array_agg(g.am), array_agg(g.n), array_agg(g.bam), array_agg(g.bn))
    FROM (SELECT u, mo, ty, ca, de, sum(am)::bigint AS am, sum(n)::bigint AS n,
          sum(bam)::bigint AS bam, sum(bn)::bigint AS bn
        FROM (
          SELECT r."ledger_id" AS u, elevate_row_budget_month(r."date" AT TIME ZONE 'UTC', r."ledger_id", ids, days) AS mo,
              r."type" AS ty, r."category" AS ca, r."description" AS de, r."amount_cents" AS am, 1 AS n,
              CASE WHEN r."in_budget" AND r."parts" IS NULL THEN r."amount_cents" ELSE 0 END AS bam,
              CASE WHEN r."in_budget" AND r."parts" IS NULL THEN 1 ELSE 0 END AS bn
            FROM "new_rows" r
          UNION ALL
          SELECT r."ledger_id", elevate_row_budget_month(r."date" AT TIME ZONE 'UTC', r."ledger_id", ids, days), r."type",
              r."category", r."description", -r."amount_cents", -1,
              CASE WHEN r."in_budget" AND r."parts" IS NULL THEN -r."amount_cents" ELSE 0 END,
              CASE WHEN r."in_budget" AND r."parts" IS NULL THEN -1 ELSE 0 END
            FROM "old_rows" r
        ) AS d
        GROUP BY 1, 2, 3, 4, 5
        HAVING sum(n) <> 0 OR sum(am) <> 0 OR sum(bn) <> 0 OR sum(bam) <> 0) AS g;
  -- Most statements change no split row: then this reads the two tables once and stops.
  PERFORM elevate_parts_add(array_agg(s.u), array_agg(s.mo), array_agg(s.ty), array_agg(s.parts),
      array_agg(s.sign))
    FROM (SELECT r."ledger_id" AS u, elevate_row_budget_month(r."date" AT TIME ZONE 'UTC', r."ledger_id", ids, days) AS mo,
          r."type" AS ty, r."parts", 1::bigint AS sign
        FROM "new_rows" r
        WHERE r."parts" IS NOT NULL AND r."in_budget"
      UNION ALL
      SELECT r."ledger_id", elevate_row_budget_month(r."date" AT TIME ZONE 'UTC', r."ledger_id", ids, days), r."type", r."parts", -1
        FROM "old_rows" r
        WHERE r."parts" IS NOT NULL AND r."in_budget") AS s
    HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Migration 0028's helper, no longer strict: a strict SQL function with a CASE is called per
-- row instead of being inlined, three times a row in the balances' statements. Inlined, it pays
-- for the budget month those statements now compute. Its columns are never null.
CREATE OR REPLACE FUNCTION "elevate_signed_cents"(ty text, am bigint) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN ty = 'income' THEN am ELSE -am END $$;
--> statement-breakpoint
-- Migration 0028's balances, each month being the row's budget month (net worth is read at
-- the end of each budget month).
CREATE OR REPLACE FUNCTION "elevate_balances_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  days smallint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT m.ids, m.days INTO ids, days
      FROM elevate_month_starts(ARRAY(SELECT DISTINCT "ledger_id" FROM "new_rows")) AS m;
    IF cardinality(ids) = 0 THEN
      RETURN NULL;
    END IF;
    INSERT INTO "account_balance_slots" AS b
        ("ledger_id", "account_id", "month", "slot", "cents", "cleared_cents", "reconciled_cents", "count")
      SELECT g.u, g.a, g.mo, elevate_totals_slot(g.u), g.c, g.cc, g.rc, g.n
        FROM (SELECT r."ledger_id" AS u, r."account_id" AS a,
              elevate_row_budget_month(r."date" AT TIME ZONE 'UTC', r."ledger_id", ids, days) AS mo,
              sum(elevate_signed_cents(r."type", r."amount_cents"))::bigint AS c,
              coalesce(sum(elevate_signed_cents(r."type", r."amount_cents")) FILTER (WHERE r."cleared"), 0)::bigint AS cc,
              coalesce(sum(elevate_signed_cents(r."type", r."amount_cents")) FILTER (WHERE r."reconciled"), 0)::bigint AS rc,
              count(*)::bigint AS n
            FROM "new_rows" r
            GROUP BY 1, 2, 3) AS g
        WHERE g.mo IS NOT NULL
        ORDER BY 1, 2, 3
      ON CONFLICT ("ledger_id", "account_id", "month", "slot") DO UPDATE
        SET "cents" = b."cents" + excluded."cents", "cleared_cents" = b."cleared_cents" + excluded."cleared_cents",
            "reconciled_cents" = b."reconciled_cents" + excluded."reconciled_cents", "count" = b."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT m.ids, m.days INTO ids, days
      FROM elevate_month_starts(ARRAY(SELECT DISTINCT "ledger_id" FROM "old_rows")) AS m;
    IF cardinality(ids) = 0 THEN
      RETURN NULL;
    END IF;
    INSERT INTO "account_balance_slots" AS b
        ("ledger_id", "account_id", "month", "slot", "cents", "cleared_cents", "reconciled_cents", "count")
      SELECT g.u, g.a, g.mo, elevate_totals_slot(g.u), -g.c, -g.cc, -g.rc, -g.n
        FROM (SELECT r."ledger_id" AS u, r."account_id" AS a,
              elevate_row_budget_month(r."date" AT TIME ZONE 'UTC', r."ledger_id", ids, days) AS mo,
              sum(elevate_signed_cents(r."type", r."amount_cents"))::bigint AS c,
              coalesce(sum(elevate_signed_cents(r."type", r."amount_cents")) FILTER (WHERE r."cleared"), 0)::bigint AS cc,
              coalesce(sum(elevate_signed_cents(r."type", r."amount_cents")) FILTER (WHERE r."reconciled"), 0)::bigint AS rc,
              count(*)::bigint AS n
            FROM "old_rows" r
            GROUP BY 1, 2, 3) AS g
        WHERE g.mo IS NOT NULL
        ORDER BY 1, 2, 3
      ON CONFLICT ("ledger_id", "account_id", "month", "slot") DO UPDATE
        SET "cents" = b."cents" + excluded."cents", "cleared_cents" = b."cleared_cents" + excluded."cleared_cents",
            "reconciled_cents" = b."reconciled_cents" + excluded."reconciled_cents", "count" = b."count" + excluded."count";
  ELSE
    SELECT m.ids, m.days INTO ids, days
      FROM elevate_month_starts(ARRAY(SELECT "ledger_id" FROM "new_rows"
        UNION SELECT "ledger_id" FROM "old_rows")) AS m;
    IF cardinality(ids) = 0 THEN
      RETURN NULL;
    END IF;
    INSERT INTO "account_balance_slots" AS b
        ("ledger_id", "account_id", "month", "slot", "cents", "cleared_cents", "reconciled_cents", "count")
      SELECT g.u, g.a, g.mo, elevate_totals_slot(g.u), g.c, g.cc, g.rc, g.n
        FROM (SELECT d.u, d.a, d.mo, sum(d.c)::bigint AS c, sum(d.cc)::bigint AS cc,
              sum(d.rc)::bigint AS rc, sum(d.n)::bigint AS n
            FROM (
              SELECT r."ledger_id" AS u, r."account_id" AS a,
                  elevate_row_budget_month(r."date" AT TIME ZONE 'UTC', r."ledger_id", ids, days) AS mo,
                  elevate_signed_cents(r."type", r."amount_cents") AS c,
                  CASE WHEN r."cleared" THEN elevate_signed_cents(r."type", r."amount_cents") ELSE 0 END AS cc,
                  CASE WHEN r."reconciled" THEN elevate_signed_cents(r."type", r."amount_cents") ELSE 0 END AS rc,
                  1 AS n
                FROM "new_rows" r
              UNION ALL
              SELECT r."ledger_id", r."account_id", elevate_row_budget_month(r."date" AT TIME ZONE 'UTC', r."ledger_id", ids, days),
                  -elevate_signed_cents(r."type", r."amount_cents"),
                  CASE WHEN r."cleared" THEN -elevate_signed_cents(r."type", r."amount_cents") ELSE 0 END,
                  CASE WHEN r."reconciled" THEN -elevate_signed_cents(r."type", r."amount_cents") ELSE 0 END,
                  -1
                FROM "old_rows" r
            ) AS d
            GROUP BY 1, 2, 3
            HAVING sum(d.n) <> 0 OR sum(d.c) <> 0 OR sum(d.cc) <> 0 OR sum(d.rc) <> 0) AS g
        WHERE g.mo IS NOT NULL
        ORDER BY 1, 2, 3
      ON CONFLICT ("ledger_id", "account_id", "month", "slot") DO UPDATE
        SET "cents" = b."cents" + excluded."cents", "cleared_cents" = b."cleared_cents" + excluded."cleared_cents",
            "reconciled_cents" = b."reconciled_cents" + excluded."reconciled_cents", "count" = b."count" + excluded."count";
  END IF;
  RETURN NULL;
END $$;
