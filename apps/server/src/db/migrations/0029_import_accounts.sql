-- Decision 0052, step 5: an import goes into one account. The upload names it (or the
-- ledger's default account is taken, or the account the file's bank account id was last
-- imported into); confirm writes the rows into it. Pending and past imports were all
-- written to their ledger's default account, and keep it.
ALTER TABLE "imports" ADD COLUMN "account_id" uuid;
--> statement-breakpoint
-- The bank's id of the account the file is a statement of (OFX ACCTID, CAMT.053 IBAN),
-- remembered for the account on confirm.
ALTER TABLE "imports" ADD COLUMN "account_key" text;
--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_account_key_length" CHECK (char_length("account_key") BETWEEN 1 AND 100);
--> statement-breakpoint
UPDATE "imports" AS i SET "account_id" = a."id"
  FROM "accounts" AS a WHERE a."ledger_id" = i."ledger_id" AND a."is_default";
--> statement-breakpoint
-- An account that goes (only one without transactions can) leaves its imports in the
-- history without one; a pending import without an account cannot be confirmed.
ALTER TABLE "imports" ADD CONSTRAINT "imports_account_fk" FOREIGN KEY ("ledger_id", "account_id")
  REFERENCES "accounts"("ledger_id", "id") ON DELETE SET NULL ("account_id");
--> statement-breakpoint
-- Which account a bank account id (OFX ACCTID, CAMT.053 IBAN) was last imported into:
-- the next file of that bank account is suggested into it.
CREATE TABLE "account_import_keys" (
	"ledger_id" uuid NOT NULL REFERENCES "ledgers"("id") ON DELETE CASCADE,
	"key" text NOT NULL,
	"account_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_import_keys_pk" PRIMARY KEY ("ledger_id", "key"),
	CONSTRAINT "account_import_keys_account_fk" FOREIGN KEY ("ledger_id", "account_id")
		REFERENCES "accounts"("ledger_id", "id") ON DELETE CASCADE,
	CONSTRAINT "account_import_keys_key_length" CHECK (char_length("key") BETWEEN 1 AND 100)
);
--> statement-breakpoint
-- Serves the cascade when an account is deleted.
CREATE INDEX "account_import_keys_account_idx" ON "account_import_keys" ("ledger_id", "account_id");
--> statement-breakpoint
-- Deleting a transaction looks for the transfer row that names it (the cascade of
-- transactions_transfer_fk): without an index, undoing an import of 10,000 rows read the
-- ledger's rows once per row deleted. Only a transfer's rows have one.
CREATE INDEX "transactions_ledger_transfer_idx" ON "transactions" ("ledger_id", "transfer_id") WHERE "transfer_id" IS NOT NULL;
