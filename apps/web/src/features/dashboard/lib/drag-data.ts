import type { CategoryType } from '@elevate/shared';
import type { BudgetCategoryResponse } from '@elevate/shared/schemas/budgets';
import type { Transaction } from '@elevate/shared/schemas/transactions';

/** What a draggable carries: a category (reorder within its type) or a transaction (drop on a category). */
export type CategoryDrag = { kind: 'category'; category: BudgetCategoryResponse; index: number };
export type TransactionDrag = {
  kind: 'transaction';
  transaction: Transaction & { isDemo?: boolean };
};
export type DragData = CategoryDrag | TransactionDrag;

export const categoryDragId = (category: { name: string; type: CategoryType }) =>
  `category:${category.type}:${category.name}`;
export const transactionDragId = (id: string) => `transaction:${id}`;

const isDragData = (value: unknown): value is DragData =>
  typeof value === 'object' && value !== null && 'kind' in value;

export const asDragData = (value: unknown): DragData | null => (isDragData(value) ? value : null);

/**
 * A category takes another of its own type's place; a transaction
 * goes onto a category of its type with a different name.
 */
export function acceptsDrop(active: unknown, target: unknown): boolean {
  const dragged = asDragData(active);
  const over = asDragData(target);
  if (!dragged || over?.kind !== 'category') return false;
  if (dragged.kind === 'category') return dragged.category.type === over.category.type;
  return (
    dragged.transaction.type === over.category.type &&
    dragged.transaction.category !== over.category.name
  );
}
