import type { CategoryRef } from '@elevate/shared';
import { api } from '../../../lib/api-client.ts';

/** DELETE /api/budgets/{id}/categories: the category and that month's transactions of it. */
export async function deleteCategory(budgetId: string, category: CategoryRef): Promise<void> {
  await api.delete(`/api/budgets/${encodeURIComponent(budgetId)}/categories`, {
    query: { name: category.name, type: category.type },
  });
}
