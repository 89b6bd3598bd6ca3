import { useId, useState } from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useNavigate } from 'react-router';
import type { ReportMonth } from '@elevate/shared/schemas/reports';
import { plural } from '../../../lib/plural.ts';
import { everyNthTick, moneyAxis } from '../lib/chart-axes.ts';
import {
  budgetableCategories,
  busiestCategory,
  categoryVsBudget,
  usd,
} from '../lib/report-data.ts';
import { useChartPalette } from '../lib/use-chart-palette.ts';
import { transactionsLink } from '../lib/transactions-link.ts';
import { ChartCard } from './chart-card.tsx';
import { CellLink } from './cell-link.tsx';

/** One category's actual against its budget, month by month; the category is picked above. */
export function CategoryBudgetChart({ months }: { months: ReportMonth[] }) {
  const navigate = useNavigate();
  const labelId = useId();
  const palette = useChartPalette();
  const names = budgetableCategories(months);
  const [picked, setPicked] = useState<string | null>(null);
  // Opens on the busiest category: the first by name is often an empty one.
  const name =
    picked && names.includes(picked) ? picked : (busiestCategory(months) ?? names[0] ?? '');
  const rows = categoryVsBudget(months, name);
  const over = rows.filter((r) => r.budgeted > 0 && r.actual > r.budgeted).length;
  const linkOf = (month: string) =>
    transactionsLink({ from: month, to: month }, { category: name });
  return (
    <ChartCard
      title="Actual against budget"
      summary={
        name
          ? `${name}: ${usd(rows.reduce((s, r) => s + r.actual, 0))} spent against ${usd(rows.reduce((s, r) => s + r.budgeted, 0))} budgeted; over budget in ${over} of ${plural(rows.length, { one: '# month', other: '# months' })}.`
          : 'No expense or savings category in this range.'
      }
      csvName={`actual-vs-budget-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}
      empty={!name}
      rows={rows}
      controls={
        names.length > 0 && (
          <FormControl size="small" sx={{ minWidth: 200, mb: 1 }}>
            <InputLabel id={labelId}>Category</InputLabel>
            <Select
              labelId={labelId}
              label="Category"
              value={name}
              onChange={(e) => setPicked(e.target.value)}
            >
              {names.map((n) => (
                <MenuItem key={n} value={n}>
                  {n}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )
      }
      columns={[
        {
          header: 'Month',
          cell: (r) => <CellLink to={linkOf(r.month)}>{r.label}</CellLink>,
          csv: (r) => r.month,
        },
        { header: 'Actual', cell: (r) => usd(r.actual), csv: (r) => r.actual, numeric: true },
        { header: 'Budgeted', cell: (r) => usd(r.budgeted), csv: (r) => r.budgeted, numeric: true },
      ]}
    >
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: rows.map((r) => r.label),
            tickInterval: everyNthTick(rows.length),
          },
        ]}
        yAxis={[moneyAxis]}
        series={[
          {
            id: 'actual',
            label: 'Actual',
            color: palette.expense,
            data: rows.map((r) => r.actual),
            valueFormatter: (v) => usd(v ?? 0),
          },
          {
            id: 'budgeted',
            label: 'Budgeted',
            color: palette.budgeted,
            data: rows.map((r) => r.budgeted),
            valueFormatter: (v) => usd(v ?? 0),
          },
        ]}
        onItemClick={(_, item) => {
          const row = rows[item.dataIndex];
          if (row) void navigate(linkOf(row.month));
        }}
      />
    </ChartCard>
  );
}
