import {
  type BudgetCategory,
  type CategoryRef,
  type CategoryType,
  isSameCategory,
  sortCategories,
} from './category.ts';
import { fromCents, toCents } from './money.ts';

/**
 * Optimistic edits the dashboard applies before the server answers. Each
 * returns a new array and leaves its input alone, so a failed save can put
 * the old array back.
 */

/** Adds delta (dollars, may be negative) to the actual of the category with this name and type. */
export function adjustActual<T extends BudgetCategory>(
  categories: readonly T[],
  ref: CategoryRef,
  delta: number,
): T[] {
  return categories.map((category) =>
    isSameCategory(category, ref)
      ? { ...category, actualAmount: fromCents(toCents(category.actualAmount) + toCents(delta)) }
      : category,
  );
}

/** Sets one category's budgeted amount (an inline edit, or its undo and redo). */
export function setBudgetedAmount<T extends BudgetCategory>(
  categories: readonly T[],
  ref: CategoryRef,
  amount: number,
): T[] {
  return categories.map((category) =>
    isSameCategory(category, ref) ? { ...category, budgetedAmount: amount } : category,
  );
}

/**
 * Moves the category at fromIndex to toIndex within one type (indexes into
 * that type's categories sorted by sortOrder) and renumbers that type's
 * sortOrder 0, 1, 2…; other types are untouched. Array order is kept.
 */
export function applyReorder<T extends BudgetCategory>(
  categories: readonly T[],
  type: CategoryType,
  fromIndex: number,
  toIndex: number,
): T[] {
  const ordered = sortCategories(categories.filter((category) => category.type === type));
  const inRange = (index: number) =>
    Number.isInteger(index) && index >= 0 && index < ordered.length;
  if (!inRange(fromIndex) || !inRange(toIndex)) return [...categories];
  const [moved] = ordered.splice(fromIndex, 1);
  if (moved === undefined) return [...categories];
  ordered.splice(toIndex, 0, moved);
  const position = new Map<T, number>(ordered.map((category, index) => [category, index]));
  return categories.map((category) => {
    const sortOrder = position.get(category);
    return sortOrder === undefined ? category : { ...category, sortOrder };
  });
}
