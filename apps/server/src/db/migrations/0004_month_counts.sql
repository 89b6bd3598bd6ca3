CREATE TABLE "month_counts" (
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "month_counts_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
ALTER TABLE "month_counts" ADD CONSTRAINT "month_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written below, as month_category_totals in 0002: statement triggers keep
-- month_counts exact in the writer's own database transaction. Subtracting only
-- updates (a user's rows may already be gone by cascade); emptied months go.
CREATE FUNCTION "month_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "month_counts" AS c SET "count" = c."count" - o."n"
      FROM (
        SELECT "user_id", date_trunc('month', "date" AT TIME ZONE 'UTC')::date AS "month",
            count(*) AS "n"
          FROM "old_rows" GROUP BY 1, 2 ORDER BY 1, 2
      ) AS o
      WHERE c."user_id" = o."user_id" AND c."month" = o."month";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "month_counts" AS c ("user_id", "month", "count")
      SELECT "user_id", date_trunc('month', "date" AT TIME ZONE 'UTC')::date, count(*)
        FROM "new_rows" GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("user_id", "month") DO UPDATE SET "count" = c."count" + excluded."count";
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "month_counts" AS c
      USING (
        SELECT DISTINCT "user_id", date_trunc('month', "date" AT TIME ZONE 'UTC')::date AS "month"
          FROM "old_rows"
      ) AS o
      WHERE c."user_id" = o."user_id" AND c."month" = o."month" AND c."count" = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "month_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "month_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_month_counts_insert" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "month_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "transactions_month_counts_update" AFTER UPDATE ON "transactions"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "month_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "transactions_month_counts_delete" AFTER DELETE ON "transactions"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "month_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "transactions_month_counts_truncate" AFTER TRUNCATE ON "transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "month_counts_clear"();
--> statement-breakpoint
INSERT INTO "month_counts" ("user_id", "month", "count")
  SELECT "user_id", date_trunc('month', "date" AT TIME ZONE 'UTC')::date, count(*)
    FROM "transactions" GROUP BY 1, 2;
