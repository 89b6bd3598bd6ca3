import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import type { TotpSetup } from '@elevate/shared/schemas/two-factor';
import { useEnableTotp } from '../../../entities/two-factor/totp-writes.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { securityErrorMessage } from '../security-messages.ts';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';

/** The QR code of the otpauth link, drawn in the browser (the secret never leaves it). */
function useQrCode(url: string): string | null {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(url, { margin: 1, width: 200 }))
      .then((data) => live && setDataUrl(data));
    return () => {
      live = false;
    };
  }, [url]);
  return dataUrl;
}

type Props = { setup: TotpSetup; onEnabled: (codes: string[]) => void; onCancel: () => void };

/** Scan or type the secret, then confirm with the app's first code. */
export function TotpEnrolment({ setup, onEnabled, onCancel }: Props) {
  const t = useT();
  const qr = useQrCode(setup.otpauthUrl);
  const [code, setCode] = useState('');
  const enable = useEnableTotp();
  const grouped = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate(code, { onSuccess: (body) => onEnabled(body.recoveryCodes) });
  };

  return (
    <Stack spacing={2}>
      <Typography>{t('settings.totp.scan')}</Typography>
      <Box sx={{ width: 200, height: 200, bgcolor: '#fff', borderRadius: 1, p: 0.5 }}>
        {qr ? (
          <img src={qr} width={192} height={192} alt={t('settings.totp.qrAlt')} />
        ) : (
          <CircularProgress aria-label={t('settings.totp.drawing')} />
        )}
      </Box>
      <Box>
        <Typography variant="subtitle2" component="p" color="text.secondary" id="totp-secret-label">
          {t('settings.totp.setupKey')}
        </Typography>
        <Typography
          aria-labelledby="totp-secret-label"
          data-testid="totp-secret"
          data-secret={setup.secret}
          sx={{ fontFamily: 'monospace', fontSize: '1.05rem', wordBreak: 'break-all' }}
        >
          {grouped}
        </Typography>
      </Box>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <Typography>{t('settings.totp.enterCode')}</Typography>
          {enable.isError && (
            <FormErrorAlert>
              {securityErrorMessage(enable.error, t('settings.totp.enableFailed'))}
            </FormErrorAlert>
          )}
          <TextField
            label={t('settings.totp.codeLabel')}
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
            sx={{ maxWidth: 240 }}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={enable.isPending || !code}>
              {enable.isPending ? t('settings.totp.turningOn') : t('settings.totp.turnOn')}
            </Button>
            <Button onClick={onCancel} disabled={enable.isPending}>
              {t('settings.common.cancel')}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Stack>
  );
}
