import { useState } from 'react';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import UndoIcon from '@mui/icons-material/Undo';
import type { ConfirmImportResponse, ImportPreviewResponse } from '@elevate/shared/schemas/imports';
import { useT } from '../../../lib/i18n/use-t.ts';
import { importSummaryText } from '../import-messages.ts';
import { StatementReconcile } from './statement-reconcile.tsx';
import { UndoImportDialog } from './undo-import-dialog.tsx';
import { useFocusOnMount } from '../hooks/use-focus-on-mount.ts';

type ImportSummaryProps = {
  preview: ImportPreviewResponse;
  result: ConfirmImportResponse;
  duplicatesSkipped: number;
  nextFile?: string;
  onNext: () => void;
  onDone: () => void;
};

/**
 * The last step: what was saved, with 'Reconcile with the statement' when the file gave a
 * closing balance, 'Undo import' and the next queued file.
 */
export function ImportSummary(props: ImportSummaryProps) {
  const t = useT();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { preview, result, duplicatesSkipped, nextFile, onNext, onDone } = props;
  const [undoing, setUndoing] = useState(false);
  const [undone, setUndone] = useState<number | null>(null);

  return (
    <Stack component="section" aria-labelledby="summary-title" sx={{ gap: 2, py: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {/* Once undone, the success tick would say the opposite of what happened. */}
        {undone === null ? (
          <CheckCircleIcon color="success" data-testid="import-succeeded" />
        ) : (
          <UndoIcon color="action" data-testid="import-undone" />
        )}
        <Typography id="summary-title" ref={heading} tabIndex={-1} variant="h6" component="h2">
          {preview.fileName}
        </Typography>
        {undone !== null && <Chip label={t('imports.undone')} size="small" variant="outlined" />}
      </Box>
      <Typography role="status">
        {undone === null
          ? importSummaryText(result.imported, result.skipped, duplicatesSkipped, result.linked)
          : t('imports.summary.undone')}
      </Typography>
      {undone !== null && (
        <Alert severity="info">{t('imports.summary.undoneAlert', { count: undone })}</Alert>
      )}
      {undone === null && preview.statementBalance && (
        <StatementReconcile accountId={preview.accountId} balance={preview.statementBalance} />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {undone === null && (result.imported > 0 || result.linked > 0) && (
          <Button variant="outlined" color="error" onClick={() => setUndoing(true)}>
            {t('imports.undo.button')}
          </Button>
        )}
        {nextFile ? (
          <Button variant="contained" onClick={onNext}>
            {t('imports.summary.next', { fileName: nextFile })}
          </Button>
        ) : (
          <Button variant="contained" onClick={onDone}>
            {t('imports.summary.more')}
          </Button>
        )}
      </Box>
      {undoing && (
        <UndoImportDialog
          importId={preview.importId}
          fileName={preview.fileName}
          onClose={() => setUndoing(false)}
          onUndone={(removed) => {
            setUndoing(false);
            setUndone(removed);
          }}
        />
      )}
    </Stack>
  );
}
