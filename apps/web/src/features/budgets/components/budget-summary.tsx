import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import {
  categoryProgressColor,
  categoryProgressPercent,
  sumDollars,
  totalsByType,
} from '@elevate/shared';
import type { BudgetCategoryResponse } from '@elevate/shared/schemas/budgets';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/** Net Remaining (income actual − expense actual) and the spending bar of docs/product/budgets.md. */
export function BudgetSummary({ categories }: { categories: readonly BudgetCategoryResponse[] }) {
  const t = useT();
  const { totalIncome, totalExpenses } = totalsByType(categories);
  const net = sumDollars([totalIncome, -totalExpenses]);
  const budgeted = sumDollars(
    categories.filter((c) => c.type === 'expense').map((c) => c.budgetedAmount),
  );
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography color="text.secondary">{t('budgets.summary.netRemaining')}</Typography>
        <Typography
          variant="h6"
          component="p"
          data-testid="net-remaining"
          sx={{ color: net >= 0 ? 'success.main' : 'error.main', fontWeight: 600 }}
        >
          {formatMoney(net)}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={categoryProgressPercent(totalExpenses, budgeted)}
        color={categoryProgressColor(totalExpenses, budgeted)}
        aria-label={t('budgets.summary.progress')}
        sx={{ height: 8, borderRadius: 4, my: 1 }}
      />
      <Typography variant="body2" color="text.secondary">
        {t('budgets.summary.spending', {
          spent: formatMoney(totalExpenses),
          budgeted: formatMoney(budgeted),
        })}
      </Typography>
    </Box>
  );
}
