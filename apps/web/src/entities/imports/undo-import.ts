import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importsApi } from '@elevate/shared/contract/imports';
import type { UndoImportResponse } from '@elevate/shared/schemas/imports';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';

/** DELETE /api/imports/{importId}: removes the transactions that import created. */
export function undoImport(importId: string): Promise<UndoImportResponse> {
  return callEndpoint(importsApi.undo, { params: { importId } });
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
