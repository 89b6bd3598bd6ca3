import { memo } from 'react';
import {
  Box,
  Button,
  Chip,
  LinearProgress,
  Paper,
  Skeleton,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import BalanceIcon from '@mui/icons-material/Balance';
import {
  budgetProgress,
  expenseControl,
  formatUSD,
  netIncome,
  netIncomeMessage,
  netIncomeState,
  savingsGoals,
  savingsRate,
  savingsRateMessage,
  toBeBudgeted,
  toBeBudgetedState,
} from '@elevate/shared';
import type { Budget } from '@elevate/shared/schemas/budgets';
import { LoadError } from '../../../components/load-error.tsx';
import type { LoadState } from '../lib/load-state.ts';
import { OverviewCard } from './overview-card.tsx';
import { RolloverLine } from './rollover-line.tsx';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';

const tbbColor = {
  'Over Budget': 'error',
  'Needs Allocation': 'warning',
  'All Allocated': 'success',
} as const;

type MonthlyOverviewProps = { budget: Budget | null; load: LoadState; onBalanceAll: () => void };

const cardColumns = { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' };

/** Monthly Overview cards (docs/product/dashboard.md) ; every figure comes from the shared budget maths. */
export const MonthlyOverview = memo(function MonthlyOverview({
  budget,
  load,
  onBalanceAll,
}: MonthlyOverviewProps) {
  const small = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const canWrite = useCanWriteLedger();
  const categories = budget?.categories ?? [];
  const net = netIncome(categories);
  const unassigned = budget ? toBeBudgeted(budget) : 0;
  const tbbState = toBeBudgetedState(unassigned);
  const rate = savingsRate(categories);
  const progress = budgetProgress(categories);
  // The figures stand only on an answer: a budget, or the server saying there is none.
  const known = !load.pending && !(load.failed && !budget);

  return (
    <Paper
      data-tour="monthly-summary"
      sx={{ p: 2 }}
      component="section"
      aria-labelledby="overview-title"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography id="overview-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Monthly Overview
        </Typography>
        {unassigned > 0 && (
          <Chip color="secondary" label={`${formatUSD(unassigned)} to allocate`} />
        )}
        {canWrite && (
          <Tooltip title="Assign unbudgeted money to over-budget categories (Ctrl+B)">
            <span>
              <Button
                variant="contained"
                size="small"
                startIcon={<BalanceIcon />}
                onClick={onBalanceAll}
                disabled={unassigned <= 0}
                aria-keyshortcuts="Control+B"
              >
                {small ? 'Balance' : 'Balance All'}
              </Button>
            </span>
          </Tooltip>
        )}
      </Box>
      {load.pending && (
        // '$0.00' and 'All Allocated' before the answer would be a guess: the cards' outlines.
        <Box
          role="progressbar"
          aria-label="Loading the monthly overview"
          aria-busy="true"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: cardColumns }}
        >
          {[0, 1, 2, 3].map((card) => (
            <Skeleton key={card} variant="rounded" height={132} />
          ))}
        </Box>
      )}
      {!load.pending && load.failed && !budget && (
        <LoadError message="Could not load this month's figures." onRetry={load.retry} />
      )}
      {known && <RolloverLine budget={budget} />}
      {known && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: cardColumns }}>
          <OverviewCard
            title="Net Income"
            value={formatUSD(net)}
            state={{ label: netIncomeState(net), color: net >= 0 ? 'success' : 'error' }}
            caption={netIncomeMessage(net)}
          />
          <OverviewCard
            title="To Be Budgeted"
            value={formatUSD(unassigned)}
            state={{ label: tbbState, color: tbbColor[tbbState] }}
          />
          <OverviewCard
            title="Savings Rate"
            value={`${rate.toFixed(1)}%`}
            caption={savingsRateMessage(rate)}
          />
          <OverviewCard
            title="Budget Progress"
            value={`${progress.toFixed(0)}%`}
            caption={`Expense control ${expenseControl(categories).toFixed(0)}% · Savings goals ${savingsGoals(categories).toFixed(0)}%`}
          >
            <LinearProgress
              variant="determinate"
              value={Math.min(100, progress)}
              color={progress > 100 ? 'error' : 'primary'}
              aria-label={`Budget progress ${progress.toFixed(0)}%`}
            />
          </OverviewCard>
        </Box>
      )}
    </Paper>
  );
});
