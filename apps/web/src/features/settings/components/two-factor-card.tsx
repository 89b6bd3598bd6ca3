import { useState } from 'react';
import { Button, Chip, Divider, Paper, Stack, Typography } from '@mui/material';
import type { TotpSetup } from '@elevate/shared/schemas/two-factor';
import { useTwoFactorStatus } from '../../../entities/two-factor/get-two-factor-status.ts';
import { useSetupTotp } from '../../../entities/two-factor/totp-writes.ts';
import { securityErrorMessage } from '../security-messages.ts';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { TotpEnrolment } from './totp-enrolment.tsx';
import { RegenerateCodesForm, TurnOffForm } from './two-factor-forms.tsx';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { CardLoadState } from './card-load-state.tsx';
import { ConfirmPasswordField, passwordGiven } from './confirm-password-field.tsx';

/** Two-factor: authenticator-app set-up, recovery codes, turning it off (decision 0028). */
export function TwoFactorCard() {
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
          loading="Loading two-factor settings"
          failed="Failed to load two-factor settings."
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
          <Typography color="text.secondary">
            Ask for a code from an authenticator app (or a passkey) after your password.
          </Typography>
          {setupMutation.isError && (
            <FormErrorAlert>
              {securityErrorMessage(setupMutation.error, 'Failed to start set-up')}
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
            Set up authenticator app
          </Button>
        </Stack>
      );
    }
    return (
      <Stack spacing={3}>
        <Typography color="text.secondary">
          {status.data.recoveryCodesLeft} of 10 recovery codes left.
        </Typography>
        <RegenerateCodesForm onCodes={setCodes} />
        <Divider />
        <TurnOffForm hasPassword={status.data.hasPassword} />
      </Stack>
    );
  };

  return (
    <Paper component="section" aria-labelledby="two-factor-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id="two-factor-heading" variant="h6" component="h2">
          Two-Factor Authentication
        </Typography>
        {status.data && (
          <Chip size="small" label={on ? 'On' : 'Off'} color={on ? 'success' : 'default'} />
        )}
      </Stack>
      {body()}
    </Paper>
  );
}
