import type { MonthKey } from '@elevate/shared';

/** Query keys of GET /api/budgets (the list, or one month's) and GET /api/budgets/months. */
export const budgetKeys = {
  all: ['budgets'] as const,
  /** Every budget, newest month first (the Budgets page). */
  list: () => ['budgets', 'list'] as const,
  /** The months that have a budget (the month bar and the Select Month dialog). */
  months: () => ['budgets', 'months'] as const,
  /** One month's budget, or null (the dashboard, the transaction form's categories). */
  month: (month: MonthKey) => ['budgets', 'month', month] as const,
};
