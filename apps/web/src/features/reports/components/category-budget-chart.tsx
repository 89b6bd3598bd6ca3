import { useId, useState } from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useNavigate } from 'react-router';
import type { ReportMonth } from '@elevate/shared/schemas/reports';
import { useT } from '../../../lib/i18n/use-t.ts';
import { everyNthTick, moneyAxis } from '../lib/chart-axes.ts';
import {
  budgetableCategories,
  busiestCategory,
  categoryVsBudget,
  usd,
} from '../lib/report-data.ts';
import { useChartPalette } from '../lib/use-chart-palette.ts';
import { useTransactionsLink } from '../lib/transactions-link.ts';
import { ChartCard } from './chart-card.tsx';
import { CellLink } from './cell-link.tsx';

/** One category's actual against its budget, month by month; the category is picked above. */
export function CategoryBudgetChart({ months }: { months: ReportMonth[] }) {
  const t = useT();
  const transactionsLink = useTransactionsLink();
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
      title={t('reports.budget.title')}
      summary={
        name
          ? t('reports.budget.summary', {
              name,
              actual: usd(rows.reduce((s, r) => s + r.actual, 0)),
              budgeted: usd(rows.reduce((s, r) => s + r.budgeted, 0)),
              over,
              count: rows.length,
            })
          : t('reports.budget.none')
      }
      csvName={`actual-vs-budget-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}
      empty={!name}
      rows={rows}
      controls={
        names.length > 0 && (
          <FormControl size="small" sx={{ minWidth: 200, mb: 1 }}>
            <InputLabel id={labelId}>{t('reports.column.category')}</InputLabel>
            <Select
              labelId={labelId}
              label={t('reports.column.category')}
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
          header: t('reports.column.month'),
          cell: (r) => <CellLink to={linkOf(r.month)}>{r.label}</CellLink>,
          csv: (r) => r.month,
        },
        {
          header: t('reports.budget.actual'),
          cell: (r) => usd(r.actual),
          csv: (r) => r.actual,
          numeric: true,
        },
        {
          header: t('reports.budget.budgeted'),
          cell: (r) => usd(r.budgeted),
          csv: (r) => r.budgeted,
          numeric: true,
        },
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
            label: t('reports.budget.actual'),
            color: palette.expense,
            data: rows.map((r) => r.actual),
            valueFormatter: (v) => usd(v ?? 0),
          },
          {
            id: 'budgeted',
            label: t('reports.budget.budgeted'),
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
