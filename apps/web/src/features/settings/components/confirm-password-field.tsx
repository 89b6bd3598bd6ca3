import { Alert, TextField } from '@mui/material';
import { providerSignInPath } from '../account-messages.ts';

type Props = {
  /** From the two-factor status: false for an account made by a provider sign-in. */
  hasPassword: boolean;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
};

/**
 * A new passkey or authenticator app is confirmed like an e-mail change: with the
 * current password, so a borrowed or stolen session cannot add one. An account without
 * a password confirms by a provider sign-in in the last 10 minutes, which it is told.
 */
export function ConfirmPasswordField({ hasPassword, value, onChange, disabled }: Props) {
  if (!hasPassword) {
    return (
      <Alert severity="info">
        Your account signs in with Google. To confirm, sign in with Google again, then come back
        here within 10 minutes. <a href={providerSignInPath}>Sign in with Google again</a>
      </Alert>
    );
  }
  return (
    <TextField
      label="Current password"
      type="password"
      size="small"
      autoComplete="current-password"
      required
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      sx={{ maxWidth: 320 }}
    />
  );
}

/** Whether the form may be sent: a password typed, or none asked for. */
export const passwordGiven = (hasPassword: boolean, password: string) =>
  !hasPassword || password.length > 0;
