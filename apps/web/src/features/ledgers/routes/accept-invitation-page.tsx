import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useAcceptInvitation } from '../../../entities/ledgers/invitations.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { ledgerErrorText } from '../ledger-messages.ts';

/**
 * The landing page of a mailed invitation link. Only a signed-in person can join (the
 * route sends others to /login and back here). Opening the link joins nothing; the
 * button does, so a mail scanner that runs the page's scripts never accepts it.
 */
export function AcceptInvitationPage() {
  const t = useT();
  const token = useSearchParams()[0].get('token');
  const accept = useAcceptInvitation();

  let body;
  if (!token) {
    body = <Alert severity="error">{t('ledgers.accept.noToken')}</Alert>;
  } else if (accept.isError) {
    body = (
      <Alert severity="error">{ledgerErrorText(accept.error, t('ledgers.accept.failed'))}</Alert>
    );
  } else if (accept.isSuccess) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success">
          {t('ledgers.accept.joined', { ledger: accept.data.ledger.name })}
        </Alert>
        <Button component={RouterLink} to="/dashboard" variant="contained">
          {t('ledgers.accept.open', { ledger: accept.data.ledger.name })}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('ledgers.accept.intro')}</Typography>
        <Button
          variant="contained"
          disabled={accept.isPending}
          onClick={() => accept.mutate(token)}
        >
          {t(accept.isPending ? 'ledgers.accept.joining' : 'ledgers.accept.join')}
        </Button>
      </Stack>
    );
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 480 }}>
        <Stack spacing={3}>
          <Typography variant="h5" component="h1">
            {t('ledgers.accept.title')}
          </Typography>
          <Box aria-live="polite">{body}</Box>
        </Stack>
      </Paper>
    </Box>
  );
}
