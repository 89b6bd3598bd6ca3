import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { CATEGORY_TYPES, type CategoryType } from '@elevate/shared';
import type { BudgetCategoryResponse } from '@elevate/shared/schemas/budgets';
import { useT } from '../../../lib/i18n/use-t.ts';
import { parseCategoryEdit, type CategoryDefinition } from '../category-edit.ts';
import { categoryTypeLabels } from '../category-type-labels.ts';

type CategoryEditDialogProps = {
  category: BudgetCategoryResponse;
  onSave: (edit: CategoryDefinition) => void;
  onClose: () => void;
};

/**
 * Category row editing (docs/product/budgets.md): the full definition (name, type, budgeted amount). A new
 * type carries the month's transactions along. For income the budgeted amount becomes the
 * actual amount: the field shows what was received and cannot be edited.
 */
export function CategoryEditDialog({ category, onSave, onClose }: CategoryEditDialogProps) {
  const t = useT();
  const titleId = useId();
  const [name, setName] = useState(category.name);
  const [type, setType] = useState<CategoryType>(category.type);
  const [amount, setAmount] = useState(String(category.budgetedAmount));
  const income = type === 'income';
  // A trimmed name and an amount of 0 or more; otherwise Save stays disabled.
  const parsed = parseCategoryEdit(name, income ? '0' : amount, income);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed) return;
    onSave({ ...parsed, type });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('budgets.categoryEdit.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('budgets.categoryEdit.name')}
              value={name}
              required
              autoFocus
              onChange={(event) => setName(event.target.value)}
            />
            <TextField
              select
              label={t('budgets.type.label')}
              value={type}
              onChange={(event) => setType(event.target.value as CategoryType)}
              helperText={
                type === category.type
                  ? undefined
                  : t('budgets.categoryEdit.typeChange', { name: category.name, type })
              }
            >
              {CATEGORY_TYPES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(categoryTypeLabels[value])}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('budgets.categoryEdit.budgetedAmount')}
              type="number"
              required={!income}
              disabled={income}
              value={income ? String(category.actualAmount) : amount}
              onChange={(event) => setAmount(event.target.value)}
              helperText={income ? t('budgets.categoryEdit.incomeHelp') : ''}
              slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('budgets.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!parsed}>
            {t('budgets.categoryEdit.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
