-- Decision 0023. Concurrent writes of one user used to queue on a few hot
-- counter rows (the user's count, the month's count, the month's category
-- total), each held locked until its writer's commit was flushed to disk. The
-- counters now live in slot rows: a statement adds its deltas to a slot that no
-- other open transaction of the same user holds (an advisory lock per user and
-- slot, taken without waiting), so concurrent writers never wait for each
-- other's commit. A user writing alone always gets slot 0, so a key has one row
-- unless its user really wrote concurrently. The old names are views that add
-- the slots up: readers are unchanged.
CREATE FUNCTION "elevate_totals_slot"(u uuid) RETURNS smallint LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  k integer := hashtext(u::text);
BEGIN
  FOR s IN 0..15 LOOP
    -- Re-entrant: a transaction that holds slot s gets it again.
    IF pg_try_advisory_xact_lock(k, s) THEN
      RETURN s;
    END IF;
  END LOOP;
  -- Sixteen writers of one user at once: share a slot (and wait on its rows).
  RETURN floor(random() * 16)::smallint;
END $$;
--> statement-breakpoint
DROP TRIGGER "transactions_count_insert" ON "transactions";--> statement-breakpoint
DROP TRIGGER "transactions_count_delete" ON "transactions";--> statement-breakpoint
DROP TRIGGER "transactions_count_truncate" ON "transactions";--> statement-breakpoint
DROP TRIGGER "transactions_totals_insert" ON "transactions";--> statement-breakpoint
DROP TRIGGER "transactions_totals_update" ON "transactions";--> statement-breakpoint
DROP TRIGGER "transactions_totals_delete" ON "transactions";--> statement-breakpoint
DROP TRIGGER "transactions_totals_truncate" ON "transactions";--> statement-breakpoint
DROP TRIGGER "transactions_month_counts_insert" ON "transactions";--> statement-breakpoint
DROP TRIGGER "transactions_month_counts_update" ON "transactions";--> statement-breakpoint
DROP TRIGGER "transactions_month_counts_delete" ON "transactions";--> statement-breakpoint
DROP TRIGGER "transactions_month_counts_truncate" ON "transactions";--> statement-breakpoint
DROP FUNCTION "transaction_counts_add"();--> statement-breakpoint
DROP FUNCTION "transaction_counts_subtract"();--> statement-breakpoint
DROP FUNCTION "transaction_counts_clear"();--> statement-breakpoint
DROP FUNCTION "month_category_totals_apply"();--> statement-breakpoint
DROP FUNCTION "month_category_totals_clear"();--> statement-breakpoint
DROP FUNCTION "month_counts_apply"();--> statement-breakpoint
DROP FUNCTION "month_counts_clear"();--> statement-breakpoint
ALTER TABLE "transaction_counts" RENAME TO "transaction_count_slots";--> statement-breakpoint
ALTER TABLE "transaction_count_slots" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_count_slots" DROP CONSTRAINT "transaction_counts_pkey";--> statement-breakpoint
ALTER TABLE "transaction_count_slots" ADD CONSTRAINT "transaction_count_slots_pk" PRIMARY KEY ("user_id", "slot");--> statement-breakpoint
ALTER TABLE "month_counts" RENAME TO "month_count_slots";--> statement-breakpoint
ALTER TABLE "month_count_slots" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "month_count_slots" DROP CONSTRAINT "month_counts_user_id_month_pk";--> statement-breakpoint
ALTER TABLE "month_count_slots" ADD CONSTRAINT "month_count_slots_pk" PRIMARY KEY ("user_id", "month", "slot");--> statement-breakpoint
ALTER TABLE "month_category_totals" RENAME TO "month_category_total_slots";--> statement-breakpoint
ALTER TABLE "month_category_total_slots" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "month_category_total_slots" DROP CONSTRAINT "month_category_totals_user_id_month_type_category_key_pk";--> statement-breakpoint
ALTER TABLE "month_category_total_slots" ADD CONSTRAINT "month_category_total_slots_pk" PRIMARY KEY ("user_id", "month", "type", "category_key", "slot");--> statement-breakpoint
-- Each user's distinct (type, category, description) with its number of
-- transactions: a 'contains' search matches these few texts, then reads or
-- counts only their transactions (decision 0023).
CREATE TABLE "transaction_text_slots" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"slot" smallint NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "transaction_text_slots_pk" PRIMARY KEY ("user_id", "type", "category", "description", "slot")
);
--> statement-breakpoint
CREATE VIEW "transaction_counts" AS
  SELECT "user_id", sum("count")::bigint AS "count" FROM "transaction_count_slots"
  GROUP BY "user_id";
--> statement-breakpoint
CREATE VIEW "month_counts" AS
  SELECT "user_id", "month", sum("count")::bigint AS "count" FROM "month_count_slots"
  GROUP BY "user_id", "month" HAVING sum("count") <> 0;
--> statement-breakpoint
CREATE VIEW "month_category_totals" AS
  SELECT "user_id", "month", "type", "category_key", sum("amount_cents")::bigint AS "amount_cents",
      sum("count")::bigint AS "count"
    FROM "month_category_total_slots"
  GROUP BY "user_id", "month", "type", "category_key" HAVING sum("count") <> 0;
--> statement-breakpoint
CREATE VIEW "transaction_texts" AS
  SELECT "user_id", "type", "category", "description", sum("count")::bigint AS "count"
    FROM "transaction_text_slots"
  GROUP BY "user_id", "type", "category", "description" HAVING sum("count") <> 0;
