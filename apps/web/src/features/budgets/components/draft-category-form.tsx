import { useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { categoryUniquenessKey, type CategoryRef, type CategoryType } from '@elevate/shared';
import { canAddDraftCategory } from '../create-budget-draft.ts';

type DraftCategoryFormProps = {
  existing: readonly CategoryRef[];
  onAdd: (name: string, type: CategoryType, amount: string) => void;
};

/** The add-category row of the Create Budget dialog; the amount only for expense and savings. */
export function DraftCategoryForm({ existing, onAdd }: DraftCategoryFormProps) {
  const [name, setName] = useState('');
  const [type, setType] = useState<CategoryType | ''>('expense');
  const [amount, setAmount] = useState('');
  // Two categories of one type may not share a name; the server would refuse the budget.
  const duplicate =
    type !== '' &&
    existing.some((c) => categoryUniquenessKey(c) === categoryUniquenessKey({ name, type }));
  const valid = canAddDraftCategory(name, type, amount) && !duplicate;

  const add = () => {
    if (!valid || !type) return;
    onAdd(name, type, amount);
    setName('');
    setAmount('');
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        label="Category Name"
        size="small"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={duplicate}
        helperText={duplicate ? 'Already in the list' : undefined}
        sx={{ flex: 2 }}
      />
      <TextField
        select
        label="Type"
        size="small"
        value={type}
        onChange={(event) => setType(event.target.value as CategoryType)}
        sx={{ flex: 1, minWidth: 120 }}
      >
        <MenuItem value="income">Income</MenuItem>
        <MenuItem value="expense">Expense</MenuItem>
        <MenuItem value="savings">Savings</MenuItem>
      </TextField>
      {type !== 'income' && (
        <TextField
          label="Amount"
          type="number"
          size="small"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
          sx={{ flex: 1, minWidth: 110 }}
        />
      )}
      <Button variant="outlined" startIcon={<AddIcon />} onClick={add} disabled={!valid}>
        Add Category
      </Button>
    </Stack>
  );
}
