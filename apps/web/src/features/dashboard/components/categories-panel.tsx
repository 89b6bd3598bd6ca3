import { useMemo, useState, type Ref } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { categoriesOfType, type CategoryRef } from '@elevate/shared';
import type { Budget, BudgetCategoryResponse } from '@elevate/shared/schemas/budgets';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingSkeleton } from '../../../components/loading-skeleton.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
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
  {
    type: 'income',
    title: 'dashboard.categories.income',
    empty: 'dashboard.categories.emptyIncome',
  },
  {
    type: 'savings',
    title: 'dashboard.categories.savings',
    empty: 'dashboard.categories.emptySavings',
  },
  {
    type: 'expense',
    title: 'dashboard.categories.expense',
    empty: 'dashboard.categories.emptyExpense',
  },
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
  const t = useT();
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
        {t('dashboard.categories.title')}
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
          <LoadingSkeleton label={t('dashboard.categories.loading')} rows={5} />
        ) : load.failed && !budget ? (
          <LoadError message={t('dashboard.categories.loadFailed')} onRetry={load.retry} />
        ) : !budget ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {t('dashboard.categories.noBudget')}
          </Typography>
        ) : (
          <Stack spacing={2}>
            {byType.map((section) => (
              <CategorySection
                key={section.type}
                title={t(section.title)}
                emptyText={t(section.empty)}
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
