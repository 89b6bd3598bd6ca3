import { memo } from 'react';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Stack, Typography } from '@mui/material';
import { isSameCategory, type CategoryRef } from '@elevate/shared';
import type { BudgetCategoryResponse } from '@elevate/shared/schemas/budgets';
import { categoryDragId } from '../lib/drag-data.ts';
import { CategoryRow } from './category-row.tsx';

type CategorySectionProps = {
  title: string;
  /** What an empty section says: 'No income categories this month'. */
  emptyText: string;
  categories: BudgetCategoryResponse[];
  filter: CategoryRef | null;
  /** Answers whether it was saved. */
  onSaveAmount: (category: BudgetCategoryResponse, amount: number) => Promise<boolean>;
  onDelete: (category: BudgetCategoryResponse) => void;
  onToggleFilter: (category: BudgetCategoryResponse) => void;
};

/** One type's categories by sortOrder; its own sortable list so a category never leaves its type. */
export const CategorySection = memo(function CategorySection(props: CategorySectionProps) {
  const { title, emptyText, categories, filter, ...handlers } = props;
  return (
    <section aria-label={title}>
      <Typography
        variant="subtitle2"
        component="h3"
        color="text.secondary"
        sx={{ mb: 1, textTransform: 'uppercase' }}
      >
        {title}
      </Typography>
      {/* docs/product/dashboard.md lists three sections: an empty one keeps its heading and says so. */}
      {categories.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {emptyText}
        </Typography>
      )}
      <SortableContext
        items={categories.map(categoryDragId)}
        strategy={verticalListSortingStrategy}
      >
        <Stack spacing={1}>
          {categories.map((category, index) => (
            <CategoryRow
              key={categoryDragId(category)}
              category={category}
              index={index}
              filtered={filter !== null && isSameCategory(filter, category)}
              {...handlers}
            />
          ))}
        </Stack>
      </SortableContext>
    </section>
  );
});
