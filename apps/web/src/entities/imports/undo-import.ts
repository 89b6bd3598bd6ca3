import { useMutation, useQueryClient } from '@tanstack/react-query';
import { undoImportResponse, type UndoImportResponse } from '@elevate/shared/schemas/imports';
import { api } from '../../lib/api-client.ts';
import { invalidateAfter } from '../invalidation.ts';

/** DELETE /api/imports/{importId}: removes the transactions that import created. */
export function undoImport(importId: string): Promise<UndoImportResponse> {
  return api.delete(`/api/imports/${encodeURIComponent(importId)}`, {
    schema: undoImportResponse,
  });
}

/** Undoes, then refreshes every transaction list, every budget and the history. */
export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoImport,
    onSuccess: () => {
      void invalidateAfter(queryClient, { kind: 'importUndone' });
    },
  });
}
