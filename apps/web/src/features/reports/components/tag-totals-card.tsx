import { useId } from 'react';
import { Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { TagTotal } from '@elevate/shared/schemas/reports';
import { LoadError } from '../../../components/load-error.tsx';
import { useTagTotals } from '../../../entities/reports/get-tag-totals.ts';
import { downloadTable } from '../lib/csv.ts';
import type { MonthRange } from '../lib/range-presets.ts';
import { usd } from '../lib/report-data.ts';
import { tagTotalsSummary } from '../lib/tag-totals.ts';
import { transactionsLink } from '../lib/transactions-link.ts';
import { CellLink } from './cell-link.tsx';
import { DataTable, type Column } from './data-table.tsx';

const title = 'Tags';

/**
 * What each tag's transactions came to over the range ('how much did the trip cost'),
 * largest expense first, each tag a link to its transactions. A table rather than a
 * chart: tags cut across categories, and a name with its figures reads best in rows.
 */
export function TagTotalsCard({ range }: { range: MonthRange }) {
  const totals = useTagTotals(range.from, range.to);
  const titleId = useId();
  const rows = totals.data?.tags ?? [];
  const columns: Column<TagTotal>[] = [
    {
      header: 'Tag',
      cell: (t) => <CellLink to={transactionsLink(range, { tag: t.name })}>{t.name}</CellLink>,
      csv: (t) => t.name,
    },
    { header: 'Expense', cell: (t) => usd(t.expense), csv: (t) => t.expense, numeric: true },
    { header: 'Income', cell: (t) => usd(t.income), csv: (t) => t.income, numeric: true },
    // 'Count', not 'Transactions': the four columns fit a phone's width without a scroll.
    { header: 'Count', cell: (t) => t.count, csv: (t) => t.count, numeric: true },
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
            aria-label={`Download ${title} as CSV`}
          >
            CSV
          </Button>
        </Stack>
        {totals.isError ? (
          <LoadError
            message="The tags could not be loaded. Please try again."
            onRetry={() => void totals.refetch()}
          />
        ) : totals.isPending ? (
          <Skeleton variant="rounded" height={160} aria-label="Loading the tags" />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {tagTotalsSummary(rows)}
            </Typography>
            {rows.length > 0 && (
              <DataTable
                caption="Tags: expense, income and transactions"
                columns={columns}
                rows={rows}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
