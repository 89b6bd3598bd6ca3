import { useMemo, useState, type Ref } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { categoriesOfType, type CategoryRef } from '@elevate/shared';
import type { Budget, BudgetCategoryResponse } from '@elevate/shared/schemas/budgets';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingSkeleton } from '../../../components/loading-skeleton.tsx';
import type { LoadState } from '../lib/load-state.ts';
import { CategorySection } from './category-section.tsx';
import { DeleteCategoryDialog } from './delete-category-dialog.tsx';

type CategoriesPanelProps = {
  budget: Budget | null;
  load: LoadState;
  filter: CategoryRef | null;
  scrollRef: Ref<HTMLDivElement>;
  /** Answers whether it was saved. */
  onSaveAmount: (category: BudgetCategoryResponse, amount: number) => Promise<boolean>;
  onDelete: (category: BudgetCategoryResponse) => void;
  onToggleFilter: (category: BudgetCategoryResponse) => void;
};

const sections = [
  { type: 'income', title: 'Income Categories' },
  { type: 'savings', title: 'Savings Categories' },
  { type: 'expense', title: 'Expense Categories' },
] as const;

/** Categories panel (docs/product/dashboard.md). */
export function CategoriesPanel({
  budget,
  load,
  filter,
  scrollRef,
  onSaveAmount,
  onDelete,
  onToggleFilter,
}: CategoriesPanelProps) {
  const [confirming, setConfirming] = useState<BudgetCategoryResponse | null>(null);
  const byType = useMemo(
    () =>
      sections.map((section) => ({
        ...section,
        categories: categoriesOfType(budget?.categories ?? [], section.type),
      })),
    [budget],
  );

  return (
    <Paper
      data-tour="budget-categories"
      component="section"
      aria-labelledby="categories-title"
      sx={{ p: 2 }}
    >
      <Typography id="categories-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Budget Categories
      </Typography>
      <Box
        ref={scrollRef}
        sx={{
          maxHeight: { md: 'calc(100vh - 220px)' },
          overflowY: { md: 'auto' },
          pr: { md: 0.5 },
        }}
      >
        {load.pending ? (
          <LoadingSkeleton label="Loading budget categories" rows={5} />
        ) : load.failed && !budget ? (
          <LoadError message="Could not load this month's budget." onRetry={load.retry} />
        ) : !budget ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            No budget set for this month
          </Typography>
        ) : (
          <Stack spacing={2}>
            {byType.map((section) => (
              <CategorySection
                key={section.type}
                title={section.title}
                categories={section.categories}
                filter={filter}
                onSaveAmount={onSaveAmount}
                onDelete={setConfirming}
                onToggleFilter={onToggleFilter}
              />
            ))}
          </Stack>
        )}
      </Box>
      <DeleteCategoryDialog
        category={confirming}
        onClose={() => setConfirming(null)}
        onConfirm={(category) => {
          setConfirming(null);
          onDelete(category);
        }}
      />
    </Paper>
  );
}
