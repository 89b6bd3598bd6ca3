import { LineChart } from '@mui/x-charts/LineChart';
import type { ReportMonth } from '@elevate/shared/schemas/reports';
import { useT } from '../../../lib/i18n/use-t.ts';
import { everyNthTick, percentTick } from '../lib/chart-axes.ts';
import { monthRows, percentText } from '../lib/report-data.ts';
import { useChartPalette } from '../lib/use-chart-palette.ts';
import { ChartCard } from './chart-card.tsx';

/** Savings as a percent of income, per month (0 in a month without income, as on the dashboard). */
export function SavingsRateChart({ months }: { months: ReportMonth[] }) {
  const t = useT();
  const palette = useChartPalette();
  const rows = monthRows(months);
  const withIncome = rows.filter((r) => r.income > 0);
  const average = withIncome.length
    ? withIncome.reduce((s, r) => s + r.savingsRate, 0) / withIncome.length
    : 0;
  const best = [...withIncome].sort((a, b) => b.savingsRate - a.savingsRate)[0];
  return (
    <ChartCard
      title={t('reports.savingsRate.title')}
      summary={
        best
          ? t('reports.savingsRate.summary', {
              average: percentText(average),
              count: withIncome.length,
              best: percentText(best.savingsRate),
              month: best.label,
            })
          : t('reports.savingsRate.none')
      }
      csvName={`savings-rate-${rows[0]?.month ?? ''}-${rows.at(-1)?.month ?? ''}`}
      empty={withIncome.length === 0}
      rows={rows}
      columns={[
        { header: t('reports.column.month'), cell: (r) => r.label, csv: (r) => r.month },
        {
          header: t('reports.savingsRate.title'),
          cell: (r) => percentText(r.savingsRate),
          csv: (r) => r.savingsRate.toFixed(1),
          numeric: true,
        },
      ]}
    >
      <LineChart
        height={260}
        // Room for the last month's label at the right edge.
        margin={{ right: 28 }}
        xAxis={[
          {
            scaleType: 'point',
            data: rows.map((r) => r.label),
            tickInterval: everyNthTick(rows.length),
          },
        ]}
        yAxis={[{ width: 50, tickNumber: 5, valueFormatter: percentTick }]}
        series={[
          {
            id: 'rate',
            label: t('reports.savingsRate.title'),
            data: rows.map((r) => r.savingsRate),
            valueFormatter: (v) => percentText(v ?? 0),
            area: true,
            color: palette.savings,
          },
        ]}
        hideLegend
      />
    </ChartCard>
  );
}
