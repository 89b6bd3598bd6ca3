import { formatMonthYear } from '../../lib/i18n/format.ts';
import type { Translate } from '../../lib/i18n/use-t.ts';

/** The Budgets page's texts (docs/product/budgets.md): catalogue keys, read with t() when shown. */
export const budgetsMessages = {
  loadFailed: 'budgets.loadFailed',
  createFailed: 'budgets.createFailed',
  monthUpdated: 'budgets.monthUpdated',
  monthFailed: 'budgets.monthFailed',
  deleteCategoryFailed: 'budgets.deleteCategoryFailed',
  deleteBudgetFailed: 'budgets.deleteBudgetFailed',
  transactionsWarning: 'budgets.transactionsWarning',
} as const;

export const categoryDeleted = (t: Translate, name: string) =>
  t('budgets.categoryDeleted', { name });

export const confirmDeleteCategory = (t: Translate, name: string) =>
  t('budgets.confirmDeleteCategory', { name });

export const budgetDeleted = (t: Translate, month: string) =>
  t('budgets.budgetDeleted', { month: formatMonthYear(month) });

export const confirmDeleteBudget = (t: Translate, month: string) =>
  t('budgets.confirmDeleteBudget', { month: formatMonthYear(month) });
