import { Box, Button, Typography } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's fallback when a route fails to load or render. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <Box component="main" sx={{ p: 4, maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Unexpected Application Error!
      </Typography>
      <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', color: 'error.main', mb: 3 }}>
        {describe(error)}
      </Typography>
      <Button variant="contained" href="/">
        Go to Dashboard
      </Button>
    </Box>
  );
}
