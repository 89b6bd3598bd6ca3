import { queryOptions, useQueries } from '@tanstack/react-query';
import { importsApi } from '@elevate/shared/contract/imports';
import type { ImportRow, ImportRowsResponse } from '@elevate/shared/schemas/imports';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { importKeys } from './keys.ts';

/** GET /api/imports/{importId}/rows?page=&limit=: one page of a pending preview. */
export function fetchImportRowsPage(
  importId: string,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<ImportRowsResponse> {
  return callEndpoint(importsApi.rows, { params: { importId }, query: { page, limit }, signal });
}

export const importRowsPageQuery = (importId: string, page: number, limit: number) =>
  queryOptions({
    queryKey: importKeys.rowsPage(importId, page, limit),
    queryFn: ({ signal }) => fetchImportRowsPage(importId, page, limit, signal),
    // A pending preview never changes: a page once read stays right.
    staleTime: Infinity,
  });

/**
 * The pages (1-based) a windowed preview needs now; `seed` is page 1 as the upload
 * answered it, so the first screen needs no request.
 */
export function useImportRowsPages(
  importId: string,
  pages: readonly number[],
  limit: number,
  seed: readonly ImportRow[],
) {
  return useQueries({
    queries: pages.map((page) => ({
      ...importRowsPageQuery(importId, page, limit),
      initialData:
        page === 1 && seed.length > 0
          ? { rows: [...seed], page: 1, limit, count: seed.length, totalPages: 1 }
          : undefined,
    })),
  });
}
