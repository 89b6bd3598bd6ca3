import { Alert, TextField } from '@mui/material';
import { providerSignInPath } from '../account-messages.ts';

type Props = {
  /** From the two-factor status or the account: false for an account made by a provider sign-in. */
  hasPassword: boolean;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  label?: string;
  /** What the user does within the 10 minutes after signing in again. */
  then?: string;
  /** A small field of limited width, for forms inside a card's row. */
  compact?: boolean;
};

/**
 * Every change a borrowed or stolen session must not make alone (a new passkey or
 * authenticator app, another e-mail address, deleting the account) is confirmed with the
 * current password. An account without a password confirms by a provider sign-in in the
 * last 10 minutes, which it is told.
 */
export function ConfirmPasswordField(props: Props) {
  const { hasPassword, value, onChange, disabled, compact = true } = props;
  const { label = 'Current password', then = 'come back here' } = props;
  if (!hasPassword) {
    return (
      <Alert severity="info">
        Your account signs in with Google. To confirm, sign in with Google again, then {then} within
        10 minutes. <a href={providerSignInPath}>Sign in with Google again</a>
      </Alert>
    );
  }
  return (
    <TextField
      label={label}
      type="password"
      size={compact ? 'small' : 'medium'}
      autoComplete="current-password"
      required
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      sx={compact ? { maxWidth: 320 } : undefined}
    />
  );
}

/** Whether the form may be sent: a password typed, or none asked for. */
export const passwordGiven = (hasPassword: boolean, password: string) =>
  !hasPassword || password.length > 0;
