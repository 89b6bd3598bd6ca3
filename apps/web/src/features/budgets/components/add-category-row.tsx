import { useState, type FormEvent } from 'react';
import { Box, Button, IconButton, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import type { CategoryType } from '@elevate/shared';
import { useT } from '../../../lib/i18n/use-t.ts';
import { parseCategoryEdit, type CategoryEdit } from '../category-edit.ts';

const labels: Record<CategoryType, string> = {
  income: 'budgets.addCategory.income',
  savings: 'budgets.addCategory.savings',
  expense: 'budgets.addCategory.expense',
};

type AddCategoryRowProps = {
  type: CategoryType;
  /** Answers whether it was saved; the row closes only then, keeping what was typed otherwise. */
  onAdd: (category: CategoryEdit) => Promise<boolean>;
};

/** A name is required; expense and savings need an amount of 0 or more. */
export function AddCategoryRow({ type, onAdd }: AddCategoryRowProps) {
  const t = useT();
  const income = type === 'income';
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const parsed = parseCategoryEdit(name, income ? '0' : amount, income);

  const close = () => {
    setOpen(false);
    setName('');
    setAmount('');
  };
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed || saving) return;
    setSaving(true);
    const saved = await onAdd(parsed);
    setSaving(false);
    if (saved) close();
  };

  if (!open) {
    return (
      <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)} sx={{ mt: 1 }}>
        {t(labels[type])}
      </Button>
    );
  }
  return (
    <Box
      component="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      sx={{ mt: 1 }}
      aria-label={t(labels[type])}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          label={t('budgets.categoryName')}
          value={name}
          autoFocus
          required
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && close()}
          sx={{ flex: 2, minWidth: 0 }}
        />
        {!income && (
          <TextField
            size="small"
            label={t('budgets.addCategory.budgeted')}
            type="number"
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
            sx={{ flex: 1, minWidth: 90 }}
          />
        )}
        <IconButton
          type="submit"
          size="small"
          color="primary"
          aria-label={t('budgets.addCategory.save')}
          disabled={!parsed || saving}
        >
          <CheckIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={t('budgets.addCategory.cancel')} onClick={close}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Box>
  );
}
