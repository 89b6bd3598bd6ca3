import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import type { MonthKey } from '@elevate/shared';
import { LoadError } from '../../../components/load-error.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useNetWorth } from '../../../entities/reports/get-net-worth.ts';
import { everyNthTick, moneyAxis } from '../lib/chart-axes.ts';
import { labelOf, usd } from '../lib/report-data.ts';
import { useChartPalette } from '../lib/use-chart-palette.ts';
import { ChartCard } from './chart-card.tsx';

type NetWorthRow = {
  month: string;
  label: string;
  assets: number;
  liabilities: number;
  netWorth: number;
};

/**
 * Assets, liabilities (negative when owed) and net worth at each month's end of the range,
 * from the accounts' kept balances (decision 0052). Loads on its own: the other reports
 * never wait for it.
 */
export function NetWorthChart({ range }: { range: { from: MonthKey; to: MonthKey } }) {
  const t = useT();
  const title = t('reports.netWorth.title');
  const palette = useChartPalette();
  const netWorth = useNetWorth(range.from, range.to);
  if (netWorth.isPending || netWorth.isError)
    return (
      <Card component="section" aria-label={title} sx={{ minWidth: 0 }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {title}
          </Typography>
          {netWorth.isError ? (
            <LoadError
              message={t('reports.netWorth.loadFailed')}
              onRetry={() => void netWorth.refetch()}
            />
          ) : (
            <Skeleton variant="rounded" height={260} aria-label={t('reports.netWorth.loading')} />
          )}
        </CardContent>
      </Card>
    );

  const rows: NetWorthRow[] = netWorth.data.months.map((m) => ({
    month: m.month,
    label: labelOf(m.month),
    assets: m.assets,
    liabilities: m.liabilities,
    netWorth: m.netWorth,
  }));
  const first = rows[0];
  const last = rows.at(-1);
  const change = first && last ? last.netWorth - first.netWorth : 0;
  const series = [
    { key: 'assets', label: t('reports.netWorth.assets'), color: palette.income },
    { key: 'liabilities', label: t('reports.netWorth.liabilities'), color: palette.expense },
    { key: 'netWorth', label: title, color: palette.net },
  ] as const;
  return (
    <ChartCard
      title={title}
      summary={
        first && last
          ? t('reports.netWorth.summary', {
              netWorth: usd(last.netWorth),
              month: last.label,
              assets: usd(last.assets),
              liabilities: usd(last.liabilities),
              direction: change >= 0 ? 'up' : 'down',
              change: usd(Math.abs(change)),
              first: first.label,
            })
          : t('reports.netWorth.none')
      }
      csvName={`net-worth-${first?.month ?? ''}-${last?.month ?? ''}`}
      empty={rows.length === 0}
      rows={rows}
      columns={[
        { header: t('reports.column.month'), cell: (r) => r.label, csv: (r) => r.month },
        ...series.map(({ key, label }) => ({
          header: label,
          cell: (r: NetWorthRow) => usd(r[key]),
          csv: (r: NetWorthRow) => r[key],
          numeric: true,
        })),
      ]}
    >
      <LineChart
        height={280}
        margin={{ right: 28 }}
        xAxis={[
          {
            scaleType: 'point',
            data: rows.map((r) => r.label),
            tickInterval: everyNthTick(rows.length),
          },
        ]}
        yAxis={[moneyAxis]}
        series={series.map(({ key, label, color }) => ({
          id: key,
          label,
          data: rows.map((r) => r[key]),
          valueFormatter: (v: number | null) => usd(v ?? 0),
          color,
        }))}
      />
    </ChartCard>
  );
}
