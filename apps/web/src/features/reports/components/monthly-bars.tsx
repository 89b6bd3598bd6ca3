import { useNavigate } from 'react-router';
import {
  BarPlot,
  ChartsAxisHighlight,
  ChartsDataProvider,
  ChartsGrid,
  ChartsLegend,
  ChartsSurface,
  ChartsTooltip,
  ChartsWrapper,
  ChartsXAxis,
  ChartsYAxis,
  LinePlot,
  MarkPlot,
} from '@mui/x-charts';
import type { ReportMonth } from '@elevate/shared/schemas/reports';
import { useT } from '../../../lib/i18n/use-t.ts';
import { everyNthTick, moneyAxis } from '../lib/chart-axes.ts';
import { monthRows, usd, type MonthRow } from '../lib/report-data.ts';
import { useChartPalette } from '../lib/use-chart-palette.ts';
import { useTransactionsLink } from '../lib/transactions-link.ts';
import { ChartCard } from './chart-card.tsx';
import { CellLink } from './cell-link.tsx';

const TYPES = ['income', 'expense', 'savings'] as const;

/** Income, expense and savings per month as grouped bars, net remaining as a line. */
export function MonthlyBars({ months }: { months: ReportMonth[] }) {
  const t = useT();
  const transactionsLink = useTransactionsLink();
  const navigate = useNavigate();
  const palette = useChartPalette();
  const rows = monthRows(months);
  const net = rows.reduce((sum, r) => sum + r.net, 0);
  const open = (row: MonthRow | undefined, type: (typeof TYPES)[number]) => {
    if (row) void navigate(transactionsLink({ from: row.month, to: row.month }, { type }));
  };
  const label = {
    income: t('reports.type.income'),
    expense: t('reports.type.expense'),
    savings: t('reports.type.savings'),
  };
  return (
    <ChartCard
      title={t('reports.monthly.title')}
      summary={t('reports.monthly.summary', { count: rows.length, net: usd(net) })}
      csvName={`income-expense-savings-${rows[0]?.month ?? ''}-${rows.at(-1)?.month ?? ''}`}
      empty={rows.every((r) => !r.income && !r.expense && !r.savings)}
      rows={rows}
      columns={[
        { header: t('reports.column.month'), cell: (r) => r.label, csv: (r) => r.month },
        ...TYPES.map((type) => ({
          header: label[type],
          cell: (r: MonthRow) => (
            <CellLink to={transactionsLink({ from: r.month, to: r.month }, { type })}>
              {usd(r[type])}
            </CellLink>
          ),
          csv: (r: MonthRow) => r[type],
          numeric: true,
        })),
        {
          header: t('reports.monthly.net'),
          cell: (r) => usd(r.net),
          csv: (r) => r.net,
          numeric: true,
        },
      ]}
    >
      <ChartsDataProvider
        height={320}
        xAxis={[
          {
            id: 'months',
            scaleType: 'band',
            data: rows.map((r) => r.label),
            tickInterval: everyNthTick(rows.length),
          },
        ]}
        yAxis={[{ id: 'amount', ...moneyAxis }]}
        series={[
          ...TYPES.map((type) => ({
            type: 'bar' as const,
            id: type,
            label: label[type],
            color: palette[type],
            data: rows.map((r) => r[type]),
            valueFormatter: (v: number | null) => usd(v ?? 0),
          })),
          {
            type: 'line' as const,
            id: 'net',
            label: t('reports.monthly.net'),
            color: palette.net,
            data: rows.map((r) => r.net),
            valueFormatter: (v: number | null) => usd(v ?? 0),
          },
        ]}
      >
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
          <ChartsLegend />
          <ChartsSurface>
            <ChartsGrid horizontal />
            <BarPlot
              onItemClick={(_, item) =>
                open(rows[item.dataIndex], item.seriesId as (typeof TYPES)[number])
              }
            />
            <LinePlot />
            <MarkPlot />
            <ChartsAxisHighlight x="band" />
            <ChartsXAxis axisId="months" />
            <ChartsYAxis axisId="amount" />
          </ChartsSurface>
          <ChartsTooltip trigger="axis" />
        </ChartsWrapper>
      </ChartsDataProvider>
    </ChartCard>
  );
}
