import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { formatMonthYear } from '@elevate/shared';
import { InsightList } from '../../../components/insight-list.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { useDismissInsight } from '../../../entities/insights/dismiss-insight.ts';
import { useInsights } from '../../../entities/insights/get-insights.ts';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';

/** The full list of a month's insights on the Reports page. */
export function MonthInsights({ month }: { month: string }) {
  const insights = useInsights(month);
  const dismiss = useDismissInsight();
  // A dismissal hides the insight for the whole ledger, so it is a write: not a viewer's (403).
  const canWrite = useCanWriteLedger();
  const items = insights.data?.insights ?? [];
  return (
    <Card component="section" aria-labelledby="report-insights-title">
      <CardContent>
        <Typography id="report-insights-title" variant="h6" component="h2">
          Insights for {formatMonthYear(`${month}-01T00:00:00Z`)}
        </Typography>
        {insights.isPending ? (
          <Skeleton height={48} aria-label="Loading insights" role="progressbar" />
        ) : insights.isError ? (
          <LoadError
            message="Insights could not be loaded."
            onRetry={() => void insights.refetch()}
          />
        ) : items.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nothing stands out this month, or there is not enough history yet.
          </Typography>
        ) : (
          <InsightList
            items={items}
            onDismiss={canWrite ? (id) => dismiss.mutate({ id, month }) : undefined}
          />
        )}
      </CardContent>
    </Card>
  );
}
