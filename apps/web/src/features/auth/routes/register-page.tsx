import { useState, type FormEvent } from 'react';
import { TextField } from '@mui/material';
import { allPasswordRequirementsMet } from '@elevate/shared';
import { useAppIntl, useT } from '../../../lib/i18n/use-t.ts';
import { useRegisterMutation } from '../api/register.ts';
import { AuthAlert } from '../components/auth-alert.tsx';
import { AuthFooter } from '../components/auth-footer.tsx';
import { AuthForm, AuthSubmitButton } from '../components/auth-form.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { AuthPageMeta } from '../components/auth-page-meta.tsx';
import { EmailField } from '../components/email-field.tsx';
import { GoogleButton } from '../components/google-button.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { RouterLink } from '../components/router-link.tsx';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { registerFailureMessage } from '../register-messages.ts';

export function RegisterPage() {
  const intl = useAppIntl();
  const t = useT();
  const registerMutation = useRegisterMutation();
  const completeSignIn = useCompleteSignIn();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = registerMutation.isPending;
  const requirementsMet = allPasswordRequirementsMet(password, confirm);
  const canSubmit = !busy && name.trim() !== '' && email.trim() !== '' && requirementsMet;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!requirementsMet) {
      setError(t('auth.passwordRequirementsNotMet'));
      return;
    }
    setError(null);
    // The confirmation is checked only here; the server gets name, email and password.
    registerMutation.mutate(
      { name, email, password },
      {
        onSuccess: completeSignIn,
        onError: (failure) => setError(registerFailureMessage(failure, t)),
      },
    );
  };

  return (
    <AuthLayout title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <AuthPageMeta
        title={t('auth.register.pageTitle')}
        description={t('auth.register.description')}
        path="/register"
      />
      <AuthAlert message={error} />
      <GoogleButton disabled={busy} />
      <AuthForm onSubmit={handleSubmit}>
        <TextField
          label={t('auth.field.fullName')}
          name="name"
          autoComplete="name"
          required
          fullWidth
          value={name}
          onChange={(event) => setName(event.target.value)}
          disabled={busy}
        />
        <EmailField
          label={t('auth.field.emailAddress')}
          value={email}
          onChange={setEmail}
          disabled={busy}
        />
        <NewPasswordFields
          field="password"
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
          disabled={busy}
        />
        <AuthSubmitButton
          busy={busy}
          disabled={!canSubmit}
          label={t('auth.register.submit')}
          busyLabel={t('auth.register.submitting')}
        />
      </AuthForm>
      <AuthFooter>
        {intl.formatMessage(
          { id: 'auth.register.haveAccount' },
          { link: (chunks) => <RouterLink to="/login">{chunks}</RouterLink> },
        )}
      </AuthFooter>
    </AuthLayout>
  );
}
