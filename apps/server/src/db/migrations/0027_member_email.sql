-- Decision 0049: members see each other's names, never an address, unless a member chooses
-- to show theirs to the others of that ledger (per ledger, off by default).
ALTER TABLE "ledger_members" ADD COLUMN "show_email" boolean DEFAULT false NOT NULL;
