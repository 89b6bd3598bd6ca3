import { useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetsApi } from '@elevate/shared/contract/budgets';
import type { CategoryKey } from '@elevate/shared/schemas/budgets';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';

/** DELETE /api/budgets/{id}/categories?name=&type=: the category and its month's transactions. */
export function deleteCategory({ id, key }: { id: string; key: CategoryKey }) {
  return callEndpoint(budgetsApi.deleteCategory, { params: { id }, query: key });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (budget) => invalidateAfter(queryClient, { kind: 'categoryDeleted', budget }),
  });
}
