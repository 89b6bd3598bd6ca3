import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { allPasswordRequirementsMet, PASSWORD_REQUIREMENTS_MESSAGE } from '@elevate/shared';
import { useChangePassword } from '../../../entities/user/change-password.ts';
import { changePasswordErrorMessage, passwordUpdated } from '../settings-messages.ts';
import { PasswordRequirements } from '../../../components/password-requirements.tsx';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';

type Status = { kind: 'idle' } | { kind: 'success' } | { kind: 'error'; message: string };

/** Idle, loading, success or error; typing in any field returns it to idle. */
export function ChangePasswordForm() {
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
      setStatus({ kind: 'error', message: PASSWORD_REQUIREMENTS_MESSAGE });
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
        onError: (error) =>
          setStatus({ kind: 'error', message: changePasswordErrorMessage(error) }),
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
        Change Password
      </Typography>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {status.kind === 'success' && <Alert severity="success">{passwordUpdated}</Alert>}
          {status.kind === 'error' && <FormErrorAlert>{status.message}</FormErrorAlert>}
          <TextField
            label="Current Password"
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(event) => edit(setCurrent)(event.target.value)}
          />
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            required
            value={next}
            onChange={(event) => edit(setNext)(event.target.value)}
          />
          <TextField
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(event) => edit(setConfirm)(event.target.value)}
          />
          <PasswordRequirements password={next} confirm={confirm} headingComponent="h3" />
          <Box>
            <Button type="submit" variant="contained" disabled={change.isPending || !current}>
              {change.isPending ? 'Updating...' : 'Change Password'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
