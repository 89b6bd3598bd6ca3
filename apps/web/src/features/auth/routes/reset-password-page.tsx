import { useSearchParams } from 'react-router';
import { PageMeta, webPageJsonLd } from '../../../components/page-meta.tsx';
import { errorText } from '../api/auth-call.ts';
import { useVerifyResetToken } from '../api/verify-reset-token.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';
import { StatusPanel } from '../components/status-panel.tsx';

const description = 'Set a new password for your Elevate account.';

const newLink = { label: 'Request a New Link', to: '/forgot-password' };

/** Verifying, then ready or error; the form handles loading, success and error. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token');
  const verification = useVerifyResetToken(token);

  let content;
  if (!token) {
    content = (
      <StatusPanel
        state="error"
        heading="Reset Password"
        text="Reset token is missing"
        action={newLink}
      />
    );
  } else if (verification.isPending) {
    content = <StatusPanel state="loading" text="Verifying reset token..." />;
  } else if (verification.isError || !verification.data) {
    const text = errorText(verification.error, 'Invalid or expired reset token');
    content = <StatusPanel state="error" heading="Reset Password" text={text} action={newLink} />;
  } else {
    content = <ResetPasswordForm token={token} />;
  }

  return (
    <AuthLayout title="Reset Password">
      <PageMeta
        title="Reset Password"
        description={description}
        path="/reset-password"
        jsonLd={webPageJsonLd('Reset Password', description, '/reset-password')}
      />
      {content}
    </AuthLayout>
  );
}
