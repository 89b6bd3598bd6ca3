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
  netIncome,
  netIncomeState,
  savingsGoals,
  savingsRate,
  savingsRateMessage,
  toBeBudgeted,
  toBeBudgetedState,
} from '@elevate/shared';
import type { Budget } from '@elevate/shared/schemas/budgets';
import { LoadError } from '../../../components/load-error.tsx';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useAppIntl, useT } from '../../../lib/i18n/use-t.ts';
import type { LoadState } from '../lib/load-state.ts';
import { formatPercent } from '../lib/percent.ts';
import { OverviewCard } from './overview-card.tsx';
import { RolloverLine } from './rollover-line.tsx';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';

/** The state shared budget maths names (toBeBudgetedState), its words and its colour. */
const tbbState = {
  'Over Budget': { label: 'dashboard.overview.overBudget', color: 'error' },
  'Needs Allocation': { label: 'dashboard.overview.needsAllocation', color: 'warning' },
  'All Allocated': { label: 'dashboard.overview.allAllocated', color: 'success' },
} as const;

/**
 * The shared savingsRateMessage picks its message by the spec's thresholds and answers in
 * English; here that answer is read in the app's language (anything else shows as it comes).
 */
const savingsMessages: Record<string, string> = {
  'Excellent savings rate!': 'dashboard.overview.savingsExcellent',
  'Good progress on savings!': 'dashboard.overview.savingsGood',
  'Building your savings habit!': 'dashboard.overview.savingsBuilding',
  'Start your savings journey today!': 'dashboard.overview.savingsStart',
};

type MonthlyOverviewProps = { budget: Budget | null; load: LoadState; onBalanceAll: () => void };

const cardColumns = { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' };

/** Monthly Overview cards (docs/product/dashboard.md) ; every figure comes from the shared budget maths. */
export const MonthlyOverview = memo(function MonthlyOverview({
  budget,
  load,
  onBalanceAll,
}: MonthlyOverviewProps) {
  const t = useT();
  const intl = useAppIntl();
  const small = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const canWrite = useCanWriteLedger();
  const categories = budget?.categories ?? [];
  const net = netIncome(categories);
  const unassigned = budget ? toBeBudgeted(budget) : 0;
  const tbb = tbbState[toBeBudgetedState(unassigned)];
  const positive = netIncomeState(net) === 'Positive';
  const rate = savingsRate(categories);
  const progress = budgetProgress(categories);
  const savingsMessage = savingsRateMessage(rate);
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
          {t('dashboard.overview.title')}
        </Typography>
        {unassigned > 0 && (
          <Chip
            color="secondary"
            label={t('dashboard.overview.toAllocate', { amount: formatMoney(unassigned) })}
          />
        )}
        {canWrite && (
          <Tooltip title={t('dashboard.overview.balanceHint')}>
            <span>
              <Button
                variant="contained"
                size="small"
                startIcon={<BalanceIcon />}
                onClick={onBalanceAll}
                disabled={unassigned <= 0}
                aria-keyshortcuts="Control+B"
              >
                {small ? t('dashboard.overview.balance') : t('dashboard.overview.balanceAll')}
              </Button>
            </span>
          </Tooltip>
        )}
      </Box>
      {load.pending && (
        // '$0.00' and 'All Allocated' before the answer would be a guess: the cards' outlines.
        <Box
          role="progressbar"
          aria-label={t('dashboard.overview.loading')}
          aria-busy="true"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: cardColumns }}
        >
          {[0, 1, 2, 3].map((card) => (
            <Skeleton key={card} variant="rounded" height={132} />
          ))}
        </Box>
      )}
      {!load.pending && load.failed && !budget && (
        <LoadError message={t('dashboard.overview.loadFailed')} onRetry={load.retry} />
      )}
      {known && <RolloverLine budget={budget} />}
      {known && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: cardColumns }}>
          <OverviewCard
            testId="Net Income"
            title={t('dashboard.overview.netIncome')}
            value={formatMoney(net)}
            state={{
              label: positive ? t('dashboard.overview.positive') : t('dashboard.overview.negative'),
              color: net >= 0 ? 'success' : 'error',
            }}
            caption={
              positive ? t('dashboard.overview.onTrack') : t('dashboard.overview.reviewSpending')
            }
          />
          <OverviewCard
            testId="To Be Budgeted"
            title={t('dashboard.overview.toBeBudgeted')}
            value={formatMoney(unassigned)}
            state={{ label: t(tbb.label), color: tbb.color }}
          />
          <OverviewCard
            testId="Savings Rate"
            title={t('dashboard.overview.savingsRate')}
            value={formatPercent(intl, rate, 1)}
            caption={
              savingsMessages[savingsMessage] ? t(savingsMessages[savingsMessage]) : savingsMessage
            }
          />
          <OverviewCard
            testId="Budget Progress"
            title={t('dashboard.overview.budgetProgress')}
            value={formatPercent(intl, progress)}
            caption={t('dashboard.overview.progressCaption', {
              expense: formatPercent(intl, expenseControl(categories)),
              savings: formatPercent(intl, savingsGoals(categories)),
            })}
          >
            <LinearProgress
              variant="determinate"
              value={Math.min(100, progress)}
              color={progress > 100 ? 'error' : 'primary'}
              aria-label={t('dashboard.overview.progressLabel', {
                percent: formatPercent(intl, progress),
              })}
            />
          </OverviewCard>
        </Box>
      )}
    </Paper>
  );
});
