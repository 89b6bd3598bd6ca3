import { Alert, TextField } from '@mui/material';
import { useAppIntl, useT } from '../../../lib/i18n/use-t.ts';
import { providerSignInPath } from '../account-messages.ts';

/** What the user does within the 10 minutes after signing in again. */
const AFTER_SIGN_IN = {
  comeBack: 'settings.confirmPassword.googleComeBack',
  delete: 'settings.confirmPassword.googleDelete',
} as const;

type Props = {
  /** From the two-factor status or the account: false for an account made by a provider sign-in. */
  hasPassword: boolean;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  label?: string;
  /** What the user does within the 10 minutes after signing in again: come back here, or delete. */
  then?: keyof typeof AFTER_SIGN_IN;
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
  const t = useT();
  const intl = useAppIntl();
  const { hasPassword, value, onChange, disabled, compact = true } = props;
  const { label = t('settings.confirmPassword.label'), then = 'comeBack' } = props;
  if (!hasPassword) {
    return (
      <Alert severity="info">
        {intl.formatMessage(
          { id: AFTER_SIGN_IN[then] },
          { link: (chunks) => <a href={providerSignInPath}>{chunks}</a> },
        )}
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
