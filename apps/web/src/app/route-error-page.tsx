import { Box, Button, Typography } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../lib/i18n/use-t.ts';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's fallback when a route fails to load or render. */
export function RouteErrorPage() {
  const error = useRouteError();
  const t = useT();
  return (
    <Box component="main" sx={{ p: 4, maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('app.routeError.heading')}
      </Typography>
      <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', color: 'error.main', mb: 3 }}>
        {describe(error)}
      </Typography>
      <Button variant="contained" href="/">
        {t('app.routeError.toDashboard')}
      </Button>
    </Box>
  );
}
