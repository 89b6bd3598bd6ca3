import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { allPasswordRequirementsMet } from '@elevate/shared';
import { useChangePassword } from '../../../entities/user/change-password.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { changePasswordErrorMessage } from '../settings-messages.ts';
import { PasswordRequirements } from '../../../components/password-requirements.tsx';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';

// The failure is kept, not its text, so the text follows the app's language.
type Status =
  { kind: 'idle' } | { kind: 'success' } | { kind: 'unmet' } | { kind: 'error'; error: unknown };

/** Idle, loading, success or error; typing in any field returns it to idle. */
export function ChangePasswordForm() {
  const t = useT();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const change = useChangePassword();

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setStatus({ kind: 'idle' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!allPasswordRequirementsMet(next, confirm)) {
      setStatus({ kind: 'unmet' });
      return;
    }
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
          setStatus({ kind: 'success' });
        },
        onError: (error) => setStatus({ kind: 'error', error }),
      },
    );
  };

  return (
    <Paper
      component="section"
      aria-labelledby="change-password-heading"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="change-password-heading" variant="h6" component="h2" gutterBottom>
        {t('settings.password.title')}
      </Typography>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {status.kind === 'success' && (
            <Alert severity="success">{t('settings.password.updated')}</Alert>
          )}
          {status.kind === 'unmet' && (
            // PASSWORD_REQUIREMENTS_MESSAGE of @elevate/shared, in the app's language.
            <FormErrorAlert>{t('settings.password.requirementsUnmet')}</FormErrorAlert>
          )}
          {status.kind === 'error' && (
            <FormErrorAlert>{changePasswordErrorMessage(status.error)}</FormErrorAlert>
          )}
          <TextField
            label={t('settings.password.current')}
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(event) => edit(setCurrent)(event.target.value)}
          />
          <TextField
            label={t('settings.password.new')}
            type="password"
            autoComplete="new-password"
            required
            value={next}
            onChange={(event) => edit(setNext)(event.target.value)}
          />
          <TextField
            label={t('settings.password.confirm')}
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(event) => edit(setConfirm)(event.target.value)}
          />
          <PasswordRequirements password={next} confirm={confirm} headingComponent="h3" />
          <Box>
            <Button type="submit" variant="contained" disabled={change.isPending || !current}>
              {change.isPending ? t('settings.password.updating') : t('settings.password.submit')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
