ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Hand-written below (decision 0014): every statement that deletes sessions, whoever
-- runs it (sign-out, password change or reset, a provider take-over, a user's deletion
-- by cascade, an operator in psql), tells every server process listening on this
-- database, in the deleting transaction, so it is heard only once that commits.
CREATE FUNCTION "sessions_revoked_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "gone_rows") THEN
    PERFORM pg_notify('elevate_sessions_revoked', '');
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_revoked_notify" AFTER DELETE ON "sessions"
  REFERENCING OLD TABLE AS "gone_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "sessions_revoked_notify"();
