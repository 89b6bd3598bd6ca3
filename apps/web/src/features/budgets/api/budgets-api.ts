import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  budgetListResponse,
  budgetResponse,
  type Budget,
  type BudgetCategoryInput,
  type CategoryKey,
  type CategoryPatch,
} from '@elevate/shared/schemas/budgets';
import { successResponse } from '@elevate/shared/schemas/common';
import { totalBudgeted } from '@elevate/shared';
import { api } from '../../../lib/api-client.ts';

export const budgetsListKey = ['budgets', 'all'] as const;

/** Every budget, newest month first (the server sorts; sorting again keeps the page honest). */
export const budgetsListQuery = queryOptions({
  queryKey: budgetsListKey,
  queryFn: async () => {
    const list = await api.get('/api/budgets', { schema: budgetListResponse });
    return [...list].sort((a, b) => Date.parse(b.month) - Date.parse(a.month));
  },
});

export type NewBudget = { month: string; categories: BudgetCategoryInput[] };

const createBudget = ({ month, categories }: NewBudget) =>
  api.post(
    '/api/budgets',
    { month, categories, totalBudgeted: totalBudgeted(categories.map(withActual)), totalActual: 0 },
    { schema: budgetResponse },
  );

const withActual = (category: BudgetCategoryInput) => ({ ...category, actualAmount: 0 });

const updateBudgetMonth = ({ id, month }: { id: string; month: string }) =>
  api.put(`/api/budgets/${id}`, { month }, { schema: budgetResponse });

const deleteBudget = (id: string) => api.delete(`/api/budgets/${id}`, { schema: successResponse });

const patchCategory = ({ id, patch }: { id: string; patch: CategoryPatch }) =>
  api.patch(`/api/budgets/${id}/categories`, patch, { schema: budgetResponse });

const deleteCategory = ({ id, key }: { id: string; key: CategoryKey }) =>
  api.delete(`/api/budgets/${id}/categories`, { query: key, schema: budgetResponse });

/** Appends one category; the version makes a change from another tab a 409, not a silent loss. */
const addCategory = ({ budget, category }: { budget: Budget; category: BudgetCategoryInput }) => {
  const categories = [...budget.categories, { ...category, actualAmount: 0 }];
  return api.put(
    `/api/budgets/${budget._id}`,
    { categories, totalBudgeted: totalBudgeted(categories), version: budget.version },
    { schema: budgetResponse },
  );
};

/** Budget changes can move or delete transactions, so both caches are refreshed. */
function useBudgetMutation<TVars, TData>(mutationFn: (vars: TVars) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['budgets'] }),
        queryClient.invalidateQueries({ queryKey: ['transactions'] }),
      ]);
    },
  });
}

export const useCreateBudget = () => useBudgetMutation(createBudget);
export const useUpdateBudgetMonth = () => useBudgetMutation(updateBudgetMonth);
export const usePatchCategory = () => useBudgetMutation(patchCategory);
export const useDeleteCategory = () => useBudgetMutation(deleteCategory);
export const useAddCategory = () => useBudgetMutation(addCategory);

/** No invalidation here: the page refetches 500 ms after a delete (spec section 9). */
export function useDeleteBudget() {
  return useMutation({ mutationFn: deleteBudget });
}
