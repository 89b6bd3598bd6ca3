import { useCallback, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type {
  ConfirmImportBody,
  ImportPreviewResponse,
  ImportRow,
} from '@elevate/shared/schemas/imports';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';
import { formatLabels } from '../import-messages.ts';
import { useRowEdits } from '../hooks/use-row-edits.ts';
import { useRowLoader } from '../hooks/use-row-loader.ts';
import { useRowSelection } from '../hooks/use-row-selection.ts';
import { usePreviewRules, type PreviewNotice } from '../hooks/use-preview-rules.ts';
import { useBulkCategory } from '../hooks/use-bulk-category.ts';
import { BulkBar } from './bulk-bar.tsx';
import { PreviewTable } from './preview-table.tsx';
import type { RowView } from './preview-row.tsx';
import { RuleFormDialog } from './rule-form-dialog.tsx';
import { useFocusOnMount } from '../hooks/use-focus-on-mount.ts';

type PreviewStepProps = {
  preview: ImportPreviewResponse;
  busy: boolean;
  onConfirm: (body: ConfirmImportBody, duplicatesSkipped: number) => void;
  onEditMapping?: () => void;
  onCancel: () => void;
};

type RuleDraft = { contains: string; category: string; type: null };

const importLabel = (t: Translate, added: number, linked: number) =>
  linked > 0
    ? t('imports.preview.importAndLink', { count: added, linked })
    : t('imports.preview.import', { count: added });

/** 'CSV · 316 rows · 4 duplicates · 312 selected' (and the possible matches, when there are). */
function factsLine(t: Translate, preview: ImportPreviewResponse, selected: number) {
  const facts = [
    formatLabels[preview.format],
    t('imports.preview.rows', { count: preview.count }),
    t('imports.preview.duplicates', { count: preview.duplicates }),
  ];
  if (preview.matches > 0) facts.push(t('imports.preview.matches', { count: preview.matches }));
  facts.push(t('imports.preview.selected', { count: selected }));
  return facts.join(' · ');
}

/** Every row as it will be saved; the user unticks, retypes, recategorises, then confirms. */
export function PreviewStep({
  preview,
  busy,
  onConfirm,
  onEditMapping,
  onCancel,
}: PreviewStepProps) {
  const t = useT();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const edits = useRowEdits(preview);
  const [rule, setRule] = useState<RuleDraft | null>(null);
  const [notice, setNotice] = useState<PreviewNotice | null>(null);
  const loadRows = useRowLoader(preview);
  const rules = usePreviewRules(edits, loadRows, setNotice);
  const selection = useRowSelection(preview.count);
  const bulk = useBulkCategory(preview, edits, selection.selected, loadRows, setNotice);
  const { selected, duplicatesSkipped, linked, added } = edits.summary;
  const createRule = useCallback(
    (row: ImportRow, view: RowView) =>
      setRule({ contains: row.description.slice(0, 100), category: view.category, type: null }),
    [],
  );

  return (
    <Stack component="section" aria-labelledby="preview-title" sx={{ gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id="preview-title"
            ref={heading}
            tabIndex={-1}
            variant="h6"
            component="h2"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {t('imports.preview.title', { fileName: preview.fileName })}
          </Typography>
          <Typography variant="body2" color="text.secondary" role="status">
            {factsLine(t, preview, selected)}
          </Typography>
        </Box>
        {onEditMapping && (
          <Button onClick={onEditMapping} disabled={busy}>
            {t('imports.preview.editMapping')}
          </Button>
        )}
      </Box>
      {preview.ignored > 0 && (
        <Alert severity="info">{t('imports.preview.ignored', { count: preview.ignored })}</Alert>
      )}
      {preview.count === 0 ? (
        <Alert severity="warning">{t('imports.preview.empty')}</Alert>
      ) : (
        <>
          {selection.selected.size > 0 && (
            <BulkBar
              count={selection.selected.size}
              date={bulk.sample.date}
              type={bulk.sample.type}
              busy={bulk.busy}
              onCategory={bulk.set}
              onClear={selection.clear}
            />
          )}
          <PreviewTable
            preview={preview}
            edits={edits}
            selection={selection}
            onCreateRule={createRule}
          />
        </>
      )}
      {notice && (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('imports.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={busy || selected === 0 || rules.applying || bulk.busy}
          onClick={() => onConfirm(edits.body(), duplicatesSkipped)}
        >
          {busy ? t('imports.preview.importing') : importLabel(t, added, linked)}
        </Button>
      </Box>
      {rule && (
        <RuleFormDialog
          rule={rule}
          onClose={() => setRule(null)}
          onSaved={(saved) => void rules.apply(saved)}
        />
      )}
    </Stack>
  );
}
