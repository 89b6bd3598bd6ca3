import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { useConfirmEmailChange } from '../../../entities/account/change-email.ts';
import { accountErrorText } from '../account-messages.ts';

/**
 * The landing page of the mailed e-mail change link: it may be opened in any browser,
 * signed in or not, so it stands outside the app shell like /verify-email. Opening it
 * changes nothing; the account moves only when the button is pressed, so neither a
 * stray click nor a mail scanner that runs the page's scripts moves it (decision 0035).
 */
export function ConfirmEmailChangePage() {
  const token = useSearchParams()[0].get('token');
  const confirm = useConfirmEmailChange();

  let body;
  if (!token) {
    body = <Alert severity="error">The link is missing its token.</Alert>;
  } else if (confirm.isError) {
    body = (
      <Alert severity="error">
        {accountErrorText(confirm.error, 'Failed to change your email address')}
      </Alert>
    );
  } else if (confirm.isSuccess) {
    body = <Alert severity="success">{confirm.data.message}</Alert>;
  } else {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          Move your Elevate account to the address this link was sent to? Sign-in and mail about the
          account then use that address. If you did not ask for this, close this page.
        </Typography>
        <Button
          variant="contained"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate(token)}
        >
          {confirm.isPending ? 'Confirming...' : 'Confirm new email address'}
        </Button>
      </Stack>
    );
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <PageMeta
        title="Confirm Email Change"
        description="Confirm the new email address of your Elevate account."
        path="/confirm-email-change"
      />
      <Paper sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 480 }}>
        <Stack spacing={3}>
          <Typography variant="h5" component="h1">
            Confirm your new email address
          </Typography>
          <Box aria-live="polite">{body}</Box>
          <Box>
            <Button component={RouterLink} to="/settings" variant="outlined">
              Go to Settings
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
