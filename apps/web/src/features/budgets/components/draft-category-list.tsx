import { Chip, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { CATEGORY_TYPES, categoryUniquenessKey } from '@elevate/shared';
import type { BudgetCategoryInput } from '@elevate/shared/schemas/budgets';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { categoryTypeLabels } from '../category-type-labels.ts';

type DraftCategoryListProps = {
  categories: readonly BudgetCategoryInput[];
  onRemove: (index: number) => void;
  /** Where each suggested amount came from (plan ahead, docs/product/plan.md), by type:lower(name). */
  bases?: Readonly<Record<string, string>>;
};

const typeColor = { income: 'success', expense: 'error', savings: 'primary' } as const;

/** The categories the new budget will start with, grouped by type, each removable. */
export function DraftCategoryList({ categories, onRemove, bases = {} }: DraftCategoryListProps) {
  const t = useT();
  if (categories.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {t('budgets.draft.empty')}
      </Typography>
    );
  }
  const rows = categories
    .map((category, index) => ({ category, index }))
    .sort(
      (a, b) =>
        CATEGORY_TYPES.indexOf(a.category.type) - CATEGORY_TYPES.indexOf(b.category.type) ||
        (a.category.sortOrder ?? 0) - (b.category.sortOrder ?? 0),
    );
  return (
    <List dense aria-label={t('budgets.draft.label')} sx={{ maxHeight: 320, overflowY: 'auto' }}>
      {rows.map(({ category, index }) => (
        <ListItem
          key={`${category.type}:${category.name}`}
          divider
          secondaryAction={
            <IconButton
              edge="end"
              aria-label={t('budgets.draft.remove', { name: category.name })}
              onClick={() => onRemove(index)}
            >
              <DeleteOutlineIcon />
            </IconButton>
          }
        >
          <ListItemText
            primary={category.name}
            secondary={
              category.type === 'income'
                ? null
                : [formatMoney(category.budgetedAmount), bases[categoryUniquenessKey(category)]]
                    .filter(Boolean)
                    .join(' · ')
            }
          />
          <Chip
            size="small"
            variant="outlined"
            color={typeColor[category.type]}
            label={t(categoryTypeLabels[category.type])}
            sx={{ mr: 1 }}
          />
        </ListItem>
      ))}
    </List>
  );
}
