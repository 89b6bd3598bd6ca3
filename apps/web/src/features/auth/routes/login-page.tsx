import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { PageMeta, webPageJsonLd } from '../../../components/page-meta.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useLoginMutation } from '../api/login.ts';
import { AuthAlert } from '../components/auth-alert.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { GoogleButton } from '../components/google-button.tsx';
import { MarketingPanel } from '../components/marketing-panel.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { RouterLink } from '../components/router-link.tsx';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { useProviderSignIn } from '../hooks/use-provider-sign-in.ts';
import { loginFailureMessage, loginQueryErrorMessage } from '../login-messages.ts';

const description =
  'Sign in to Elevate: smart budgeting that adapts to your spending, goal tracking and personalised insights.';

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const providerReturn = useProviderSignIn();
  const completeSignIn = useCompleteSignIn();
  const loginMutation = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = loginMutation.isPending;
  // The redirect's message stands until the user tries again.
  const message =
    error ?? (loginMutation.isIdle ? loginQueryErrorMessage(searchParams.get('error')) : null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    loginMutation.mutate(
      { email, password },
      { onSuccess: completeSignIn, onError: (failure) => setError(loginFailureMessage(failure)) },
    );
  };

  if (providerReturn) return <PageLoader />;
  return (
    <AuthLayout
      title="Sign In"
      subtitle="Welcome back! Sign in to continue."
      aside={<MarketingPanel />}
    >
      <PageMeta
        title="Sign In"
        description={description}
        path="/login"
        jsonLd={webPageJsonLd('Sign In', description, '/login')}
      />
      <AuthAlert message={message} />
      <GoogleButton disabled={busy} />
      <Box component="form" onSubmit={handleSubmit}>
        <Stack spacing={2.5}>
          <TextField
            label="Email"
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
            autoComplete="current-password"
            required
            fullWidth
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={busy}
          />
          <Box sx={{ textAlign: 'right' }}>
            <RouterLink to="/forgot-password">Forgot your password?</RouterLink>
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
            {busy ? 'Signing In...' : 'Sign In'}
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        New to Elevate? <RouterLink to="/register">Create your free account</RouterLink>
      </Typography>
    </AuthLayout>
  );
}
