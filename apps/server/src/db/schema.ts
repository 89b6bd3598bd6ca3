/**
 * Every table, one file per domain under schema/. drizzle-kit (drizzle.config.ts)
 * and the code read the tables from here; the domain files import each other
 * only for the tables they reference (users, mostly), never this barrel.
 */
export * from './schema/users.ts';
export * from './schema/ledgers.ts';
export * from './schema/auth.ts';
export * from './schema/budgets.ts';
export * from './schema/transactions.ts';
export * from './schema/accounts.ts';
export * from './schema/tags.ts';
export * from './schema/imports.ts';
export * from './schema/plan-ahead.ts';
export * from './schema/rules.ts';
export * from './schema/rule-applications.ts';
export * from './schema/site.ts';
export * from './schema/activity.ts';
export * from './schema/access-tokens.ts';
export * from './schema/webhooks.ts';
export * from './schema/idempotency-keys.ts';
