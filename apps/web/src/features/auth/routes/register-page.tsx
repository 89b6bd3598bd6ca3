import { useState, type FormEvent } from 'react';
import { TextField } from '@mui/material';
import { allPasswordRequirementsMet, PASSWORD_REQUIREMENTS_MESSAGE } from '@elevate/shared';
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

const description = 'Create your free Elevate account and start budgeting every month.';

export function RegisterPage() {
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
      setError(PASSWORD_REQUIREMENTS_MESSAGE);
      return;
    }
    setError(null);
    // The confirmation is checked only here; the server gets name, email and password.
    registerMutation.mutate(
      { name, email, password },
      {
        onSuccess: completeSignIn,
        onError: (failure) => setError(registerFailureMessage(failure)),
      },
    );
  };

  return (
    <AuthLayout
      title="Create Your Account"
      subtitle="Start your journey to smarter money management."
    >
      <AuthPageMeta title="Create Account" description={description} path="/register" />
      <AuthAlert message={error} />
      <GoogleButton disabled={busy} />
      <AuthForm onSubmit={handleSubmit}>
        <TextField
          label="Full Name"
          name="name"
          autoComplete="name"
          required
          fullWidth
          value={name}
          onChange={(event) => setName(event.target.value)}
          disabled={busy}
        />
        <EmailField label="Email Address" value={email} onChange={setEmail} disabled={busy} />
        <NewPasswordFields
          label="Password"
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
          disabled={busy}
        />
        <AuthSubmitButton
          busy={busy}
          disabled={!canSubmit}
          label="Create Account"
          busyLabel="Creating Your Account..."
        />
      </AuthForm>
      <AuthFooter>
        Already have an account? <RouterLink to="/login">Sign in here</RouterLink>
      </AuthFooter>
    </AuthLayout>
  );
}
