-- Decision 0043. The dashboard's first-run checklist, once dismissed, stays dismissed on every
-- device the user signs in on: the choice lives with the account, not in one browser.
ALTER TABLE "users" ADD COLUMN "checklist_dismissed" boolean DEFAULT false NOT NULL;
