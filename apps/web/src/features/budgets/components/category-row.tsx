import { useState, type KeyboardEvent } from 'react';
import { Box, IconButton, ListItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { formatUSD } from '@elevate/shared';
import type { BudgetCategoryResponse } from '@elevate/shared/schemas/budgets';

export type CategoryEdit = { name: string; budgetedAmount: number };

type CategoryRowProps = {
  category: BudgetCategoryResponse;
  onSave: (edit: CategoryEdit) => void;
  onDelete: () => void;
};

/** Spec section 5: a trimmed non-empty name and an amount of 0 or more, else the edit is dropped. */
export function parseCategoryEdit(
  name: string,
  amount: string,
  income: boolean,
): CategoryEdit | null {
  const trimmed = name.trim();
  const value = income ? 0 : Number(amount);
  if (!trimmed || amount.trim() === '' || !Number.isFinite(value) || value < 0) return null;
  return { name: trimmed, budgetedAmount: Math.round(value * 100) / 100 };
}

export function CategoryRow({ category, onSave, onDelete }: CategoryRowProps) {
  const income = category.type === 'income';
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const [amount, setAmount] = useState(String(category.budgetedAmount));

  const start = () => {
    setName(category.name);
    setAmount(String(category.budgetedAmount));
    setEditing(true);
  };
  const save = () => {
    const edit = parseCategoryEdit(name, income ? '0' : amount, income);
    setEditing(false);
    if (edit && (edit.name !== category.name || edit.budgetedAmount !== category.budgetedAmount)) {
      onSave(edit);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') save();
    if (event.key === 'Escape') setEditing(false);
  };

  if (editing) {
    return (
      <ListItem disableGutters divider>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
          <TextField
            size="small"
            label="Name"
            value={name}
            autoFocus
            onChange={(event) => setName(event.target.value)}
            onKeyDown={onKeyDown}
            sx={{ flex: 2, minWidth: 0 }}
          />
          {!income && (
            <TextField
              size="small"
              label="Budgeted"
              type="number"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              onKeyDown={onKeyDown}
              slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
              sx={{ flex: 1, minWidth: 90 }}
            />
          )}
          <IconButton size="small" aria-label="Save category" color="primary" onClick={save}>
            <CheckIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label="Cancel editing" onClick={() => setEditing(false)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      </ListItem>
    );
  }

  return (
    <ListItem disableGutters divider data-testid="budget-category-row">
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography noWrap>{category.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {income
            ? `Received ${formatUSD(category.actualAmount)}`
            : `${formatUSD(category.actualAmount)} of ${formatUSD(category.budgetedAmount)}`}
        </Typography>
      </Box>
      <Tooltip title="Edit category">
        <IconButton size="small" aria-label={`Edit ${category.name}`} onClick={start}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete category">
        <IconButton size="small" aria-label={`Delete ${category.name}`} onClick={onDelete}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </ListItem>
  );
}
