import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { adjustActual, monthKey } from '@elevate/shared';
import type { Budget } from '@elevate/shared/schemas/budgets';
import type { CreateTransactionBody } from '@elevate/shared/schemas/transactions';
import { budgetKeys } from '../../../entities/budgets/keys.ts';
import { invalidateAfter } from '../../../entities/invalidation.ts';
import { useMonthStartDay } from '../../../entities/ledgers/month-start-day.ts';
import { createTransaction } from '../../../entities/transactions/create-transaction.ts';
import { categoryShares } from '../../../entities/transactions/transaction-parts.ts';
import { countsInBudget, withCategories } from '../lib/budget-view.ts';

type Deps = {
  monthIso: string;
  writing: boolean;
  refreshBudget: () => void;
};

/**
 * A new transaction raises its category's actual in the shown budget (a split's parts each
 * raise their own), then both refresh.
 */
export function useAddTransaction({ monthIso, writing, refreshBudget }: Deps) {
  const queryClient = useQueryClient();
  const monthStartDay = useMonthStartDay();
  return useCallback(
    async (body: CreateTransactionBody) => {
      const month = monthKey(monthIso);
      try {
        const created = await createTransaction(body);
        // No answer: it waits in the queue on this device, and is counted once it is sent.
        if (!created) return;
        // A save in flight owns the cached budget; the refresh below brings the new actual in.
        if (!writing) {
          queryClient.setQueryData<Budget | null>(budgetKeys.month(month), (budget) =>
            budget && countsInBudget(budget.month, created.date, monthStartDay)
              ? withCategories(
                  budget,
                  categoryShares(created).reduce(
                    (categories, share) => adjustActual(categories, share, share.amount),
                    budget.categories,
                  ),
                )
              : budget,
          );
        }
        // The shown budget is refreshed deduplicated (docs/product/dashboard.md); the map refreshes the
        // month's pages and every other cache the new row touched.
        refreshBudget();
        void invalidateAfter(
          queryClient,
          { kind: 'transactionCreated', transaction: created },
          { keep: [budgetKeys.month(month)] },
        );
      } catch (error) {
        console.warn('Failed to create transaction. Please try again later.', error);
      }
    },
    [monthIso, writing, queryClient, refreshBudget, monthStartDay],
  );
}
