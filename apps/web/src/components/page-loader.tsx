import { Box, CircularProgress } from '@mui/material';

/** Centred spinner while a page chunk or its first data arrives. */
export function PageLoader() {
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '50vh' }}
    >
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
