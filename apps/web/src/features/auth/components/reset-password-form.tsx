import { useState, type FormEvent } from 'react';
import { Checkbox, FormControlLabel, FormHelperText } from '@mui/material';
import { allPasswordRequirementsMet } from '@elevate/shared';
import { useT } from '../../../lib/i18n/use-t.ts';
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
  const t = useT();
  const reset = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [removePasskeys, setRemovePasskeys] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = reset.isPending;
  useRedirectToLogin(reset.isSuccess);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== confirm) return setError(t('auth.reset.passwordsDoNotMatch'));
    if (!allPasswordRequirementsMet(password, confirm))
      return setError(t('auth.passwordRequirementsNotMet'));
    setError(null);
    reset.mutate(
      { token, password, removePasskeys },
      { onError: (failure) => setError(errorText(failure, t('auth.reset.error.generic'))) },
    );
  };

  if (reset.isSuccess) {
    return <StatusPanel state="success" heading={reset.data} text={t('auth.reset.redirecting')} />;
  }
  return (
    <>
      <AuthAlert message={error} />
      <AuthForm onSubmit={handleSubmit}>
        <NewPasswordFields
          field="newPassword"
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
            label={t('auth.reset.removePasskeys')}
          />
          <FormHelperText sx={{ mt: 0 }}>{t('auth.reset.removePasskeysHelp')}</FormHelperText>
        </div>
        <AuthSubmitButton
          busy={busy}
          label={t('auth.reset.submit')}
          busyLabel={t('auth.reset.submitting')}
        />
      </AuthForm>
    </>
  );
}
