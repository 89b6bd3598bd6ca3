-- Decision 0031. A version per user that changes with every write to what reports and
-- insights read (transactions, budgets, budget lines): a process may keep a report it
-- computed and answer it again for as long as the user's version is unchanged, whichever
-- process or statement wrote. Kept in slot rows like the counters (decision 0023), so
-- concurrent writers of one user never wait for each other; the version is the slots'
-- values read together. Each write draws a random value rather than counting up: a
-- restored backup brings back old versions with exactly their old data, and a count
-- would go on from there through versions a process may still hold for other data.
CREATE TABLE "user_data_versions" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"slot" smallint NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "user_data_versions_pk" PRIMARY KEY ("user_id", "slot")
);
--> statement-breakpoint
CREATE FUNCTION "elevate_random_version"() RETURNS bigint LANGUAGE sql VOLATILE AS $$
  SELECT (random() * 9e18)::bigint;
$$;
--> statement-breakpoint
-- A user being deleted is skipped: its rows go by cascade.
CREATE FUNCTION "elevate_data_changed"(changed uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "user_data_versions" AS v ("user_id", "slot", "version")
    SELECT d.u, elevate_totals_slot(d.u), elevate_random_version()
      FROM (SELECT DISTINCT x AS u FROM unnest(changed) AS x) AS d
      WHERE EXISTS (SELECT 1 FROM "users" WHERE "id" = d.u)
      ORDER BY 1
    ON CONFLICT ("user_id", "slot") DO UPDATE SET "version" = excluded."version";
$$;
--> statement-breakpoint
CREATE FUNCTION "elevate_version_new_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM elevate_data_changed(array(SELECT DISTINCT "user_id" FROM "new_rows"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "elevate_version_old_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM elevate_data_changed(array(SELECT DISTINCT "user_id" FROM "old_rows"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "elevate_version_new_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM elevate_data_changed(array(SELECT b."user_id" FROM "budgets" b
    WHERE b."id" IN (SELECT "budget_id" FROM "new_rows")));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Lines deleted with their budget find no budget: the budget's own trigger counted them.
CREATE FUNCTION "elevate_version_old_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM elevate_data_changed(array(SELECT b."user_id" FROM "budgets" b
    WHERE b."id" IN (SELECT "budget_id" FROM "old_rows")));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "elevate_version_everyone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_data_versions" SET "version" = elevate_random_version();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_version_insert" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "elevate_version_new_rows"();
--> statement-breakpoint
CREATE TRIGGER "transactions_version_update" AFTER UPDATE ON "transactions"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "elevate_version_new_rows"();
--> statement-breakpoint
CREATE TRIGGER "transactions_version_delete" AFTER DELETE ON "transactions"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "elevate_version_old_rows"();
--> statement-breakpoint
CREATE TRIGGER "transactions_version_truncate" AFTER TRUNCATE ON "transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "elevate_version_everyone"();
--> statement-breakpoint
CREATE TRIGGER "budgets_version_insert" AFTER INSERT ON "budgets"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "elevate_version_new_rows"();
--> statement-breakpoint
CREATE TRIGGER "budgets_version_update" AFTER UPDATE ON "budgets"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "elevate_version_new_rows"();
--> statement-breakpoint
CREATE TRIGGER "budgets_version_delete" AFTER DELETE ON "budgets"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "elevate_version_old_rows"();
--> statement-breakpoint
CREATE TRIGGER "budgets_version_truncate" AFTER TRUNCATE ON "budgets"
  FOR EACH STATEMENT EXECUTE FUNCTION "elevate_version_everyone"();
--> statement-breakpoint
CREATE TRIGGER "budget_categories_version_insert" AFTER INSERT ON "budget_categories"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "elevate_version_new_lines"();
--> statement-breakpoint
CREATE TRIGGER "budget_categories_version_update" AFTER UPDATE ON "budget_categories"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "elevate_version_new_lines"();
--> statement-breakpoint
CREATE TRIGGER "budget_categories_version_delete" AFTER DELETE ON "budget_categories"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "elevate_version_old_lines"();
--> statement-breakpoint
CREATE TRIGGER "budget_categories_version_truncate" AFTER TRUNCATE ON "budget_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "elevate_version_everyone"();
