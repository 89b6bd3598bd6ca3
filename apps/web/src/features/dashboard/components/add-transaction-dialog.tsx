import { useState } from 'react';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { categoriesOfType, type CategoryType } from '@elevate/shared';
import type { BudgetCategoryResponse } from '@elevate/shared/schemas/budgets';
import type { CreateTransactionBody } from '@elevate/shared/schemas/transactions';
import {
  canSubmitTransaction,
  emptyTransactionForm,
  toCreateBody,
  type TransactionFormValues,
} from './add-transaction-form.ts';

type AddTransactionDialogProps = {
  open: boolean;
  categories: readonly BudgetCategoryResponse[];
  onClose: () => void;
  onSubmit: (body: CreateTransactionBody) => void;
};

/** Section 2 'Add New Transaction dialog' with the section 5 rules; it hands its data to the caller. */
export function AddTransactionDialog({
  open,
  categories,
  onClose,
  onSubmit,
}: AddTransactionDialogProps) {
  const [values, setValues] = useState<TransactionFormValues>(emptyTransactionForm);
  const set = (patch: Partial<TransactionFormValues>) =>
    setValues((current) => ({ ...current, ...patch }));
  const options = categoriesOfType(categories, values.type).map((category) => category.name);
  const close = () => {
    setValues(emptyTransactionForm());
    onClose();
  };
  const submit = () => {
    if (!canSubmitTransaction(values)) return;
    onSubmit(toCreateBody(values));
    close();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>Add New Transaction</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Date"
            type="date"
            required
            value={values.date}
            onChange={(e) => set({ date: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="Description"
            required
            value={values.description}
            onChange={(e) => set({ description: e.target.value })}
          />
          <TextField
            label="Amount"
            type="number"
            required
            value={values.amount}
            onChange={(e) => set({ amount: e.target.value })}
            slotProps={{ htmlInput: { step: 0.01 } }}
          />
          <TextField
            select
            label="Type"
            required
            value={values.type}
            // Another type has other categories: the chosen one no longer applies.
            onChange={(e) => set({ type: e.target.value as CategoryType, category: '' })}
          >
            <MenuItem value="income">Income</MenuItem>
            <MenuItem value="expense">Expense</MenuItem>
            <MenuItem value="savings">Savings</MenuItem>
          </TextField>
          <Autocomplete
            freeSolo
            options={options}
            inputValue={values.category}
            onInputChange={(_event, category) => set({ category })}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Category"
                helperText={values.category.trim() === '' ? 'Please select a category' : undefined}
              />
            )}
          />
          <TextField
            label="Notes"
            multiline
            minRows={2}
            value={values.notes}
            onChange={(e) => set({ notes: e.target.value })}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={!canSubmitTransaction(values)}>
          Add Transaction
        </Button>
      </DialogActions>
    </Dialog>
  );
}
