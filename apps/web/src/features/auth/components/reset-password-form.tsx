import { useState, type FormEvent } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { allPasswordRequirementsMet, PASSWORD_REQUIREMENTS_MESSAGE } from '@elevate/shared';
import { errorText } from '../api/auth-call.ts';
import { useResetPasswordMutation } from '../api/reset-password.ts';
import { useRedirectToLogin } from '../hooks/use-redirect-to-login.ts';
import { AuthAlert } from './auth-alert.tsx';
import { PasswordField } from './password-field.tsx';
import { PasswordRequirements } from './password-requirements.tsx';
import { StatusPanel } from './status-panel.tsx';

/** The ready state of the reset page: new password twice, then success and the 3 s redirect. */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = reset.isPending;
  useRedirectToLogin(reset.isSuccess);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== confirm) return setError('Passwords do not match');
    if (!allPasswordRequirementsMet(password, confirm))
      return setError(PASSWORD_REQUIREMENTS_MESSAGE);
    setError(null);
    reset.mutate(
      { token, password },
      { onError: (failure) => setError(errorText(failure, 'Failed to reset password')) },
    );
  };

  if (reset.isSuccess) {
    return <StatusPanel state="success" heading={reset.data} text="Redirecting to login page..." />;
  }
  return (
    <Box component="form" onSubmit={handleSubmit}>
      <AuthAlert message={error} />
      <Stack spacing={2.5}>
        <PasswordField
          label="New Password"
          name="password"
          autoComplete="new-password"
          required
          fullWidth
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={busy}
        />
        <PasswordField
          label="Confirm New Password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          fullWidth
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          disabled={busy}
        />
        <PasswordRequirements password={password} confirm={confirm} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          {busy ? 'Resetting Password...' : 'Reset Password'}
        </Button>
      </Stack>
    </Box>
  );
}
