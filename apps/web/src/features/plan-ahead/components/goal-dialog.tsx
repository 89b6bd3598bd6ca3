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
import { useCreateGoal } from '../../../entities/goals/goal-writes.ts';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';

/** New savings goal: name, target, optional date, and the savings category that fills it. */
export function GoalDialog({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [target, setTarget] = useState('');
  const [date, setDate] = useState('');
  const [category, setCategory] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateGoal();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name, targetAmount: Number(target), targetDate: date || null, category };
    const parsed = createGoalBody.safeParse(body);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the goal');
      return;
    }
    create.mutate(body, {
      onSuccess: onClose,
      onError: (err) =>
        setProblem(isApiError(err) && err.msg ? err.msg : 'Could not save the goal'),
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle>New Goal</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {problem && <FormErrorAlert>{problem}</FormErrorAlert>}
            <TextField
              label="Name"
              required
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <TextField
              label="Target amount"
              type="number"
              required
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              slotProps={{ htmlInput: { min: 0.01, step: 0.01 } }}
            />
            <TextField
              label="Target date (optional)"
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="Savings category"
              required
              helperText="Savings transactions in this category count toward the goal"
              value={category}
              onChange={(e) => setCategory(e.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            Save Goal
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
