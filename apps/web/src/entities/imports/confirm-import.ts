import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importsApi } from '@elevate/shared/contract/imports';
import type { ConfirmImportBody, ConfirmImportResponse } from '@elevate/shared/schemas/imports';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { invalidateAfter } from '../invalidation.ts';

export type ConfirmImportInput = { importId: string; body?: ConfirmImportBody };

/** POST /api/imports/{importId}/confirm: saves the preview (all rows or none). */
export function confirmImport({
  importId,
  body,
}: ConfirmImportInput): Promise<ConfirmImportResponse> {
  return callEndpoint(importsApi.confirm, { params: { importId }, body: body ?? {} });
}

/** Confirms, then refreshes every transaction list, every budget and the history. */
export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmImport,
    onSuccess: () => {
      void invalidateAfter(queryClient, { kind: 'importConfirmed' });
    },
  });
}
