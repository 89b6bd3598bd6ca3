import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { digestUnsubscribeQuery } from '@elevate/shared/schemas/digest';
import { PageMeta } from '../../../components/page-meta.tsx';
import { useUnsubscribeDigest } from '../../../entities/digest/unsubscribe-digest.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { accountErrorText } from '../account-messages.ts';

/**
 * The unsubscribe link of a weekly digest e-mail: it may be opened in any browser, signed
 * in or not, so it stands outside the app shell like /confirm-email-change. Opening it
 * changes nothing; the digest stops only when the button is pressed, as mail scanners
 * open links and run their scripts (decision 0058).
 */
export function DigestUnsubscribePage() {
  const t = useT();
  const query = digestUnsubscribeQuery.safeParse({ token: useSearchParams()[0].get('token') });
  const unsubscribe = useUnsubscribeDigest();

  let body;
  if (!query.success) {
    // The server's text for an unknown token (DIGEST_MESSAGES.invalidLink): none is no better.
    body = <Alert severity="error">{t('settings.digest.missingToken')}</Alert>;
  } else if (unsubscribe.isError) {
    body = (
      <Alert severity="error">
        {accountErrorText(unsubscribe.error, t('settings.digest.stopFailed'))}
      </Alert>
    );
  } else if (unsubscribe.isSuccess) {
    body = <Alert severity="success">{unsubscribe.data.message}</Alert>;
  } else {
    const { token } = query.data;
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('settings.digest.question')}</Typography>
        <Button
          variant="contained"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          {unsubscribe.isPending ? t('settings.digest.stopping') : t('settings.digest.stop')}
        </Button>
      </Stack>
    );
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <PageMeta
        title={t('settings.digest.pageTitle')}
        description={t('settings.digest.pageDescription')}
        path="/unsubscribe"
      />
      <Paper sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 480 }}>
        <Stack spacing={3}>
          <Typography variant="h5" component="h1">
            {t('settings.digest.pageTitle')}
          </Typography>
          <Box aria-live="polite">{body}</Box>
          <Box>
            <Button component={RouterLink} to="/" variant="outlined">
              {t('settings.digest.home')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
