/** Cache keys of the dashboard's server state; one month's budget and one month's transaction pages. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  budget: (monthIso: string) => ['dashboard', 'budget', monthIso] as const,
  months: () => ['dashboard', 'budget-months'] as const,
  transactions: (monthIso: string | null, pageSize: number) =>
    ['dashboard', 'transactions', monthIso, pageSize] as const,
  transactionsAll: () => ['dashboard', 'transactions'] as const,
};
