import type { FormEvent, ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { ConfirmPasswordField } from './confirm-password-field.tsx';

type Props = {
  titleId: string;
  title: string;
  /** Once made: its title and its secret, shown this once in place of the form. */
  made: { title: ReactNode; secret: ReactNode } | null;
  /** A refusal no field shows (a wrong password, too many), above the fields. */
  failure: string | null;
  fields: ReactNode;
  password: { hasPassword: boolean; value: string; onChange: (value: string) => void };
  busy: boolean;
  ready: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: () => void;
  onClose: () => void;
};

/**
 * The dialog that makes a credential-like thing (an access token, a webhook): its fields
 * and the password that confirms it, then its secret with Done. The secret is closed with
 * Done only, so a stray click does not lose it.
 */
export function SecretOnceDialog(props: Props) {
  const t = useT();
  const { titleId, made, busy, onClose } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.ready && !busy) props.onSubmit();
  };
  return (
    <Dialog
      open
      onClose={busy || made ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      {made ? (
        <>
          <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
            {made.title}
          </DialogTitle>
          <DialogContent>{made.secret}</DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              {t('settings.secret.done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{props.title}</DialogTitle>
          <DialogContent>
            {props.failure && <FormErrorAlert sx={{ mb: 2 }}>{props.failure}</FormErrorAlert>}
            {props.fields}
            <Box sx={{ mt: 2 }}>
              <ConfirmPasswordField
                hasPassword={props.password.hasPassword}
                value={props.password.value}
                onChange={props.password.onChange}
                disabled={busy}
                compact={false}
              />
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              {t('settings.common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={!props.ready || busy}>
              {busy ? props.busyLabel : props.submitLabel}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
