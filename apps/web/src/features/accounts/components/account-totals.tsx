import { Box, Paper, Typography } from '@mui/material';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import type { AccountTotals as Totals } from '../account-groups.ts';

const figures = [
  { key: 'assets', label: 'accounts.totals.assets' },
  { key: 'liabilities', label: 'accounts.totals.liabilities' },
  { key: 'netWorth', label: 'accounts.totals.netWorth' },
] as const;

/** Assets, liabilities and net worth above the lists: three columns, stacked lines on a phone. */
export function AccountTotals({ totals }: { totals: Totals }) {
  const t = useT();
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
            {t(label)}
          </Typography>
          <Typography
            component="dd"
            variant="h6"
            data-testid={`total-${key}`}
            sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
          >
            {formatMoney(totals[key])}
          </Typography>
        </Box>
      ))}
    </Paper>
  );
}
