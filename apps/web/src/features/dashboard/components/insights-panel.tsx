import { monthKey } from '@elevate/shared';
import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { InsightList } from '../../../components/insight-list.tsx';
import { useDismissInsight } from '../../../entities/insights/dismiss-insight.ts';
import { useInsights } from '../../../entities/insights/get-insights.ts';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/** Reports and insights (docs/product/reports.md): the selected month's insights; nothing at all when there are none. */
export function InsightsPanel({ month }: { month: string }) {
  const t = useT();
  const key = monthKey(month);
  const insights = useInsights(key);
  const dismiss = useDismissInsight();
  // A dismissal hides the insight for the whole ledger, so it is a write: not a viewer's (403).
  const canWrite = useCanWriteLedger();
  const items = insights.data?.insights ?? [];
  if (items.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="dashboard-insights-title">
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
          <Typography
            id="dashboard-insights-title"
            variant="h6"
            component="h2"
            sx={{ flexGrow: 1 }}
          >
            {t('dashboard.insights.title')}
          </Typography>
          <Link component={RouterLink} to="/reports" variant="body2">
            {t('dashboard.insights.seeAll')}
          </Link>
        </Stack>
        <InsightList
          items={items}
          onDismiss={canWrite ? (id) => dismiss.mutate({ id, month: key }) : undefined}
        />
      </CardContent>
    </Card>
  );
}
