import { useState, type FormEvent } from 'react';
import { Checkbox, FormControlLabel, FormHelperText } from '@mui/material';
import { allPasswordRequirementsMet, PASSWORD_REQUIREMENTS_MESSAGE } from '@elevate/shared';
import { errorText } from '../api/auth-call.ts';
import { useResetPasswordMutation } from '../api/reset-password.ts';
import { useRedirectToLogin } from '../hooks/use-redirect-to-login.ts';
import { AuthAlert } from './auth-alert.tsx';
import { AuthForm, AuthSubmitButton } from './auth-form.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { StatusPanel } from './status-panel.tsx';

/**
 * The ready state of the reset page: new password twice, then success and the 3 s
 * redirect. A passkey is not a password and survives the reset unless the owner asks:
 * one added by whoever had the account would otherwise still sign them in.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [removePasskeys, setRemovePasskeys] = useState(false);
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
      { token, password, removePasskeys },
      { onError: (failure) => setError(errorText(failure, 'Failed to reset password')) },
    );
  };

  if (reset.isSuccess) {
    return <StatusPanel state="success" heading={reset.data} text="Redirecting to login page..." />;
  }
  return (
    <>
      <AuthAlert message={error} />
      <AuthForm onSubmit={handleSubmit}>
        <NewPasswordFields
          label="New Password"
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
          disabled={busy}
        />
        <div>
          <FormControlLabel
            control={
              <Checkbox
                checked={removePasskeys}
                onChange={(event) => setRemovePasskeys(event.target.checked)}
                disabled={busy}
              />
            }
            label="Also remove all passkeys"
          />
          <FormHelperText sx={{ mt: 0 }}>
            Do this if someone else may have added a passkey to your account.
          </FormHelperText>
        </div>
        <AuthSubmitButton busy={busy} label="Reset Password" busyLabel="Resetting Password..." />
      </AuthForm>
    </>
  );
}
