import { useCallback } from 'react';
import {
  Alert,
  Box,
  Checkbox,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { CategoryType } from '@elevate/shared';
import type { ImportPreviewResponse, ImportRow } from '@elevate/shared/schemas/imports';
import type { MatchChoice, RowEdits } from '../hooks/use-row-edits.ts';
import { useRuleNames } from '../../../entities/rules/get-rules.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { usePreviewRows } from '../hooks/use-preview-rows.ts';
import type { RowSelection } from '../hooks/use-row-selection.ts';
import { useWindowedRows } from '../hooks/use-windowed-rows.ts';
import { PlaceholderRow, PreviewRow, type RowView } from './preview-row.tsx';
import { srOnly } from './sr-only.ts';

export const previewRowHeight = { wide: 56, compact: 112 };
/** Rows are one height for the windowing: a preview with possible matches has room for them. */
const matchRowHeight = { wide: 96, compact: 172 };
const headerHeight = 40;

type PreviewTableProps = {
  preview: ImportPreviewResponse;
  edits: RowEdits;
  selection: RowSelection;
  onCreateRule: (row: ImportRow, view: RowView) => void;
};

/**
 * Every row of the preview as it will be saved, windowed: only the rows in view (and a
 * few either side) are in the DOM, so 100,000 rows scroll like 50.
 */
export function PreviewTable({ preview, edits, selection, onCreateRule }: PreviewTableProps) {
  const t = useT();
  const theme = useTheme();
  // Phones get two columns: the ticks, and the row's details with its controls below.
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const heights = preview.matches > 0 ? matchRowHeight : previewRowHeight;
  const height = compact ? heights.compact : heights.wide;
  const columns = compact ? 2 : 8;
  const win = useWindowedRows(preview.count, height);
  const { rows, failed } = usePreviewRows(preview, win.start, win.end);
  const ruleNames = useRuleNames();
  const { edit } = edits;

  const onInclude = useCallback(
    (row: ImportRow, include: boolean) => edit(row, { include }),
    [edit],
  );
  const onType = useCallback((row: ImportRow, type: CategoryType) => edit(row, { type }), [edit]);
  const onCategory = useCallback(
    (row: ImportRow, category: string) => edit(row, { category }),
    [edit],
  );
  const onMatch = useCallback((row: ImportRow, match: MatchChoice) => edit(row, { match }), [edit]);

  return (
    <>
      {failed && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {t('imports.table.loadFailed')}
        </Alert>
      )}
      <TableContainer
        component={Paper}
        variant="outlined"
        ref={win.container}
        onScroll={win.onScroll}
        // As tall as the rows (a short file leaves no empty box), at most most of the screen.
        sx={{ height: `min(${preview.count * height + headerHeight}px, 62vh)`, overflowY: 'auto' }}
        data-testid="preview-scroller"
      >
        <Table
          stickyHeader
          size="small"
          aria-label={t('imports.table.label')}
          aria-rowcount={preview.count + 1}
          sx={{ tableLayout: 'fixed', minWidth: compact ? 0 : 684 }}
        >
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" sx={{ width: 44, px: 0.5 }}>
                <Checkbox
                  size="small"
                  color="secondary"
                  checked={selection.all}
                  indeterminate={selection.some}
                  onChange={(event) => selection.toggleAll(event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('imports.table.selectAll') } }}
                />
                {compact && (
                  <Box component="span" sx={srOnly}>
                    {t('imports.table.import')}
                  </Box>
                )}
              </TableCell>
              {!compact && (
                <TableCell padding="checkbox" sx={{ width: 44 }}>
                  <Box component="span" sx={srOnly}>
                    {t('imports.table.import')}
                  </Box>
                </TableCell>
              )}
              {compact ? (
                <TableCell>{t('imports.table.row')}</TableCell>
              ) : (
                <>
                  <TableCell sx={{ width: 108 }}>{t('imports.table.date')}</TableCell>
                  <TableCell>{t('imports.table.description')}</TableCell>
                  <TableCell sx={{ width: 112 }}>{t('imports.table.type')}</TableCell>
                  <TableCell sx={{ width: 150 }}>{t('imports.table.category')}</TableCell>
                  <TableCell align="right" sx={{ width: 104 }}>
                    {t('imports.table.amount')}
                  </TableCell>
                  <TableCell sx={{ width: 48 }}>
                    <Box component="span" sx={srOnly}>
                      {t('imports.table.rule')}
                    </Box>
                  </TableCell>
                </>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {win.before > 0 && <TableRow aria-hidden sx={{ height: win.before }} />}
            {rows.map((row, i) =>
              row ? (
                <PreviewRow
                  key={row.index}
                  row={row}
                  view={edits.view(row)}
                  compact={compact}
                  height={height}
                  selected={selection.selected.has(row.index)}
                  onSelect={selection.toggle}
                  onInclude={onInclude}
                  onType={onType}
                  onCategory={onCategory}
                  onMatch={onMatch}
                  onCreateRule={onCreateRule}
                  ruleName={
                    row.ruleId
                      ? (ruleNames.get(row.ruleId) ?? t('imports.table.someRule'))
                      : undefined
                  }
                />
              ) : (
                <PlaceholderRow key={`p${win.start + i}`} height={height} columns={columns} />
              ),
            )}
            {win.after > 0 && <TableRow aria-hidden sx={{ height: win.after }} />}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
