/** Query keys of GET /api/budgets/{id}/carry-over and GET /api/budgets/suggestions. */
export const planAheadKeys = {
  all: ['plan-ahead'] as const,
  carryOver: (budgetId: string) => ['plan-ahead', 'carry-over', budgetId] as const,
  suggestions: (month: string) => ['plan-ahead', 'suggestions', month] as const,
};
