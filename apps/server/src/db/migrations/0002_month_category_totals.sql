CREATE TABLE "month_category_totals" (
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"type" text NOT NULL,
	"category_key" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "month_category_totals_user_id_month_type_category_key_pk" PRIMARY KEY("user_id","month","type","category_key")
);
--> statement-breakpoint
ALTER TABLE "month_category_totals" ADD CONSTRAINT "month_category_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written below: one statement trigger per kind of write keeps
-- month_category_totals exact, in the writer's own database transaction, for every
-- writer (API, seeders, SQL). An update moves each row's amount from its old key to
-- its new one. The subtraction only updates: when a user is deleted, its rows go by
-- cascade in whichever order. Keys are taken in primary-key order so concurrent
-- writers lock rows in one order. (PL/pgSQL plans a statement when it first runs,
-- so each kind of trigger reads only the transition tables it has.)
CREATE FUNCTION "month_category_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "month_category_totals" AS m
      SET "amount_cents" = m."amount_cents" - o."amount_cents", "count" = m."count" - o."n"
      FROM (
        SELECT "user_id", date_trunc('month', "date" AT TIME ZONE 'UTC')::date AS "month",
            "type", lower("category") AS "category_key", sum("amount_cents") AS "amount_cents",
            count(*) AS "n"
          FROM "old_rows" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ) AS o
      WHERE m."user_id" = o."user_id" AND m."month" = o."month" AND m."type" = o."type"
        AND m."category_key" = o."category_key";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "month_category_totals" AS m
        ("user_id", "month", "type", "category_key", "amount_cents", "count")
      SELECT "user_id", date_trunc('month', "date" AT TIME ZONE 'UTC')::date, "type",
          lower("category"), sum("amount_cents"), count(*)
        FROM "new_rows" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT ("user_id", "month", "type", "category_key") DO UPDATE
        SET "amount_cents" = m."amount_cents" + excluded."amount_cents",
            "count" = m."count" + excluded."count";
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    -- Only the keys this statement took from: a user's other months are not read.
    DELETE FROM "month_category_totals" AS m
      USING (
        SELECT DISTINCT "user_id", date_trunc('month', "date" AT TIME ZONE 'UTC')::date AS "month",
            "type", lower("category") AS "category_key"
          FROM "old_rows"
      ) AS o
      WHERE m."user_id" = o."user_id" AND m."month" = o."month" AND m."type" = o."type"
        AND m."category_key" = o."category_key" AND m."count" = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "month_category_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "month_category_totals";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_totals_insert" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "month_category_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "transactions_totals_update" AFTER UPDATE ON "transactions"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "month_category_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "transactions_totals_delete" AFTER DELETE ON "transactions"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "month_category_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "transactions_totals_truncate" AFTER TRUNCATE ON "transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "month_category_totals_clear"();
--> statement-breakpoint
INSERT INTO "month_category_totals"
    ("user_id", "month", "type", "category_key", "amount_cents", "count")
  SELECT "user_id", date_trunc('month', "date" AT TIME ZONE 'UTC')::date, "type",
      lower("category"), sum("amount_cents"), count(*)
    FROM "transactions" GROUP BY 1, 2, 3, 4;
