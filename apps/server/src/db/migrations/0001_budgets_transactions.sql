CREATE TABLE "transaction_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "budget_categories" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_counts" ADD CONSTRAINT "transaction_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written below: the triggers that keep transaction_counts exact. They run
-- in the writer's own database transaction, for every writer (API, seeders, SQL).
CREATE FUNCTION "transaction_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "transaction_counts" ("user_id", "count")
    SELECT "user_id", count(*) FROM "inserted_rows" GROUP BY "user_id"
    ON CONFLICT ("user_id") DO UPDATE SET "count" = "transaction_counts"."count" + excluded."count";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Update only: when a user is deleted, its count row goes by cascade in whichever order.
CREATE FUNCTION "transaction_counts_subtract"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "transaction_counts" AS c SET "count" = c."count" - d."n"
    FROM (SELECT "user_id", count(*) AS "n" FROM "deleted_rows" GROUP BY "user_id") AS d
    WHERE c."user_id" = d."user_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "transaction_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "transaction_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A transaction never changes owner; refusing it also keeps the counts exact.
CREATE FUNCTION "transactions_keep_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a transaction cannot change its user';
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_count_insert" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS "inserted_rows" FOR EACH STATEMENT EXECUTE FUNCTION "transaction_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "transactions_count_delete" AFTER DELETE ON "transactions"
  REFERENCING OLD TABLE AS "deleted_rows" FOR EACH STATEMENT EXECUTE FUNCTION "transaction_counts_subtract"();
--> statement-breakpoint
CREATE TRIGGER "transactions_count_truncate" AFTER TRUNCATE ON "transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "transaction_counts_clear"();
--> statement-breakpoint
CREATE TRIGGER "transactions_owner_fixed" BEFORE UPDATE OF "user_id" ON "transactions"
  FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id") EXECUTE FUNCTION "transactions_keep_owner"();
--> statement-breakpoint
INSERT INTO "transaction_counts" ("user_id", "count")
  SELECT "user_id", count(*) FROM "transactions" GROUP BY "user_id";
