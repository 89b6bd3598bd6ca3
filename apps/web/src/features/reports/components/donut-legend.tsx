import { Box, Typography } from '@mui/material';
import { useT } from '../../../lib/i18n/use-t.ts';
import { percentText, usd, type CategoryShare } from '../lib/report-data.ts';

/**
 * The donut's legend with each category's amount and share. Drawn as a list beside the
 * chart (below it on a phone) rather than inside the SVG, so long names wrap instead of
 * being cut off and the amounts stay readable at 375 px.
 */
export function DonutLegend({
  rows,
  colors,
}: {
  rows: CategoryShare[];
  colors: readonly string[];
}) {
  const t = useT();
  return (
    <Box
      component="ul"
      aria-label={t('reports.donut.legend')}
      sx={{ listStyle: 'none', m: 0, p: 0, flex: '1 1 220px', minWidth: 0, alignSelf: 'center' }}
    >
      {rows.map((row, i) => (
        <Box
          component="li"
          key={row.name}
          sx={{ display: 'flex', alignItems: 'baseline', gap: 1, py: 0.25 }}
        >
          <Box
            aria-hidden
            sx={{
              width: 10,
              height: 10,
              borderRadius: '2px',
              flexShrink: 0,
              bgcolor: colors[i % colors.length],
            }}
          />
          <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {row.name}
          </Typography>
          <Typography
            variant="body2"
            sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
          >
            {usd(row.amount)}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ fontVariantNumeric: 'tabular-nums', width: '3.5em', textAlign: 'right' }}
          >
            {percentText(row.share)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
