import { queryOptions, useQuery } from '@tanstack/react-query';
import { budgetListResponse, type Budget } from '@elevate/shared/schemas/budgets';
import { api } from '../../lib/api-client.ts';
import { budgetKeys } from './keys.ts';

/** GET /api/budgets: every budget, newest month first (the server sorts; sorting again keeps the page honest). */
async function fetchBudgets(signal?: AbortSignal): Promise<Budget[]> {
  const list = await api.get('/api/budgets', { schema: budgetListResponse, signal });
  return [...list].sort((a, b) => Date.parse(b.month) - Date.parse(a.month));
}

const budgetsQuery = () =>
  queryOptions({ queryKey: budgetKeys.list(), queryFn: ({ signal }) => fetchBudgets(signal) });

export function useBudgets() {
  return useQuery(budgetsQuery());
}
