import { useState, type FormEvent } from 'react';
import {
  Autocomplete,
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
import { useQuery } from '@tanstack/react-query';
import { categoriesOfType, type CategoryType } from '@elevate/shared';
import type { CreateTransactionBody, Transaction } from '@elevate/shared/schemas/transactions';
import { budgetForMonthQuery } from '../api/transactions-api.ts';
import {
  emptyTransactionForm,
  toTransactionBody,
  transactionFormFrom,
  type TransactionForm,
} from '../transaction-form.ts';

type TransactionFormDialogProps = {
  /** The transaction being edited; absent for a new one. */
  transaction?: Transaction;
  busy: boolean;
  onClose: () => void;
  onSubmit: (body: CreateTransactionBody) => void;
};

/** Spec sections 2 and 5: the add and edit transaction forms. Mounted only while open. */
export function TransactionFormDialog({
  transaction,
  busy,
  onClose,
  onSubmit,
}: TransactionFormDialogProps) {
  const [form, setForm] = useState<TransactionForm>(() =>
    transaction ? transactionFormFrom(transaction) : emptyTransactionForm(),
  );
  const budget = useQuery(budgetForMonthQuery(form.date));
  const options = categoriesOfType(budget.data?.categories ?? [], form.type).map((c) => c.name);
  const body = toTransactionBody(form);
  const set = <K extends keyof TransactionForm>(key: K, value: TransactionForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body) onSubmit(body);
  };

  const title = transaction ? 'Edit Transaction' : 'Add New Transaction';
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="transaction-dialog-title"
    >
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="transaction-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Date"
              type="date"
              required
              value={form.date}
              onChange={(event) => set('date', event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="Description"
              required
              value={form.description}
              onChange={(event) => set('description', event.target.value)}
            />
            <TextField
              label="Amount"
              type="number"
              required
              value={form.amount}
              onChange={(event) => set('amount', event.target.value)}
              slotProps={{ htmlInput: { step: 0.01 } }}
            />
            <TextField
              select
              label="Type"
              required
              value={form.type}
              // Spec section 5: changing the type clears the category.
              onChange={(event) =>
                setForm((current) => ({
                  ...current,
                  type: event.target.value as CategoryType,
                  category: '',
                }))
              }
            >
              <MenuItem value="income">Income</MenuItem>
              <MenuItem value="expense">Expense</MenuItem>
              <MenuItem value="savings">Savings</MenuItem>
            </TextField>
            <Autocomplete
              freeSolo
              options={options}
              inputValue={form.category}
              onInputChange={(_, value) => set('category', value)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Category"
                  error={!form.category.trim()}
                  helperText={form.category.trim() ? undefined : 'Please select a category'}
                />
              )}
            />
            <TextField
              label="Notes"
              multiline
              minRows={2}
              value={form.notes}
              onChange={(event) => set('notes', event.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!body || busy}>
            {transaction ? 'Save Changes' : 'Add Transaction'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
