import { Box, List, Typography } from '@mui/material';
import { categoriesOfType, type CategoryType } from '@elevate/shared';
import type { BudgetCategoryResponse } from '@elevate/shared/schemas/budgets';
import { AddCategoryRow } from './add-category-row.tsx';
import type { CategoryDefinition, CategoryEdit } from '../category-edit.ts';
import { CategoryRow } from './category-row.tsx';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

const emptyText: Record<CategoryType, string> = {
  income: 'budgets.section.noIncome',
  savings: 'budgets.section.noSavings',
  expense: 'budgets.section.noExpenses',
};

type CategorySectionProps = {
  title: string;
  type: CategoryType;
  categories: readonly BudgetCategoryResponse[];
  onSave: (category: BudgetCategoryResponse, edit: CategoryDefinition) => void;
  onDelete: (category: BudgetCategoryResponse) => void;
  onAdd: (type: CategoryType, edit: CategoryEdit) => Promise<boolean>;
};

export function CategorySection({
  title,
  type,
  categories,
  onSave,
  onDelete,
  onAdd,
}: CategorySectionProps) {
  const t = useT();
  const rows = categoriesOfType(categories, type);
  // A viewer of a shared ledger reads its budgets (decision 0049).
  const canWrite = useCanWriteLedger();
  return (
    <Box component="section" aria-label={title} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t(emptyText[type])}
        </Typography>
      ) : (
        <List dense disablePadding>
          {rows.map((category) => (
            <CategoryRow
              key={`${category.type}:${category.name}`}
              category={category}
              onSave={(edit) => onSave(category, edit)}
              onDelete={() => onDelete(category)}
            />
          ))}
        </List>
      )}
      {canWrite && <AddCategoryRow type={type} onAdd={(edit) => onAdd(type, edit)} />}
    </Box>
  );
}
