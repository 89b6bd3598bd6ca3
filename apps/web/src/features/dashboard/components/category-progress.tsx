import { Box, LinearProgress } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  categoryProgressColor,
  categoryProgressPercent,
  savingsGoalReached,
  savingsProgress,
  type CategoryType,
} from '@elevate/shared';
import { useAppIntl, useT } from '../../../lib/i18n/use-t.ts';
import { formatPercent } from '../lib/percent.ts';

type CategoryProgressProps = { name: string; type: CategoryType; actual: number; budgeted: number };

/**
 * Progress bar by the thresholds of docs/product/dashboard.md; savings fill toward the goal and get a check mark
 * once reached. Income is stored unbudgeted, so it is measured against what it received (docs/product/dashboard.md:
 * for income the budgeted amount becomes the actual amount): full once money came in.
 */
export function CategoryProgress({ name, type, actual, budgeted: stored }: CategoryProgressProps) {
  const t = useT();
  const intl = useAppIntl();
  const budgeted = type === 'income' ? actual : stored;
  const savings = type === 'savings';
  const value = savings
    ? savingsProgress(actual, budgeted)
    : categoryProgressPercent(actual, budgeted);
  const reached = savings && savingsGoalReached(actual, budgeted);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        color={savings && reached ? 'success' : categoryProgressColor(actual, budgeted)}
        aria-label={t('dashboard.category.progress', {
          name,
          percent: formatPercent(intl, Math.round(value)),
        })}
        sx={{ flexGrow: 1, height: 6, borderRadius: 3 }}
      />
      {reached && (
        <CheckCircleIcon
          color="success"
          fontSize="small"
          aria-label={t('dashboard.category.goalReached')}
        />
      )}
    </Box>
  );
}
