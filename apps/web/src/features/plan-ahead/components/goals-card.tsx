import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import FlagIcon from '@mui/icons-material/Flag';
import type { Goal } from '@elevate/shared/schemas/goals';
import { useGoals } from '../../../entities/goals/get-goals.ts';
import { useUpdateGoal } from '../../../entities/goals/goal-writes.ts';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingSkeleton } from '../../../components/loading-skeleton.tsx';
import { formatMoney, formatShortDate } from '../../../lib/i18n/format.ts';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';
import { emptyText } from '../plan-messages.ts';
import { GoalDialog } from './goal-dialog.tsx';

function pace(t: Translate, goal: Goal): string {
  const remaining = formatMoney(goal.remaining);
  if (goal.monthlyNeeded === null) return t('plan-ahead.goal.toGo', { remaining });
  const monthly = formatMoney(goal.monthlyNeeded);
  return goal.targetDate
    ? t('plan-ahead.goal.paceBy', {
        remaining,
        date: formatShortDate(`${goal.targetDate}T00:00:00Z`),
        monthly,
      })
    : t('plan-ahead.goal.pace', { remaining, monthly });
}

function GoalRow({ goal }: { goal: Goal }) {
  const t = useT();
  return (
    <Box data-testid={`goal-${goal.name}`}>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
          {goal.name}
        </Typography>
        <Typography variant="body2">
          {formatMoney(goal.saved)} / {formatMoney(goal.targetAmount)}
        </Typography>
        {goal.onTrack !== null && (
          <Chip
            size="small"
            color={goal.onTrack ? 'success' : 'warning'}
            label={goal.onTrack ? t('plan-ahead.goal.onTrack') : t('plan-ahead.goal.behind')}
          />
        )}
      </Stack>
      <LinearProgress
        variant="determinate"
        value={goal.percent}
        aria-label={t('plan-ahead.goal.progress', {
          name: goal.name,
          percent: Math.round(goal.percent),
        })}
        sx={{ my: 0.5, height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="text.secondary">
        {pace(t, goal)} · {goal.category}
      </Typography>
    </Box>
  );
}

/**
 * Plan ahead (docs/product/plan.md): savings goals; a goal reached is celebrated here once,
 * then archived. A viewer of a shared ledger only reads them: no 'New Goal', and a reached
 * goal waits for an owner or editor to archive it (the viewer's write would be refused).
 */
export function GoalsCard({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const goals = useGoals();
  const canWrite = useCanWriteLedger();
  const archive = useUpdateGoal();
  const [adding, setAdding] = useState(false);
  const [celebrating, setCelebrating] = useState<string[]>([]);
  const seen = useRef(new Set<string>());
  const reached = (goals.data ?? []).filter((g) => g.reached && !g.archived);

  useEffect(() => {
    // Not even marked seen: should the role turn out to allow writes, archive then.
    if (!canWrite) return;
    for (const goal of reached) {
      if (seen.current.has(goal._id)) continue;
      seen.current.add(goal._id);
      setCelebrating((names) => [...names, goal.name]);
      archive.mutate({ id: goal._id, body: { archived: true } });
    }
  }, [reached, archive, canWrite]);

  const active = (goals.data ?? []).filter((g) => !g.archived);
  const shown = compact ? active.slice(0, 3) : active;
  return (
    <Card component="section" aria-labelledby={compact ? 'goals-title-compact' : 'goals-title'}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
          <FlagIcon color="primary" aria-hidden />
          <Typography
            id={compact ? 'goals-title-compact' : 'goals-title'}
            variant="h6"
            component="h2"
            sx={{ flexGrow: 1 }}
          >
            {t('plan-ahead.goals.title')}
          </Typography>
          {canWrite && (
            <Button size="small" onClick={() => setAdding(true)}>
              {t('plan-ahead.goals.new')}
            </Button>
          )}
        </Stack>
        <Stack spacing={1.5}>
          {celebrating.map((name) => (
            <Alert
              key={name}
              severity="success"
              onClose={() => setCelebrating((list) => list.filter((n) => n !== name))}
            >
              {t('plan-ahead.goals.celebrate', { name })}
            </Alert>
          ))}
          {goals.isPending && <LoadingSkeleton label={t('plan-ahead.goals.loading')} rows={2} />}
          {goals.isError && (
            <LoadError
              message={t('plan-ahead.goals.loadFailed')}
              onRetry={() => void goals.refetch()}
            />
          )}
          {goals.isSuccess && shown.length === 0 && celebrating.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {emptyText(t, 'goals', canWrite)}
            </Typography>
          )}
          {shown.map((goal) => (
            <GoalRow key={goal._id} goal={goal} />
          ))}
          {!compact && (goals.data ?? []).some((g) => g.archived) && (
            <Typography variant="caption" color="text.secondary">
              {t('plan-ahead.goals.reached', {
                names: (goals.data ?? [])
                  .filter((g) => g.archived)
                  .map((g) => g.name)
                  .join(', '),
              })}
            </Typography>
          )}
        </Stack>
      </CardContent>
      {adding && <GoalDialog onClose={() => setAdding(false)} />}
    </Card>
  );
}
