-- Decision 0049. Financial data belongs to a ledger, not to a user: a ledger has
-- members with roles (one owner, editors, viewers), and every user has a personal
-- ledger. Each user's data moves into a personal ledger whose id is the user's id,
-- so this migration renames columns and re-keys constraints without rewriting a row
-- of data. Every table of ledger data carries ledger_id in its primary key, its
-- unique indexes and its foreign keys among themselves, so the data tier can be
-- distributed by ledger_id (docs/scaling.md); users, sessions and the ledger
-- directory (ledgers, members, invitations) are global.
CREATE TABLE "ledgers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	-- The user whose personal ledger this is (it never changes hands); none for any other ledger.
	"personal_user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledgers_name_length" CHECK (char_length("name") BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ledgers_personal_user_idx" ON "ledgers" ("personal_user_id");
--> statement-breakpoint
CREATE TABLE "ledger_members" (
	"ledger_id" uuid NOT NULL REFERENCES "ledgers"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_members_pk" PRIMARY KEY ("ledger_id", "user_id"),
	CONSTRAINT "ledger_members_role" CHECK ("role" IN ('owner', 'editor', 'viewer'))
);
--> statement-breakpoint
-- A ledger has at most one owner; the service keeps it at exactly one.
CREATE UNIQUE INDEX "ledger_members_one_owner_idx" ON "ledger_members" ("ledger_id") WHERE "role" = 'owner';
--> statement-breakpoint
CREATE INDEX "ledger_members_user_idx" ON "ledger_members" ("user_id");
--> statement-breakpoint
CREATE TABLE "ledger_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ledger_id" uuid NOT NULL REFERENCES "ledgers"("id") ON DELETE CASCADE,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	CONSTRAINT "ledger_invitations_role" CHECK ("role" IN ('editor', 'viewer'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_invitations_token_idx" ON "ledger_invitations" ("token_hash");
--> statement-breakpoint
CREATE INDEX "ledger_invitations_ledger_idx" ON "ledger_invitations" ("ledger_id", "created_at");
--> statement-breakpoint
-- Every user has a personal ledger from the moment the account exists, whichever
-- path created it; the personal ledger starts with the user's id.
CREATE FUNCTION "elevate_personal_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ledgers" ("id", "name", "personal_user_id") VALUES (NEW."id", 'Personal', NEW."id");
  INSERT INTO "ledger_members" ("ledger_id", "user_id", "role") VALUES (NEW."id", NEW."id", 'owner');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_personal_ledger" AFTER INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION "elevate_personal_ledger"();
--> statement-breakpoint
INSERT INTO "ledgers" ("id", "name", "personal_user_id") SELECT "id", 'Personal', "id" FROM "users";
--> statement-breakpoint
INSERT INTO "ledger_members" ("ledger_id", "user_id", "role") SELECT "id", "id", 'owner' FROM "users";
--> statement-breakpoint
ALTER TABLE "user_data_versions" RENAME TO "ledger_data_versions";
--> statement-breakpoint
ALTER TABLE "ledger_data_versions" RENAME CONSTRAINT "user_data_versions_pk" TO "ledger_data_versions_pk";
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "transactions" RENAME COLUMN "user_id" TO "ledger_id";
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_ledger_fk" FOREIGN KEY ("ledger_id") REFERENCES "ledgers"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "budgets" DROP CONSTRAINT "budgets_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "budgets" RENAME COLUMN "user_id" TO "ledger_id";
--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_ledger_fk" FOREIGN KEY ("ledger_id") REFERENCES "ledgers"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "transaction_count_slots" DROP CONSTRAINT "transaction_counts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "transaction_count_slots" RENAME COLUMN "user_id" TO "ledger_id";
--> statement-breakpoint
ALTER TABLE "transaction_count_slots" ADD CONSTRAINT "transaction_count_slots_ledger_fk" FOREIGN KEY ("ledger_id") REFERENCES "ledgers"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "month_category_total_slots" DROP CONSTRAINT "month_category_totals_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "month_category_total_slots" RENAME COLUMN "user_id" TO "ledger_id";
--> statement-breakpoint
ALTER TABLE "month_category_total_slots" ADD CONSTRAINT "month_category_total_slots_ledger_fk" FOREIGN KEY ("ledger_id") REFERENCES "ledgers"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "month_count_slots" DROP CONSTRAINT "month_counts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "month_count_slots" RENAME COLUMN "user_id" TO "ledger_id";
--> statement-breakpoint
ALTER TABLE "month_count_slots" ADD CONSTRAINT "month_count_slots_ledger_fk" FOREIGN KEY ("ledger_id") REFERENCES "ledgers"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "transaction_text_slots" DROP CONSTRAINT "transaction_text_slots_user_id_fkey";
--> statement-breakpoint
ALTER TABLE "transaction_text_slots" RENAME COLUMN "user_id" TO "ledger_id";
--> statement-breakpoint
ALTER TABLE "transaction_text_slots" ADD CONSTRAINT "transaction_text_slots_ledger_fk" FOREIGN KEY ("ledger_id") REFERENCES "ledgers"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "imports" DROP CONSTRAINT "imports_user_id_fkey";
--> statement-breakpoint
ALTER TABLE "imports" RENAME COLUMN "user_id" TO "ledger_id";
--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_ledger_fk" FOREIGN KEY ("ledger_id") REFERENCES "ledgers"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "import_rules" DROP CONSTRAINT "import_rules_user_id_fkey";
--> statement-breakpoint
ALTER TABLE "import_rules" RENAME COLUMN "user_id" TO "ledger_id";
--> statement-breakpoint
ALTER TABLE "import_rules" ADD CONSTRAINT "import_rules_ledger_fk" FOREIGN KEY ("ledger_id") REFERENCES "ledgers"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "import_mappings" DROP CONSTRAINT "import_mappings_user_id_fkey";
--> statement-breakpoint
ALTER TABLE "import_mappings" RENAME COLUMN "user_id" TO "ledger_id";
--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_ledger_fk" FOREIGN KEY ("ledger_id") REFERENCES "ledgers"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "dismissed_insights" DROP CONSTRAINT "dismissed_insights_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "dismissed_insights" RENAME COLUMN "user_id" TO "ledger_id";
--> statement-breakpoint
ALTER TABLE "dismissed_insights" ADD CONSTRAINT "dismissed_insights_ledger_fk" FOREIGN KEY ("ledger_id") REFERENCES "ledgers"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "category_carry_overs" DROP CONSTRAINT "category_carry_overs_user_id_fkey";
--> statement-breakpoint
ALTER TABLE "category_carry_overs" RENAME COLUMN "user_id" TO "ledger_id";
--> statement-breakpoint
ALTER TABLE "category_carry_overs" ADD CONSTRAINT "category_carry_overs_ledger_fk" FOREIGN KEY ("ledger_id") REFERENCES "ledgers"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "recurring_rules" DROP CONSTRAINT "recurring_rules_user_id_fkey";
--> statement-breakpoint
ALTER TABLE "recurring_rules" RENAME COLUMN "user_id" TO "ledger_id";
--> statement-breakpoint
ALTER TABLE "recurring_rules" ADD CONSTRAINT "recurring_rules_ledger_fk" FOREIGN KEY ("ledger_id") REFERENCES "ledgers"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "recurring_occurrences" DROP CONSTRAINT "recurring_occurrences_user_id_fkey";
--> statement-breakpoint
ALTER TABLE "recurring_occurrences" RENAME COLUMN "user_id" TO "ledger_id";
--> statement-breakpoint
ALTER TABLE "recurring_occurrences" ADD CONSTRAINT "recurring_occurrences_ledger_fk" FOREIGN KEY ("ledger_id") REFERENCES "ledgers"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_user_id_fkey";
--> statement-breakpoint
ALTER TABLE "goals" RENAME COLUMN "user_id" TO "ledger_id";
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_ledger_fk" FOREIGN KEY ("ledger_id") REFERENCES "ledgers"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "ledger_data_versions" DROP CONSTRAINT "user_data_versions_user_id_fkey";
--> statement-breakpoint
ALTER TABLE "ledger_data_versions" RENAME COLUMN "user_id" TO "ledger_id";
--> statement-breakpoint
ALTER TABLE "ledger_data_versions" ADD CONSTRAINT "ledger_data_versions_ledger_fk" FOREIGN KEY ("ledger_id") REFERENCES "ledgers"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "import_row_chunks" RENAME COLUMN "user_id" TO "ledger_id";
--> statement-breakpoint
ALTER TABLE "import_row_chunks" ADD CONSTRAINT "import_row_chunks_ledger_fk" FOREIGN KEY ("ledger_id") REFERENCES "ledgers"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "import_bank_ids" RENAME COLUMN "user_id" TO "ledger_id";
--> statement-breakpoint
ALTER TABLE "import_bank_ids" ADD CONSTRAINT "import_bank_ids_ledger_fk" FOREIGN KEY ("ledger_id") REFERENCES "ledgers"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "import_links" RENAME COLUMN "user_id" TO "ledger_id";
--> statement-breakpoint
ALTER TABLE "import_links" ADD CONSTRAINT "import_links_ledger_fk" FOREIGN KEY ("ledger_id") REFERENCES "ledgers"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER VIEW "transaction_counts" RENAME COLUMN "user_id" TO "ledger_id";
--> statement-breakpoint
ALTER VIEW "month_counts" RENAME COLUMN "user_id" TO "ledger_id";
--> statement-breakpoint
ALTER VIEW "month_category_totals" RENAME COLUMN "user_id" TO "ledger_id";
--> statement-breakpoint
ALTER VIEW "transaction_texts" RENAME COLUMN "user_id" TO "ledger_id";
--> statement-breakpoint
ALTER VIEW "import_rows" RENAME COLUMN "user_id" TO "ledger_id";
--> statement-breakpoint
-- The functions the triggers run, as before with the ledger in place of the user; a budget
-- line names its ledger itself.
CREATE OR REPLACE FUNCTION elevate_data_changed(changed uuid[])
 RETURNS void
 LANGUAGE sql
AS $function$
  INSERT INTO "ledger_data_versions" AS v ("ledger_id", "slot", "version")
    SELECT d.u, elevate_totals_slot(d.u), elevate_random_version()
      FROM (SELECT DISTINCT x AS u FROM unnest(changed) AS x) AS d
      WHERE EXISTS (SELECT 1 FROM "ledgers" WHERE "id" = d.u)
      ORDER BY 1
    ON CONFLICT ("ledger_id", "slot") DO UPDATE SET "version" = excluded."version";
$function$

;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION elevate_random_version()
 RETURNS bigint
 LANGUAGE sql
AS $function$
  SELECT (random() * 9e18)::bigint;
$function$

;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION elevate_totals_add(u uuid[], mo date[], ty text[], ca text[], de text[], am bigint[], n bigint[])
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
    SELECT d.u, d.mo, d.ty, lower(d.ca), elevate_totals_slot(d.u), sum(d.am), sum(d.n)
      FROM unnest(u, mo, ty, ca, am, n) AS d(u, mo, ty, ca, am, n) WHERE EXISTS (SELECT 1 FROM "ledgers" WHERE "id" = d.u)
      GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0 OR sum(d.am) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("ledger_id", "month", "type", "category_key", "slot") DO UPDATE
      SET "amount_cents" = m."amount_cents" + excluded."amount_cents",
          "count" = m."count" + excluded."count";
  INSERT INTO "transaction_text_slots" AS x ("ledger_id", "type", "category", "description", "slot", "count")
    SELECT d.u, d.ty, d.ca, d.de, elevate_totals_slot(d.u), sum(d.n)
      FROM unnest(u, ty, ca, de, n) AS d(u, ty, ca, de, n) WHERE EXISTS (SELECT 1 FROM "ledgers" WHERE "id" = d.u)
      GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("ledger_id", "type", "category", "description", "slot") DO UPDATE
      SET "count" = x."count" + excluded."count";
END $function$

;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION elevate_totals_clear()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM "transaction_count_slots";
  DELETE FROM "month_count_slots";
  DELETE FROM "month_category_total_slots";
  DELETE FROM "transaction_text_slots";
  RETURN NULL;
END $function$

;
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
      array_agg(g.de), array_agg(g.am), array_agg(g.n))
    FROM (SELECT "ledger_id" AS u, date_trunc('month', "date" AT TIME ZONE 'UTC')::date AS mo,
          "type" AS ty, "category" AS ca, "description" AS de, -sum("amount_cents")::bigint AS am,
          -count(*)::bigint AS n
        FROM "old_rows" GROUP BY 1, 2, 3, 4, 5) AS g;
  RETURN NULL;
END $function$

;
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
      array_agg(g.de), array_agg(g.am), array_agg(g.n))
    FROM (SELECT "ledger_id" AS u, date_trunc('month', "date" AT TIME ZONE 'UTC')::date AS mo,
          "type" AS ty, "category" AS ca, "description" AS de, sum("amount_cents")::bigint AS am,
          count(*)::bigint AS n
        FROM "new_rows" GROUP BY 1, 2, 3, 4, 5) AS g;
  RETURN NULL;
END $function$

;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION elevate_totals_key_add(u uuid, s smallint, mo date, ty text, ca text, de text, am bigint, n bigint, counts boolean, months boolean, totals boolean, texts boolean)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF counts THEN
    INSERT INTO "transaction_count_slots" AS c ("ledger_id", "slot", "count") VALUES (u, s, n)
      ON CONFLICT ("ledger_id", "slot") DO UPDATE SET "count" = c."count" + excluded."count";
  END IF;
  IF months THEN
    INSERT INTO "month_count_slots" AS c ("ledger_id", "month", "slot", "count") VALUES (u, mo, s, n)
      ON CONFLICT ("ledger_id", "month", "slot") DO UPDATE SET "count" = c."count" + excluded."count";
  END IF;
  IF totals THEN
    INSERT INTO "month_category_total_slots" AS m
        ("ledger_id", "month", "type", "category_key", "slot", "amount_cents", "count")
      VALUES (u, mo, ty, lower(ca), s, am, n)
      ON CONFLICT ("ledger_id", "month", "type", "category_key", "slot") DO UPDATE
        SET "amount_cents" = m."amount_cents" + excluded."amount_cents",
            "count" = m."count" + excluded."count";
  END IF;
  IF texts THEN
    INSERT INTO "transaction_text_slots" AS x ("ledger_id", "type", "category", "description", "slot", "count")
      VALUES (u, ty, ca, de, s, n)
      ON CONFLICT ("ledger_id", "type", "category", "description", "slot") DO UPDATE
        SET "count" = x."count" + excluded."count";
  END IF;
END $function$

;
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
    sign * r."amount_cents", sign, true, true, true, true);
