import { useCallback, useState } from 'react';
import type { ImportPreviewResponse } from '@elevate/shared/schemas/imports';
import { translate } from '../../../lib/i18n/use-t.ts';
import { rowsSetText } from '../preview-rule.ts';
import type { PreviewNotice } from './use-preview-rules.ts';
import type { RowEdits } from './use-row-edits.ts';
import type { RowLoader } from './use-row-loader.ts';

/**
 * One category for every selected row, as if the user had picked it on each: it is a
 * hand edit, so a rule saved later leaves these rows alone. Selected rows never scrolled
 * to are read first.
 */
export function useBulkCategory(
  preview: ImportPreviewResponse,
  edits: RowEdits,
  selected: ReadonlySet<number>,
  loadRows: RowLoader,
  onNotice: (notice: PreviewNotice) => void,
) {
  const [busy, setBusy] = useState(false);
  const { editMany, view } = edits;

  const set = useCallback(
    async (category: string) => {
      setBusy(true);
      try {
        const rows = await loadRows(selected);
        editMany(rows, { category });
        onNotice({ severity: 'success', text: rowsSetText(rows.length, category) });
      } catch {
        onNotice({ severity: 'error', text: translate('imports.notice.bulkRowsFailed') });
      } finally {
        setBusy(false);
      }
    },
    [loadRows, selected, editMany, onNotice],
  );

  // The picker offers the month and type of the first selected row the upload answered with.
  const first = preview.rows.find((row) => selected.has(row.index)) ?? preview.rows[0];
  const sample = first
    ? { date: first.date, type: view(first).type }
    : { date: preview.expiresAt, type: 'expense' as const };

  return { set: (category: string) => void set(category), busy, sample };
}
