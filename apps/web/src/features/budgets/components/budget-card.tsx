import { useState } from 'react';
import { Divider, Paper, Typography } from '@mui/material';
import type { CategoryType } from '@elevate/shared';
import type { Budget, BudgetCategoryResponse } from '@elevate/shared/schemas/budgets';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useNotify } from '../../../lib/notification-context.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { conflictMessage, isApiError } from '../../../lib/api-error.ts';
import { useUpdateBudgetMonth } from '../../../entities/budgets/update-budget-month.ts';
import { useAddCategory } from '../../../entities/categories/add-category.ts';
import { useDeleteCategory } from '../../../entities/categories/delete-category.ts';
import { usePatchCategory } from '../../../entities/categories/patch-category.ts';
import { budgetsMessages, categoryDeleted, confirmDeleteCategory } from '../budgets-messages.ts';
import { monthInputToIso } from '../create-budget-draft.ts';
import { BudgetMonthHeader } from './budget-month-header.tsx';
import { BudgetSummary } from './budget-summary.tsx';
import { categoryPatchFor, type CategoryDefinition, type CategoryEdit } from '../category-edit.ts';
import { CategorySection } from './category-section.tsx';

type BudgetCardProps = { budget: Budget; onDelete: (budget: Budget) => void };

const sections: { titleKey: string; type: CategoryType }[] = [
  { titleKey: 'budgets.section.income', type: 'income' },
  { titleKey: 'budgets.section.savings', type: 'savings' },
  { titleKey: 'budgets.section.expenses', type: 'expense' },
];

export function BudgetCard({ budget, onDelete }: BudgetCardProps) {
  const t = useT();
  const notify = useNotify();
  const updateMonth = useUpdateBudgetMonth();
  const patchCategory = usePatchCategory();
  const addCategory = useAddCategory();
  const deleteCategory = useDeleteCategory();
  const [toDelete, setToDelete] = useState<BudgetCategoryResponse | null>(null);

  const changeMonth = (value: string) =>
    updateMonth.mutate(
      { id: budget._id, month: monthInputToIso(value) },
      {
        onSuccess: () => notify(t(budgetsMessages.monthUpdated), 'success'),
        // A 409 names the clash (the month already has a budget); other failures get the page's usual text.
        onError: (error) =>
          notify(
            isApiError(error) && error.status === 409 && error.msg
              ? error.msg
              : t(budgetsMessages.monthFailed),
            'error',
          ),
      },
    );

  // Category update and add failures on this page are only logged, except a
  // 409, whose server text names the clash (that name and type exist) the user can fix.
  const saveCategory = (category: BudgetCategoryResponse, edit: CategoryDefinition) => {
    const patch = categoryPatchFor(category, edit);
    if (!patch) return;
    patchCategory.mutate(
      { id: budget._id, patch },
      {
        onError: (error) =>
          isApiError(error) && error.status === 409 && error.msg
            ? notify(error.msg, 'error')
            : console.error('Failed to update category', error),
      },
    );
  };

  // Answers whether it was added: on a failure the row keeps what was typed, so after a
  // 409 (shown, with the budget fetched again) the same entry can be saved again.
  const add = async (type: CategoryType, edit: CategoryEdit): Promise<boolean> => {
    const orders = budget.categories.filter((c) => c.type === type).map((c) => c.sortOrder);
    try {
      await addCategory.mutateAsync({
        budget,
        category: {
          name: edit.name,
          type,
          budgetedAmount: type === 'income' ? 0 : edit.budgetedAmount,
          sortOrder: orders.length ? Math.max(...orders) + 1 : 0,
        },
      });
      return true;
    } catch (error) {
      const conflict = conflictMessage(error);
      if (conflict) notify(conflict, 'error');
      else console.error('Failed to add category', error);
      return false;
    }
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const { name, type } = toDelete;
    deleteCategory.mutate(
      { id: budget._id, key: { name, type } },
      {
        onSuccess: () => notify(categoryDeleted(t, name), 'success'),
        onError: () => notify(t(budgetsMessages.deleteCategoryFailed), 'error'),
        onSettled: () => setToDelete(null),
      },
    );
  };

  return (
    <Paper
      component="article"
      aria-label={t('budgets.card.label', { month: budget.month.slice(0, 7) })}
      sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}
    >
      <BudgetMonthHeader
        month={budget.month}
        busy={updateMonth.isPending}
        onChangeMonth={changeMonth}
        onDelete={() => onDelete(budget)}
      />
      <Divider sx={{ my: 1.5 }} />
      <BudgetSummary categories={budget.categories} />
      {sections.map((section) => (
        <CategorySection
          key={section.type}
          title={t(section.titleKey)}
          type={section.type}
          categories={budget.categories}
          onSave={saveCategory}
          onDelete={setToDelete}
          onAdd={add}
        />
      ))}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('budgets.deleteCategory.title')}
        busy={deleteCategory.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        <Typography>{toDelete && confirmDeleteCategory(t, toDelete.name)}</Typography>
        {toDelete && toDelete.actualAmount !== 0 && (
          <Typography color="error" sx={{ mt: 2 }}>
            {t(budgetsMessages.transactionsWarning)}
          </Typography>
        )}
      </ConfirmDialog>
    </Paper>
  );
}
