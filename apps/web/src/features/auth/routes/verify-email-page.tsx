import { useSearchParams } from 'react-router';
import { PageMeta, webPageJsonLd } from '../../../components/page-meta.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translateServerText } from '../../../lib/i18n/api-messages/translate-server-text.ts';
import { errorText } from '../api/auth-call.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { StatusPanel } from '../components/status-panel.tsx';

/** Loading, then success or failure; a missing token fails at once. */
export function VerifyEmailPage() {
  const t = useT();
  const token = useSearchParams()[0].get('token');
  const verification = useVerifyEmail(token);
  const pageTitle = t('auth.verifyEmail.pageTitle');
  const description = t('auth.verifyEmail.description');

  let panel;
  if (!token || verification.isError) {
    // The server's message when it sent one, else 'Failed to verify email'.
    const text = token
      ? errorText(verification.error, t('auth.verifyEmail.failed'))
      : t('auth.verifyEmail.tokenMissing');
    panel = (
      <StatusPanel
        state="error"
        heading={t('auth.verifyEmail.failedHeading')}
        text={text}
        action={{ label: t('auth.verifyEmail.goToLogin'), to: '/login' }}
      />
    );
  } else if (verification.isSuccess) {
    panel = (
      <StatusPanel
        state="success"
        heading={t('auth.verifyEmail.successHeading')}
        text={translateServerText(verification.data)}
        action={{ label: t('auth.verifyEmail.proceedToLogin'), to: '/login' }}
      />
    );
  } else {
    panel = <StatusPanel state="loading" text={t('auth.verifyEmail.verifying')} />;
  }

  return (
    <AuthLayout title={t('auth.verifyEmail.title')}>
      <PageMeta
        title={pageTitle}
        description={description}
        path="/verify-email"
        jsonLd={webPageJsonLd(pageTitle, description, '/verify-email')}
      />
      {panel}
    </AuthLayout>
  );
}
