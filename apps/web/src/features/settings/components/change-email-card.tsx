import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useAccount } from '../../../entities/account/get-account.ts';
import { useRequestEmailChange } from '../../../entities/account/change-email.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { accountErrorText } from '../account-messages.ts';
import { ConfirmPasswordField } from './confirm-password-field.tsx';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';

/**
 * 'E-mail address': a new address and the password (or, for an account made by a
 * provider sign-in, signing in with it again); the change happens when the mailed
 * link is opened.
 */
export function ChangeEmailCard() {
  const t = useT();
  const account = useAccount();
  const change = useRequestEmailChange();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const hasPassword = account.data?.hasPassword ?? true;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { newEmail, ...(hasPassword ? { password } : {}) },
      { onSuccess: () => setPassword('') },
    );
  };
  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    if (!change.isPending) change.reset();
  };

  return (
    <Paper component="section" aria-labelledby="email-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="email-heading" variant="h6" component="h2" gutterBottom>
        {t('settings.changeEmail.title')}
      </Typography>
      {/* The current address is shown once, in Account Settings above. */}
      <Box component="form" onSubmit={submit} noValidate sx={{ mt: 2 }}>
        <Stack spacing={2}>
          {change.isSuccess && <Alert severity="success">{change.data.message}</Alert>}
          {change.isError && (
            <FormErrorAlert>
              {accountErrorText(change.error, t('settings.changeEmail.failed'))}
            </FormErrorAlert>
          )}
          <TextField
            label={t('settings.changeEmail.newEmail')}
            type="email"
            autoComplete="email"
            required
            value={newEmail}
            onChange={(event) => edit(setNewEmail)(event.target.value)}
          />
          <ConfirmPasswordField
            hasPassword={hasPassword}
            label={t('settings.common.password')}
            compact={false}
            value={password}
            onChange={edit(setPassword)}
          />
          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={change.isPending || !newEmail.trim() || (hasPassword && !password)}
            >
              {change.isPending
                ? t('settings.changeEmail.sending')
                : t('settings.changeEmail.send')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
