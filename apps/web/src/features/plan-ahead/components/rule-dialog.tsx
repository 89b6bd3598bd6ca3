import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { clampNote, toDay } from '@elevate/shared';
import {
  createRecurringBody,
  type CreateRecurringBody,
  type RecurringRule,
} from '@elevate/shared/schemas/recurring';
import { isApiError } from '../../../lib/api-error.ts';
import { useSaveRule } from '../../../entities/recurring/recurring-writes.ts';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { amountError } from '../../../components/transaction-form/transaction-form-values.ts';
import {
  splitFormParts,
  splitFormProblem,
  splitsToSend,
  type SplitFormPart,
} from '../../../components/transaction-form/split-form.ts';
import { RecurringSplitFields } from './recurring-split-fields.tsx';

type Ends = 'never' | 'date' | 'count';
const UNIT = { daily: 'days', weekly: 'weeks', monthly: 'months', yearly: 'years' } as const;

/** Create or edit a recurring rule; the form checks with the shared schema before it sends. */
export function RuleDialog({ rule, onClose }: { rule: RecurringRule | null; onClose: () => void }) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [f, setF] = useState({
    description: rule?.description ?? '',
    amount: rule ? String(rule.amount) : '',
    type: rule?.type ?? 'expense',
    category: rule?.category ?? '',
    frequency: rule?.frequency ?? 'monthly',
    interval: String(rule?.interval ?? 1),
    startDate: rule?.startDate ?? toDay(new Date()),
    lastDayOfMonth: rule?.lastDayOfMonth ?? false,
    auto: rule?.auto ?? true,
  });
  const [ends, setEnds] = useState<Ends>(rule?.endDate ? 'date' : rule?.count ? 'count' : 'never');
  const [endDate, setEndDate] = useState(rule?.endDate ?? '');
  const [count, setCount] = useState(String(rule?.count ?? ''));
  const [parts, setParts] = useState<SplitFormPart[]>(() => splitFormParts(rule?.splits ?? []));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveRule();
  const set = (key: keyof typeof f) => (e: { target: { value: string } }) =>
    setF({ ...f, [key]: e.target.value });

  const body: CreateRecurringBody = {
    description: f.description,
    amount: Number(f.amount),
    type: f.type,
    // Split: the parts have the categories (null here), and every occurrence gets them.
    ...(parts.length > 0
      ? { category: null, splits: splitsToSend(f.amount, f.type, parts, amountError) ?? [] }
      : { category: f.category, splits: [] }),
    frequency: f.frequency,
    interval: Number(f.interval),
    startDate: f.startDate,
    endDate: ends === 'date' ? endDate : null,
    count: ends === 'count' ? Number(count) : null,
    lastDayOfMonth: f.frequency === 'monthly' && f.lastDayOfMonth,
    auto: f.auto,
  };
  const note = /^\d{4}-\d{2}-\d{2}$/.test(f.startDate) ? clampNote(body) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parts.length > 0 && body.splits?.length === 0)
      return setProblem(
        splitFormProblem(f.amount, f.type, parts) ?? 'Give every part a category and an amount',
      );
    const parsed = createRecurringBody.safeParse(body);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the rule');
    save.mutate(
      { id: rule?._id, body },
      {
        onSuccess: onClose,
        onError: (err) =>
          setProblem(isApiError(err) && err.msg ? err.msg : 'Could not save the rule'),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle>
          {rule ? 'Edit Recurring Transaction' : 'New Recurring Transaction'}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {problem && <FormErrorAlert>{problem}</FormErrorAlert>}
            <TextField
              label="Description"
              required
              value={f.description}
              onChange={set('description')}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Amount"
                type="number"
                required
                value={f.amount}
                onChange={set('amount')}
                fullWidth
              />
              <TextField select label="Type" value={f.type} onChange={set('type')} fullWidth>
                <MenuItem value="income">Income</MenuItem>
                <MenuItem value="expense">Expense</MenuItem>
                <MenuItem value="savings">Savings</MenuItem>
              </TextField>
            </Stack>
            <RecurringSplitFields
              amount={f.amount}
              type={f.type}
              startDate={f.startDate}
              category={f.category}
              parts={parts}
              onCategory={(category) => setF({ ...f, category })}
              onParts={setParts}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label="Repeats"
                value={f.frequency}
                onChange={set('frequency')}
                fullWidth
              >
                <MenuItem value="daily">Daily</MenuItem>
                <MenuItem value="weekly">Weekly</MenuItem>
                <MenuItem value="monthly">Monthly</MenuItem>
                <MenuItem value="yearly">Yearly</MenuItem>
              </TextField>
              <TextField
                label={`Every (${UNIT[f.frequency]})`}
                type="number"
                value={f.interval}
                onChange={set('interval')}
                slotProps={{ htmlInput: { min: 1, step: 1 } }}
                fullWidth
              />
            </Stack>
            <TextField
              label="Start date"
              type="date"
              required
              value={f.startDate}
              onChange={set('startDate')}
              helperText={note ?? 'Dates in the past are created at once'}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {f.frequency === 'monthly' && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={f.lastDayOfMonth}
                    onChange={(e) => setF({ ...f, lastDayOfMonth: e.target.checked })}
                  />
                }
                label="On the last day of the month"
              />
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label="Ends"
                value={ends}
                onChange={(e) => setEnds(e.target.value as Ends)}
                fullWidth
              >
                <MenuItem value="never">Never</MenuItem>
                <MenuItem value="date">On a date</MenuItem>
                <MenuItem value="count">After a number of times</MenuItem>
              </TextField>
              {ends === 'date' && (
                <TextField
                  label="End date"
                  type="date"
                  value={endDate}
                  onChange={(e) => setEndDate(e.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                  fullWidth
                />
              )}
              {ends === 'count' && (
                <TextField
                  label="Times"
                  type="number"
                  value={count}
                  onChange={(e) => setCount(e.target.value)}
                  fullWidth
                />
              )}
            </Stack>
            <FormControlLabel
              control={
                <Switch checked={f.auto} onChange={(e) => setF({ ...f, auto: e.target.checked })} />
              }
              label={
                f.auto ? 'Created automatically on its date' : "Waits as 'due' for Record or Skip"
              }
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
