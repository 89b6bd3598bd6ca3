-- Decision 0052, step 1: where the money is. Every ledger has accounts; every
-- transaction belongs to one. Each existing ledger gets one on-budget checking
-- account named 'Main account' (its id is the ledger's, as a personal ledger's
-- is its user's), made the default, and every existing transaction moves into
-- it; nothing else changes. The balances are kept by statement triggers in slot
-- rows beside the accounts, as the month totals are, so no read adds up a history.
CREATE TABLE "accounts" (
	"ledger_id" uuid NOT NULL REFERENCES "ledgers"("id") ON DELETE CASCADE,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"on_budget" boolean DEFAULT true NOT NULL,
	"opening_balance_cents" bigint DEFAULT 0 NOT NULL,
	"opening_date" date,
	"closed" boolean DEFAULT false NOT NULL,
	-- The account a transaction written without one goes to: exactly one per ledger.
	"is_default" boolean DEFAULT false NOT NULL,
	-- The statement date of the last reconciliation.
	"reconciled_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_pk" PRIMARY KEY ("ledger_id", "id"),
	CONSTRAINT "accounts_type" CHECK ("type" IN ('checking', 'savings', 'credit_card', 'cash', 'loan', 'investment', 'other')),
	CONSTRAINT "accounts_name_length" CHECK (char_length("name") BETWEEN 1 AND 100),
	CONSTRAINT "accounts_opening_balance_range" CHECK (abs("opening_balance_cents") <= 100000000000),
	CONSTRAINT "accounts_default_open" CHECK (NOT ("is_default" AND "closed"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_name_idx" ON "accounts" ("ledger_id", lower("name"));
--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_default_idx" ON "accounts" ("ledger_id") WHERE "is_default";
--> statement-breakpoint
-- Every ledger has its first account from the moment it exists, whichever path made it.
CREATE FUNCTION "elevate_first_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "accounts" ("ledger_id", "id", "name", "type", "on_budget", "is_default")
    VALUES (NEW."id", NEW."id", 'Main account', 'checking', true, true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledgers_first_account" AFTER INSERT ON "ledgers"
  FOR EACH ROW EXECUTE FUNCTION "elevate_first_account"();
--> statement-breakpoint
INSERT INTO "accounts" ("ledger_id", "id", "name", "type", "on_budget", "is_default")
  SELECT "id", "id", 'Main account', 'checking', true, true FROM "ledgers";
--> statement-breakpoint
-- Each ledger's balance per account, UTC month and slot (decision 0023): money in
-- minus money out, the same over cleared rows and over reconciled rows, and the
-- number of transactions. Only the triggers write them.
CREATE TABLE "account_balance_slots" (
	"ledger_id" uuid NOT NULL REFERENCES "ledgers"("id") ON DELETE CASCADE,
	"account_id" uuid NOT NULL,
	"month" date NOT NULL,
	"slot" smallint NOT NULL,
	"cents" bigint NOT NULL,
	"cleared_cents" bigint NOT NULL,
	"reconciled_cents" bigint NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "account_balance_slots_pk" PRIMARY KEY ("ledger_id", "account_id", "month", "slot"),
	CONSTRAINT "account_balance_slots_account_fk" FOREIGN KEY ("ledger_id", "account_id")
		REFERENCES "accounts"("ledger_id", "id") ON DELETE CASCADE
);
--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "api_json";
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "account_id" uuid;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "cleared" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reconciled" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The other row of a transfer between two accounts (both rows point at each other).
ALTER TABLE "transactions" ADD COLUMN "transfer_id" uuid;
--> statement-breakpoint
-- Whether the row counts in the budget (its month totals, so every budget figure, report,
-- insight and goal): false for every row of a tracking account (and, with transfers, for
-- both rows of a transfer between two on-budget accounts). Written by the door, never by
-- a client; the month totals below add only these rows.
ALTER TABLE "transactions" ADD COLUMN "in_budget" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- The move changes no total, count or version: the triggers have nothing to do.
ALTER TABLE "transactions" DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE "transactions" SET "account_id" = "ledger_id";
--> statement-breakpoint
ALTER TABLE "transactions" ENABLE TRIGGER USER;
--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "account_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_account_fk" FOREIGN KEY ("ledger_id", "account_id")
  REFERENCES "accounts"("ledger_id", "id");
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "api_json" text GENERATED ALWAYS AS ('{"_id":"' || "id"::text || '","user":"' || "ledger_id"::text
  || '","date":"' || elevate_iso_utc("date") || '","description":' || elevate_json_text("description")
  || ',"amount":' || elevate_dollars("amount_cents") || ',"type":' || elevate_json_text("type")
  || ',"category":' || elevate_json_text("category")
  || ',"notes":' || coalesce(elevate_json_text("notes"), 'null')
  || ',"accountId":"' || "account_id"::text
  || '","cleared":' || CASE WHEN "cleared" THEN 'true' ELSE 'false' END
  || ',"reconciled":' || CASE WHEN "reconciled" THEN 'true' ELSE 'false' END
  || ',"transferId":' || coalesce('"' || "transfer_id"::text || '"', 'null')
  || ',"createdAt":"' || elevate_iso_utc("created_at") || '"}') STORED NOT NULL;
--> statement-breakpoint
-- A writer that names no account writes to the ledger's default, as a request without
-- accountId does. The door always names one (the function never runs for its rows);
-- the condition is checked per row without calling it.
CREATE FUNCTION "elevate_default_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."account_id" := (SELECT "id" FROM "accounts" WHERE "ledger_id" = NEW."ledger_id" AND "is_default");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_default_account" BEFORE INSERT ON "transactions"
  FOR EACH ROW WHEN (NEW."account_id" IS NULL) EXECUTE FUNCTION "elevate_default_account"();
--> statement-breakpoint
-- Serves an account's list (newest first, as the whole list) and its transactions' checks.
CREATE INDEX "transactions_ledger_account_date_idx" ON "transactions" USING btree ("ledger_id", "account_id", "date" DESC, "created_at" DESC, "id" DESC);
--> statement-breakpoint
INSERT INTO "account_balance_slots" ("ledger_id", "account_id", "month", "slot", "cents", "cleared_cents", "reconciled_cents", "count")
  SELECT "ledger_id", "account_id", date_trunc('month', "date" AT TIME ZONE 'UTC')::date, 0,
      sum(CASE WHEN "type" = 'income' THEN "amount_cents" ELSE -"amount_cents" END), 0, 0, count(*)
    FROM "transactions" GROUP BY 1, 2, 3;
--> statement-breakpoint
-- A row's effect on its account's balance: income adds, every other type takes away.
CREATE FUNCTION "elevate_signed_cents"(ty text, am bigint) RETURNS bigint
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT CASE WHEN ty = 'income' THEN am ELSE -am END $$;
--> statement-breakpoint
-- The rows' effects on the balances, added to the totals' slot of this database transaction
-- (decision 0023), in key order so two writers never wait on each other in a circle.
CREATE FUNCTION "elevate_balances_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "account_balance_slots" AS b
        ("ledger_id", "account_id", "month", "slot", "cents", "cleared_cents", "reconciled_cents", "count")
      SELECT g.u, g.a, g.mo, elevate_totals_slot(g.u), g.c, g.cc, g.rc, g.n
        FROM (SELECT "ledger_id" AS u, "account_id" AS a,
              date_trunc('month', "date" AT TIME ZONE 'UTC')::date AS mo,
              sum(elevate_signed_cents("type", "amount_cents"))::bigint AS c,
              coalesce(sum(elevate_signed_cents("type", "amount_cents")) FILTER (WHERE "cleared"), 0)::bigint AS cc,
              coalesce(sum(elevate_signed_cents("type", "amount_cents")) FILTER (WHERE "reconciled"), 0)::bigint AS rc,
              count(*)::bigint AS n
            FROM "new_rows" GROUP BY 1, 2, 3) AS g
        WHERE EXISTS (SELECT 1 FROM "ledgers" WHERE "id" = g.u)
        ORDER BY 1, 2, 3
      ON CONFLICT ("ledger_id", "account_id", "month", "slot") DO UPDATE
        SET "cents" = b."cents" + excluded."cents", "cleared_cents" = b."cleared_cents" + excluded."cleared_cents",
            "reconciled_cents" = b."reconciled_cents" + excluded."reconciled_cents", "count" = b."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "account_balance_slots" AS b
        ("ledger_id", "account_id", "month", "slot", "cents", "cleared_cents", "reconciled_cents", "count")
      SELECT g.u, g.a, g.mo, elevate_totals_slot(g.u), -g.c, -g.cc, -g.rc, -g.n
        FROM (SELECT "ledger_id" AS u, "account_id" AS a,
              date_trunc('month', "date" AT TIME ZONE 'UTC')::date AS mo,
              sum(elevate_signed_cents("type", "amount_cents"))::bigint AS c,
              coalesce(sum(elevate_signed_cents("type", "amount_cents")) FILTER (WHERE "cleared"), 0)::bigint AS cc,
              coalesce(sum(elevate_signed_cents("type", "amount_cents")) FILTER (WHERE "reconciled"), 0)::bigint AS rc,
              count(*)::bigint AS n
            FROM "old_rows" GROUP BY 1, 2, 3) AS g
        WHERE EXISTS (SELECT 1 FROM "ledgers" WHERE "id" = g.u)
        ORDER BY 1, 2, 3
      ON CONFLICT ("ledger_id", "account_id", "month", "slot") DO UPDATE
        SET "cents" = b."cents" + excluded."cents", "cleared_cents" = b."cleared_cents" + excluded."cleared_cents",
            "reconciled_cents" = b."reconciled_cents" + excluded."reconciled_cents", "count" = b."count" + excluded."count";
  ELSE
    INSERT INTO "account_balance_slots" AS b
        ("ledger_id", "account_id", "month", "slot", "cents", "cleared_cents", "reconciled_cents", "count")
      SELECT g.u, g.a, g.mo, elevate_totals_slot(g.u), g.c, g.cc, g.rc, g.n
        FROM (SELECT d.u, d.a, d.mo, sum(d.c)::bigint AS c, sum(d.cc)::bigint AS cc,
              sum(d.rc)::bigint AS rc, sum(d.n)::bigint AS n
            FROM (
              SELECT "ledger_id" AS u, "account_id" AS a,
                  date_trunc('month', "date" AT TIME ZONE 'UTC')::date AS mo,
                  elevate_signed_cents("type", "amount_cents") AS c,
                  CASE WHEN "cleared" THEN elevate_signed_cents("type", "amount_cents") ELSE 0 END AS cc,
                  CASE WHEN "reconciled" THEN elevate_signed_cents("type", "amount_cents") ELSE 0 END AS rc,
                  1 AS n
                FROM "new_rows"
              UNION ALL
              SELECT "ledger_id", "account_id", date_trunc('month', "date" AT TIME ZONE 'UTC')::date,
                  -elevate_signed_cents("type", "amount_cents"),
                  CASE WHEN "cleared" THEN -elevate_signed_cents("type", "amount_cents") ELSE 0 END,
                  CASE WHEN "reconciled" THEN -elevate_signed_cents("type", "amount_cents") ELSE 0 END,
                  -1
                FROM "old_rows"
            ) AS d
            GROUP BY 1, 2, 3
            HAVING sum(d.n) <> 0 OR sum(d.c) <> 0 OR sum(d.cc) <> 0 OR sum(d.rc) <> 0) AS g
        WHERE EXISTS (SELECT 1 FROM "ledgers" WHERE "id" = g.u)
        ORDER BY 1, 2, 3
      ON CONFLICT ("ledger_id", "account_id", "month", "slot") DO UPDATE
        SET "cents" = b."cents" + excluded."cents", "cleared_cents" = b."cleared_cents" + excluded."cleared_cents",
            "reconciled_cents" = b."reconciled_cents" + excluded."reconciled_cents", "count" = b."count" + excluded."count";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "elevate_balances_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "account_balance_slots";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_balances_insert" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "elevate_balances_change"();
--> statement-breakpoint
CREATE TRIGGER "transactions_balances_update" AFTER UPDATE ON "transactions"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "elevate_balances_change"();
--> statement-breakpoint
CREATE TRIGGER "transactions_balances_delete" AFTER DELETE ON "transactions"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "elevate_balances_change"();
--> statement-breakpoint
CREATE TRIGGER "transactions_balances_truncate" AFTER TRUNCATE ON "transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "elevate_balances_clear"();
--> statement-breakpoint
-- An account's change (its name, its opening balance) is a change of the ledger's data.
CREATE TRIGGER "accounts_version_insert" AFTER INSERT ON "accounts"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION elevate_version_new_rows();
--> statement-breakpoint
CREATE TRIGGER "accounts_version_update" AFTER UPDATE ON "accounts"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION elevate_version_new_rows();
--> statement-breakpoint
CREATE TRIGGER "accounts_version_delete" AFTER DELETE ON "accounts"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION elevate_version_old_rows();

--> statement-breakpoint
-- The month totals (decisions 0023, 0031) add only the rows that count in the budget; the
-- counts, month counts and texts go on counting every row. Each function is its former
-- self with the budget's own amount and count beside the row's.
DROP FUNCTION elevate_totals_add(uuid[], date[], text[], text[], text[], bigint[], bigint[]);
--> statement-breakpoint
CREATE FUNCTION elevate_totals_add(u uuid[], mo date[], ty text[], ca text[], de text[], am bigint[], n bigint[], bam bigint[], bn bigint[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO "transaction_count_slots" AS c ("ledger_id", "slot", "count")
    SELECT d.u, elevate_totals_slot(d.u), sum(d.n) FROM unnest(u, n) AS d(u, n) WHERE EXISTS (SELECT 1 FROM "ledgers" WHERE "id" = d.u)
    GROUP BY 1 HAVING sum(d.n) <> 0 ORDER BY 1
    ON CONFLICT ("ledger_id", "slot") DO UPDATE SET "count" = c."count" + excluded."count";
  INSERT INTO "month_count_slots" AS c ("ledger_id", "month", "slot", "count")
    SELECT d.u, d.mo, elevate_totals_slot(d.u), sum(d.n) FROM unnest(u, mo, n) AS d(u, mo, n) WHERE EXISTS (SELECT 1 FROM "ledgers" WHERE "id" = d.u)
    GROUP BY 1, 2 HAVING sum(d.n) <> 0 ORDER BY 1, 2
    ON CONFLICT ("ledger_id", "month", "slot") DO UPDATE SET "count" = c."count" + excluded."count";
  INSERT INTO "month_category_total_slots" AS m
      ("ledger_id", "month", "type", "category_key", "slot", "amount_cents", "count")
    SELECT d.u, d.mo, d.ty, lower(d.ca), elevate_totals_slot(d.u), sum(d.bam), sum(d.bn)
      FROM unnest(u, mo, ty, ca, bam, bn) AS d(u, mo, ty, ca, bam, bn) WHERE EXISTS (SELECT 1 FROM "ledgers" WHERE "id" = d.u)
      GROUP BY 1, 2, 3, 4 HAVING sum(d.bn) <> 0 OR sum(d.bam) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("ledger_id", "month", "type", "category_key", "slot") DO UPDATE
      SET "amount_cents" = m."amount_cents" + excluded."amount_cents",
          "count" = m."count" + excluded."count";
  INSERT INTO "transaction_text_slots" AS x ("ledger_id", "type", "category", "description", "slot", "count")
    SELECT d.u, d.ty, d.ca, d.de, elevate_totals_slot(d.u), sum(d.n)
      FROM unnest(u, ty, ca, de, n) AS d(u, ty, ca, de, n) WHERE EXISTS (SELECT 1 FROM "ledgers" WHERE "id" = d.u)
      GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("ledger_id", "type", "category", "description", "slot") DO UPDATE
      SET "count" = x."count" + excluded."count";
END $function$;
--> statement-breakpoint
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
          -coalesce(sum("amount_cents") FILTER (WHERE "in_budget"), 0)::bigint AS bam,
          -count(*) FILTER (WHERE "in_budget")::bigint AS bn
        FROM "old_rows" GROUP BY 1, 2, 3, 4, 5) AS g;
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
          coalesce(sum("amount_cents") FILTER (WHERE "in_budget"), 0)::bigint AS bam,
          count(*) FILTER (WHERE "in_budget")::bigint AS bn
        FROM "new_rows" GROUP BY 1, 2, 3, 4, 5) AS g;
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
              CASE WHEN "in_budget" THEN "amount_cents" ELSE 0 END AS bam,
              CASE WHEN "in_budget" THEN 1 ELSE 0 END AS bn
            FROM "new_rows"
          UNION ALL
          SELECT "ledger_id", date_trunc('month', "date" AT TIME ZONE 'UTC')::date, "type",
              "category", "description", -"amount_cents", -1,
              CASE WHEN "in_budget" THEN -"amount_cents" ELSE 0 END,
              CASE WHEN "in_budget" THEN -1 ELSE 0 END
            FROM "old_rows"
        ) AS d
        GROUP BY 1, 2, 3, 4, 5
        HAVING sum(n) <> 0 OR sum(am) <> 0 OR sum(bn) <> 0 OR sum(bam) <> 0) AS g;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION elevate_totals_row(r transactions, sign bigint)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "ledgers" WHERE "id" = r."ledger_id") THEN
    RETURN;
  END IF;
  PERFORM elevate_totals_key_add(r."ledger_id", elevate_totals_slot(r."ledger_id"),
    date_trunc('month', r."date" AT TIME ZONE 'UTC')::date, r."type", r."category", r."description",
    sign * r."amount_cents", sign, true, true, r."in_budget", true);
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
  same_key boolean := (mo_o, o."type", lower(o."category")) = (mo_n, n."type", lower(n."category"));
  -- Both count in the budget under one key: only the amount can have changed.
  same_total boolean := o."in_budget" AND n."in_budget" AND same_key;
  totals boolean := (o."in_budget" OR n."in_budget")
    AND NOT (same_total AND o."amount_cents" = n."amount_cents");
  texts boolean := (o."type", o."category", o."description") <> (n."type", n."category", n."description");
BEGIN
  IF NOT (months OR totals OR texts) OR NOT EXISTS (SELECT 1 FROM "ledgers" WHERE "id" = u) THEN
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
    ELSIF NOT n."in_budget" THEN
      PERFORM elevate_totals_key_add(u, s, mo_o, o."type", o."category", NULL, -o."amount_cents", -1, false, false, true, false);
    ELSIF NOT o."in_budget" THEN
      PERFORM elevate_totals_key_add(u, s, mo_n, n."type", n."category", NULL, n."amount_cents", 1, false, false, true, false);
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
END $function$;
--> statement-breakpoint
-- A transfer is two rows that name each other (decision 0052): deleting either deletes
-- the other in the same statement, whichever writer deleted it.
-- Checked at commit, so a restore may bring a pair's rows in any order.
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_transfer_fk" FOREIGN KEY ("ledger_id", "transfer_id")
  REFERENCES "transactions"("ledger_id", "id") ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- A transfer's two rows keep one date and one amount: a change of either is made to the
-- other in the same statement (the nested update finds its partner already in step).
-- When one statement changed both, the row with the lower id leads.
CREATE FUNCTION "elevate_transfer_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Most updates change no transfer: no nested statement (each fires every update trigger),
  -- and the nested one ends here once the pair is in step.
  IF NOT EXISTS (SELECT 1 FROM "new_rows" WHERE "transfer_id" IS NOT NULL) THEN
    RETURN NULL;
  END IF;
  UPDATE "transactions" p SET "date" = n."date", "amount_cents" = n."amount_cents"
    FROM "new_rows" n
    WHERE n."transfer_id" IS NOT NULL AND p."ledger_id" = n."ledger_id" AND p."id" = n."transfer_id"
      AND (p."date", p."amount_cents") IS DISTINCT FROM (n."date", n."amount_cents")
      AND (n."id" < n."transfer_id" OR NOT EXISTS (SELECT 1 FROM "new_rows" m
        WHERE m."ledger_id" = n."ledger_id" AND m."id" = n."transfer_id"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_transfer_follow" AFTER UPDATE ON "transactions"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "elevate_transfer_follow"();