END $function$

;
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
  same_total boolean := (mo_o, o."type", lower(o."category")) = (mo_n, n."type", lower(n."category"));
  totals boolean := NOT same_total OR o."amount_cents" <> n."amount_cents";
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
END $function$

;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION elevate_totals_slot(u uuid)
 RETURNS smallint
 LANGUAGE plpgsql
AS $function$
DECLARE
  k integer := hashtext(u::text);
BEGIN
  FOR s IN 0..15 LOOP
    -- Re-entrant: a transaction that holds slot s gets it again.
    IF pg_try_advisory_xact_lock(k, s) THEN
      RETURN s;
    END IF;
  END LOOP;
  -- Sixteen writers of one ledger at once: share a slot (and wait on its rows).
  RETURN floor(random() * 16)::smallint;
END $function$

;
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
      array_agg(g.de), array_agg(g.am), array_agg(g.n))
    FROM (SELECT u, mo, ty, ca, de, sum(am)::bigint AS am, sum(n)::bigint AS n
        FROM (
          SELECT "ledger_id" AS u, date_trunc('month', "date" AT TIME ZONE 'UTC')::date AS mo,
              "type" AS ty, "category" AS ca, "description" AS de, "amount_cents" AS am, 1 AS n
            FROM "new_rows"
          UNION ALL
          SELECT "ledger_id", date_trunc('month', "date" AT TIME ZONE 'UTC')::date, "type",
              "category", "description", -"amount_cents", -1
            FROM "old_rows"
        ) AS d
        GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0 OR sum(am) <> 0) AS g;
  RETURN NULL;
