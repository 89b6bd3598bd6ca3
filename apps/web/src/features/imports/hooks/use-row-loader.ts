import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  IMPORT_INLINE_ROWS,
  type ImportPreviewResponse,
  type ImportRow,
} from '@elevate/shared/schemas/imports';
import { importRowsPageQuery } from '../../../entities/imports/get-import-rows.ts';

const pageSize = IMPORT_INLINE_ROWS;

/**
 * Reads preview rows beyond the window: a rule or a bulk change reaches rows the user
 * never scrolled to. Pages already read come from the cache (they never change while
 * the preview is pending), the others one at a time, so a large file is not one burst.
 * `indices` limits the pages to those rows; without it every row is read.
 */
export type RowLoader = (indices?: ReadonlySet<number>) => Promise<ImportRow[]>;

export function useRowLoader(preview: ImportPreviewResponse): RowLoader {
  const queryClient = useQueryClient();
  const { importId, count, rows: seed } = preview;
  return useCallback(
    async (indices?: ReadonlySet<number>): Promise<ImportRow[]> => {
      const last = Math.ceil(count / pageSize);
      const pages = indices
        ? [...new Set([...indices].map((index) => Math.floor(index / pageSize) + 1))].sort(
            (a, b) => a - b,
          )
        : Array.from({ length: last }, (_, i) => i + 1);
      const rows: ImportRow[] = [];
      for (const page of pages) {
        const read =
          page === 1 && seed.length > 0
            ? seed
            : (await queryClient.fetchQuery(importRowsPageQuery(importId, page, pageSize))).rows;
        for (const row of read) if (!indices || indices.has(row.index)) rows.push(row);
      }
      return rows;
    },
    [queryClient, importId, count, seed],
  );
}
