import { Box } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import { useNavigate } from 'react-router';
import type { ReportMonth } from '@elevate/shared/schemas/reports';
import { useT } from '../../../lib/i18n/use-t.ts';
import type { MonthRange } from '../lib/range-presets.ts';
import { percentText, spendingByCategory, usd, type CategoryShare } from '../lib/report-data.ts';
import { useTransactionsLink } from '../lib/transactions-link.ts';
import { useChartPalette } from '../lib/use-chart-palette.ts';
import { ChartCard } from './chart-card.tsx';
import { CellLink } from './cell-link.tsx';
import { DonutLegend } from './donut-legend.tsx';

/** Spending by category over the range: a donut of amounts and shares; a slice opens its transactions. */
export function SpendingDonut({ months, range }: { months: ReportMonth[]; range: MonthRange }) {
  const t = useT();
  const transactionsLink = useTransactionsLink();
  const navigate = useNavigate();
  const { slices } = useChartPalette();
  const rows = spendingByCategory(months);
  const linkOf = (row: CategoryShare) =>
    transactionsLink(range, { category: row.name, type: 'expense' });
  const total = rows.reduce((sum, row) => sum + row.amount, 0);
  const top = rows[0];
  const summary = top
    ? t('reports.spending.summary', {
        total: usd(total),
        count: rows.length,
        name: top.name,
        amount: usd(top.amount),
        share: percentText(top.share),
      })
    : t('reports.spending.none');
  return (
    <ChartCard
      title={t('reports.spending.title')}
      summary={summary}
      csvName={`spending-by-category-${range.from}-${range.to}`}
      empty={rows.length === 0}
      rows={rows}
      columns={[
        {
          header: t('reports.column.category'),
          cell: (r) => <CellLink to={linkOf(r)}>{r.name}</CellLink>,
          csv: (r) => r.name,
        },
        {
          header: t('reports.column.amount'),
          cell: (r) => usd(r.amount),
          csv: (r) => r.amount,
          numeric: true,
        },
        {
          header: t('reports.spending.share'),
          cell: (r) => percentText(r.share),
          csv: (r) => r.share.toFixed(1),
          numeric: true,
        },
      ]}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <PieChart
            height={260}
            colors={[...slices]}
            series={[
              {
                innerRadius: '45%',
                paddingAngle: 1,
                cornerRadius: 3,
                highlightScope: { fade: 'global', highlight: 'item' },
                data: rows.map((r, i) => ({ id: i, value: r.amount, label: r.name })),
                valueFormatter: (item, { dataIndex }) =>
                  `${usd(item.value)} (${percentText(rows[dataIndex]?.share ?? 0)})`,
              },
            ]}
            hideLegend
            onItemClick={(_, item) => {
              const row = rows[item.dataIndex];
              if (row) void navigate(linkOf(row));
            }}
          />
        </Box>
        <DonutLegend rows={rows} colors={slices} />
      </Box>
    </ChartCard>
  );
}
