import { Box, Paper, Typography } from '@mui/material';
import { formatUSD } from '@elevate/shared';
import type { AccountTotals as Totals } from '../account-groups.ts';

const figures = [
  { key: 'assets', label: 'Assets' },
  { key: 'liabilities', label: 'Liabilities' },
  { key: 'netWorth', label: 'Net worth' },
] as const;

/** Assets, liabilities and net worth above the lists: three columns, stacked lines on a phone. */
export function AccountTotals({ totals }: { totals: Totals }) {
  return (
    <Paper
      component="dl"
      sx={{
        p: 2,
        m: 0,
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {figures.map(({ key, label }) => (
        <Box
          key={key}
          sx={{
            display: 'flex',
            flexDirection: { xs: 'row', sm: 'column' },
            justifyContent: 'space-between',
            alignItems: { xs: 'baseline', sm: 'flex-start' },
            gap: 1,
          }}
        >
          <Typography
            component="dt"
            variant="overline"
            color="text.secondary"
            sx={{ lineHeight: 1.5 }}
          >
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="h6"
            data-testid={`total-${key}`}
            sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
          >
            {formatUSD(totals[key])}
          </Typography>
        </Box>
      ))}
    </Paper>
  );
}
