import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importsApi } from '@elevate/shared/contract/imports';
import type { CsvMapping, ImportPreviewResponse } from '@elevate/shared/schemas/imports';
import { uploadForm, type UploadProgress } from '../../lib/upload.ts';
import { invalidateAfter } from '../invalidation.ts';

export type UploadImportInput = {
  file: File;
  /** A CSV's column mapping; without it the server detects one and answers it back. */
  mapping?: CsvMapping;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/** POST /api/imports (multipart, field `file` and optional JSON field `mapping`): a preview. */
export function uploadImport({
  file,
  mapping,
  onProgress,
  signal,
}: UploadImportInput): Promise<ImportPreviewResponse> {
  const form = new FormData();
  // The mapping goes first: the server reads fields in order while streaming the file.
  if (mapping) form.append('mapping', JSON.stringify(mapping));
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
