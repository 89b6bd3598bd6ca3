import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useSession } from '../../../lib/session-context.ts';
import { useAccount } from '../../../entities/account/get-account.ts';
import { useDeleteAccount } from '../../../entities/account/delete-account.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { accountErrorText } from '../account-messages.ts';
import { ConfirmPasswordField } from './confirm-password-field.tsx';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';

/** Asks for the password (when the account has one) and the address typed out, then deletes. */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const account = useAccount();
  const remove = useDeleteAccount();
  const { logout } = useSession();
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const hasPassword = account.data?.hasPassword ?? true;
  const address = account.data?.email ?? '';
  const typed = email.trim().toLowerCase() === address.toLowerCase() && address !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(
      { email, ...(hasPassword ? { password } : {}) },
      // Every session is gone on the server: sign out here, which clears the caches.
      { onSuccess: () => logout() },
    );
  };

  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      aria-labelledby="delete-account-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="delete-account-title">{t('settings.deleteAccount.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('settings.deleteAccount.warning')}</DialogContentText>
            {remove.isError && (
              <FormErrorAlert>
                {accountErrorText(remove.error, t('settings.deleteAccount.failed'))}
              </FormErrorAlert>
            )}
            <ConfirmPasswordField
              hasPassword={hasPassword}
              label={t('settings.common.password')}
              then="delete"
              compact={false}
              value={password}
              onChange={setPassword}
            />
            <TextField
              label={t('settings.deleteAccount.emailLabel')}
              helperText={t('settings.deleteAccount.emailHelp', { email: address })}
              slotProps={{ formHelperText: { sx: { wordBreak: 'break-all' } } }}
              type="email"
              autoComplete="off"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={remove.isPending}>
            {t('settings.common.cancel')}
          </Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={remove.isPending || !typed || (hasPassword && !password)}
          >
            {remove.isPending
              ? t('settings.deleteAccount.deleting')
              : t('settings.deleteAccount.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
