import { Alert, Button, Typography } from '@mui/material';
import type { Budget } from '@elevate/shared/schemas/budgets';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { useCarryOver } from '../../../entities/plan-ahead/get-carry-over.ts';
import { useRefreshRollover } from '../../../entities/plan-ahead/plan-ahead-writes.ts';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useAppIntl, useT } from '../../../lib/i18n/use-t.ts';

/**
 * Plan ahead (docs/product/plan.md): 'Rolled over from March' beside To Be Budgeted. The carried amount
 * is set when the budget is created; when the earlier month has changed since,
 * Update carries it forward again (decision 0027). A viewer reads the line without Update,
 * a write the server refuses them (403).
 */
export function RolloverLine({ budget }: { budget: Budget | null }) {
  const t = useT();
  const intl = useAppIntl();
  const carry = useCarryOver(budget?._id);
  const refresh = useRefreshRollover();
  const canWrite = useCanWriteLedger();
  const rollover = carry.data?.rollover;
  if (!budget || !rollover) return null;
  const month = intl.formatDate(rollover.from, { month: 'long', timeZone: 'UTC' });
  const stale = Math.round(rollover.sourceNow * 100) !== Math.round(rollover.carried * 100);
  return (
    <Alert
      severity={stale ? 'warning' : 'info'}
      sx={{ mb: 2 }}
      action={
        stale && canWrite ? (
          <Button
            color="inherit"
            size="small"
            disabled={refresh.isPending}
            onClick={() => refresh.mutate(budget._id)}
          >
            {t('dashboard.rollover.update')}
          </Button>
        ) : undefined
      }
    >
      <Typography variant="body2" data-testid="rollover-line">
        {stale
          ? t('dashboard.rollover.lineStale', {
              month,
              amount: formatMoney(rollover.carried),
              now: formatMoney(rollover.sourceNow),
            })
          : t('dashboard.rollover.line', { month, amount: formatMoney(rollover.carried) })}
      </Typography>
    </Alert>
  );
}
