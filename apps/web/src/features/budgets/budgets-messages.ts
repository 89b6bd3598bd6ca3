import { formatMonthYear } from '@elevate/shared';

/** The Budgets page's texts (docs/product/budgets.md). */
export const budgetsMessages = {
  loadFailed: 'Failed to load budgets. Please try again later.',
  createFailed: 'Failed to create budget. Please try again.',
  monthUpdated: 'Budget month updated successfully',
  monthFailed: 'Failed to update budget month. Please try again.',
  deleteCategoryFailed: 'Failed to delete category. Please try again.',
  deleteBudgetFailed: 'Failed to delete budget. Please try again.',
  transactionsWarning:
    'Warning: This category has transactions associated with it. Deleting the category will permanently delete all associated transactions.',
};

export const categoryDeleted = (name: string) =>
  `Category "${name}" and all associated transactions have been deleted successfully`;

export const confirmDeleteCategory = (name: string) =>
  `Are you sure you want to delete the category "${name}"? This action cannot be undone.`;

export const budgetDeleted = (month: string) =>
  `Budget for ${formatMonthYear(month)} has been deleted successfully`;

export const confirmDeleteBudget = (month: string) =>
  `Are you sure you want to delete the budget for ${formatMonthYear(month)}? All associated transactions will also be permanently deleted. This action cannot be undone.`;
