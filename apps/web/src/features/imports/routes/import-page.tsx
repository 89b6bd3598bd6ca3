import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { ImportFlow } from '../components/import-flow.tsx';
import { ImportHistory } from '../components/import-history.tsx';
import { RulesLink } from '../components/rules-link.tsx';
import { useImportFlow } from '../hooks/use-import-flow.ts';
import { filesFromRouteState } from '../import-paths.ts';

/** Bank import (docs/product/import.md): the flow, with the history and a way to the rules beside it. */
export function ImportPage() {
  const t = useT();
  const flow = useImportFlow();
  const location = useLocation();
  const { start } = flow;
  // Files dropped on the Transactions page start at once, once (StrictMode runs effects twice).
  const started = useRef(false);
  // A viewer of a shared ledger sees its imports but uploads none (decision 0049).
  const canWrite = useCanWriteLedger();
  useEffect(() => {
    const files = filesFromRouteState(location.state);
    if (!canWrite || started.current || files.length === 0) return;
    started.current = true;
    start(files);
  }, [canWrite, location.state, start]);

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 3, flexWrap: 'wrap' }}>
        <Button component={Link} to="/transactions" startIcon={<ArrowBackIcon />} size="small">
          {t('imports.page.back')}
        </Button>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
          {t('imports.page.title')}
        </Typography>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        {canWrite ? (
          <ImportFlow flow={flow} />
        ) : (
          <Alert severity="info">{t('imports.page.viewerOnly')}</Alert>
        )}
        <Stack sx={{ gap: 3 }}>
          <ImportHistory />
          <RulesLink />
        </Stack>
      </Box>
    </Box>
  );
}
