import { useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetsApi } from '@elevate/shared/contract/budgets';
import type { CategoryPatch } from '@elevate/shared/schemas/budgets';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';

/** PATCH /api/budgets/{id}/categories: rename, retype or re-budget one category; its transactions follow. */
function patchCategory({ id, patch }: { id: string; patch: CategoryPatch }) {
  return callEndpoint(budgetsApi.patchCategory, { params: { id }, body: patch });
}

export function usePatchCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchCategory,
    onSuccess: (budget) => invalidateAfter(queryClient, { kind: 'categoryEdited', budget }),
  });
}
