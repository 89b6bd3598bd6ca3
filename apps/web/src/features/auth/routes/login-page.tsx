import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Box } from '@mui/material';
import { useSession } from '../../../lib/session-context.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useLoginMutation } from '../api/login.ts';
import { AuthAlert } from '../components/auth-alert.tsx';
import { AuthFooter } from '../components/auth-footer.tsx';
import { AuthForm, AuthSubmitButton } from '../components/auth-form.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { AuthPageMeta } from '../components/auth-page-meta.tsx';
import { EmailField } from '../components/email-field.tsx';
import { GoogleButton } from '../components/google-button.tsx';
import { MarketingPanel } from '../components/marketing-panel.tsx';
import { PasskeySignInButton } from '../components/passkey-sign-in-button.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { RouterLink } from '../components/router-link.tsx';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { usePrerenderedForm } from '../hooks/use-prerendered-form.ts';
import { useProviderSignIn } from '../hooks/use-provider-sign-in.ts';
import { loginFailureMessage, loginQueryErrorMessage, signedOutNotice } from '../login-messages.ts';
import { twoStepFrom } from '../two-step-messages.ts';

// Only accounts with two-factor on reach the second step: its form stays out of /login's bundle.
const TwoStepVerification = lazy(() =>
  import('../components/two-step-verification.tsx').then((m) => ({
    default: m.TwoStepVerification,
  })),
);

const description =
  'Sign in to Elevate: smart budgeting that adapts to your spending, goal tracking and personalised insights.';

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // With two-factor on, the password (or provider) step leaves a challenge in router state.
  const twoStep = twoStepFrom(location.state);
  const providerReturn = useProviderSignIn();
  const completeSignIn = useCompleteSignIn();
  const loginMutation = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const formRef = usePrerenderedForm({ email: setEmail, password: setPassword });
  const busy = loginMutation.isPending;
  // The redirect's message stands until the user tries again.
  const message =
    error ?? (loginMutation.isIdle ? loginQueryErrorMessage(searchParams.get('error')) : null);
  // Why a signed-in screen turned into this one: the server refused the device's session.
  const { signedOutByServer } = useSession();
  const notice = !message && signedOutByServer ? signedOutNotice : null;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    loginMutation.mutate(
      { email, password },
      {
        onSuccess: (result) =>
          'token' in result
            ? completeSignIn(result.token)
            : void navigate('/login', { state: { twoStep: result } }),
        onError: (failure) => setError(loginFailureMessage(failure)),
      },
    );
  };

  if (providerReturn) return <PageLoader />;
  if (twoStep) {
    return (
      <Suspense fallback={<PageLoader />}>
        <TwoStepVerification
          {...twoStep}
          onToken={completeSignIn}
          onCancel={() => void navigate('/login', { replace: true })}
        />
      </Suspense>
    );
  }
  return (
    <AuthLayout
      title="Sign In"
      subtitle="Welcome back! Sign in to continue."
      aside={<MarketingPanel />}
    >
      <AuthPageMeta title="Sign In" description={description} path="/login" />
      <AuthAlert message={message} />
      <AuthAlert message={notice} severity="info" />
      <GoogleButton disabled={busy} />
      <AuthForm onSubmit={handleSubmit} ref={formRef}>
        <EmailField label="Email" value={email} onChange={setEmail} disabled={busy} />
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
        <AuthSubmitButton busy={busy} label="Sign In" busyLabel="Signing In..." />
      </AuthForm>
      <PasskeySignInButton disabled={busy} onToken={completeSignIn} onError={setError} />
      <AuthFooter>
        New to Elevate? <RouterLink to="/register">Create your free account</RouterLink>
      </AuthFooter>
    </AuthLayout>
  );
}
