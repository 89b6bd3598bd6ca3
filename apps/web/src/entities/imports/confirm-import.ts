import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  confirmImportResponse,
  type ConfirmImportBody,
  type ConfirmImportResponse,
} from '@elevate/shared/schemas/imports';
import { api } from '../../lib/api-client.ts';
import { invalidateAfter } from '../invalidation.ts';

export type ConfirmImportInput = { importId: string; body?: ConfirmImportBody };

/** POST /api/imports/{importId}/confirm: saves the preview (all rows or none). */
export function confirmImport({
  importId,
  body,
}: ConfirmImportInput): Promise<ConfirmImportResponse> {
  return api.post(`/api/imports/${encodeURIComponent(importId)}/confirm`, body ?? {}, {
    schema: confirmImportResponse,
  });
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
