import type { CategoryType } from '@elevate/shared';
import type { BudgetCategoryResponse, CategoryPatch } from '@elevate/shared/schemas/budgets';

export type CategoryEdit = { name: string; budgetedAmount: number };
export type CategoryDefinition = CategoryEdit & { type: CategoryType };

/** A trimmed non-empty name and an amount of 0 or more, else the edit is dropped. */
export function parseCategoryEdit(
  name: string,
  amount: string,
  income: boolean,
): CategoryEdit | null {
  const trimmed = name.trim();
  const value = income ? 0 : Number(amount);
  if (!trimmed || amount.trim() === '' || !Number.isFinite(value) || value < 0) return null;
  return { name: trimmed, budgetedAmount: Math.round(value * 100) / 100 };
}

/**
 * The PATCH for an edited definition, or null when nothing changed. Income is stored
 * unbudgeted (docs/product/budgets.md), so no amount is sent for it: the server keeps 0.
 */
export function categoryPatchFor(
  category: BudgetCategoryResponse,
  edit: CategoryDefinition,
): CategoryPatch | null {
  const patch: CategoryPatch = { name: category.name, type: category.type };
  if (edit.name !== category.name) patch.newName = edit.name;
  if (edit.type !== category.type) patch.newType = edit.type;
  if (edit.type !== 'income' && edit.budgetedAmount !== category.budgetedAmount) {
    patch.budgetedAmount = edit.budgetedAmount;
  }
  return Object.keys(patch).length > 2 ? patch : null;
}
