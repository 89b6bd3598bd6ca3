import { useSearchParams } from 'react-router';
import { PageMeta, webPageJsonLd } from '../../../components/page-meta.tsx';
import { errorText } from '../api/auth-call.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { StatusPanel } from '../components/status-panel.tsx';

const description = 'Verify the email address of your Elevate account.';

/** Loading, then success or failure; a missing token fails at once. */
export function VerifyEmailPage() {
  const token = useSearchParams()[0].get('token');
  const verification = useVerifyEmail(token);

  let panel;
  if (!token || verification.isError) {
    // The server's message when it sent one, else 'Failed to verify email'.
    const text = token
      ? errorText(verification.error, 'Failed to verify email')
      : 'Verification token is missing.';
    panel = (
      <StatusPanel
        state="error"
        heading="Verification Failed"
        text={text}
        action={{ label: 'Go to Login', to: '/login' }}
      />
    );
  } else if (verification.isSuccess) {
    panel = (
      <StatusPanel
        state="success"
        heading="Verification Successful!"
        text={verification.data}
        action={{ label: 'Proceed to Login', to: '/login' }}
      />
    );
  } else {
    panel = <StatusPanel state="loading" text="Verifying your email address..." />;
  }

  return (
    <AuthLayout title="Email Verification">
      <PageMeta
        title="Verify Email"
        description={description}
        path="/verify-email"
        jsonLd={webPageJsonLd('Verify Email', description, '/verify-email')}
      />
      {panel}
    </AuthLayout>
  );
}
