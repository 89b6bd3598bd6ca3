import { useMemo, useState } from 'react';
import { Box, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import { LoadError } from '../../../components/load-error.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useReportSummary } from '../../../entities/reports/get-report-summary.ts';
import { useMonthStartDay } from '../../../entities/ledgers/month-start-day.ts';
import { currentBudgetMonth } from '../../../lib/budget-months.ts';
import { CategoryBudgetChart } from '../components/category-budget-chart.tsx';
import { MonthInsights } from '../components/month-insights.tsx';
import { MonthlyBars } from '../components/monthly-bars.tsx';
import { NetWorthChart } from '../components/net-worth-chart.tsx';
import { RangePicker } from '../components/range-picker.tsx';
import { SavingsRateChart } from '../components/savings-rate-chart.tsx';
import { SpendingDonut } from '../components/spending-donut.tsx';
import { TagTotalsCard } from '../components/tag-totals-card.tsx';
import { TopPayeesChart } from '../components/top-payees-chart.tsx';
import {
  customRangeError,
  presetRange,
  type MonthRange,
  type RangePreset,
} from '../lib/range-presets.ts';
import { labelOf, trimLeadingEmpty } from '../lib/report-data.ts';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** Reports and insights (docs/product/reports.md): where the money goes over a range of months, with the month's insights. */
export function ReportsPage() {
  const t = useT();
  const startDay = useMonthStartDay();
  const [preset, setPreset] = useState<RangePreset>('last-6');
  const [custom, setCustom] = useState<MonthRange>(() =>
    presetRange('last-6', new Date(), startDay),
  );
  const range = useMemo(
    () => (preset === 'custom' ? custom : presetRange(preset, new Date(), startDay)),
    [preset, custom, startDay],
  );
  // A custom range being typed keeps the last valid one on screen.
  const [shown, setShown] = useState(range);
  if (!customRangeError(range) && (range.from !== shown.from || range.to !== shown.to)) {
    setShown(range);
  }
  const summary = useReportSummary(shown.from, shown.to);
  // Months before the first with data would be drawn as $0, as if nothing happened in them.
  const { months, trimmed } = trimLeadingEmpty(summary.data?.months ?? []);
  const thisMonth = currentBudgetMonth(startDay);
  const insightMonth = shown.to < thisMonth ? shown.to : thisMonth;

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ flexGrow: 1, fontSize: { xs: '1.5rem', sm: '2.125rem' } }}
        >
          {t('reports.title')}
        </Typography>
        <RangePicker
          preset={preset}
          custom={custom}
          onPreset={(next) => {
            if (next === 'custom') setCustom(shown);
            setPreset(next);
          }}
          onCustom={setCustom}
        />
      </Stack>
      <MonthInsights month={insightMonth} />
      {summary.isFetching && <LinearProgress aria-label={t('reports.loading')} />}
      {summary.isError && (
        <LoadError message={t('reports.loadFailed')} onRetry={() => void summary.refetch()} />
      )}
      {summary.isPending && !summary.isError && (
        // The charts' outlines until the first answer: an empty chart would read as 'no spending'.
        <Box role="progressbar" aria-label={t('reports.loadingCharts')} aria-busy="true" sx={grid}>
          {[0, 1, 2, 3].map((chart) => (
            <Skeleton key={chart} variant="rounded" height={320} />
          ))}
        </Box>
      )}
      {summary.data && trimmed > 0 && months[0] && (
        <Typography variant="body2" color="text.secondary">
          {t('reports.trimmed', { month: labelOf(months[0].month), count: trimmed })}
        </Typography>
      )}
      {summary.data && (
        <Box sx={grid}>
          <SpendingDonut months={months} range={shown} />
          <MonthlyBars months={months} />
          <CategoryBudgetChart months={months} />
          <SavingsRateChart months={months} />
          <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
            <TopPayeesChart range={shown} />
          </Box>
          <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
            <TagTotalsCard range={shown} />
          </Box>
          <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
            <NetWorthChart range={shown} />
          </Box>
        </Box>
      )}
    </Stack>
  );
}
