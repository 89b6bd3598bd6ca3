import { useState } from 'react';
import { Box, IconButton, ListItem, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import type { BudgetCategoryResponse } from '@elevate/shared/schemas/budgets';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import type { CategoryDefinition } from '../category-edit.ts';
import { CategoryEditDialog } from './category-edit-dialog.tsx';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';

type CategoryRowProps = {
  category: BudgetCategoryResponse;
  onSave: (edit: CategoryDefinition) => void;
  onDelete: () => void;
};

/** One category of a budget card: its figures, the edit dialog and the delete icon. */
export function CategoryRow({ category, onSave, onDelete }: CategoryRowProps) {
  const t = useT();
  const income = category.type === 'income';
  const [editing, setEditing] = useState(false);

  // A viewer of a shared ledger reads its budgets (decision 0049).
  const canWrite = useCanWriteLedger();
  return (
    <ListItem disableGutters divider data-testid="budget-category-row">
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography noWrap>{category.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {income
            ? t('budgets.category.received', { amount: formatMoney(category.actualAmount) })
            : t('budgets.category.actualOfBudgeted', {
                actual: formatMoney(category.actualAmount),
                budgeted: formatMoney(category.budgetedAmount),
              })}
        </Typography>
      </Box>
      {canWrite && (
        <>
          <Tooltip title={t('budgets.category.edit')}>
            <IconButton
              size="small"
              aria-label={t('budgets.category.editNamed', { name: category.name })}
              onClick={() => setEditing(true)}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('budgets.category.delete')}>
            <IconButton
              size="small"
              aria-label={t('budgets.category.deleteNamed', { name: category.name })}
              onClick={onDelete}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      )}
      {editing && (
        <CategoryEditDialog category={category} onSave={onSave} onClose={() => setEditing(false)} />
      )}
    </ListItem>
  );
}
