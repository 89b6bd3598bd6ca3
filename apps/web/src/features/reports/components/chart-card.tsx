import { useId, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useT } from '../../../lib/i18n/use-t.ts';
import { downloadTable } from '../lib/csv.ts';
import { DataTable, type Column } from './data-table.tsx';

export interface ChartCardProps<Row> {
  title: string;
  /** One or two sentences that say what the chart shows, for everyone and for screen readers. */
  summary: string;
  columns: Column<Row>[];
  rows: Row[];
  /** File name of the CSV download, without the extension. */
  csvName: string;
  /** Controls above the chart (the category picker). */
  controls?: ReactNode;
  empty?: boolean;
  children: ReactNode;
}

/**
 * A chart with what every chart of the Reports page owes its readers: a text
 * summary, a table of the same data (the toggle), and the data as CSV.
 */
export function ChartCard<Row>(props: ChartCardProps<Row>) {
  const { title, summary, columns, rows, csvName, controls, empty, children } = props;
  const t = useT();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  const download = () => downloadTable(csvName, columns, rows);
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_, next: 'chart' | 'table' | null) => next && setView(next)}
            aria-label={t('reports.chart.showAs', { title })}
          >
            <ToggleButton value="chart">{t('reports.chart.chart')}</ToggleButton>
            <ToggleButton value="table">{t('reports.chart.table')}</ToggleButton>
          </ToggleButtonGroup>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={download}
            disabled={empty}
            aria-label={t('reports.chart.download', { title })}
          >
            {t('reports.chart.csv')}
          </Button>
        </Stack>
        {controls}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {summary}
        </Typography>
        {empty ? (
          <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
            {t('reports.chart.noData')}
          </Typography>
        ) : view === 'chart' ? (
          <Box sx={{ width: '100%', minWidth: 0 }}>{children}</Box>
        ) : (
          <DataTable caption={title} columns={columns} rows={rows} />
        )}
      </CardContent>
    </Card>
  );
}
