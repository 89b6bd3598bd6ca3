import { CircularProgress, Typography } from '@mui/material';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useImportDetail } from '../../../entities/imports/get-imports.ts';
import { useUndoImport } from '../../../entities/imports/undo-import.ts';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';
import { importErrorText } from '../import-messages.ts';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';

export function undoQuestion(t: Translate, remaining: number, edited: number): string {
  const base = t('imports.undo.question', { count: remaining });
  if (edited === 0) return base;
  return `${base} ${t('imports.undo.edited', { count: edited })}`;
}

type Props = {
  importId: string;
  fileName: string;
  onClose: () => void;
  onUndone: (removed: number) => void;
};

/** Asks before undoing, counting (fresh from the server) how many were edited since. */
export function UndoImportDialog({ importId, fileName, onClose, onUndone }: Props) {
  const t = useT();
  const detail = useImportDetail(importId);
  const undo = useUndoImport();
  return (
    <ConfirmDialog
      open
      title={t('imports.undo.title', { fileName })}
      confirmLabel={t('imports.undo.button')}
      busy={undo.isPending || detail.isPending}
      onClose={onClose}
      onConfirm={() => undo.mutate(importId, { onSuccess: (answer) => onUndone(answer.removed) })}
    >
      {detail.isPending && <CircularProgress size={24} aria-label={t('imports.undo.counting')} />}
      {detail.data && (
        <Typography>{undoQuestion(t, detail.data.remaining, detail.data.edited)}</Typography>
      )}
      {(detail.error ?? undo.error) && (
        <FormErrorAlert sx={{ mt: 2 }}>
          {importErrorText(detail.error ?? undo.error)}
        </FormErrorAlert>
      )}
    </ConfirmDialog>
  );
}
