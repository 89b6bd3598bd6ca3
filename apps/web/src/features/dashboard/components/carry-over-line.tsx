import { useContext } from 'react';
import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import type { BudgetCategoryResponse } from '@elevate/shared/schemas/budgets';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { useCarryOver } from '../../../entities/plan-ahead/get-carry-over.ts';
import { useSetCategoryCarryOver } from '../../../entities/plan-ahead/plan-ahead-writes.ts';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { CarryOverBudgetContext } from '../carry-over-context.ts';

/**
 * Plan ahead (docs/product/plan.md): 'Carry over' for an expense or savings row. When on, last month's
 * unspent amount (or overspending) shows beside the budget's own figures with what
 * is available; the budget's totals themselves are unchanged. A viewer, whose toggle the
 * server refuses (403), sees the carried amount where there is one and no switch.
 */
export function CarryOverLine({ category }: { category: BudgetCategoryResponse }) {
  const t = useT();
  const budgetId = useContext(CarryOverBudgetContext);
  const carry = useCarryOver(budgetId);
  const toggle = useSetCategoryCarryOver();
  const canWrite = useCanWriteLedger();
  const entry = carry.data?.categories.find(
    (c) => c.type === category.type && c.name.toLowerCase() === category.name.toLowerCase(),
  );
  if (!budgetId || !entry || entry.type === 'income') return null;
  if (!canWrite && !entry.carryOver) return null;
  const type = entry.type;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
      {canWrite && (
        <FormControlLabel
          sx={{ mr: 0 }}
          control={
            <Switch
              size="small"
              checked={entry.carryOver}
              disabled={toggle.isPending}
              onChange={(event) =>
                toggle.mutate({
                  name: category.name,
                  type,
                  carryOver: event.target.checked,
                })
              }
            />
          }
          label={<Typography variant="caption">{t('dashboard.carryOver.label')}</Typography>}
        />
      )}
      {entry.carryOver && (
        <Typography
          variant="caption"
          data-testid="carried-amount"
          sx={{ color: entry.carried < 0 ? 'error.main' : 'text.secondary' }}
        >
          {t('dashboard.carryOver.amounts', {
            carried: `${entry.carried < 0 ? '−' : '+'}${formatMoney(Math.abs(entry.carried))}`,
            available: formatMoney(entry.available),
          })}
        </Typography>
      )}
    </Stack>
  );
}
