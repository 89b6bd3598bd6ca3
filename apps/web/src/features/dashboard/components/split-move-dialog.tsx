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
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { partsOf } from '../../../entities/transactions/transaction-parts.ts';
import { formatSignedMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

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
  const t = useT();
  const parts = pending ? partsOf(pending.transaction) : [];
  return (
    <Dialog open={pending !== null} onClose={onCancel} aria-labelledby="split-move-title">
      <DialogTitle id="split-move-title">
        {t('dashboard.splitMove.title', { category: pending?.toCategory ?? '' })}
      </DialogTitle>
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
                primary={`${part.category} · ${formatSignedMoney(part.amount, pending?.transaction.type ?? 'expense')}`}
                secondary={part.notes ?? undefined}
              />
            </ListItemButton>
          ))}
          <ListItemButton onClick={() => onChoose(undefined)}>
            <ListItemText primary={t('dashboard.splitMove.allParts')} />
          </ListItemButton>
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('dashboard.splitMove.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
