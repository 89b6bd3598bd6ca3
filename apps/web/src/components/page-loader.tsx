import { Box, CircularProgress } from '@mui/material';
import { useT } from '../lib/i18n/use-t.ts';

/** Centred spinner while a page chunk or its first data arrives. */
export function PageLoader() {
  const t = useT();
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '50vh' }}
    >
      <CircularProgress aria-label={t('components.pageLoader.loading')} />
    </Box>
  );
}
