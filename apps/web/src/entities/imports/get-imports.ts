import { queryOptions, useQuery } from '@tanstack/react-query';
import { importsApi } from '@elevate/shared/contract/imports';
import type { ImportDetailResponse, ImportSummary } from '@elevate/shared/schemas/imports';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { importKeys } from './keys.ts';

/** GET /api/imports: the history, newest first. */
export async function fetchImportHistory(signal?: AbortSignal): Promise<ImportSummary[]> {
  const answer = await callEndpoint(importsApi.history, { signal });
  return answer.imports;
}

export const importHistoryQuery = () =>
  queryOptions({
    queryKey: importKeys.history(),
    queryFn: ({ signal }) => fetchImportHistory(signal),
  });

export function useImportHistory() {
  return useQuery(importHistoryQuery());
}

/** GET /api/imports/{importId}: what an undo would remove now, and how many were edited. */
export function fetchImportDetail(
  importId: string,
  signal?: AbortSignal,
): Promise<ImportDetailResponse> {
  return callEndpoint(importsApi.detail, { params: { importId }, signal });
}

/** Always read fresh: the undo dialog must count edits made up to now. */
export function useImportDetail(importId: string | null) {
  return useQuery({
    queryKey: importKeys.detail(importId ?? ''),
    queryFn: ({ signal }) => fetchImportDetail(importId ?? '', signal),
    enabled: importId !== null,
    staleTime: 0,
  });
}