--> statement-breakpoint
-- One function adds a statement's deltas to all four counters: one array per
-- column of the statement's rows grouped by the finest key, +1 per new row and
-- -1 per old one. Keys are taken in order so writers sharing a slot lock rows
-- in one order; keys whose deltas cancel are not touched. A user being deleted
-- is skipped: its counter rows go by cascade in whichever order.
CREATE FUNCTION "elevate_totals_add"(u uuid[], mo date[], ty text[], ca text[], de text[],
    am bigint[], n bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "transaction_count_slots" AS c ("user_id", "slot", "count")
    SELECT d.u, elevate_totals_slot(d.u), sum(d.n) FROM unnest(u, n) AS d(u, n) WHERE EXISTS (SELECT 1 FROM "users" WHERE "id" = d.u)
    GROUP BY 1 HAVING sum(d.n) <> 0 ORDER BY 1
    ON CONFLICT ("user_id", "slot") DO UPDATE SET "count" = c."count" + excluded."count";
  INSERT INTO "month_count_slots" AS c ("user_id", "month", "slot", "count")
    SELECT d.u, d.mo, elevate_totals_slot(d.u), sum(d.n) FROM unnest(u, mo, n) AS d(u, mo, n) WHERE EXISTS (SELECT 1 FROM "users" WHERE "id" = d.u)
    GROUP BY 1, 2 HAVING sum(d.n) <> 0 ORDER BY 1, 2
    ON CONFLICT ("user_id", "month", "slot") DO UPDATE SET "count" = c."count" + excluded."count";
  INSERT INTO "month_category_total_slots" AS m
      ("user_id", "month", "type", "category_key", "slot", "amount_cents", "count")
    SELECT d.u, d.mo, d.ty, lower(d.ca), elevate_totals_slot(d.u), sum(d.am), sum(d.n)
      FROM unnest(u, mo, ty, ca, am, n) AS d(u, mo, ty, ca, am, n) WHERE EXISTS (SELECT 1 FROM "users" WHERE "id" = d.u)
      GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0 OR sum(d.am) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("user_id", "month", "type", "category_key", "slot") DO UPDATE
      SET "amount_cents" = m."amount_cents" + excluded."amount_cents",
          "count" = m."count" + excluded."count";
  INSERT INTO "transaction_text_slots" AS x ("user_id", "type", "category", "description", "slot", "count")
    SELECT d.u, d.ty, d.ca, d.de, elevate_totals_slot(d.u), sum(d.n)
      FROM unnest(u, ty, ca, de, n) AS d(u, ty, ca, de, n) WHERE EXISTS (SELECT 1 FROM "users" WHERE "id" = d.u)
      GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("user_id", "type", "category", "description", "slot") DO UPDATE
      SET "count" = x."count" + excluded."count";
END $$;
--> statement-breakpoint
-- PL/pgSQL plans a statement when it first runs, so each kind of trigger reads
-- only the transition tables it has.
CREATE FUNCTION "elevate_totals_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM elevate_totals_add(array_agg(g.u), array_agg(g.mo), array_agg(g.ty), array_agg(g.ca),
      array_agg(g.de), array_agg(g.am), array_agg(g.n))
    FROM (SELECT "user_id" AS u, date_trunc('month', "date" AT TIME ZONE 'UTC')::date AS mo,
          "type" AS ty, "category" AS ca, "description" AS de, sum("amount_cents")::bigint AS am,
          count(*)::bigint AS n
        FROM "new_rows" GROUP BY 1, 2, 3, 4, 5) AS g;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "elevate_totals_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM elevate_totals_add(array_agg(g.u), array_agg(g.mo), array_agg(g.ty), array_agg(g.ca),
      array_agg(g.de), array_agg(g.am), array_agg(g.n))
    FROM (SELECT "user_id" AS u, date_trunc('month', "date" AT TIME ZONE 'UTC')::date AS mo,
          "type" AS ty, "category" AS ca, "description" AS de, -sum("amount_cents")::bigint AS am,
          -count(*)::bigint AS n
        FROM "old_rows" GROUP BY 1, 2, 3, 4, 5) AS g;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "elevate_totals_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
--> statement-breakpoint
CREATE FUNCTION "elevate_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "transaction_count_slots";
  DELETE FROM "month_count_slots";
  DELETE FROM "month_category_total_slots";
  DELETE FROM "transaction_text_slots";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_totals_insert" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "elevate_totals_insert"();
--> statement-breakpoint
CREATE TRIGGER "transactions_totals_update" AFTER UPDATE ON "transactions"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "elevate_totals_update"();
--> statement-breakpoint
CREATE TRIGGER "transactions_totals_delete" AFTER DELETE ON "transactions"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "elevate_totals_delete"();
--> statement-breakpoint
CREATE TRIGGER "transactions_totals_truncate" AFTER TRUNCATE ON "transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "elevate_totals_clear"();
--> statement-breakpoint
INSERT INTO "transaction_text_slots" ("user_id", "type", "category", "description", "slot", "count")
  SELECT "user_id", "type", "category", "description", 0, count(*) FROM "transactions"
  GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- A search's page: each matching text's newest transactions, read off this
-- index in list order (decision 0023).
CREATE INDEX "transactions_user_text_date_idx" ON "transactions"
  USING btree ("user_id", "type", "category", "description", "date" DESC NULLS LAST,
    "created_at" DESC NULLS LAST, "id" DESC NULLS LAST);
