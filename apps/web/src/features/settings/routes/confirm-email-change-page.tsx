import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { useConfirmEmailChange } from '../../../entities/account/change-email.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { accountErrorText } from '../account-messages.ts';

/**
 * The landing page of the mailed e-mail change link: it may be opened in any browser,
 * signed in or not, so it stands outside the app shell like /verify-email. Opening it
 * changes nothing; the account moves only when the button is pressed, so neither a
 * stray click nor a mail scanner that runs the page's scripts moves it (decision 0035).
 */
export function ConfirmEmailChangePage() {
  const t = useT();
  const token = useSearchParams()[0].get('token');
  const confirm = useConfirmEmailChange();

  let body;
  if (!token) {
    body = <Alert severity="error">{t('settings.confirmEmail.missingToken')}</Alert>;
  } else if (confirm.isError) {
    body = (
      <Alert severity="error">
        {accountErrorText(confirm.error, t('settings.changeEmail.failed'))}
      </Alert>
    );
  } else if (confirm.isSuccess) {
    body = <Alert severity="success">{confirm.data.message}</Alert>;
  } else {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('settings.confirmEmail.question')}</Typography>
        <Button
          variant="contained"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate(token)}
        >
          {confirm.isPending
            ? t('settings.confirmEmail.confirming')
            : t('settings.confirmEmail.confirm')}
        </Button>
      </Stack>
    );
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <PageMeta
        title={t('settings.confirmEmail.metaTitle')}
        description={t('settings.confirmEmail.metaDescription')}
        path="/confirm-email-change"
      />
      <Paper sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 480 }}>
        <Stack spacing={3}>
          <Typography variant="h5" component="h1">
            {t('settings.confirmEmail.heading')}
          </Typography>
          <Box aria-live="polite">{body}</Box>
          <Box>
            <Button component={RouterLink} to="/settings" variant="outlined">
              {t('settings.confirmEmail.toSettings')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
