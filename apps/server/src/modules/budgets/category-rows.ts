import { toCents, type CategoryType } from '@elevate/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { budgetCategories } from '../../db/schema.ts';

export interface CategoryInput {
  name: string;
  type: CategoryType;
  budgetedAmount: number;
  sortOrder?: number | undefined;
}

/** Income is never budgeted: whatever the client sends, it is stored as 0. */
export function budgetedCentsFor(type: CategoryType, budgetedCents: number): number {
  return type === 'income' ? 0 : budgetedCents;
}

/**
 * Replaces a budget's categories with the given list, in its order. Actual
 * amounts sent by the client are not stored: they are always computed.
 */
export async function replaceCategories(tx: Db, budgetId: string, categories: CategoryInput[]) {
  await tx.delete(budgetCategories).where(eq(budgetCategories.budgetId, budgetId));
  if (categories.length === 0) return;
  await tx.insert(budgetCategories).values(
    categories.map((category, position) => ({
      budgetId,
      name: category.name,
      type: category.type,
      budgetedCents: budgetedCentsFor(category.type, toCents(category.budgetedAmount)),
      sortOrder: category.sortOrder ?? 0,
      position,
    })),
  );
}
