-- Decision 0064: the language chosen in Settings, kept with the account so its e-mails speak
-- it too. Null follows the browser (and the e-mails are English); the web app lists the same
-- four languages.
ALTER TABLE "users" ADD COLUMN "locale" text;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale" CHECK ("locale" IN ('en', 'de', 'fr', 'es'));
