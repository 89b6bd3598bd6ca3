import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import type { BudgetCategoryResponse } from '@elevate/shared/schemas/budgets';
import { useT } from '../../../lib/i18n/use-t.ts';

type DeleteCategoryDialogProps = {
  category: BudgetCategoryResponse | null;
  onConfirm: (category: BudgetCategoryResponse) => void;
  onClose: () => void;
};

/** Confirm dialogs (docs/product/dashboard.md): delete category, with the warning when it has transactions. */
export function DeleteCategoryDialog({ category, onConfirm, onClose }: DeleteCategoryDialogProps) {
  const t = useT();
  return (
    <Dialog open={category !== null} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('dashboard.deleteCategory.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('dashboard.deleteCategory.confirm', { name: category?.name ?? '' })}
        </DialogContentText>
        {category && category.actualAmount !== 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('dashboard.deleteCategory.warning')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dashboard.deleteCategory.cancel')}</Button>
        <Button color="error" variant="contained" onClick={() => category && onConfirm(category)}>
          {t('dashboard.deleteCategory.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
