import { budgetsApi } from '@elevate/shared/contract/budgets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  BUDGET_PAGE_SIZE,
  MAX_BUDGETS_PER_USER,
  type Budget,
} from '@elevate/shared/schemas/budgets';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { budgetKeys } from './keys.ts';

// An account holds at most 1,200 budgets (decision 0016): ten full pages, then one short.
const MAX_PAGES = MAX_BUDGETS_PER_USER / BUDGET_PAGE_SIZE + 1;

/**
 * GET /api/budgets: every budget, newest month first. The server answers 120 per page,
 * so pages are read until one comes back short; a failed page fails the whole list
 * rather than caching part of it. (The server sorts; sorting again keeps the page honest.)
 */
async function fetchBudgets(signal?: AbortSignal): Promise<Budget[]> {
  const all: Budget[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const list = await callEndpoint(budgetsApi.list, {
      query: { page, limit: BUDGET_PAGE_SIZE },
      signal,
    });
    all.push(...list);
    if (list.length < BUDGET_PAGE_SIZE) break;
  }
  return all.sort((a, b) => Date.parse(b.month) - Date.parse(a.month));
}

const budgetsQuery = () =>
  queryOptions({ queryKey: budgetKeys.list(), queryFn: ({ signal }) => fetchBudgets(signal) });

export function useBudgets() {
  return useQuery(budgetsQuery());
}
