import { templateCategories, type CategoryType } from '@elevate/shared';
import type { Budget, BudgetCategoryInput } from '@elevate/shared/schemas/budgets';

/**
 * The new budget starts from the most recent budget's categories
 * (names, types and sortOrder; amounts 0), or the built-in template when there is none.
 */
export function prefillCategories(latest: Budget | null | undefined): BudgetCategoryInput[] {
  const source = latest?.categories.length ? latest.categories : templateCategories();
  return source.map(({ name, type, sortOrder }) => ({ name, type, budgetedAmount: 0, sortOrder }));
}

export function templateDraft(): BudgetCategoryInput[] {
  return prefillCategories(null);
}

/** A name, a type, and for expense or savings an amount above 0. */
export function canAddDraftCategory(
  name: string,
  type: CategoryType | '',
  amount: string,
): boolean {
  if (!name.trim() || !type) return false;
  if (type === 'income') return true;
  const value = Number(amount);
  return amount.trim() !== '' && Number.isFinite(value) && value > 0;
}

/** The new row goes last within its type; income is never budgeted. */
export function draftCategory(
  existing: readonly BudgetCategoryInput[],
  name: string,
  type: CategoryType,
  amount: string,
): BudgetCategoryInput {
  const orders = existing.filter((c) => c.type === type).map((c) => c.sortOrder ?? 0);
  return {
    name: name.trim(),
    type,
    budgetedAmount: type === 'income' ? 0 : Math.round(Number(amount) * 100) / 100,
    sortOrder: orders.length ? Math.max(...orders) + 1 : 0,
  };
}

/**
 * 'YYYY-MM' of the user's current budget month, the month input's format: with the ledger's
 * months starting on the 25th, from the 25th on that is the next calendar month.
 */
export function monthInputValue(date: Date = new Date(), startDay = 1): string {
  const next = startDay > 1 && date.getDate() >= startDay ? 1 : 0;
  const month = new Date(date.getFullYear(), date.getMonth() + next, 1);
  return `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`;
}

/** 'YYYY-MM' of a budget's (UTC) month. */
export function budgetMonthInputValue(monthIso: string): string {
  return monthIso.slice(0, 7);
}

/** The month input's value as the first day of that month, as the API expects. */
export function monthInputToIso(value: string): string {
  return `${value}-01`;
}
