import type { ImportPreviewResponse, ImportRow } from '@elevate/shared/schemas/imports';
import { IMPORT_INLINE_ROWS } from '@elevate/shared/schemas/imports';
import { useImportRowsPages } from '../../../entities/imports/get-import-rows.ts';

const pageSize = IMPORT_INLINE_ROWS;

/**
 * The preview rows in [start, end): page 1 came with the upload, the others are read as
 * the window reaches them. A row not read yet is `undefined` (drawn as a placeholder).
 */
export function usePreviewRows(preview: ImportPreviewResponse, start: number, end: number) {
  const first = Math.floor(start / pageSize) + 1;
  const last = Math.max(first, Math.floor(Math.max(start, end - 1) / pageSize) + 1);
  const pages = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const results = useImportRowsPages(preview.importId, pages, pageSize, preview.rows);

  const rowAt = (index: number): ImportRow | undefined => {
    const page = Math.floor(index / pageSize) + 1;
    const data = results[page - first]?.data;
    return data?.rows[index - (page - 1) * pageSize];
  };
  return {
    rows: Array.from({ length: Math.max(0, end - start) }, (_, i) => rowAt(start + i)),
    failed: results.some((result) => result.isError),
  };
}
