import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { useSendVerification } from '../../../entities/user/send-verification.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { resendErrorMessage } from '../settings-messages.ts';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';

type EmailVerificationCardProps = { email: string; isVerified: boolean };

/** Account Settings: the verification chip and, while unverified, the resend form. */
export function EmailVerificationCard({ email, isVerified }: EmailVerificationCardProps) {
  const t = useT();
  const [address, setAddress] = useState(email);
  // After a successful resend the page treats the address as verified.
  const [verifiedLocally, setVerifiedLocally] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const resend = useSendVerification();
  const verified = isVerified || verifiedLocally;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    resend.mutate(address, {
      onSuccess: (body) => {
        setSentMessage(body.message);
        setVerifiedLocally(true);
      },
    });
  };

  return (
    <Paper component="section" aria-labelledby="account-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="account-heading" variant="h6" component="h2" gutterBottom>
        {t('settings.verification.title')}
      </Typography>
      {/* An h3 under the card's h2: MUI's subtitle2 alone would be an h6 (axe heading-order). */}
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {t('settings.verification.subtitle')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
        <Chip
          size="small"
          label={
            verified ? t('settings.verification.verified') : t('settings.verification.notVerified')
          }
          color={verified ? 'success' : 'warning'}
        />
        <Typography sx={{ wordBreak: 'break-all' }}>{email}</Typography>
      </Stack>
      {sentMessage && <Alert severity="success">{sentMessage}</Alert>}
      {!verified && (
        <Box component="form" onSubmit={submit} noValidate sx={{ mt: 2 }}>
          <Stack spacing={2}>
            {resend.isError && <FormErrorAlert>{resendErrorMessage(resend.error)}</FormErrorAlert>}
            <TextField
              label={t('settings.verification.emailLabel')}
              type="email"
              required
              value={address}
              onChange={(event) => {
                setAddress(event.target.value);
                resend.reset();
              }}
            />
            <Box>
              <Button
                type="submit"
                variant="contained"
                disabled={resend.isPending || !address.trim()}
              >
                {resend.isPending
                  ? t('settings.verification.sending')
                  : t('settings.verification.resend')}
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
    </Paper>
  );
}
