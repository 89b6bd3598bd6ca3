import { useState, type FormEvent } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { allPasswordRequirementsMet, PASSWORD_REQUIREMENTS_MESSAGE } from '@elevate/shared';
import { PageMeta, webPageJsonLd } from '../../../components/page-meta.tsx';
import { useRegisterMutation } from '../api/register.ts';
import { AuthAlert } from '../components/auth-alert.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { GoogleButton } from '../components/google-button.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { PasswordRequirements } from '../components/password-requirements.tsx';
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
      <PageMeta
        title="Create Account"
        description={description}
        path="/register"
        jsonLd={webPageJsonLd('Create Account', description, '/register')}
      />
      <AuthAlert message={error} />
      <GoogleButton disabled={busy} />
      <Box component="form" onSubmit={handleSubmit}>
        <Stack spacing={2.5}>
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
          <TextField
            label="Email Address"
            type="email"
            name="email"
            autoComplete="email"
            required
            fullWidth
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={busy}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            required
            fullWidth
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={busy}
          />
          <PasswordField
            label="Confirm Password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            fullWidth
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            disabled={busy}
          />
          <PasswordRequirements password={password} confirm={confirm} />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={!canSubmit}>
            {busy ? 'Creating Your Account...' : 'Create Account'}
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account? <RouterLink to="/login">Sign in here</RouterLink>
      </Typography>
    </AuthLayout>
  );
}
