import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import type { Account } from '@elevate/shared/schemas/accounts';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { todayInputValue } from '../../../components/transaction-form/transaction-form-values.ts';
import { useCreateTransfer } from '../../../entities/accounts/create-transfer.ts';
import { useAccountHistory } from '../hooks/use-account-history.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import {
  transferAmountOf,
  transferBodyOf,
  transferBudgetSide,
  transferFields,
  type TransferField,
  type TransferFormValues,
} from '../transfer-form.ts';

type FieldErrors = Partial<Record<TransferField, string>>;

/** The server's field errors on their fields; anything else (or `fallback`) above the form. */
function errorsOf(
  error: unknown,
  fallback: string,
): { fields: FieldErrors; problem: string | null } {
  const fields: FieldErrors = {};
  let problem: string | null = null;
  if (isApiError(error) && error.errors.length > 0) {
    for (const { param, msg } of error.errors) {
      const field = transferFields.find((name) => name === param);
      if (field) fields[field] ??= msg;
      else problem ??= msg;
    }
    return { fields, problem };
  }
  return {
    fields,
    problem: isApiError(error) && error.msg ? error.msg : fallback,
  };
}

/**
 * Transfer: money from one open account to another, as two linked transactions. Between
 * an on-budget and a tracking account the on-budget side counts in the budget, so the form
 * then asks for its category (and, when money leaves the budget, expense or savings).
 */
export function TransferDialog({
  accounts,
  onClose,
}: {
  /** The open accounts, at least two. */
  accounts: readonly Account[];
  onClose: () => void;
}) {
  const t = useT();
  const firstId = (accounts.find((a) => a.isDefault) ?? accounts[0])?._id ?? '';
  const [values, setValues] = useState<TransferFormValues>(() => ({
    fromAccountId: firstId,
    toAccountId: accounts.find((a) => a._id !== firstId)?._id ?? '',
    amount: '',
    date: todayInputValue(),
    description: '',
    category: '',
    type: 'expense',
  }));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateTransfer();
  const history = useAccountHistory();
  const set = (patch: Partial<TransferFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setFieldErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as TransferField[]) delete next[key];
      return next;
    });
  };

  const from = accounts.find((a) => a._id === values.fromAccountId);
  const to = accounts.find((a) => a._id === values.toAccountId);
  const side = transferBudgetSide(from, to);
  const amount = transferAmountOf(values);
  const ready =
    Boolean(from && to && values.date) &&
    from !== to &&
    values.amount.trim() !== '' &&
    amount > 0 &&
    (side === 'none' || values.category.trim() !== '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setProblem(null);
    create.mutate(transferBodyOf(values, side), {
      onSuccess: (transfer, body) => {
        if (from && to) history.transferred(transfer, body, from, to);
        onClose();
      },
      onError: (error) => {
        const shown = errorsOf(error, t('accounts.transfer.failed'));
        setFieldErrors(shown.fields);
        setProblem(shown.problem);
      },
    });
  };

  const busy = create.isPending;
  const sameAccount = values.fromAccountId === values.toAccountId;
  const accountOptions = accounts.map((account) => (
    <MenuItem key={account._id} value={account._id}>
      {account.name}
    </MenuItem>
  ));
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="transfer-dialog-title"
    >
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id="transfer-dialog-title">{t('accounts.transfer.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {problem && <FormErrorAlert>{problem}</FormErrorAlert>}
            <TextField
              select
              label={t('accounts.transfer.from')}
              required
              value={values.fromAccountId}
              onChange={(e) => set({ fromAccountId: e.target.value })}
              error={Boolean(fieldErrors.fromAccountId)}
              helperText={fieldErrors.fromAccountId}
            >
              {accountOptions}
            </TextField>
            <TextField
              select
              label={t('accounts.transfer.to')}
              required
              value={values.toAccountId}
              onChange={(e) => set({ toAccountId: e.target.value })}
              error={Boolean(fieldErrors.toAccountId) || sameAccount}
              helperText={
                fieldErrors.toAccountId ??
                (sameAccount ? t('accounts.transfer.sameAccount') : undefined)
              }
            >
              {accountOptions}
            </TextField>
            <TextField
              label={t('accounts.transfer.amount')}
              required
              value={values.amount}
              onChange={(e) => set({ amount: e.target.value })}
              error={Boolean(fieldErrors.amount)}
              helperText={fieldErrors.amount}
              // Text read with the reader's decimal separator; a positive amount, so the decimal keypad.
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              label={t('accounts.transfer.date')}
              type="date"
              required
              value={values.date}
              onChange={(e) => set({ date: e.target.value })}
              error={Boolean(fieldErrors.date)}
              helperText={fieldErrors.date}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label={t('accounts.transfer.description')}
              value={values.description}
              onChange={(e) => set({ description: e.target.value })}
              error={Boolean(fieldErrors.description)}
              helperText={fieldErrors.description}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            {side !== 'none' && (
              <TextField
                label={t('accounts.transfer.category')}
                required
                value={values.category}
                onChange={(e) => set({ category: e.target.value })}
                error={Boolean(fieldErrors.category)}
                helperText={fieldErrors.category ?? t('accounts.transfer.countsHelp')}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
            )}
            {side === 'leaves' && (
              <TextField
                select
                label={t('accounts.transfer.countsAs')}
                value={values.type}
                onChange={(e) => set({ type: e.target.value as TransferFormValues['type'] })}
                error={Boolean(fieldErrors.type)}
                helperText={fieldErrors.type}
              >
                <MenuItem value="expense">{t('accounts.transfer.expense')}</MenuItem>
                <MenuItem value="savings">{t('accounts.transfer.savings')}</MenuItem>
              </TextField>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('accounts.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !ready}>
            {t('accounts.transfer.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
