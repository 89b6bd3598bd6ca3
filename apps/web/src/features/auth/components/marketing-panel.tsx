import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import AutoGraphIcon from '@mui/icons-material/AutoGraph';
import InsightsIcon from '@mui/icons-material/Insights';
import TrackChangesIcon from '@mui/icons-material/TrackChanges';
import { useT } from '../../../lib/i18n/use-t.ts';

type Pitch = { id: string; icon: ReactNode; title: string; detail: string };

// What the login page promises.
const pitches: Pitch[] = [
  {
    id: 'budgeting',
    icon: <AutoGraphIcon />,
    title: 'auth.marketing.budgetingTitle',
    detail: 'auth.marketing.budgetingDetail',
  },
  {
    id: 'goals',
    icon: <TrackChangesIcon />,
    title: 'auth.marketing.goalsTitle',
    detail: 'auth.marketing.goalsDetail',
  },
  {
    id: 'insights',
    icon: <InsightsIcon />,
    title: 'auth.marketing.insightsTitle',
    detail: 'auth.marketing.insightsDetail',
  },
];

/** The login page's side panel: the tagline and the three promises. */
export function MarketingPanel() {
  const t = useT();
  return (
    <Box
      component="section"
      aria-labelledby="marketing-tagline"
      sx={{
        flex: 1,
        p: { xs: 3, sm: 5 },
        borderRadius: 2,
        borderTopLeftRadius: { md: 0 },
        borderBottomLeftRadius: { md: 0 },
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
      }}
    >
      <Typography
        id="marketing-tagline"
        variant="h4"
        component="h2"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {t('auth.marketing.tagline')}
      </Typography>
      <Typography sx={{ mb: 4 }}>{t('auth.marketing.lead')}</Typography>
      <Stack component="ul" spacing={3} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {pitches.map((item) => (
          <Stack component="li" key={item.id} direction="row" spacing={2}>
            <Box sx={{ mt: 0.25, display: 'flex' }}>{item.icon}</Box>
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{t(item.title)}</Typography>
              {/* Full contrast text: white on sage is 4.9:1, faded text fell below 4.5:1. */}
              <Typography variant="body2">{t(item.detail)}</Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
