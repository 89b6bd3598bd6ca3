import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { ConfirmImportResponse, ImportPreviewResponse } from '@elevate/shared/schemas/imports';
import { importSummaryText } from '../import-messages.ts';
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

/** The last step: what was saved, with 'Undo import' and the next queued file. */
export function ImportSummary(props: ImportSummaryProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { preview, result, duplicatesSkipped, nextFile, onNext, onDone } = props;
  const [undoing, setUndoing] = useState(false);
  const [undone, setUndone] = useState<number | null>(null);

  return (
    <Stack component="section" aria-labelledby="summary-title" sx={{ gap: 2, py: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleIcon color="success" />
        <Typography id="summary-title" ref={heading} tabIndex={-1} variant="h6" component="h2">
          {preview.fileName}
        </Typography>
      </Box>
      <Typography role="status">
        {importSummaryText(result.imported, result.skipped, duplicatesSkipped)}
      </Typography>
      {undone !== null && (
        <Alert severity="info">
          Import undone: {undone} {undone === 1 ? 'transaction' : 'transactions'} removed.
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {undone === null && result.imported > 0 && (
          <Button variant="outlined" color="error" onClick={() => setUndoing(true)}>
            Undo import
          </Button>
        )}
        {nextFile ? (
          <Button variant="contained" onClick={onNext}>
            Import next file: {nextFile}
          </Button>
        ) : (
          <Button variant="contained" onClick={onDone}>
            Import more files
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
