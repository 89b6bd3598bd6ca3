import { Box, Typography } from '@mui/material';
import { useCurrentUser } from '../../../entities/user/get-current-user.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { AccessTokensCard } from '../components/access-tokens-card.tsx';
import { AppearanceCard } from '../components/appearance-card.tsx';
import { ChangeEmailCard } from '../components/change-email-card.tsx';
import { DisplayNameCard } from '../components/display-name-card.tsx';
import { EmailCard } from '../components/email-card.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { EmailVerificationCard } from '../components/email-verification-card.tsx';
import { LanguageCard } from '../components/language-card.tsx';
import { SettingsGroups } from '../components/settings-groups.tsx';
import { CardLoadState } from '../components/card-load-state.tsx';
import { PasskeysCard } from '../components/passkeys-card.tsx';
import { SignedInDevicesCard } from '../components/signed-in-devices-card.tsx';
import { TagsCard } from '../components/tags-card.tsx';
import { TwoFactorCard } from '../components/two-factor-card.tsx';
import { WebhooksCard } from '../components/webhooks-card.tsx';
import { YourDataCard } from '../components/your-data-card.tsx';

/**
 * The Settings page (docs/product/settings.md): the first cards (Account Settings, Change Password, Appearance, in that order)
 * with the later sections, grouped: Profile, Security, Sessions, Your data, Tags, E-mail, Appearance.
 */
export function SettingsPage() {
  const t = useT();
  const user = useCurrentUser();
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('settings.page.title')}
      </Typography>
      <SettingsGroups
        groups={[
          {
            id: 'profile',
            title: t('settings.groups.profile'),
            content: (
              <>
                <CardLoadState
                  query={user}
                  loading={t('settings.profile.loading')}
                  failed={t('settings.profile.loadFailed')}
                  rows={1}
                />
                {user.data && (
                  <EmailVerificationCard
                    key={user.data.email}
                    email={user.data.email}
                    isVerified={user.data.isVerified}
                  />
                )}
                <DisplayNameCard />
                <ChangeEmailCard />
              </>
            ),
          },
          {
            id: 'security',
            title: t('settings.groups.security'),
            content: (
              <>
                <ChangePasswordForm />
                <TwoFactorCard />
                <PasskeysCard />
                <AccessTokensCard />
                <WebhooksCard />
              </>
            ),
          },
          {
            id: 'sessions',
            title: t('settings.groups.sessions'),
            content: <SignedInDevicesCard />,
          },
          { id: 'your-data', title: t('settings.groups.yourData'), content: <YourDataCard /> },
          // The open ledger's tags, as 'Your data' is the open ledger's data.
          { id: 'tags', title: t('settings.groups.tags'), content: <TagsCard /> },
          // What Elevate mails besides sign-in and security notices: the opt-in weekly digest.
          { id: 'email', title: t('settings.groups.email'), content: <EmailCard /> },
          {
            id: 'appearance',
            title: t('settings.groups.appearance'),
            content: (
              <>
                <AppearanceCard />
                <LanguageCard />
              </>
            ),
          },
        ]}
      />
    </Box>
  );
}
