import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import {
  categoryProgressColor,
  categoryProgressPercent,
  formatUSD,
  sumDollars,
  totalsByType,
} from '@elevate/shared';
import type { BudgetCategoryResponse } from '@elevate/shared/schemas/budgets';

/** Net Remaining (income actual − expense actual) and the spending bar of docs/product/budgets.md. */
export function BudgetSummary({ categories }: { categories: readonly BudgetCategoryResponse[] }) {
  const { totalIncome, totalExpenses } = totalsByType(categories);
  const net = sumDollars([totalIncome, -totalExpenses]);
  const budgeted = sumDollars(
    categories.filter((c) => c.type === 'expense').map((c) => c.budgetedAmount),
  );
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography color="text.secondary">Net Remaining</Typography>
        <Typography
          variant="h6"
          component="p"
          data-testid="net-remaining"
          sx={{ color: net >= 0 ? 'success.main' : 'error.main', fontWeight: 600 }}
        >
          {formatUSD(net)}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={categoryProgressPercent(totalExpenses, budgeted)}
        color={categoryProgressColor(totalExpenses, budgeted)}
        aria-label="Spending progress"
        sx={{ height: 8, borderRadius: 4, my: 1 }}
      />
      <Typography variant="body2" color="text.secondary">
        Spending: {formatUSD(totalExpenses)} / {formatUSD(budgeted)}
      </Typography>
    </Box>
  );
}
