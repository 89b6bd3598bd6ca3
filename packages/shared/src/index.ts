/**
 * The pure rules shared by client and server. The zod schemas are imported
 * by subpath instead (`@elevate/shared/schemas/budgets`), so code that needs
 * only the maths does not pull zod in.
 */
export const tagline: string = 'Elevate your financial journey.';

export * from './balance-all.ts';
export * from './budget-math.ts';
export * from './category.ts';
export * from './category-edits.ts';
export * from './money.ts';
export * from './month.ts';
export * from './password.ts';
export * from './templates.ts';
export * from './validation.ts';
export * from './transaction-filters.ts';
export * from './import-match.ts';
export * from './month-keys.ts';
export * from './budget-month.ts';
export * from './recurring-schedule.ts';
export * from './goal-math.ts';
export * from './budget-suggestion.ts';
export * from './user-agent.ts';
export * from './plural.ts';
export * from './transaction-tag.ts';
