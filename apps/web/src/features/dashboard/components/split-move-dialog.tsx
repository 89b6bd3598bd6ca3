import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
} from '@mui/material';
import { formatSignedAmount } from '@elevate/shared';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { partsOf } from '../../../entities/transactions/transaction-parts.ts';

/** A split dropped on a category, waiting for the person to say which part goes there. */
export type PendingSplitMove = { transaction: Transaction; toCategory: string };

type SplitMoveDialogProps = {
  pending: PendingSplitMove | null;
  /** A part's index, or undefined for every part. */
  onChoose: (part: number | undefined) => void;
  onCancel: () => void;
};

/** 'Move which part to <Category>?': each part, or all of them, or nothing. */
export function SplitMoveDialog({ pending, onChoose, onCancel }: SplitMoveDialogProps) {
  const parts = pending ? partsOf(pending.transaction) : [];
  return (
    <Dialog open={pending !== null} onClose={onCancel} aria-labelledby="split-move-title">
      <DialogTitle id="split-move-title">Move which part to {pending?.toCategory}?</DialogTitle>
      <DialogContent sx={{ px: 1 }}>
        <List aria-labelledby="split-move-title">
          {parts.map((part, index) => (
            <ListItemButton
              key={index}
              // A part already there has nowhere to go.
              disabled={part.category === pending?.toCategory}
              onClick={() => onChoose(index)}
            >
              <ListItemText
                primary={`${part.category} · ${formatSignedAmount(part.amount, pending?.transaction.type ?? 'expense')}`}
                secondary={part.notes ?? undefined}
              />
            </ListItemButton>
          ))}
          <ListItemButton onClick={() => onChoose(undefined)}>
            <ListItemText primary="All parts" />
          </ListItemButton>
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
