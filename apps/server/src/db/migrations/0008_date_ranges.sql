-- Budget months and transaction dates stay in the years 1900-2200 the API accepts (decision 0016).
-- NOT VALID: new and changed rows are checked; rows written before are left as they are.
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_month_range" CHECK ("budgets"."month" >= '1900-01-01' AND "budgets"."month" <= '2200-12-01') NOT VALID;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_date_range" CHECK ("transactions"."date" >= '1900-01-01T00:00:00Z' AND "transactions"."date" < '2201-01-01T00:00:00Z') NOT VALID;
