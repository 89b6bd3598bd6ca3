import type { ReactNode } from 'react';
import { Link } from 'react-router';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useT } from '../../../lib/i18n/use-t.ts';
import type { FirstRunSteps } from '../lib/first-run-steps.ts';

type FirstRunChecklistProps = {
  steps: FirstRunSteps;
  /** Where the import page lives (the dashboard feature does not import the imports feature). */
  importPath?: string;
  onAddTransaction: () => void;
  onAssign: () => void;
  onDismiss: () => void;
};

function Step({ done, label, children }: { done: boolean; label: string; children: ReactNode }) {
  const t = useT();
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', py: 0.5 }}
    >
      {done ? (
        <CheckCircleIcon color="success" titleAccess={t('dashboard.checklist.done')} />
      ) : (
        <RadioButtonUncheckedIcon color="disabled" titleAccess={t('dashboard.checklist.toDo')} />
      )}
      <Typography
        sx={{ flex: '1 1 12rem', color: done ? 'text.secondary' : 'text.primary' }}
        style={{ textDecoration: done ? 'line-through' : undefined }}
      >
        {label}
      </Typography>
      {!done && (
        <Stack direction="row" spacing={1}>
          {children}
        </Stack>
      )}
    </Box>
  );
}

/**
 * 'Get started': three steps that tick themselves off from the account's real data and
 * link to where each is done. Gone once all are done or the user dismisses it.
 */
export function FirstRunChecklist(props: FirstRunChecklistProps) {
  const t = useT();
  const { steps } = props;
  const done = [steps.budget, steps.transactions, steps.assigned].filter(Boolean).length;
  return (
    <Card component="section" variant="outlined" aria-labelledby="first-run-heading">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography id="first-run-heading" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('dashboard.checklist.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('dashboard.checklist.progress', { done, total: 3 })}
          </Typography>
          <Button size="small" onClick={props.onDismiss}>
            {t('dashboard.checklist.dismiss')}
          </Button>
        </Stack>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          <Step done={steps.budget} label={t('dashboard.checklist.createBudget')}>
            <Button size="small" variant="contained" component={Link} to="/budgets?new=1">
              {t('dashboard.checklist.newBudget')}
            </Button>
          </Step>
          <Step done={steps.transactions} label={t('dashboard.checklist.addTransactions')}>
            <Button size="small" variant="outlined" onClick={props.onAddTransaction}>
              {t('dashboard.checklist.add')}
            </Button>
            {props.importPath && (
              <Button size="small" variant="outlined" component={Link} to={props.importPath}>
                {t('dashboard.checklist.import')}
              </Button>
            )}
          </Step>
          <Step done={steps.assigned} label={t('dashboard.checklist.assignLeft')}>
            <Button size="small" variant="outlined" onClick={props.onAssign}>
              {t('dashboard.checklist.assign')}
            </Button>
          </Step>
        </Box>
      </CardContent>
    </Card>
  );
}
