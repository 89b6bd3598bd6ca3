import { Alert, Button, Typography } from '@mui/material';
import { formatUSD } from '@elevate/shared';
import type { Budget } from '@elevate/shared/schemas/budgets';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { useCarryOver } from '../../../entities/plan-ahead/get-carry-over.ts';
import { useRefreshRollover } from '../../../entities/plan-ahead/plan-ahead-writes.ts';

const monthName = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });

/**
 * Plan ahead (docs/product/plan.md): 'Rolled over from March' beside To Be Budgeted. The carried amount
 * is set when the budget is created; when the earlier month has changed since,
 * Update carries it forward again (decision 0027). A viewer reads the line without Update,
 * a write the server refuses them (403).
 */
export function RolloverLine({ budget }: { budget: Budget | null }) {
  const carry = useCarryOver(budget?._id);
  const refresh = useRefreshRollover();
  const canWrite = useCanWriteLedger();
  const rollover = carry.data?.rollover;
  if (!budget || !rollover) return null;
  const from = monthName(rollover.from);
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
            Update
          </Button>
        ) : undefined
      }
    >
      <Typography variant="body2" data-testid="rollover-line">
        Rolled over from {from}: {formatUSD(rollover.carried)}
        {stale && ` (${from} now ends at ${formatUSD(rollover.sourceNow)})`}
      </Typography>
    </Alert>
  );
}
