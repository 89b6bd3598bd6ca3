import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Box } from '@mui/material';
import { useAppIntl, useT } from '../../../lib/i18n/use-t.ts';
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
import { loginFailureMessage, loginQueryErrorMessage } from '../login-messages.ts';
import { twoStepFrom } from '../two-step-messages.ts';

// Only accounts with two-factor on reach the second step: its form stays out of /login's bundle.
const TwoStepVerification = lazy(() =>
  import('../components/two-step-verification.tsx').then((m) => ({
    default: m.TwoStepVerification,
  })),
);

export function LoginPage() {
  const intl = useAppIntl();
  const t = useT();
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
    error ?? (loginMutation.isIdle ? loginQueryErrorMessage(searchParams.get('error'), t) : null);
  // Why a signed-in screen turned into this one: the server refused the device's session.
  const { signedOutByServer } = useSession();
  const notice = !message && signedOutByServer ? t('auth.login.signedOut') : null;

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
        onError: (failure) => setError(loginFailureMessage(failure, t)),
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
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      aside={<MarketingPanel />}
    >
      <AuthPageMeta
        title={t('auth.login.title')}
        description={t('auth.login.description')}
        path="/login"
      />
      <AuthAlert message={message} />
      <AuthAlert message={notice} severity="info" />
      <GoogleButton disabled={busy} />
      <AuthForm onSubmit={handleSubmit} ref={formRef}>
        <EmailField
          label={t('auth.field.email')}
          value={email}
          onChange={setEmail}
          disabled={busy}
        />
        <PasswordField
          label={t('auth.field.password')}
          showLabel={t('auth.field.passwordShow')}
          hideLabel={t('auth.field.passwordHide')}
          name="password"
          autoComplete="current-password"
          required
          fullWidth
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={busy}
        />
        <Box sx={{ textAlign: 'right' }}>
          <RouterLink to="/forgot-password">{t('auth.login.forgotPassword')}</RouterLink>
        </Box>
        <AuthSubmitButton
          busy={busy}
          label={t('auth.login.submit')}
          busyLabel={t('auth.login.submitting')}
        />
      </AuthForm>
      <PasskeySignInButton disabled={busy} onToken={completeSignIn} onError={setError} />
      <AuthFooter>
        {intl.formatMessage(
          { id: 'auth.login.newAccount' },
          { link: (chunks) => <RouterLink to="/register">{chunks}</RouterLink> },
        )}
      </AuthFooter>
    </AuthLayout>
  );
}
