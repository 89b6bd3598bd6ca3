import { useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { categoryUniquenessKey, type CategoryRef, type CategoryType } from '@elevate/shared';
import { normalizeAmountInput } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { canAddDraftCategory } from '../create-budget-draft.ts';
import { categoryTypeLabels } from '../category-type-labels.ts';

type DraftCategoryFormProps = {
  existing: readonly CategoryRef[];
  onAdd: (name: string, type: CategoryType, amount: string) => void;
};

/**
 * The add-category row of the Create Budget dialog; the amount only for expense and savings,
 * typed with the reader's separators ('12,50' in German).
 */
export function DraftCategoryForm({ existing, onAdd }: DraftCategoryFormProps) {
  const t = useT();
  const [name, setName] = useState('');
  const [type, setType] = useState<CategoryType | ''>('expense');
  const [typed, setTyped] = useState('');
  const amount = normalizeAmountInput(typed);
  // Two categories of one type may not share a name; the server would refuse the budget.
  const duplicate =
    type !== '' &&
    existing.some((c) => categoryUniquenessKey(c) === categoryUniquenessKey({ name, type }));
  const valid = canAddDraftCategory(name, type, amount) && !duplicate;

  const add = () => {
    if (!valid || !type) return;
    onAdd(name, type, amount);
    setName('');
    setTyped('');
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        label={t('budgets.categoryName')}
        size="small"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={duplicate}
        helperText={duplicate ? t('budgets.draft.duplicate') : undefined}
        sx={{ flex: 2 }}
      />
      <TextField
        select
        label={t('budgets.type.label')}
        size="small"
        value={type}
        onChange={(event) => setType(event.target.value as CategoryType)}
        sx={{ flex: 1, minWidth: 120 }}
      >
        <MenuItem value="income">{t(categoryTypeLabels.income)}</MenuItem>
        <MenuItem value="expense">{t(categoryTypeLabels.expense)}</MenuItem>
        <MenuItem value="savings">{t(categoryTypeLabels.savings)}</MenuItem>
      </TextField>
      {type !== 'income' && (
        <TextField
          label={t('budgets.draft.amount')}
          size="small"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ flex: 1, minWidth: 110 }}
        />
      )}
      <Button variant="outlined" startIcon={<AddIcon />} onClick={add} disabled={!valid}>
        {t('budgets.draft.add')}
      </Button>
    </Stack>
  );
}
