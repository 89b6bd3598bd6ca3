import { useCallback } from 'react';
import type { CategoryRef } from '@elevate/shared';
import type { Budget } from '@elevate/shared/schemas/budgets';
import { useNotify } from '../../../app/notification-context.ts';
import { deleteCategory } from '../api/delete-category.ts';

type Deps = {
  budget: Budget | null | undefined;
  refreshBudget: () => void;
  reloadTransactions: () => void;
};

/** Deletes a category with its transactions of this month; a failure is only logged (section 8). */
export function useDeleteCategory({ budget, refreshBudget, reloadTransactions }: Deps) {
  const notify = useNotify();
  return useCallback(
    async (category: CategoryRef) => {
      if (!budget) return;
      try {
        await deleteCategory(budget._id, category);
        notify(
          `Category "${category.name}" and all associated transactions have been deleted successfully`,
          'success',
        );
      } catch (error) {
        console.warn('Failed to delete category. Please try again later.', error);
      } finally {
        refreshBudget();
        reloadTransactions();
      }
    },
    [budget, notify, refreshBudget, reloadTransactions],
  );
}
