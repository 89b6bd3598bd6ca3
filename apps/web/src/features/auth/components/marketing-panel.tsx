import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import AutoGraphIcon from '@mui/icons-material/AutoGraph';
import InsightsIcon from '@mui/icons-material/Insights';
import TrackChangesIcon from '@mui/icons-material/TrackChanges';
import { tagline } from '@elevate/shared';

type Pitch = { icon: ReactNode; title: string; detail: string };

// What the login page promises.
const pitches: Pitch[] = [
  {
    icon: <AutoGraphIcon />,
    title: 'Smart budgeting that adapts to spending patterns',
    detail: 'Monthly plans that follow where your money actually goes.',
  },
  {
    icon: <TrackChangesIcon />,
    title: 'Portfolio and goal tracking',
    detail: 'Savings goals, investments and progress in one place.',
  },
  {
    icon: <InsightsIcon />,
    title: 'Personalised insights',
    detail: 'Clear signals on your savings rate and spending.',
  },
];

/** The login page's side panel: the tagline and the three promises. */
export function MarketingPanel() {
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
        {tagline}
      </Typography>
      <Typography sx={{ mb: 4 }}>
        Budgeting, goals and insights for the way you really spend.
      </Typography>
      <Stack component="ul" spacing={3} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {pitches.map((item) => (
          <Stack component="li" key={item.title} direction="row" spacing={2}>
            <Box sx={{ mt: 0.25, display: 'flex' }}>{item.icon}</Box>
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{item.title}</Typography>
              {/* Full contrast text: white on sage is 4.9:1, faded text fell below 4.5:1. */}
              <Typography variant="body2">{item.detail}</Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
