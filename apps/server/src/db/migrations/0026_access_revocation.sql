-- Hand-written (decisions 0014 and 0050): whatever takes access away tells every server
-- process listening on this database, in its own transaction, so it is heard only once
-- that commits: deleted sessions (as since migration 0006), and a ledger membership
-- deleted (a member removed or leaving, a ledger or a user deleted by cascade, a restore)
-- or its role changed (a demotion, a hand-over). Each process then forgets the sessions and
-- memberships it kept in memory. A new membership takes nothing away: nobody keeps the
-- absence of one.
CREATE FUNCTION "access_revoked_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "changed_rows") THEN
    PERFORM pg_notify('elevate_access_revoked', '');
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "sessions_revoked_notify" ON "sessions";--> statement-breakpoint
DROP FUNCTION "sessions_revoked_notify"();--> statement-breakpoint
CREATE TRIGGER "sessions_revoked_notify" AFTER DELETE ON "sessions"
  REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "access_revoked_notify"();--> statement-breakpoint
CREATE TRIGGER "ledger_members_deleted_notify" AFTER DELETE ON "ledger_members"
  REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "access_revoked_notify"();--> statement-breakpoint
-- Only a changed role takes access away (not, say, a member showing their address). A row
-- trigger, as a statement trigger with a transition table cannot name columns; PostgreSQL
-- sends one notification per transaction however many rows ask for the same one.
CREATE FUNCTION "access_revoked_notify_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('elevate_access_revoked', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_members_role_notify" AFTER UPDATE OF "role" ON "ledger_members"
  FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role")
  EXECUTE FUNCTION "access_revoked_notify_row"();
