import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { createGoalBody } from '@elevate/shared/schemas/goals';
import { isApiError } from '../../../lib/api-error.ts';
import { normalizeAmountInput } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useCreateGoal } from '../../../entities/goals/goal-writes.ts';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';

/**
 * New savings goal: name, target (typed with the reader's separators), optional date, and the
 * savings category that fills it.
 */
export function GoalDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [target, setTarget] = useState('');
  const [date, setDate] = useState('');
  const [category, setCategory] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateGoal();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name,
      targetAmount: Number(normalizeAmountInput(target)),
      targetDate: date || null,
      category,
    };
    const parsed = createGoalBody.safeParse(body);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? t('plan-ahead.goalDialog.check'));
      return;
    }
    create.mutate(body, {
      onSuccess: onClose,
      onError: (err) =>
        setProblem(isApiError(err) && err.msg ? err.msg : t('plan-ahead.goalDialog.saveFailed')),
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle>{t('plan-ahead.goalDialog.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {problem && <FormErrorAlert>{problem}</FormErrorAlert>}
            <TextField
              label={t('plan-ahead.goalDialog.name')}
              required
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <TextField
              label={t('plan-ahead.goalDialog.target')}
              required
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              label={t('plan-ahead.goalDialog.date')}
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label={t('plan-ahead.goalDialog.category')}
              required
              helperText={t('plan-ahead.goalDialog.categoryHelp')}
              value={category}
              onChange={(e) => setCategory(e.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('plan-ahead.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('plan-ahead.goalDialog.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
