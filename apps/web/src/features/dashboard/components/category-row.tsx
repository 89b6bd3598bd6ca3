import { memo, useState } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import type { BudgetCategoryResponse } from '@elevate/shared/schemas/budgets';
import { acceptsDrop, categoryDragId, type CategoryDrag } from '../lib/drag-data.ts';
import { BudgetAmountEditor } from './budget-amount-editor.tsx';
import { CarryOverLine } from './carry-over-line.tsx';
import { CategoryProgress } from './category-progress.tsx';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

type CategoryRowProps = {
  category: BudgetCategoryResponse;
  index: number;
  filtered: boolean;
  /** Answers whether it was saved. */
  onSaveAmount: (category: BudgetCategoryResponse, amount: number) => Promise<boolean>;
  onDelete: (category: BudgetCategoryResponse) => void;
  onToggleFilter: (category: BudgetCategoryResponse) => void;
};

type EditBudgetButtonProps = { category: BudgetCategoryResponse; onClick: () => void };

/**
 * Income is never budgeted (docs/product/dashboard.md): its edit icon is shown, disabled, with the reason,
 * instead of opening an editor whose value the server would drop.
 */
function EditBudgetButton({ category, onClick }: EditBudgetButtonProps) {
  const t = useT();
  const income = category.type === 'income';
  const button = (
    <IconButton
      size="small"
      aria-label={t('dashboard.category.edit', { name: category.name })}
      disabled={income}
      onClick={onClick}
    >
      <EditIcon fontSize="small" />
    </IconButton>
  );
  if (!income) return button;
  // A disabled button gets no pointer events, so the tooltip listens on a wrapper; describeChild
  // keeps the button's own name instead of labelling the wrapper.
  return (
    <Tooltip title={t('dashboard.category.incomeEditHint')} describeChild>
      <span>{button}</span>
    </Tooltip>
  );
}

/** One category: sortable within its type, a drop target for transactions, inline amount edit. */
export const CategoryRow = memo(function CategoryRow(props: CategoryRowProps) {
  const { category, index, filtered, onSaveAmount, onDelete, onToggleFilter } = props;
  const t = useT();
  const [editing, setEditing] = useState(false);
  // A viewer reads the budget: no reordering, amount editing or deleting (decision 0049).
  const canWrite = useCanWriteLedger();
  // An amount whose save failed (a 409 from another tab's change): the editor opens again
  // with it, on the refreshed budget, to be saved again or dropped.
  const [unsaved, setUnsaved] = useState<number | null>(null);
  const saveAmount = (amount: number) =>
    void onSaveAmount(category, amount).then((saved) => {
      if (saved) return;
      setUnsaved(amount);
      setEditing(true);
    });
  const data: CategoryDrag = { kind: 'category', category, index };
  const sortable = useSortable({ id: categoryDragId(category), data, disabled: !canWrite });
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = sortable;
  const dropTarget = sortable.isOver && acceptsDrop(sortable.active?.data.current, data);
  const budgetable = category.type !== 'income';

  return (
    <Box
      ref={setNodeRef}
      data-testid={`category-${category.type}-${category.name}`}
      onDoubleClick={() => onToggleFilter(category)}
      title={t('dashboard.category.filterHint')}
      sx={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.4 : 1,
        p: 1,
        borderRadius: 1,
        border: 1,
        borderColor: dropTarget ? 'primary.main' : filtered ? 'secondary.main' : 'divider',
        bgcolor: dropTarget ? 'action.selected' : filtered ? 'action.hover' : 'background.paper',
        '& .category-delete': { opacity: { xs: 1, md: 0 }, transition: 'opacity 150ms' },
        '&:hover .category-delete, &:focus-within .category-delete': { opacity: 1 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 40 }}>
        {canWrite && (
          <IconButton
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            size="small"
            aria-label={t('dashboard.category.reorder', { name: category.name })}
            sx={{ cursor: 'grab', touchAction: 'none' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500 }} noWrap>
            {category.name}
          </Typography>
          {!editing && (
            <Typography
              variant="body2"
              color="text.secondary"
              data-testid="category-amounts"
              noWrap
            >
              {formatMoney(category.actualAmount)}
              {budgetable && ` / ${formatMoney(category.budgetedAmount)}`}
            </Typography>
          )}
        </Box>
        {editing ? (
          <BudgetAmountEditor
            name={category.name}
            initial={unsaved ?? category.budgetedAmount}
            onSave={saveAmount}
            onClose={() => {
              setEditing(false);
              setUnsaved(null);
            }}
          />
        ) : (
          canWrite && <EditBudgetButton category={category} onClick={() => setEditing(true)} />
        )}
        {canWrite && (
          <IconButton
            className="category-delete"
            size="small"
            aria-label={t('dashboard.category.delete', { name: category.name })}
            onClick={() => onDelete(category)}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <CategoryProgress
        name={category.name}
        type={category.type}
        actual={category.actualAmount}
        budgeted={category.budgetedAmount}
      />
      {budgetable && <CarryOverLine category={category} />}
    </Box>
  );
});
