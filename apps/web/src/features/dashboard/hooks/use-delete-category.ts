import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type CategoryRef, monthKey } from '@elevate/shared';
import type { Budget } from '@elevate/shared/schemas/budgets';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useNotify } from '../../../lib/notification-context.ts';
import { budgetKeys } from '../../../entities/budgets/keys.ts';
import { deleteCategory } from '../../../entities/categories/delete-category.ts';
import { invalidateAfter } from '../../../entities/invalidation.ts';

type Deps = {
  budget: Budget | null | undefined;
  refreshBudget: () => void;
};

/** Deletes a category with its transactions of this month; a failure is only logged (docs/product/dashboard.md). */
export function useDeleteCategory({ budget, refreshBudget }: Deps) {
  const notify = useNotify();
  const t = useT();
  const queryClient = useQueryClient();
  return useCallback(
    async (category: CategoryRef) => {
      if (!budget) return;
      const month = monthKey(budget.month);
      try {
        await deleteCategory({ id: budget._id, key: { name: category.name, type: category.type } });
        notify(t('dashboard.deleteCategory.deleted', { name: category.name }), 'success');
        void invalidateAfter(
          queryClient,
          { kind: 'categoryDeleted', budget },
          { keep: [budgetKeys.month(month)] },
        );
      } catch (error) {
        console.warn('Failed to delete category. Please try again later.', error);
      } finally {
        // The shown budget, deduplicated (docs/product/dashboard.md): after a failure it brings the stored state back.
        refreshBudget();
      }
    },
    [budget, notify, t, queryClient, refreshBudget],
  );
}
