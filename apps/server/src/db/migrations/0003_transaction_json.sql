-- Hand-written: the helpers of the generated api_json column (decision 0010).
-- Each is immutable as declared: to_json of a text value and to_char with this
-- pattern (no locale-dependent fields) depend on no setting, and dollars are
-- printed from cents with integer arithmetic, the way JavaScript prints
-- cents / 100 for every amount the API accepts (|amount| <= 1e9).
CREATE FUNCTION "elevate_json_text"(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT to_json(value)::text $$;--> statement-breakpoint
CREATE FUNCTION "elevate_iso_utc"(value timestamptz) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT to_char(value AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;--> statement-breakpoint
CREATE FUNCTION "elevate_dollars"(cents bigint) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT CASE WHEN cents < 0 THEN '-' ELSE '' END || (abs(cents) / 100)::text
    || CASE WHEN abs(cents) % 100 = 0 THEN ''
            WHEN abs(cents) % 10 = 0 THEN '.' || (abs(cents) % 100 / 10)::text
            ELSE '.' || lpad((abs(cents) % 100)::text, 2, '0') END $$;--> statement-breakpoint
DROP INDEX "transactions_user_date_idx";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "api_json" text GENERATED ALWAYS AS ('{"_id":"' || "id"::text || '","user":"' || "user_id"::text
  || '","date":"' || elevate_iso_utc("date") || '","description":' || elevate_json_text("description")
  || ',"amount":' || elevate_dollars("amount_cents") || ',"type":' || elevate_json_text("type")
  || ',"category":' || elevate_json_text("category")
  || ',"notes":' || coalesce(elevate_json_text("notes"), 'null')
  || ',"createdAt":"' || elevate_iso_utc("created_at") || '"}') STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "transactions_user_date_id_idx" ON "transactions" USING btree ("user_id","date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);