END $function$

;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION elevate_version_everyone()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE "ledger_data_versions" SET "version" = elevate_random_version();
  RETURN NULL;
END $function$

;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION elevate_version_new_lines()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM elevate_data_changed(array(SELECT DISTINCT "ledger_id" FROM "new_rows"));
  RETURN NULL;
END $function$

;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION elevate_version_new_rows()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM elevate_data_changed(array(SELECT DISTINCT "ledger_id" FROM "new_rows"));
  RETURN NULL;
END $function$

;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION elevate_version_old_lines()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM elevate_data_changed(array(SELECT DISTINCT "ledger_id" FROM "old_rows"));
  RETURN NULL;
END $function$

;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION elevate_version_old_rows()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM elevate_data_changed(array(SELECT DISTINCT "ledger_id" FROM "old_rows"));
  RETURN NULL;
END $function$

;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transactions_keep_owner()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'a transaction cannot change its ledger';
END $function$

;
--> statement-breakpoint

ALTER TABLE "budget_categories" ADD COLUMN "ledger_id" uuid;
--> statement-breakpoint
UPDATE "budget_categories" c SET "ledger_id" = b."ledger_id" FROM "budgets" b WHERE b."id" = c."budget_id";
--> statement-breakpoint
ALTER TABLE "budget_categories" ALTER COLUMN "ledger_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "budget_categories" DROP CONSTRAINT "budget_categories_budget_id_budgets_id_fk";
--> statement-breakpoint
ALTER TABLE "import_row_chunks" DROP CONSTRAINT "import_row_chunks_import_id_fkey";
--> statement-breakpoint
ALTER TABLE "import_bank_ids" DROP CONSTRAINT "import_bank_ids_import_id_fkey";
--> statement-breakpoint
ALTER TABLE "import_links" DROP CONSTRAINT "import_links_import_id_fkey";
--> statement-breakpoint
ALTER TABLE "recurring_occurrences" DROP CONSTRAINT "recurring_occurrences_rule_id_fkey";
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_pkey";
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_pk" PRIMARY KEY ("ledger_id", "id");
--> statement-breakpoint
ALTER TABLE "budgets" DROP CONSTRAINT "budgets_pkey";
--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_pk" PRIMARY KEY ("ledger_id", "id");
--> statement-breakpoint
ALTER TABLE "budget_categories" DROP CONSTRAINT "budget_categories_pkey";
--> statement-breakpoint
ALTER TABLE "budget_categories" ADD CONSTRAINT "budget_categories_pk" PRIMARY KEY ("ledger_id", "id");
--> statement-breakpoint
ALTER TABLE "imports" DROP CONSTRAINT "imports_pkey";
--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_pk" PRIMARY KEY ("ledger_id", "id");
--> statement-breakpoint
ALTER TABLE "import_rules" DROP CONSTRAINT "import_rules_pkey";
--> statement-breakpoint
ALTER TABLE "import_rules" ADD CONSTRAINT "import_rules_pk" PRIMARY KEY ("ledger_id", "id");
--> statement-breakpoint
ALTER TABLE "recurring_rules" DROP CONSTRAINT "recurring_rules_pkey";
--> statement-breakpoint
ALTER TABLE "recurring_rules" ADD CONSTRAINT "recurring_rules_pk" PRIMARY KEY ("ledger_id", "id");
--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_pkey";
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_pk" PRIMARY KEY ("ledger_id", "id");
--> statement-breakpoint
ALTER TABLE "import_row_chunks" DROP CONSTRAINT "import_row_chunks_pk";
--> statement-breakpoint
ALTER TABLE "import_row_chunks" ADD CONSTRAINT "import_row_chunks_pk" PRIMARY KEY ("ledger_id", "import_id", "chunk");
--> statement-breakpoint
ALTER TABLE "import_links" DROP CONSTRAINT "import_links_pk";
--> statement-breakpoint
ALTER TABLE "import_links" ADD CONSTRAINT "import_links_pk" PRIMARY KEY ("ledger_id", "import_id", "transaction_id");
--> statement-breakpoint
ALTER TABLE "recurring_occurrences" DROP CONSTRAINT "recurring_occurrences_pk";
--> statement-breakpoint
ALTER TABLE "recurring_occurrences" ADD CONSTRAINT "recurring_occurrences_pk" PRIMARY KEY ("ledger_id", "rule_id", "date");
--> statement-breakpoint
ALTER TABLE "budget_categories" ADD CONSTRAINT "budget_categories_budget_id_fk" FOREIGN KEY ("ledger_id", "budget_id") REFERENCES "budgets"("ledger_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "import_row_chunks" ADD CONSTRAINT "import_row_chunks_import_id_fk" FOREIGN KEY ("ledger_id", "import_id") REFERENCES "imports"("ledger_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "import_bank_ids" ADD CONSTRAINT "import_bank_ids_import_id_fk" FOREIGN KEY ("ledger_id", "import_id") REFERENCES "imports"("ledger_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "import_links" ADD CONSTRAINT "import_links_import_id_fk" FOREIGN KEY ("ledger_id", "import_id") REFERENCES "imports"("ledger_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "recurring_occurrences" ADD CONSTRAINT "recurring_occurrences_rule_id_fk" FOREIGN KEY ("ledger_id", "rule_id") REFERENCES "recurring_rules"("ledger_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "budget_categories" ADD CONSTRAINT "budget_categories_ledger_fk" FOREIGN KEY ("ledger_id") REFERENCES "ledgers"("id") ON DELETE CASCADE;
--> statement-breakpoint
DROP INDEX "budget_categories_name_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "budget_categories_name_idx" ON "budget_categories" USING btree ("ledger_id", "budget_id", "type", lower("name"));
--> statement-breakpoint
DROP INDEX "import_bank_ids_import_idx";
--> statement-breakpoint
CREATE INDEX "import_bank_ids_import_idx" ON "import_bank_ids" USING btree ("ledger_id", "import_id");
--> statement-breakpoint
ALTER INDEX "budgets_user_month_idx" RENAME TO "budgets_ledger_month_idx";
--> statement-breakpoint
ALTER INDEX "transactions_user_category_idx" RENAME TO "transactions_ledger_category_idx";
--> statement-breakpoint
ALTER INDEX "transactions_user_date_id_idx" RENAME TO "transactions_ledger_date_id_idx";
--> statement-breakpoint
ALTER INDEX "transactions_user_text_date_idx" RENAME TO "transactions_ledger_text_date_idx";
--> statement-breakpoint
ALTER INDEX "imports_user_created_idx" RENAME TO "imports_ledger_created_idx";
--> statement-breakpoint
ALTER INDEX "import_rules_user_idx" RENAME TO "import_rules_ledger_idx";
--> statement-breakpoint
ALTER INDEX "recurring_rules_user_idx" RENAME TO "recurring_rules_ledger_idx";
--> statement-breakpoint
ALTER INDEX "recurring_occurrences_user_status_idx" RENAME TO "recurring_occurrences_ledger_status_idx";
--> statement-breakpoint
ALTER INDEX "goals_user_idx" RENAME TO "goals_ledger_idx";
--> statement-breakpoint
ALTER INDEX "import_bank_ids_user_bank_idx" RENAME TO "import_bank_ids_ledger_bank_idx";
--> statement-breakpoint
ALTER INDEX "import_links_user_transaction_idx" RENAME TO "import_links_ledger_transaction_idx";
--> statement-breakpoint
ALTER TABLE "dismissed_insights" RENAME CONSTRAINT "dismissed_insights_user_id_month_insight_id_pk" TO "dismissed_insights_pk";
