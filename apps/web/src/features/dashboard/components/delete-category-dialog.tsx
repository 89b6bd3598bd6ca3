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

type DeleteCategoryDialogProps = {
  category: BudgetCategoryResponse | null;
  onConfirm: (category: BudgetCategoryResponse) => void;
  onClose: () => void;
};

/** Confirm dialogs (docs/product/dashboard.md): delete category, with the warning when it has transactions. */
export function DeleteCategoryDialog({ category, onConfirm, onClose }: DeleteCategoryDialogProps) {
  return (
    <Dialog open={category !== null} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Delete Category</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Are you sure you want to delete the category "{category?.name}"? This action cannot be
          undone.
        </DialogContentText>
        {category && category.actualAmount !== 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            Warning: This category has transactions associated with it. Deleting the category will
            permanently delete all associated transactions.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" onClick={() => category && onConfirm(category)}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
