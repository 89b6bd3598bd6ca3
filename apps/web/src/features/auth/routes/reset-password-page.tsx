import { useSearchParams } from 'react-router';
import { PageMeta, webPageJsonLd } from '../../../components/page-meta.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { errorText } from '../api/auth-call.ts';
import { useVerifyResetToken } from '../api/verify-reset-token.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';
import { StatusPanel } from '../components/status-panel.tsx';

/** Verifying, then ready or error; the form handles loading, success and error. */
export function ResetPasswordPage() {
  const t = useT();
  const token = useSearchParams()[0].get('token');
  const verification = useVerifyResetToken(token);
  const title = t('auth.reset.title');
  const description = t('auth.reset.description');
  const newLink = { label: t('auth.reset.requestNewLink'), to: '/forgot-password' };

  let content;
  if (!token) {
    content = (
      <StatusPanel
        state="error"
        heading={title}
        text={t('auth.reset.tokenMissing')}
        action={newLink}
      />
    );
  } else if (verification.isPending) {
    content = <StatusPanel state="loading" text={t('auth.reset.verifying')} />;
  } else if (verification.isError || !verification.data) {
    const text = errorText(verification.error, t('auth.reset.tokenInvalid'));
    content = <StatusPanel state="error" heading={title} text={text} action={newLink} />;
  } else {
    content = <ResetPasswordForm token={token} />;
  }

  return (
    <AuthLayout title={title}>
      <PageMeta
        title={title}
        description={description}
        path="/reset-password"
        jsonLd={webPageJsonLd(title, description, '/reset-password')}
      />
      {content}
    </AuthLayout>
  );
}
