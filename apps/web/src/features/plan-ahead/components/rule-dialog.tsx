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
import { toDay } from '@elevate/shared';
import {
  createRecurringBody,
  type CreateRecurringBody,
  type RecurringRule,
} from '@elevate/shared/schemas/recurring';
import { isApiError } from '../../../lib/api-error.ts';
import { decimalSeparator, normalizeAmountInput } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useSaveRule } from '../../../entities/recurring/recurring-writes.ts';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { amountError } from '../../../components/transaction-form/transaction-form-values.ts';
import {
  splitFormParts,
  splitFormProblem,
  splitsToSend,
  type SplitFormPart,
} from '../../../components/transaction-form/split-form.ts';
import { clampText } from '../lib/schedule-text.ts';
import { RecurringSplitFields } from './recurring-split-fields.tsx';

type Ends = 'never' | 'date' | 'count';
/**
 * Create or edit a recurring rule; the form checks with the shared schema before it sends. The
 * amount is typed with the reader's separators ('12,50' in German).
 */
export function RuleDialog({ rule, onClose }: { rule: RecurringRule | null; onClose: () => void }) {
  const t = useT();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [f, setF] = useState({
    description: rule?.description ?? '',
    // Shown with the reader's decimal separator ('12,5' in German), read back by normalizeAmountInput.
    amount: rule ? String(rule.amount).replace('.', decimalSeparator()) : '',
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

  const amount = normalizeAmountInput(f.amount);
  const body: CreateRecurringBody = {
    description: f.description,
    amount: Number(amount),
    type: f.type,
    // Split: the parts have the categories (null here), and every occurrence gets them.
    ...(parts.length > 0
      ? { category: null, splits: splitsToSend(amount, f.type, parts, amountError) ?? [] }
      : { category: f.category, splits: [] }),
    frequency: f.frequency,
    interval: Number(f.interval),
    startDate: f.startDate,
    endDate: ends === 'date' ? endDate : null,
    count: ends === 'count' ? Number(count) : null,
    lastDayOfMonth: f.frequency === 'monthly' && f.lastDayOfMonth,
    auto: f.auto,
  };
  const note = /^\d{4}-\d{2}-\d{2}$/.test(f.startDate) ? clampText(t, body) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parts.length > 0 && body.splits?.length === 0)
      return setProblem(
        splitFormProblem(amount, f.type, parts) ?? t('plan-ahead.ruleDialog.splitIncomplete'),
      );
    const parsed = createRecurringBody.safeParse(body);
    if (!parsed.success)
      return setProblem(parsed.error.issues[0]?.message ?? t('plan-ahead.ruleDialog.check'));
    save.mutate(
      { id: rule?._id, body },
      {
        onSuccess: onClose,
        onError: (err) =>
          setProblem(isApiError(err) && err.msg ? err.msg : t('plan-ahead.ruleDialog.saveFailed')),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle>
          {rule ? t('plan-ahead.ruleDialog.editTitle') : t('plan-ahead.ruleDialog.newTitle')}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {problem && <FormErrorAlert>{problem}</FormErrorAlert>}
            <TextField
              label={t('plan-ahead.ruleDialog.description')}
              required
              value={f.description}
              onChange={set('description')}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t('plan-ahead.ruleDialog.amount')}
                required
                value={f.amount}
                onChange={set('amount')}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                fullWidth
              />
              <TextField
                select
                label={t('plan-ahead.ruleDialog.type')}
                value={f.type}
                onChange={set('type')}
                fullWidth
              >
                <MenuItem value="income">{t('plan-ahead.type.income')}</MenuItem>
                <MenuItem value="expense">{t('plan-ahead.type.expense')}</MenuItem>
                <MenuItem value="savings">{t('plan-ahead.type.savings')}</MenuItem>
              </TextField>
            </Stack>
            <RecurringSplitFields
              amount={amount}
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
                label={t('plan-ahead.ruleDialog.repeats')}
                value={f.frequency}
                onChange={set('frequency')}
                fullWidth
              >
                <MenuItem value="daily">{t('plan-ahead.ruleDialog.daily')}</MenuItem>
                <MenuItem value="weekly">{t('plan-ahead.ruleDialog.weekly')}</MenuItem>
                <MenuItem value="monthly">{t('plan-ahead.ruleDialog.monthly')}</MenuItem>
                <MenuItem value="yearly">{t('plan-ahead.ruleDialog.yearly')}</MenuItem>
              </TextField>
              <TextField
                label={t('plan-ahead.ruleDialog.every', { unit: f.frequency })}
                type="number"
                value={f.interval}
                onChange={set('interval')}
                slotProps={{ htmlInput: { min: 1, step: 1 } }}
                fullWidth
              />
            </Stack>
            <TextField
              label={t('plan-ahead.ruleDialog.startDate')}
              type="date"
              required
              value={f.startDate}
              onChange={set('startDate')}
              helperText={note ?? t('plan-ahead.ruleDialog.pastDates')}
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
                label={t('plan-ahead.ruleDialog.lastDay')}
              />
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label={t('plan-ahead.ruleDialog.ends')}
                value={ends}
                onChange={(e) => setEnds(e.target.value as Ends)}
                fullWidth
              >
                <MenuItem value="never">{t('plan-ahead.ruleDialog.endsNever')}</MenuItem>
                <MenuItem value="date">{t('plan-ahead.ruleDialog.endsDate')}</MenuItem>
                <MenuItem value="count">{t('plan-ahead.ruleDialog.endsCount')}</MenuItem>
              </TextField>
              {ends === 'date' && (
                <TextField
                  label={t('plan-ahead.ruleDialog.endDate')}
                  type="date"
                  value={endDate}
                  onChange={(e) => setEndDate(e.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                  fullWidth
                />
              )}
              {ends === 'count' && (
                <TextField
                  label={t('plan-ahead.ruleDialog.times')}
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
              label={f.auto ? t('plan-ahead.ruleDialog.auto') : t('plan-ahead.ruleDialog.manual')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('plan-ahead.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('plan-ahead.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
