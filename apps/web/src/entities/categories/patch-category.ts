import { useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetResponse, type CategoryPatch } from '@elevate/shared/schemas/budgets';
import { api } from '../../lib/api-client.ts';
import { invalidateAfter } from '../invalidation.ts';

/** PATCH /api/budgets/{id}/categories: rename, retype or re-budget one category; its transactions follow. */
function patchCategory({ id, patch }: { id: string; patch: CategoryPatch }) {
  return api.patch(`/api/budgets/${encodeURIComponent(id)}/categories`, patch, {
    schema: budgetResponse,
  });
}

export function usePatchCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchCategory,
    onSuccess: (budget) => invalidateAfter(queryClient, { kind: 'categoryEdited', budget }),
  });
}
