import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useSecondStepMutation } from '../api/second-step.ts';
import { secondStepFailureMessage, type TwoStepState } from '../two-step-messages.ts';
import { AuthAlert } from './auth-alert.tsx';
import { AuthFooter } from './auth-footer.tsx';
import { AuthForm, AuthSubmitButton } from './auth-form.tsx';
import { AuthLayout } from './auth-layout.tsx';

type Props = TwoStepState & {
  onToken: (token: string) => void;
  onCancel: () => void;
};

/**
 * The sign-in's second step (decision 0028): an authenticator code, a recovery code or,
 * when the account has one, a passkey. The challenge stays for another try after a
 * wrong code; the lockout bounds the tries.
 */
export function TwoStepVerification({ challenge, passkey, onToken, onCancel }: Props) {
  const t = useT();
  const [mode, setMode] = useState<'code' | 'recovery'>('code');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const verify = useSecondStepMutation();
  const busy = verify.isPending;

  const send = (answer: { code: string } | { recoveryCode: string } | { passkey: true }) => {
    setError(null);
    verify.mutate(
      { challenge, answer },
      { onSuccess: onToken, onError: (failure) => setError(secondStepFailureMessage(failure, t)) },
    );
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(mode === 'code' ? { code: value } : { recoveryCode: value });
  };
  const switchMode = () => {
    setMode(mode === 'code' ? 'recovery' : 'code');
    setValue('');
    setError(null);
  };

  return (
    <AuthLayout
      title={t('auth.twoStep.title')}
      subtitle={t(mode === 'code' ? 'auth.twoStep.codeHint' : 'auth.twoStep.recoveryHint')}
    >
      <AuthAlert message={error} />
      <AuthForm onSubmit={submit}>
        <TextField
          key={mode}
          label={t(mode === 'code' ? 'auth.twoStep.codeLabel' : 'auth.twoStep.recoveryLabel')}
          name={mode === 'code' ? 'code' : 'recoveryCode'}
          autoComplete="one-time-code"
          autoFocus
          required
          fullWidth
          value={value}
          onChange={(event) => setValue(event.target.value)}
          disabled={busy}
          slotProps={{
            htmlInput:
              mode === 'code'
                ? { inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: 7 }
                : { maxLength: 20, autoCapitalize: 'none', spellCheck: false },
          }}
        />
        <AuthSubmitButton
          busy={busy}
          label={t('auth.twoStep.verify')}
          busyLabel={t('auth.twoStep.verifying')}
        />
      </AuthForm>
      <Stack spacing={1} sx={{ mt: 2 }}>
        <Button onClick={switchMode} disabled={busy}>
          {t(
            mode === 'code' ? 'auth.twoStep.useRecoveryCode' : 'auth.twoStep.useAuthenticatorCode',
          )}
        </Button>
        {passkey && (
          <Button
            variant="outlined"
            startIcon={<KeyIcon />}
            onClick={() => send({ passkey: true })}
            disabled={busy}
          >
            {t('auth.twoStep.usePasskey')}
          </Button>
        )}
      </Stack>
      <AuthFooter>
        <Button size="small" onClick={onCancel} disabled={busy}>
          {t('auth.twoStep.backToSignIn')}
        </Button>
      </AuthFooter>
    </AuthLayout>
  );
}
