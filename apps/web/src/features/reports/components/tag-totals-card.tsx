import { useId } from 'react';
import { Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { TagTotal } from '@elevate/shared/schemas/reports';
import { LoadError } from '../../../components/load-error.tsx';
import { useTagTotals } from '../../../entities/reports/get-tag-totals.ts';
import { formatCount } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { downloadTable } from '../lib/csv.ts';
import type { MonthRange } from '../lib/range-presets.ts';
import { usd } from '../lib/report-data.ts';
import { tagTotalsSummary } from '../lib/tag-totals.ts';
import { useTransactionsLink } from '../lib/transactions-link.ts';
import { CellLink } from './cell-link.tsx';
import { DataTable, type Column } from './data-table.tsx';

/**
 * What each tag's transactions came to over the range ('how much did the trip cost'),
 * largest expense first, each tag a link to its transactions. A table rather than a
 * chart: tags cut across categories, and a name with its figures reads best in rows.
 */
export function TagTotalsCard({ range }: { range: MonthRange }) {
  const t = useT();
  const title = t('reports.tags.title');
  const transactionsLink = useTransactionsLink();
  const totals = useTagTotals(range.from, range.to);
  const titleId = useId();
  const rows = totals.data?.tags ?? [];
  const columns: Column<TagTotal>[] = [
    {
      header: t('reports.tags.tag'),
      cell: (tag) => (
        <CellLink to={transactionsLink(range, { tag: tag.name })}>{tag.name}</CellLink>
      ),
      csv: (tag) => tag.name,
    },
    {
      header: t('reports.type.expense'),
      cell: (tag) => usd(tag.expense),
      csv: (tag) => tag.expense,
      numeric: true,
    },
    {
      header: t('reports.type.income'),
      cell: (tag) => usd(tag.income),
      csv: (tag) => tag.income,
      numeric: true,
    },
    // 'Count', not 'Transactions': the four columns fit a phone's width without a scroll.
    {
      header: t('reports.tags.count'),
      cell: (tag) => formatCount(tag.count),
      csv: (tag) => tag.count,
      numeric: true,
    },
  ];
  const download = () => downloadTable(`tags-${range.from}-${range.to}`, columns, rows);

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={download}
            disabled={rows.length === 0}
            aria-label={t('reports.chart.download', { title })}
          >
            {t('reports.chart.csv')}
          </Button>
        </Stack>
        {totals.isError ? (
          <LoadError message={t('reports.tags.loadFailed')} onRetry={() => void totals.refetch()} />
        ) : totals.isPending ? (
          <Skeleton variant="rounded" height={160} aria-label={t('reports.tags.loading')} />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {tagTotalsSummary(t, rows)}
            </Typography>
            {rows.length > 0 && (
              <DataTable caption={t('reports.tags.caption')} columns={columns} rows={rows} />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
