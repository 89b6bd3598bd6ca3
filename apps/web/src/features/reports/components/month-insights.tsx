import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { InsightList } from '../../../components/insight-list.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { useDismissInsight } from '../../../entities/insights/dismiss-insight.ts';
import { useInsights } from '../../../entities/insights/get-insights.ts';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { formatMonthYear } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useMonthStartDay } from '../../../entities/ledgers/month-start-day.ts';
import { budgetMonthRangeText } from '../../../lib/budget-months.ts';

/** The full list of a month's insights on the Reports page. */
export function MonthInsights({ month }: { month: string }) {
  const t = useT();
  const insights = useInsights(month);
  const dismiss = useDismissInsight();
  // A dismissal hides the insight for the whole ledger, so it is a write: not a viewer's (403).
  const canWrite = useCanWriteLedger();
  const items = insights.data?.insights ?? [];
  // The month's days when the ledger's budget months do not start on the 1st.
  const range = budgetMonthRangeText(month, useMonthStartDay());
  return (
    <Card component="section" aria-labelledby="report-insights-title">
      <CardContent>
        <Typography id="report-insights-title" variant="h6" component="h2">
          {t('reports.insights.title', { month: formatMonthYear(`${month}-01T00:00:00Z`) })}
        </Typography>
        {range && (
          <Typography variant="body2" color="text.secondary">
            {range}
          </Typography>
        )}
        {insights.isPending ? (
          <Skeleton height={48} aria-label={t('reports.insights.loading')} role="progressbar" />
        ) : insights.isError ? (
          <LoadError
            message={t('reports.insights.loadFailed')}
            onRetry={() => void insights.refetch()}
          />
        ) : items.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('reports.insights.empty')}
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
