import { useId, useState } from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useNavigate } from 'react-router';
import type { CategoryType } from '@elevate/shared';
import type { Payee } from '@elevate/shared/schemas/reports';
import { usePayees } from '../../../entities/reports/get-payees.ts';
import type { MonthRange } from '../lib/range-presets.ts';
import { plural } from '../../../lib/plural.ts';
import { compactUsd, MAX_TICKS } from '../lib/chart-axes.ts';
import { usd } from '../lib/report-data.ts';
import { useChartPalette } from '../lib/use-chart-palette.ts';
import { transactionsLink } from '../lib/transactions-link.ts';
import { ChartCard } from './chart-card.tsx';
import { CellLink } from './cell-link.tsx';

const TRANSACTIONS = { one: '# transaction', other: '# transactions' };

const TYPE_LABELS: Record<CategoryType, string> = {
  expense: 'Expense',
  income: 'Income',
  savings: 'Savings',
};

/** The descriptions with the largest totals of one type; a bar opens their transactions. */
export function TopPayeesChart({ range }: { range: MonthRange }) {
  const navigate = useNavigate();
  const labelId = useId();
  const palette = useChartPalette();
  const [type, setType] = useState<CategoryType>('expense');
  const payees = usePayees(range.from, range.to, type);
  const rows = payees.data?.payees ?? [];
  const linkOf = (p: Payee) => transactionsLink(range, { description: p.description, type });
  const top = rows[0];
  const kind = TYPE_LABELS[type].toLowerCase();
  return (
    <ChartCard
      title="Top payees"
      summary={
        top
          ? `${plural(rows.length, { one: `# largest ${kind} description`, other: `# largest ${kind} descriptions` })}; the first is ${top.description} with ${usd(top.total)} in ${plural(top.count, TRANSACTIONS)}.`
          : payees.isPending
            ? 'Loading…'
            : 'No transactions of this type in this range.'
      }
      csvName={`top-payees-${type}-${range.from}-${range.to}`}
      empty={rows.length === 0}
      rows={rows}
      controls={
        <FormControl size="small" sx={{ minWidth: 160, mb: 1 }}>
          <InputLabel id={labelId}>Type</InputLabel>
          <Select
            labelId={labelId}
            label="Type"
            value={type}
            onChange={(e) => setType(e.target.value)}
          >
            {Object.entries(TYPE_LABELS).map(([value, text]) => (
              <MenuItem key={value} value={value}>
                {text}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      }
      columns={[
        {
          header: 'Description',
          cell: (p) => <CellLink to={linkOf(p)}>{p.description}</CellLink>,
          csv: (p) => p.description,
        },
        { header: 'Total', cell: (p) => usd(p.total), csv: (p) => p.total, numeric: true },
        { header: 'Transactions', cell: (p) => p.count, csv: (p) => p.count, numeric: true },
      ]}
    >
      <BarChart
        height={Math.max(200, rows.length * 36 + 60)}
        layout="horizontal"
        yAxis={[
          {
            scaleType: 'band',
            data: rows.map((p) => p.description),
            width: 110,
            valueFormatter: (v: string, ctx) =>
              ctx.location === 'tick' && v.length > 14 ? `${v.slice(0, 13)}…` : v,
          },
        ]}
        xAxis={[{ valueFormatter: compactUsd, tickNumber: MAX_TICKS / 2 }]}
        series={[
          {
            id: 'total',
            label: 'Total',
            color: palette[type],
            data: rows.map((p) => p.total),
            valueFormatter: (v, { dataIndex }) =>
              `${usd(v ?? 0)} (${plural(rows[dataIndex]?.count ?? 0, TRANSACTIONS)})`,
          },
        ]}
        hideLegend
        onItemClick={(_, item) => {
          const row = rows[item.dataIndex];
          if (row) void navigate(linkOf(row));
        }}
      />
    </ChartCard>
  );
}
