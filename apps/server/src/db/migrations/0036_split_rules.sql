-- Decision 0055: splits beyond a transaction's own row.
-- A rule's split action applied to past transactions keeps each changed row's parts before
-- and after, so undo and redo restore them with the other fields.
ALTER TABLE "rule_application_rows" ADD COLUMN "before_parts" jsonb;
--> statement-breakpoint
ALTER TABLE "rule_application_rows" ADD COLUMN "after_parts" jsonb;
--> statement-breakpoint
-- A recurring rule that splits its transactions (a paycheck into salary and pension) keeps
-- the parts every occurrence gets, as a transaction does: its category is then ''.
ALTER TABLE "recurring_rules" ADD COLUMN "parts" jsonb;
--> statement-breakpoint
ALTER TABLE "recurring_rules" ADD CONSTRAINT "recurring_rules_parts" CHECK ("parts" IS NULL
  OR ("category" = '' AND elevate_parts_valid("parts", "amount_cents")));
