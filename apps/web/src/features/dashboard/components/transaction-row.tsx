import { memo } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { Box } from '@mui/material';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { transactionDragId, type TransactionDrag } from '../lib/drag-data.ts';
import { TransactionSummary } from './transaction-summary.tsx';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';

type TransactionRowProps = { transaction: Transaction & { isDemo?: boolean } };

/** A recent transaction; drag it onto a category of its type to move it there. */
export const TransactionRow = memo(function TransactionRow({ transaction }: TransactionRowProps) {
  const data: TransactionDrag = { kind: 'transaction', transaction };
  // A viewer cannot move a transaction to another category (decision 0049).
  const canWrite = useCanWriteLedger();
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: transactionDragId(transaction._id),
    data,
    disabled: !canWrite,
  });
  // The list item stays a list item; the draggable (role button) sits inside it. Its name is
  // its visible text, and dnd-kit's instructions describe how to drag it.
  return (
    <Box
      component="li"
      data-tour={transaction.isDemo ? 'demo-transaction' : 'transaction-row'}
      data-testid="transaction-row"
      sx={{ listStyle: 'none' }}
    >
      <Box
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          cursor: canWrite ? 'grab' : 'default',
          touchAction: 'manipulation',
          opacity: isDragging ? 0.4 : 1,
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <TransactionSummary transaction={transaction} />
      </Box>
    </Box>
  );
});
