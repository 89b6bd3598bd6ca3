import { useState } from 'react';
import { Button, Chip, Divider, Paper, Stack, Typography } from '@mui/material';
import type { TotpSetup } from '@elevate/shared/schemas/two-factor';
import { useTwoFactorStatus } from '../../../entities/two-factor/get-two-factor-status.ts';
import { useSetupTotp } from '../../../entities/two-factor/totp-writes.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { securityErrorMessage } from '../security-messages.ts';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { TotpEnrolment } from './totp-enrolment.tsx';
import { RegenerateCodesForm, TurnOffForm } from './two-factor-forms.tsx';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { CardLoadState } from './card-load-state.tsx';
import { ConfirmPasswordField, passwordGiven } from './confirm-password-field.tsx';

/** Two-factor: authenticator-app set-up, recovery codes, turning it off (decision 0028). */
export function TwoFactorCard() {
  const t = useT();
  const status = useTwoFactorStatus();
  const setupMutation = useSetupTotp();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [password, setPassword] = useState('');
  // Shown once, after turning on or regenerating, until the user says they are saved.
  const [codes, setCodes] = useState<string[] | null>(null);
  const on = status.data?.totpEnabled === true;

  const body = () => {
    if (codes) return <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />;
    if (status.isPending || status.isError) {
      return (
        <CardLoadState
          query={status}
          loading={t('settings.twoFactor.loading')}
          failed={t('settings.twoFactor.loadFailed')}
        />
      );
    }
    if (setup && !on) {
      return (
        <TotpEnrolment
          setup={setup}
          onEnabled={(fresh) => {
            setSetup(null);
            setCodes(fresh);
          }}
          onCancel={() => setSetup(null)}
        />
      );
    }
    if (!on) {
      const { hasPassword } = status.data;
      const start = () =>
        setupMutation.mutate(hasPassword ? { password } : {}, {
          onSuccess: (fresh) => {
            setPassword('');
            setSetup(fresh);
          },
        });
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">{t('settings.twoFactor.intro')}</Typography>
          {setupMutation.isError && (
            <FormErrorAlert>
              {securityErrorMessage(setupMutation.error, t('settings.twoFactor.setupFailed'))}
            </FormErrorAlert>
          )}
          <ConfirmPasswordField
            hasPassword={hasPassword}
            value={password}
            onChange={setPassword}
            disabled={setupMutation.isPending}
          />
          <Button
            variant="contained"
            disabled={setupMutation.isPending || !passwordGiven(hasPassword, password)}
            onClick={start}
          >
            {t('settings.twoFactor.setUp')}
          </Button>
        </Stack>
      );
    }
    return (
      <Stack spacing={3}>
        <Typography color="text.secondary">
          {t('settings.twoFactor.codesLeft', { count: status.data.recoveryCodesLeft })}
        </Typography>
        <RegenerateCodesForm onCodes={setCodes} />
        <Divider />
        <TurnOffForm hasPassword={status.data.hasPassword} />
      </Stack>
    );
  };

  return (
    <Paper component="section" aria-labelledby="two-factor-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
      >
        <Typography id="two-factor-heading" variant="h6" component="h2">
          {t('settings.twoFactor.title')}
        </Typography>
        {status.data && (
          <Chip
            size="small"
            label={on ? t('settings.twoFactor.on') : t('settings.twoFactor.off')}
            color={on ? 'success' : 'default'}
          />
        )}
      </Stack>
      {body()}
    </Paper>
  );
}
