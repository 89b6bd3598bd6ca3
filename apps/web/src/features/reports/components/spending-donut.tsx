import { PieChart } from '@mui/x-charts/PieChart';
import { useNavigate } from 'react-router';
import type { ReportMonth } from '@elevate/shared/schemas/reports';
import type { MonthRange } from '../lib/range-presets.ts';
import { percentText, spendingByCategory, usd, type CategoryShare } from '../lib/report-data.ts';
import { transactionsLink } from '../lib/transactions-link.ts';
import { ChartCard } from './chart-card.tsx';
import { CellLink } from './cell-link.tsx';

/** Twelve distinct hues before any repeats (the default palette repeats after nine). */
const SLICE_COLORS = [
  '#4e79a7',
  '#f28e2b',
  '#e15759',
  '#76b7b2',
  '#59a14f',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#bab0ac',
  '#86bcb6',
  '#d37295',
];

/** Spending by category over the range: a donut of amounts and shares; a slice opens its transactions. */
export function SpendingDonut({ months, range }: { months: ReportMonth[]; range: MonthRange }) {
  const navigate = useNavigate();
  const rows = spendingByCategory(months);
  const linkOf = (row: CategoryShare) =>
    transactionsLink(range, { category: row.name, type: 'expense' });
  const total = rows.reduce((sum, row) => sum + row.amount, 0);
  const top = rows[0];
  const summary = top
    ? `${usd(total)} spent in ${rows.length} categories; the largest is ${top.name} with ${usd(top.amount)} (${percentText(top.share)}).`
    : 'No spending in this range.';
  return (
    <ChartCard
      title="Spending by category"
      summary={summary}
      csvName={`spending-by-category-${range.from}-${range.to}`}
      empty={rows.length === 0}
      rows={rows}
      columns={[
        {
          header: 'Category',
          cell: (r) => <CellLink to={linkOf(r)}>{r.name}</CellLink>,
          csv: (r) => r.name,
        },
        { header: 'Amount', cell: (r) => usd(r.amount), csv: (r) => r.amount, numeric: true },
        {
          header: 'Share',
          cell: (r) => percentText(r.share),
          csv: (r) => r.share.toFixed(1),
          numeric: true,
        },
      ]}
    >
      <PieChart
        height={300}
        colors={SLICE_COLORS}
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
        slotProps={{ legend: { direction: 'vertical' } }}
        onItemClick={(_, item) => {
          const row = rows[item.dataIndex];
          if (row) void navigate(linkOf(row));
        }}
      />
    </ChartCard>
  );
}
