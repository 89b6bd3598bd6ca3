import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { adjustActual, isSameMonth } from '@elevate/shared';
import type { Budget } from '@elevate/shared/schemas/budgets';
import type { CreateTransactionBody } from '@elevate/shared/schemas/transactions';
import { createTransaction } from '../api/create-transaction.ts';
import { dashboardKeys } from '../api/query-keys.ts';
import { withCategories } from '../lib/budget-view.ts';

type Deps = {
  monthIso: string;
  writing: boolean;
  refreshBudget: () => void;
  reloadTransactions: () => void;
};

/** Section 4: a new transaction raises its category's actual in the shown budget, then both refresh. */
export function useAddTransaction({ monthIso, writing, refreshBudget, reloadTransactions }: Deps) {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: CreateTransactionBody) => {
      try {
        const created = await createTransaction(body);
        // A save in flight owns the cached budget; the refresh below brings the new actual in.
        if (!writing) {
          queryClient.setQueryData<Budget | null>(dashboardKeys.budget(monthIso), (budget) =>
            budget && isSameMonth(budget.month, created.date)
              ? withCategories(
                  budget,
                  adjustActual(
                    budget.categories,
                    { name: created.category, type: created.type },
                    created.amount,
                  ),
                )
              : budget,
          );
        }
        refreshBudget();
        void queryClient.invalidateQueries({ queryKey: dashboardKeys.months() });
        reloadTransactions();
      } catch (error) {
        console.warn('Failed to create transaction. Please try again later.', error);
      }
    },
    [monthIso, writing, queryClient, refreshBudget, reloadTransactions],
  );
}
