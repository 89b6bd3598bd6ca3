import { PageMeta, webPageJsonLd } from '../../../components/page-meta.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { StatusPanel } from '../components/status-panel.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { useProviderSignIn } from '../hooks/use-provider-sign-in.ts';

/** The provider's return point; without a Google token it is a failed sign-in. */
export function AuthCallbackPage() {
  const t = useT();
  useProviderSignIn('/login?error=oauth_failed');
  const title = t('auth.callback.title');
  const description = t('auth.callback.description');
  return (
    <AuthLayout title={title}>
      <PageMeta
        title={title}
        description={description}
        path="/auth/callback"
        jsonLd={webPageJsonLd(title, description, '/auth/callback')}
      />
      <StatusPanel state="loading" text={t('auth.callback.completing')} />
    </AuthLayout>
  );
}
