import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

type LedgerNameDialogProps = {
  open: boolean;
  title: string;
  submitLabel: string;
  initialName?: string;
  busy: boolean;
  error: string | null;
  onSubmit: (name: string) => void;
  onClose: () => void;
};

/** The one field a ledger has: its name (creating or renaming). */
export function LedgerNameDialog(props: LedgerNameDialogProps) {
  return (
    <Dialog
      open={props.open}
      onClose={props.busy ? undefined : props.onClose}
      aria-labelledby="ledger-name-title"
      fullWidth
      maxWidth="xs"
    >
      {/* Mounted per opening, so the field starts from the current name each time. */}
      {props.open && <NameForm {...props} />}
    </Dialog>
  );
}

function NameForm({
  title,
  submitLabel,
  initialName = '',
  busy,
  error,
  onSubmit,
  onClose,
}: LedgerNameDialogProps) {
  const t = useT();
  const [name, setName] = useState(initialName);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) onSubmit(name.trim());
  };
  return (
    <form onSubmit={handleSubmit} noValidate>
      <DialogTitle id="ledger-name-title">{title}</DialogTitle>
      <DialogContent>
        {error && <FormErrorAlert sx={{ mb: 2 }}>{error}</FormErrorAlert>}
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('ledgers.nameDialog.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('ledgers.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy || !name.trim()}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
