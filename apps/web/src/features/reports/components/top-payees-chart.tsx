import { useId, useState } from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useNavigate } from 'react-router';
import type { CategoryType } from '@elevate/shared';
import type { Payee } from '@elevate/shared/schemas/reports';
import { usePayees } from '../../../entities/reports/get-payees.ts';
import type { MonthRange } from '../lib/range-presets.ts';
import { formatCount } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { compactUsd, MAX_TICKS } from '../lib/chart-axes.ts';
import { usd } from '../lib/report-data.ts';
import { useChartPalette } from '../lib/use-chart-palette.ts';
import { useTransactionsLink } from '../lib/transactions-link.ts';
import { ChartCard } from './chart-card.tsx';
import { CellLink } from './cell-link.tsx';

const TYPE_LABELS: Record<CategoryType, string> = {
  expense: 'reports.type.expense',
  income: 'reports.type.income',
  savings: 'reports.type.savings',
};

/** The descriptions with the largest totals of one type; a bar opens their transactions. */
export function TopPayeesChart({ range }: { range: MonthRange }) {
  const t = useT();
  const transactionsLink = useTransactionsLink();
  const navigate = useNavigate();
  const labelId = useId();
  const palette = useChartPalette();
  const [type, setType] = useState<CategoryType>('expense');
  const payees = usePayees(range.from, range.to, type);
  const rows = payees.data?.payees ?? [];
  const linkOf = (p: Payee) => transactionsLink(range, { description: p.description, type });
  const top = rows[0];
  return (
    <ChartCard
      title={t('reports.payees.title')}
      summary={
        top
          ? t('reports.payees.summary', {
              count: rows.length,
              type,
              description: top.description,
              total: usd(top.total),
              transactions: top.count,
            })
          : payees.isPending
            ? t('reports.payees.loading')
            : t('reports.payees.none')
      }
      csvName={`top-payees-${type}-${range.from}-${range.to}`}
      empty={rows.length === 0}
      rows={rows}
      controls={
        <FormControl size="small" sx={{ minWidth: 160, mb: 1 }}>
          <InputLabel id={labelId}>{t('reports.payees.type')}</InputLabel>
          <Select
            labelId={labelId}
            label={t('reports.payees.type')}
            value={type}
            onChange={(e) => setType(e.target.value)}
          >
            {Object.entries(TYPE_LABELS).map(([value, text]) => (
              <MenuItem key={value} value={value}>
                {t(text)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      }
      columns={[
        {
          header: t('reports.payees.description'),
          cell: (p) => <CellLink to={linkOf(p)}>{p.description}</CellLink>,
          csv: (p) => p.description,
        },
        {
          header: t('reports.payees.total'),
          cell: (p) => usd(p.total),
          csv: (p) => p.total,
          numeric: true,
        },
        {
          header: t('reports.payees.transactions'),
          cell: (p) => formatCount(p.count),
          csv: (p) => p.count,
          numeric: true,
        },
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
            label: t('reports.payees.total'),
            color: palette[type],
            data: rows.map((p) => p.total),
            valueFormatter: (v, { dataIndex }) =>
              t('reports.payees.tooltip', {
                total: usd(v ?? 0),
                count: rows[dataIndex]?.count ?? 0,
              }),
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
