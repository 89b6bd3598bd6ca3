import { PageMeta, webPageJsonLd } from '../../../components/page-meta.tsx';
import { StatusPanel } from '../components/status-panel.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { useProviderSignIn } from '../hooks/use-provider-sign-in.ts';

const description = 'Completing sign-in to Elevate.';

/** The provider's return point; without a Google token it is a failed sign-in. */
export function AuthCallbackPage() {
  useProviderSignIn('/login?error=oauth_failed');
  return (
    <AuthLayout title="Signing In">
      <PageMeta
        title="Signing In"
        description={description}
        path="/auth/callback"
        jsonLd={webPageJsonLd('Signing In', description, '/auth/callback')}
      />
      <StatusPanel state="loading" text="Completing sign-in..." />
    </AuthLayout>
  );
}
