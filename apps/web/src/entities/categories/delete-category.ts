import { useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetResponse, type CategoryKey } from '@elevate/shared/schemas/budgets';
import { api } from '../../lib/api-client.ts';
import { invalidateAfter } from '../invalidation.ts';

/** DELETE /api/budgets/{id}/categories?name=&type=: the category and its month's transactions. */
export function deleteCategory({ id, key }: { id: string; key: CategoryKey }) {
  return api.delete(`/api/budgets/${encodeURIComponent(id)}/categories`, {
    query: key,
    schema: budgetResponse,
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (budget) => invalidateAfter(queryClient, { kind: 'categoryDeleted', budget }),
  });
}
