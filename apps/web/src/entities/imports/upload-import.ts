import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importsApi } from '@elevate/shared/contract/imports';
import type { CsvMapping, ImportPreviewResponse } from '@elevate/shared/schemas/imports';
import { uploadForm, type UploadProgress } from '../../lib/upload.ts';
import { invalidateAfter } from '../invalidation.ts';

export type UploadImportInput = {
  file: File;
  /** A CSV's column mapping; without it the server detects one and answers it back. */
  mapping?: CsvMapping;
  /**
   * The account the rows go into (decision 0052). Without it the server takes the account
   * this file's bank account was last imported into, else the ledger's default.
   */
  accountId?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/**
 * POST /api/imports (multipart, field `file`, optional JSON field `mapping` and optional
 * field `accountId`): a preview.
 */
export function uploadImport({
  file,
  mapping,
  accountId,
  onProgress,
  signal,
}: UploadImportInput): Promise<ImportPreviewResponse> {
  const form = new FormData();
  // The fields go first: the server reads them in order while streaming the file.
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  if (accountId) form.append('accountId', accountId);
  form.append('file', file, file.name);
  // A multipart upload with progress, so not through callEndpoint; path and answer from the contract.
  return uploadForm(importsApi.upload.path, form, {
    schema: importsApi.upload.responses[201],
    onProgress,
    signal,
  });
}

/** Uploads for a preview; nothing is saved until the preview is confirmed, but the upload is logged. */
export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImport,
    onSuccess: () => invalidateAfter(queryClient, { kind: 'importUploaded' }),
  });
}
