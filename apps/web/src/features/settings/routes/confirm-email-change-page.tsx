import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { useConfirmEmailChange } from '../../../entities/account/change-email.ts';
import { accountErrorText } from '../account-messages.ts';

/**
 * The landing page of the mailed e-mail change link: it may be opened in any browser,
 * signed in or not, so it stands outside the app shell like /verify-email.
 */
export function ConfirmEmailChangePage() {
  const token = useSearchParams()[0].get('token');
  const confirm = useConfirmEmailChange(token);

  let body;
  if (!token || confirm.isError) {
    body = (
      <Alert severity="error">
        {token
          ? accountErrorText(confirm.error, 'Failed to change your email address')
          : 'The link is missing its token.'}
      </Alert>
    );
  } else if (confirm.isSuccess) {
    body = <Alert severity="success">{confirm.data.message}</Alert>;
  } else {
    body = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-label="Confirming" />
        <Typography>Confirming your new email address...</Typography>
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
            <Button component={RouterLink} to="/settings" variant="contained">
              Go to Settings
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
