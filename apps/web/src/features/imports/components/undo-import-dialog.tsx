import { CircularProgress, Typography } from '@mui/material';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useImportDetail } from '../../../entities/imports/get-imports.ts';
import { useUndoImport } from '../../../entities/imports/undo-import.ts';
import { plural } from '../../../lib/plural.ts';
import { importErrorText } from '../import-messages.ts';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';

export function undoQuestion(remaining: number, edited: number): string {
  const base = `Undo this import? This removes the ${plural(remaining, { one: '# transaction', other: '# transactions' })} it created.`;
  if (edited === 0) return base;
  return `${base} ${plural(edited, { one: '# of them was', other: '# of them were' })} edited since the import and will be removed too.`;
}

type Props = {
  importId: string;
  fileName: string;
  onClose: () => void;
  onUndone: (removed: number) => void;
};

/** Asks before undoing, counting (fresh from the server) how many were edited since. */
export function UndoImportDialog({ importId, fileName, onClose, onUndone }: Props) {
  const detail = useImportDetail(importId);
  const undo = useUndoImport();
  return (
    <ConfirmDialog
      open
      title={`Undo import of ${fileName}`}
      confirmLabel="Undo import"
      busy={undo.isPending || detail.isPending}
      onClose={onClose}
      onConfirm={() => undo.mutate(importId, { onSuccess: (answer) => onUndone(answer.removed) })}
    >
      {detail.isPending && <CircularProgress size={24} aria-label="Counting transactions" />}
      {detail.data && (
        <Typography>{undoQuestion(detail.data.remaining, detail.data.edited)}</Typography>
      )}
      {(detail.error ?? undo.error) && (
        <FormErrorAlert sx={{ mt: 2 }}>
          {importErrorText(detail.error ?? undo.error)}
        </FormErrorAlert>
      )}
    </ConfirmDialog>
  );
}
